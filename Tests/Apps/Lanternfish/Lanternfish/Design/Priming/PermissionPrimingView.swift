//
//  PermissionPrimingView.swift
//  Lanternfish
//
//  Adapted from the Permission Priming templates. Our changes: bigger illustration,
//  softer button labels, VoiceOver fixes, and the buttons rise in when the screen opens.
//

import SwiftUI

/// The explainer that goes up before the iOS permission alert.
///
/// Symbol, headline and one "why" sentence, then a button that triggers the real
/// request. Example:
///
///     PermissionPrimingView(permissionType: .camera) {
///         // granted: carry on
///     } onDenied: {
///         // declined here or in the system alert
///     }
struct PermissionPrimingView: View {
    let permissionType: PermissionType
    let onGranted: () -> Void
    let onDenied: () -> Void

    /// Screen-specific copy that replaces the defaults from `PermissionType`.
    var customTitle: String?
    var customDescription: String?
    var customImage: String?

    @Environment(\.dismiss) private var dismiss
    @State private var permissionManager = PermissionManager()
    @State private var isRequesting = false
    @State private var isShown = false

    var body: some View {
        VStack(spacing: 0) {
            Spacer()

            illustrationSection

            titleSection
                .padding(.top, 24)

            descriptionSection
                .padding(.top, 12)

            Spacer()

            if isShown {
                buttonSection
                    .padding(.bottom, 16)
                    .transition(.move(edge: .bottom))
            }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(.spring(duration: 0.4), value: isShown)
        .onAppear { isShown = true }
        #if canImport(UIKit)
        .background(Color(uiColor: .systemBackground))
        #endif
    }

    // MARK: - Sections

    private var illustrationSection: some View {
        Image(systemName: customImage ?? permissionType.systemImage)
            .font(.system(size: 72))
            .foregroundStyle(.tint)
            .frame(width: 140, height: 140)
            .background(
                Circle()
                    .fill(Color.accentColor.opacity(0.12))
                    .frame(width: 140, height: 140)
            )
            .accessibilityHidden(true)
    }

    private var titleSection: some View {
        Text(customTitle ?? permissionType.title)
            .font(.title2)
            .fontWeight(.bold)
            .multilineTextAlignment(.center)
            .accessibilityAddTraits(.isHeader)
    }

    private var descriptionSection: some View {
        Text(customDescription ?? permissionType.benefitDescription)
            .font(.body)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
            .fixedSize(horizontal: false, vertical: true)
    }

    private var buttonSection: some View {
        PrimaryButtonStack {
            // Main action: hands over to the system alert.
            Button {
                Task {
                    isRequesting = true
                    let granted = await permissionManager.request(permissionType)
                    isRequesting = false
                    if granted {
                        onGranted()
                    } else {
                        onDenied()
                    }
                    dismiss()
                }
            } label: {
                if isRequesting {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .frame(height: 22)
                } else {
                    Text("Allow access")
                        .fontWeight(.semibold)
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(isRequesting)

            // Way out without being asked.
            Button {
                onDenied()
                dismiss()
            } label: {
                Text("Maybe later")
                    .fontWeight(.medium)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderless)
            .controlSize(.large)
            .foregroundStyle(.secondary)
        }
    }
}

// MARK: - Custom copy

extension PermissionPrimingView {
    /// Same screen, with a headline and sentence written for one particular place in the app.
    init(
        permissionType: PermissionType,
        customTitle: String,
        customDescription: String,
        customImage: String? = nil,
        onGranted: @escaping () -> Void,
        onDenied: @escaping () -> Void
    ) {
        self.permissionType = permissionType
        self.onGranted = onGranted
        self.onDenied = onDenied
        self.customTitle = customTitle
        self.customDescription = customDescription
        self.customImage = customImage
    }
}

// MARK: - After a "no"

/// What we show once the permission has been refused: iOS will not ask again,
/// so the only route back is the app's page in Settings.
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
                .multilineTextAlignment(.center)
                .padding(.top, 12)

            Spacer()

            Button(action: onOpenSettings) {
                Text("Open Settings")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom, 16)
        }
        .padding(.horizontal, 32)
    }
}
