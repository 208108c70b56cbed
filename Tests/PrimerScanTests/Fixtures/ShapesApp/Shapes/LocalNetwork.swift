import Foundation
import Network

/// Advertising and resolving Bonjour services.
final class Advertiser: NSObject {
    let service = NetService(domain: "local.", type: "_notes._tcp.", name: "", port: 7000)

    func start() {
        service.publish()
        service.resolve(withTimeout: 5)
    }

    func listen() throws {
        let listener = try NWListener(using: .tcp)
        listener.service = NWListener.Service(name: "Notes", type: "_notes._tcp")
    }
}
