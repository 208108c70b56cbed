//
//  CatchLogView.swift
//  Lanternfish
//

import AVFoundation
import SwiftUI

/// Tonight's list of fish, with a photo button that primes for the camera first.
struct CatchLogView: View {
    @State private var catches = Catch.samples
    @State private var permissions = PermissionManager()
    @State private var showsCameraPrimer = false
    @State private var showsCamera = false

    var body: some View {
        NavigationStack {
            List(catches) { fish in
                HStack {
                    VStack(alignment: .leading) {
                        Text(fish.species)
                            .font(.headline)
                        Text(fish.caughtAt, style: .time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(fish.lengthText)
                        .monospacedDigit()
                }
            }
            .navigationTitle("Tonight")
            .toolbar {
                Button("Photograph catch", systemImage: "camera") {
                    Task { await openCamera() }
                }
            }
            .fullScreenCover(isPresented: $showsCameraPrimer) {
                PermissionPrimerScreen(
                    systemImage: "camera.fill",
                    title: "Photograph your catch",
                    message: "One photo next to the ruler settles every length argument back at the dock.",
                    benefits: [
                        PermissionPrimerScreenBenefit(systemImage: "ruler.fill", title: "Proof of length", text: "Lay the fish along the ruler and the photo keeps the number."),
                        PermissionPrimerScreenBenefit(systemImage: "moon.stars.fill", title: "Made for the dark", text: "Works by lantern light. The flash stays off unless you turn it on."),
                        PermissionPrimerScreenBenefit(systemImage: "lock.fill", title: "Stays in your log", text: "Photos are saved with the catch and never uploaded."),
                    ],
                    skipTitle: "Not tonight",
                    tint: .teal,
                    onContinue: {
                        Task {
                            showsCameraPrimer = false
                            showsCamera = await permissions.request(.camera)
                        }
                    },
                    onSkip: { showsCameraPrimer = false }
                )
            }
            .sheet(isPresented: $showsCamera) {
                CatchCameraPlaceholder()
            }
        }
    }

    /// Straight to the camera when already allowed; the primer only when iOS has never asked.
    private func openCamera() async {
        switch await permissions.status(for: .camera) {
        case .authorized:
            showsCamera = true
        case .notDetermined:
            showsCameraPrimer = true
        default:
            permissions.openSettings()
        }
    }
}

/// Stand-in until the capture screen lands.
private struct CatchCameraPlaceholder: View {
    var body: some View {
        ContentUnavailableView("Camera", systemImage: "camera.viewfinder", description: Text("Capture is coming in the next build."))
    }
}
