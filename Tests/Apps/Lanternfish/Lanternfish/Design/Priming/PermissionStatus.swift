//
//  PermissionStatus.swift
//  Lanternfish
//

import Foundation

/// One status type for every framework's own authorization enum.
enum PermissionStatus: Sendable, Equatable {
    /// Never asked: show the priming screen.
    case notDetermined
    /// Granted.
    case authorized
    /// Said no. Only Settings can change it now.
    case denied
    /// Blocked by Screen Time or device management.
    case restricted
    /// Notifications delivered quietly, without having asked.
    case provisional

    var isGranted: Bool { self == .authorized || self == .provisional }
    var shouldShowPriming: Bool { self == .notDetermined }
    var requiresSettings: Bool { self == .denied || self == .restricted }
}
