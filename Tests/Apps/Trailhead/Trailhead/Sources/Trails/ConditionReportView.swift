import SwiftUI
import TrailheadUI

/// Sheet for posting a photo of what the trail looks like right now.
struct ConditionReportView: View {
    let trail: Trail

    @Environment(\.dismiss) private var dismiss
    @State private var model = ConditionReportModel()

    var body: some View {
        NavigationStack {
            Group {
                if model.canUseCamera {
                    ReportForm(trail: trail, model: model)
                } else {
                    ScrollView {
                        PermissionPrimer(
                            kind: .camera,
                            content: cameraPrimerContent(for: trail),
                            onGranted: { _ in model.cameraAccessChanged() },
                            onNotNow: { dismiss() },
                            request: { try await model.requestCameraAccess() }
                        )
                        .padding(20)
                    }
                }
            }
            .navigationTitle("Report Conditions")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }

    private func cameraPrimerContent(for trail: Trail) -> PermissionPrimer.Content {
        var content = PermissionPrimer.Content.standard(for: .camera, appName: "Trailhead")
        content.title = "How does \(trail.name) look today?"
        content.reason = Copy.Conditions.cameraReason
        content.benefits = [
            .init(symbol: "camera.viewfinder", title: "Snap and post",
                  detail: "Take the photo here and it's attached to your report."),
            .init(symbol: "person.2.fill", title: "Help the next hiker",
                  detail: "Your photo stays on the trail page for 48 hours."),
        ]
        content.continueTitle = "Allow Camera"
        return content
    }
}

private struct ReportForm: View {
    let trail: Trail
    @Bindable var model: ConditionReportModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section {
                CameraCaptureButton(image: $model.photo)
            }
            Picker("Condition", selection: $model.condition) {
                ForEach(ConditionReportModel.Condition.allCases) { condition in
                    Text(condition.label).tag(condition)
                }
            }
            TextField("Anything else? Fallen trees, water levels…", text: $model.note, axis: .vertical)
                .lineLimit(3...6)
            Button("Post Report") {
                Task {
                    try? await model.post(for: trail)
                    dismiss()
                }
            }
            .disabled(model.photo == nil || model.isPosting)
        }
    }
}

/// Opens the system camera and hands back the photo.
private struct CameraCaptureButton: View {
    @Binding var image: UIImage?
    @State private var isShowingCamera = false

    var body: some View {
        Button(image == nil ? "Take Photo" : "Retake Photo", systemImage: "camera") {
            isShowingCamera = true
        }
        .fullScreenCover(isPresented: $isShowingCamera) {
            CameraPicker(image: $image).ignoresSafeArea()
        }
    }
}

private struct CameraPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: CameraPicker
        init(_ parent: CameraPicker) { self.parent = parent }

        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalImage] as? UIImage
            parent.dismiss()
        }
    }
}
