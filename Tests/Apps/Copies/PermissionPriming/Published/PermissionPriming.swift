import SwiftUI

// The tests' own copy of the Permission Priming templates, laid out as the templates lay out their
// types (the same views, members and modifiers), with nothing edited. The tests edit it line by
// line to stand for a team's edits.

enum PermissionType: CaseIterable, Identifiable, Sendable {
    case notifications
    case camera
    case photoLibrary
    case location(LocationAccuracy)
    case microphone
    case contacts
    case health
    case tracking

    enum LocationAccuracy: Sendable {
        case whenInUse
        case always
    }

    var id: String { title }

    var title: String {
        switch self {
        case .notifications: return "Enable Notifications"
        case .camera: return "Allow Camera Access"
        case .photoLibrary: return "Access Your Photos"
        case .location(.whenInUse): return "Share Your Location"
        case .location(.always): return "Enable Background Location"
        case .microphone: return "Allow Microphone Access"
        case .contacts: return "Access Your Contacts"
        case .health: return "Connect Health Data"
        case .tracking: return "Allow Tracking"
        }
    }

    var systemImage: String {
        switch self {
        case .notifications: return "bell.badge.fill"
        case .camera: return "camera.fill"
        case .photoLibrary: return "photo.on.rectangle.angled"
        case .location: return "location.fill"
        case .microphone: return "mic.fill"
        case .contacts: return "person.crop.circle.fill"
        case .health: return "heart.fill"
        case .tracking: return "hand.raised.fill"
        }
    }

    var benefitDescription: String {
        switch self {
        case .notifications:
            return "Get notified about important updates, reminders, and activity so you never miss what matters."
        case .camera:
            return "Take photos and scan documents directly within the app for a seamless experience."
        case .photoLibrary:
            return "Choose photos from your library to share, edit, or use as profile pictures."
        case .location(.whenInUse):
            return "Find nearby places, get directions, and see relevant content based on where you are."
        case .location(.always):
            return "Receive location-based alerts and updates even when the app is in the background."
        case .microphone:
            return "Record audio for voice messages, video calls, and voice commands."
        case .contacts:
            return "Find friends who are already using the app and easily share content with them."
        case .health:
            return "Sync your health and fitness data to provide personalized insights and track your progress."
        case .tracking:
            return "Allow us to deliver personalized ads and measure campaign effectiveness."
        }
    }

    static var allCases: [PermissionType] {
        [.notifications, .camera, .photoLibrary, .location(.whenInUse), .location(.always), .microphone, .contacts,
         .health, .tracking]
    }
}

struct PermissionPrimingView: View {
    let permissionType: PermissionType
    let onGranted: () -> Void
    let onDenied: () -> Void

    var customTitle: String?
    var customDescription: String?
    var customImage: String?

    @Environment(\.dismiss) private var dismiss
    @State private var access = AccessRequester()
    @State private var isRequesting = false

    var body: some View {
        VStack(spacing: 0) {
            Spacer()

            illustrationSection

            titleSection
                .padding(.top, 24)

            descriptionSection
                .padding(.top, 12)

            Spacer()

            buttonSection
                .padding(.bottom, 16)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var illustrationSection: some View {
        Image(systemName: customImage ?? permissionType.systemImage)
            .font(.system(size: 64))
            .foregroundStyle(.tint)
            .frame(width: 120, height: 120)
            .background(
                Circle()
                    .fill(Color.accentColor.opacity(0.12))
                    .frame(width: 120, height: 120)
            )
    }

    private var titleSection: some View {
        Text(customTitle ?? permissionType.title)
            .font(.title2)
            .fontWeight(.bold)
            .multilineTextAlignment(.center)
    }

    private var descriptionSection: some View {
        Text(customDescription ?? permissionType.benefitDescription)
            .font(.body)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }

    private var buttonSection: some View {
        VStack(spacing: 12) {
            Button {
                Task {
                    isRequesting = true
                    let granted = await access.ask(for: permissionType)
                    isRequesting = false
                    if granted { onGranted() } else { onDenied() }
                    dismiss()
                }
            } label: {
                if isRequesting {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                } else {
                    Text("Enable")
                        .fontWeight(.semibold)
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(isRequesting)

            Button {
                onDenied()
                dismiss()
            } label: {
                Text("Not Now")
                    .fontWeight(.medium)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderless)
            .controlSize(.large)
        }
    }
}

struct PermissionDeniedView: View {
    let permissionType: PermissionType
    let onOpenSettings: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            Spacer()

            Image(systemName: "gear.badge.xmark")
                .font(.system(size: 56))
                .foregroundStyle(.secondary)

            Text("\(permissionType.title)")
                .font(.title2)
                .fontWeight(.bold)
                .padding(.top, 24)

            Text("You previously denied this permission. To enable it, open Settings and allow access.")
                .font(.body)
                .foregroundStyle(.secondary)
                .padding(.top, 12)

            Spacer()

            Button {
                onOpenSettings()
            } label: {
                Text("Open Settings")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(.horizontal, 32)
    }
}

struct PermissionGatedModifier: ViewModifier {
    let permissionType: PermissionType
    var customTitle: String?
    var customDescription: String?

    @State private var access = AccessRequester()
    @State private var currentStatus: PermissionStatus = .notDetermined
    @State private var hasChecked = false

    func body(content: Content) -> some View {
        Group {
            if !hasChecked {
                ProgressView("Checking permissions...")
            } else {
                switch currentStatus {
                case .authorized, .provisional: content
                case .notDetermined: primingView
                case .denied, .restricted: deniedView
                }
            }
        }
        .task {
            currentStatus = await access.status(of: permissionType)
            hasChecked = true
        }
    }

    @ViewBuilder
    private var primingView: some View {
        if let customTitle, let customDescription {
            PermissionPrimingView(permissionType: permissionType, customTitle: customTitle,
                                  customDescription: customDescription,
                                  onGranted: { refresh() }, onDenied: { refresh() })
        } else {
            PermissionPrimingView(permissionType: permissionType, onGranted: { refresh() }, onDenied: { refresh() })
        }
    }

    private var deniedView: some View {
        PermissionDeniedView(permissionType: permissionType) {
            access.openSettings()
        }
    }

    private func refresh() {
        Task { currentStatus = await access.status(of: permissionType) }
    }
}
