import Combine
import Foundation

/// Calls that share a request's name and are not requests.
final class LocationAsker {
    func requestWhenInUseAuthorization() {}

    func go() {
        requestWhenInUseAuthorization()
    }
}

final class Feed {
    func publish() {}
    func requestAuthorization(options: Set<String>) {}

    func refresh() {
        publish()
        requestAuthorization(options: ["feed"])
        _ = Timer.publish(every: 1, on: .main, in: .common)
    }
}
