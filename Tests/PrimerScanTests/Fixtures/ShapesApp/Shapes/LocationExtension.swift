import CoreLocation

/// A request made bare inside an extension of the framework type.
extension CLLocationManager {
    func askWhenInUse() {
        requestWhenInUseAuthorization()
    }
}

/// A subclass of the framework type asks for Always from inside.
final class Tracker: CLLocationManager {
    func upgrade() {
        requestAlwaysAuthorization()
    }
}

/// A subclass used through a property of its own type.
final class Trip {
    let tracker = Tracker()

    func precise() {
        tracker.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Route")
    }
}
