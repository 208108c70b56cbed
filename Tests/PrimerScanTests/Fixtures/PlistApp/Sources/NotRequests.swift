import Foundation

// manager.requestAlwaysAuthorization() in a line comment is not a request.
/* A block comment /* nested */ still hides AVCaptureDevice.requestAccess(for: .video) */
/// The text of help pages, which mention the calls without making them.
enum HelpText {
    static let location = "Call requestWhenInUseAuthorization() first."
    static let raw = #"ATTrackingManager.requestTrackingAuthorization { _ in } "quoted" "#
    static let multiLine = """
        CNContactStore().requestAccess(for: .contacts) { _, _ in }
        \(String(describing: "PHPhotoLibrary.requestAuthorization(for: .readWrite)"))
        """
    static let interpolated = "\(Int("1") ?? 0) then store.requestFullAccessToEvents()"
}

/// A wrapper whose declaration shares a request's name.
protocol LocationAsking {
    func requestWhenInUseAuthorization()
}
