//
//  PermissionGatedModifier.swift
//  Lanternfish
//
//  From the Permission Priming templates, unchanged apart from formatting.
//

import SwiftUI
import UIKit

/// Puts a permission check in front of a view.
///
/// Granted: the view itself. Never asked: `PermissionPrimingView`. Refused or
/// restricted: `PermissionDeniedView`, which links to Settings.
struct PermissionGatedModifier: ViewModifier {
    let permissionType: PermissionType
    var customTitle: String?
    var customDescription: String?

    @State private var permissionManager = PermissionManager()
    @State private var currentStatus: PermissionStatus = .notDetermined
    @State private var hasChecked = false

    func body(content: Content) -> some View {
        Group {
            if hasChecked {
                switch currentStatus {
                case .authorized, .provisional:
                    content
                case .notDetermined:
                    primingView
                case .denied, .restricted:
                    deniedView
                }
            } else {
                ProgressView("Checking permissions...")
            }
        }
        .task {
            currentStatus = await permissionManager.status(for: permissionType)
            hasChecked = true
        }
        // Coming back from Settings may have changed the answer.
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
            refreshStatus()
        }
    }

    @ViewBuilder
    private var primingView: some View {
        if let customTitle, let customDescription {
            PermissionPrimingView(
                permissionType: permissionType,
                customTitle: customTitle,
                customDescription: customDescription,
                onGranted: refreshStatus,
                onDenied: refreshStatus
            )
        } else {
            PermissionPrimingView(
                permissionType: permissionType,
                onGranted: refreshStatus,
                onDenied: refreshStatus
            )
        }
    }

    private var deniedView: some View {
        PermissionDeniedView(permissionType: permissionType) {
            permissionManager.openSettings()
        }
    }

    private func refreshStatus() {
        Task {
            currentStatus = await permissionManager.status(for: permissionType)
        }
    }
}

extension View {
    /// Shows this view only once `type` is granted, priming first if it was never asked.
    ///
    /// - Parameters:
    ///   - type: Which permission to require.
    ///   - title: Headline for the priming screen, instead of the permission's default.
    ///   - description: "Why" sentence for the priming screen, instead of the default.
    func permissionGated(
        _ type: PermissionType,
        title: String? = nil,
        description: String? = nil
    ) -> some View {
        modifier(
            PermissionGatedModifier(
                permissionType: type,
                customTitle: title,
                customDescription: description
            )
        )
    }
}
