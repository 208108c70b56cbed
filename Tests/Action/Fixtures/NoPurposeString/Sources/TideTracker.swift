import CoreLocation

/// Asks for the location to find the nearest tide station; the Info.plist has no purpose string for it.
final class TideTracker {
    let manager = CLLocationManager()

    func start() {
        manager.requestWhenInUseAuthorization()
    }
}
