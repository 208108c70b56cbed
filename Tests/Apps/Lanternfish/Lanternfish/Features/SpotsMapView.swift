//
//  SpotsMapView.swift
//  Lanternfish
//

import MapKit
import SwiftUI

/// Map of the spots in the log, centred on where the angler is standing.
struct SpotsMapView: View {
    @State private var position: MapCameraPosition = .userLocation(fallback: .automatic)
    private let spots = FishingSpot.samples

    var body: some View {
        Map(position: $position) {
            UserAnnotation()
            ForEach(spots) { spot in
                Marker(spot.name, systemImage: "fish", coordinate: spot.coordinate)
                    .tint(.orange)
            }
        }
        .mapStyle(.standard(elevation: .flat, pointsOfInterest: .excludingAll))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
        .permissionGated(
            .location(.whenInUse),
            title: "Find your fishing spots",
            description: "Lanternfish uses your location to pin tonight's spot and show the piers you have fished before."
        )
    }
}
