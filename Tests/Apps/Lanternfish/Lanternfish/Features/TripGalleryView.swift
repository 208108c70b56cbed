//
//  TripGalleryView.swift
//  Lanternfish
//

import PhotosUI
import SwiftUI

/// Past nights out, each with the pictures taken on it.
struct TripGalleryView: View {
    @State private var trips = Trip.samples
    @State private var showsPhotoPrimer = false
    @State private var showsPicker = false
    @State private var picked: [PhotosPickerItem] = []

    var body: some View {
        NavigationStack {
            List(trips) { trip in
                LabeledContent(trip.spotName) {
                    Text("\(trip.photoCount) photos")
                }
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("Add photos", systemImage: "plus") {
                    showsPhotoPrimer = true
                }
            }
            .sheet(isPresented: $showsPhotoPrimer) {
                PermissionPrimingView(permissionType: .photoLibrary) {
                    showsPicker = true
                } onDenied: {
                    showsPhotoPrimer = false
                }
            }
            .photosPicker(isPresented: $showsPicker, selection: $picked, matching: .images)
        }
    }
}
