import SwiftUI

/// The Permission Priming templates, each of their three forms.
struct PrimingExamples: View {
    @State private var granted = false
    let photoType = PermissionType.photoLibrary

    var body: some View {
        List {
            // The memberwise initialiser, with and without the custom texts.
            PermissionPrimingView(permissionType: .camera, onGranted: { granted = true }, onDenied: {})
            PermissionPrimingView(permissionType: PermissionType.microphone,
                                  onGranted: { granted = true },
                                  onDenied: { granted = false },
                                  customTitle: "Record your voice",
                                  customDescription: Texts.voice,
                                  customImage: "mic.circle")
            PermissionPrimingView(permissionType: .location(.whenInUse)) {
                granted = true
            } onDenied: {
                granted = false
            }
            // The initialiser with a custom title and description first.
            PermissionPrimingView(permissionType: photoType, customTitle: "Your photos",
                                  customDescription: "Pick what to share", onGranted: {}, onDenied: {})
            PermissionPrimingView(permissionType: .contacts, customTitle: title(), customDescription: "Find friends",
                                  customImage: "person.2") {
            } onDenied: {
            }
            // The modifier.
            Text("Gallery")
                .permissionGated(.photoLibrary)
            Text("Map")
                .padding()
                .permissionGated(.location(.always), title: "Always on", description: "Track rides in the background")
            Button("Remind me") {}
                .permissionGated(PermissionType.notifications, title: Texts.remind)
        }
    }

    func title() -> String { "Contacts" }
}

enum Texts {
    static let voice = "Voice memos stay on your phone"
    static var remind: String { "Reminders" }
}

// Not read: the actions left out, a label the modifier does not take, a bracket never closed.
let noActions = PermissionPrimingView(permissionType: .camera)
let badLabel = Text("x").permissionGated(.camera, subtitle: "No")
let open = Text("y").permissionGated(.camera, title: ("Open"
