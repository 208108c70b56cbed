//
//  PermissionType.swift
//  Lanternfish
//
//  From the Permission Priming templates, with Lanternfish's own copy for the
//  permissions we actually ask for.
//

import Foundation

/// Every permission the app could ask for, plus what the priming screen says about it.
enum PermissionType: CaseIterable, Identifiable, Hashable, Sendable {
    case notifications
    case camera
    case photoLibrary
    case location(LocationAccuracy)
    case microphone
    case contacts
    case health
    case tracking

    /// When-in-use first; Always only ever as a later, separate step.
    enum LocationAccuracy: Hashable, Sendable {
        case whenInUse
        case always
    }

    var id: String { infoPlistKey ?? title }

    // MARK: Copy for the priming screen

    /// Headline of the priming screen.
    var title: String {
        switch self {
        case .notifications: "Enable Notifications"
        case .camera: "Snap your catch"
        case .photoLibrary: "Access Your Photos"
        case .location(.whenInUse): "Share Your Location"
        case .location(.always): "Enable Background Location"
        case .microphone: "Allow Microphone Access"
        case .contacts: "Access Your Contacts"
        case .health: "Connect Health Data"
        case .tracking: "Allow Tracking"
        }
    }

    /// SF Symbol drawn in the illustration circle.
    var systemImage: String {
        switch self {
        case .notifications: "bell.badge.fill"
        case .camera: "camera.fill"
        case .photoLibrary: "photo.stack.fill"
        case .location: "location.fill"
        case .microphone: "mic.fill"
        case .contacts: "person.crop.circle.fill"
        case .health: "heart.fill"
        case .tracking: "hand.raised.fill"
        }
    }

    /// The "why" sentence under the headline.
    var benefitDescription: String {
        switch self {
        case .notifications:
            "Get notified about important updates, reminders, and activity so you never miss what matters."
        case .camera:
            "Take photos and scan documents directly within the app for a seamless experience."
        case .photoLibrary:
            "Choose photos from your library to share, edit, or use as profile pictures."
        case .location(.whenInUse):
            "Pin tonight's spot on the map and see every pier and jetty you've fished from."
        case .location(.always):
            "Receive location-based alerts and updates even when the app is in the background."
        case .microphone:
            "Record audio for voice messages, video calls, and voice commands."
        case .contacts:
            "Find friends who are already using the app and easily share content with them."
        case .health:
            "Sync your health and fitness data to provide personalized insights and track your progress."
        case .tracking:
            "Allow us to deliver personalized ads and measure campaign effectiveness."
        }
    }

    /// Info.plist key iOS insists on before it will show the alert; nil for notifications.
    var infoPlistKey: String? {
        switch self {
        case .notifications: nil
        case .camera: "NSCameraUsageDescription"
        case .photoLibrary: "NSPhotoLibraryUsageDescription"
        case .location(.whenInUse): "NSLocationWhenInUseUsageDescription"
        case .location(.always): "NSLocationAlwaysAndWhenInUseUsageDescription"
        case .microphone: "NSMicrophoneUsageDescription"
        case .contacts: "NSContactsUsageDescription"
        case .health: "NSHealthShareUsageDescription"
        case .tracking: "NSUserTrackingUsageDescription"
        }
    }

    // Written out by hand because `location` carries a value.
    static var allCases: [PermissionType] {
        [
            .notifications, .camera, .photoLibrary,
            .location(.whenInUse), .location(.always),
            .microphone, .contacts, .health, .tracking,
        ]
    }
}
