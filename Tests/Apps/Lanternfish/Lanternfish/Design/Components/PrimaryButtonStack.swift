//
//  PrimaryButtonStack.swift
//  Lanternfish
//

import SwiftUI

/// The app's standard footer for a main action and its quieter alternative.
struct PrimaryButtonStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 6) {
            content
        }
        .padding(.top, 8)
        .frame(maxWidth: 420)
    }
}
