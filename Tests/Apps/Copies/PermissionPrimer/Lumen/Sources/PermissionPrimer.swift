// The tests' copy of the PermissionPrimer block, as a team keeps it in its app (Lumen): the
// block's API as published (PermissionPrimer(kind:content:onGranted:onNotNow:request:), Content,
// Content.standard(for:appName:)), with the tests' own view code and words. The standard content
// gives PrimerSpec's standard words, so this copy reads as the published design but for its view;
// the tests edit it by replacing text.

import SwiftUI

struct PermissionPrimer: View {
    enum Kind: String, CaseIterable {
        case notifications, location, camera, photos
    }

    enum Status {
        case notDetermined, granted, limited, denied
    }

    struct Benefit: Hashable {
        var symbol: String
        var title: String
        var detail: String
    }

    struct SampleAlert: Hashable {
        var title: String
        var message: String
        var buttons: [String]
    }

    struct Content {
        var symbol: String
        var title: String
        var reason: String
        var benefits: [Benefit]
        var continueTitle: String = "Continue"
        var sampleAlert: SampleAlert
        var grantedTitle: String
        var grantedLine: String
        var deniedTitle: String
        var deniedLine: String
    }

    let kind: Kind
    var content: Content
    var onGranted: (Status) -> Void = { _ in }
    var onNotNow: (() -> Void)?
    var request: (() async throws -> Status)?

    @Environment(\.spTheme) private var theme
    @State private var status: Status = .notDetermined

    var body: some View {
        VStack(spacing: theme.space.xl) {
            Image(systemName: content.symbol)
                .font(.system(size: 52))
                .accessibilityHidden(true)
            VStack(spacing: 8) {
                Text(content.title)
                    .font(theme.type.face(size: 28))
                    .accessibilityAddTraits(.isHeader)
                Text(content.reason)
                    .font(theme.type.subhead)
            }
            VStack(alignment: .leading) {
                ForEach(content.benefits, id: \.self) { benefit in
                    HStack {
                        Image(systemName: benefit.symbol).accessibilityHidden(true)
                        VStack(alignment: .leading) {
                            Text(benefit.title)
                            Text(benefit.detail)
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            Button(content.continueTitle) { Task { await ask() } }
                .buttonStyle(.borderedProminent)
            Button("Not now") { onNotNow?() }
        }
    }

    private func ask() async {
        status = (try? await request?()) ?? .granted
        if status == .granted { onGranted(status) }
    }
}

extension PermissionPrimer.Content {
    /// Plain defaults for each kind, naming the app.
    static func standard(for kind: PermissionPrimer.Kind, appName: String) -> Self {
        switch kind {
        case .notifications:
            return Content(
                symbol: "bell.badge",
                title: "Turn on notifications",
                reason: "\(appName) lets you know when something needs you.",
                benefits: [
                    .init(symbol: "bell", title: "Alerts", detail: "Hear about what matters as it happens."),
                    .init(symbol: "app.badge", title: "Badges", detail: "See at a glance what is waiting."),
                    .init(symbol: "speaker.wave.2", title: "Sounds", detail: "Notice it even when you look away."),
                ],
                sampleAlert: .init(
                    title: "\u{201C}\(appName)\u{201D} Would Like to Send You Notifications",
                    message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                    buttons: ["Don\u{2019}t Allow", "Allow"]),
                grantedTitle: "Notifications are on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Notifications are off",
                deniedLine: "Turn them on in Settings, under Apps, \(appName), Notifications.")
        case .location:
            return Content(
                symbol: "location",
                title: "Use your location",
                reason: "\(appName) uses your location to show what is around you.",
                benefits: [
                    .init(symbol: "map", title: "Nearby", detail: "See what is close to where you are."),
                    .init(symbol: "arrow.triangle.turn.up.right.diamond", title: "Directions",
                          detail: "Get there from where you stand."),
                ],
                sampleAlert: .init(
                    title: "Allow \u{201C}\(appName)\u{201D} to use your location?",
                    message: purpose("NSLocationWhenInUseUsageDescription"),
                    buttons: ["Allow Once", "Allow While Using App", "Don\u{2019}t Allow"]),
                grantedTitle: "Location is on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Location is off",
                deniedLine: "Turn it on in Settings, under Apps, \(appName), Location.")
        case .camera:
            var content = Content(
                symbol: "camera",
                title: "Use the camera",
                reason: "\(appName) needs the camera to take photos and scan.",
                benefits: [],
                sampleAlert: .init(
                    title: "\u{201C}\(appName)\u{201D} Would Like to Access the Camera",
                    message: purpose("NSCameraUsageDescription"),
                    buttons: ["Don\u{2019}t Allow", "Allow"]),
                grantedTitle: "Camera is on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Camera is off",
                deniedLine: "Turn it on in Settings, under Apps, \(appName), Camera.")
            content.benefits = [
                .init(symbol: "camera.viewfinder", title: "Photos", detail: "Take pictures without leaving the app."),
                .init(symbol: "qrcode.viewfinder", title: "Scanning", detail: "Point at a code to read it."),
            ]
            content.continueTitle = "Continue"
            return content
        case .photos:
            var content = Content(
                symbol: "photo.on.rectangle",
                title: "Use your photos",
                reason: "\(appName) opens your library so you can pick and save photos.",
                benefits: [
                    .init(symbol: "photo", title: "Pick photos", detail: "Choose pictures straight from your library."),
                ],
                sampleAlert: .init(
                    title: "\u{201C}\(appName)\u{201D} would like full access to your Photo Library.",
                    message: purpose("NSPhotoLibraryUsageDescription"),
                    buttons: ["Limit Access\u{2026}", "Allow Full Access", "Don\u{2019}t Allow"]),
                grantedTitle: "Photos are on",
                grantedLine: "You can change this in Settings at any time.",
                deniedTitle: "Photos are off",
                deniedLine: "Turn them on in Settings, under Apps, \(appName), Photos.")
            content.benefits.append(
                .init(symbol: "square.and.arrow.down", title: "Save", detail: "Keep what you make in your library."))
            return content
        }
    }

    /// The purpose string the Info.plist gives a key.
    private static func purpose(_ key: String) -> String {
        Bundle.main.object(forInfoDictionaryKey: key) as? String ?? ""
    }
}
