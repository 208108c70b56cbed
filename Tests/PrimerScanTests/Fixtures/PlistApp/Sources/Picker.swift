import PhotosUI
import SwiftUI

/// Choosing a photo needs no permission.
struct AvatarPicker: View {
    @State private var item: PhotosPickerItem?

    var body: some View {
        PhotosPicker("Choose a photo", selection: $item)
    }
}
