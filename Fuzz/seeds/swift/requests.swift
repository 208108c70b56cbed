import AVFoundation
// manager.requestAlwaysAuthorization()
/* outer /* inner */ AVCaptureDevice.requestAccess(for: .video) */
let s = #"raw "q" \#(x)"#
let m = """
    \(f("a)", g(1)))
    """
func ask() async {
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .provisional]) { _, _ in }
    manager.requestWhenInUseAuthorization()
    _ = CLServiceSession(authorization: .always, fullAccuracyPurposeKey: "Nav")
    try? await health.requestAuthorization(toShare: [], read: types)
    PHPhotoLibrary.requestAuthorization { _ in }
    CBCentralManager.init(delegate: nil, queue: nil)
}
