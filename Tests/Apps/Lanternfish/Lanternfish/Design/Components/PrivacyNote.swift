//
//  PrivacyNote.swift
//  Lanternfish
//

import SwiftUI

/// Small reassurance line we put on every permission screen.
struct PrivacyNote: View {
    var body: some View {
        Label("Takes 5 seconds. You can change it later in Settings.", systemImage: "clock")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }
}
