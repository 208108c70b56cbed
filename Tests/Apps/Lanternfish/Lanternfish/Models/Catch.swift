//
//  Catch.swift
//  Lanternfish
//

import CoreLocation
import Foundation

/// One fish, logged on the water.
struct Catch: Identifiable, Hashable {
    let id = UUID()
    var species: String
    var lengthCentimeters: Double
    var caughtAt: Date
    var photoFileName: String?

    var lengthText: String {
        lengthCentimeters.formatted(.number.precision(.fractionLength(0...1))) + " cm"
    }
}

/// A pier, jetty or beach the angler has fished from.
struct FishingSpot: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var latitude: Double
    var longitude: Double

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A night out: where, when, and the photos taken.
struct Trip: Identifiable, Hashable {
    let id = UUID()
    var spotName: String
    var night: Date
    var photoCount: Int
}

extension Catch {
    static let samples: [Catch] = [
        Catch(species: "Sea bass", lengthCentimeters: 42, caughtAt: .now.addingTimeInterval(-3_600)),
        Catch(species: "Squid", lengthCentimeters: 18.5, caughtAt: .now.addingTimeInterval(-5_400)),
        Catch(species: "Mackerel", lengthCentimeters: 31, caughtAt: .now.addingTimeInterval(-7_200)),
    ]
}

extension FishingSpot {
    static let samples: [FishingSpot] = [
        FishingSpot(name: "North Jetty", latitude: 36.9612, longitude: -122.0026),
        FishingSpot(name: "Harbor Light Pier", latitude: 36.9623, longitude: -122.0214),
    ]
}

extension Trip {
    static let samples: [Trip] = [
        Trip(spotName: "North Jetty", night: .now.addingTimeInterval(-86_400 * 2), photoCount: 7),
        Trip(spotName: "Harbor Light Pier", night: .now.addingTimeInterval(-86_400 * 9), photoCount: 3),
    ]
}
