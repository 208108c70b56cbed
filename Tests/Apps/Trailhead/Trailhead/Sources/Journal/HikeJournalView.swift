import os
import Photos
import PhotosUI
import SwiftUI
import TrailheadUI

struct HikeJournalView: View {
    @State private var entries: [JournalEntry] = []
    @State private var isShowingPhotosPrimer = false
    @State private var isPickingPhotos = false
    @State private var pickedItems: [PhotosPickerItem] = []
    @State private var isShowingMicrophonePrimer = false
    @State private var isRecording = false

    private let log = Logger(subsystem: "com.trailhead.app", category: "journal")

    var body: some View {
        List(entries) { entry in
            JournalEntryRow(entry: entry)
        }
        .overlay {
            if entries.isEmpty {
                ContentUnavailableView(Copy.Journal.emptyTitle, systemImage: "book.closed",
                                       description: Text(Copy.Journal.emptyMessage))
            }
        }
        .navigationTitle("Journal")
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Add Photos", systemImage: "photo.badge.plus", action: addPhotos)
                Button("Voice Note", systemImage: "mic") {
                    log.debug("Presenting PermissionPrimingView(permissionType: .microphone)")
                    isShowingMicrophonePrimer = true
                }
            }
        }
        .photosPicker(isPresented: $isPickingPhotos, selection: $pickedItems, matching: .images)
        .fullScreenCover(isPresented: $isShowingPhotosPrimer) {
            PermissionPrimerScreen(
                systemImage: "photo.stack.fill",
                title: "Bring your hike\u{2019}s photos along",
                message: """
                    Let Trailhead look through your library so the pictures you took \
                    on the trail end up next to the hike you logged.
                    """,
                benefits: [
                    PermissionPrimerScreenBenefit(systemImage: "calendar", title: "Sorted by hike",
                                                  text: "Photos land on the right day and trail by themselves."),
                    PermissionPrimerScreenBenefit(systemImage: "mappin.and.ellipse", title: "Pinned on the map",
                                                  text: "Tap \"Show on Map\" to see where each photo was taken."),
                    PermissionPrimerScreenBenefit(systemImage: "lock.fill", title: "Stays on your iPhone",
                                                  text: "Nothing is uploaded unless you share it."),
                ],
                continueTitle: "Choose Photos",
                tint: .teal,
                onContinue: requestPhotoAccess,
                onSkip: { isShowingPhotosPrimer = false }
            )
        }
        .sheet(isPresented: $isShowingMicrophonePrimer) {
            PermissionPrimingView(
                permissionType: .microphone,
                customTitle: "Talk instead of typing",
                customDescription: #"Say "mark" while you record and Trailhead drops a pin where you're standing. Recordings stay on your phone."#,
                customImage: "waveform.circle.fill"
            ) {
                isRecording = true
            } onDenied: {
                log.notice("Microphone primer dismissed without access")
            }
        }
    }

    private func addPhotos() {
        switch PHPhotoLibrary.authorizationStatus(for: .readWrite) {
        case .notDetermined:
            isShowingPhotosPrimer = true
        case .authorized, .limited:
            isPickingPhotos = true
        default:
            // Denied: the picker still works without library access, it just can't read locations.
            isPickingPhotos = true
        }
    }

    private func requestPhotoAccess() {
        Task {
            let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
            isShowingPhotosPrimer = false
            isPickingPhotos = status == .authorized || status == .limited
        }
    }
}

struct JournalEntry: Identifiable {
    let id = UUID()
    var trailName: String
    var date: Date
    var photoCount: Int
}

private struct JournalEntryRow: View {
    let entry: JournalEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.trailName).font(.headline)
            Text(entry.date, format: .dateTime.day().month().year())
                .foregroundStyle(.secondary)
        }
    }
}
