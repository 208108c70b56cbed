//
//  LanternfishApp.swift
//  Lanternfish
//

import SwiftUI

@main
struct LanternfishApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                CatchLogView()
                    .tabItem { Label("Log", systemImage: "fish.fill") }

                SpotsMapView()
                    .tabItem { Label("Spots", systemImage: "map.fill") }

                TripGalleryView()
                    .tabItem { Label("Trips", systemImage: "photo.on.rectangle") }
            }
            // Lantern orange: warm enough to read at night without wrecking dark adaptation.
            .tint(.orange)
        }
    }
}
