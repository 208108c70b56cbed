//
//  PermissionPrimerScreen.swift
//  Lanternfish
//
//  Based on PermissionPrimerScreen from SwiftUI Blocks
//  (MIT License, Copyright (c) 2026 Oscar Canton and SwiftUI Blocks contributors).
//  We tuned it for the app: calmer entrance for the reasons, friendlier button copy,
//  a smaller headline so long titles fit on one line, and the privacy footnote.
//

import SwiftUI

/// A single reason to say yes, shown as a row under the message.
struct PermissionPrimerScreenBenefit: Identifiable {
    let systemImage: String
    let title: LocalizedStringResource
    let text: LocalizedStringResource

    // No two rows in one primer share a symbol, so the symbol is a fine identity.
    var id: String { systemImage }
}

/// Full-screen pitch we show just before iOS puts up its own permission alert.
///
/// Fire the real system request from `onContinue`. Give `skipTitle` a nil value when
/// the system alert has to be the only way forward (App Tracking, for instance).
struct PermissionPrimerScreen: View {
    let systemImage: String
    let title: LocalizedStringResource
    let message: LocalizedStringResource
    let benefits: [PermissionPrimerScreenBenefit]
    var continueTitle: LocalizedStringResource = "Sounds good"
    var skipTitle: LocalizedStringResource? = "Not Now"
    var tint: Color = .blue
    let onContinue: () -> Void
    var onSkip: () -> Void = {}

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ScaledMetric(relativeTo: .largeTitle) private var heroSize = 96.0
    @State private var hasAppeared = false

    /// Height floor for the secondary button.
    private let minimumTarget: CGFloat = 36

    var body: some View {
        ScrollView {
            VStack(spacing: 28) {
                hero

                VStack(spacing: 10) {
                    Text(title)
                        .font(.title.bold())
                    Text(message)
                        .font(.body)
                        .foregroundStyle(.secondary)
                }
                .multilineTextAlignment(.center)

                PrivacyNote()

                VStack(alignment: .leading, spacing: 20) {
                    ForEach(Array(benefits.enumerated()), id: \.element.id) { index, benefit in
                        row(benefit)
                            .opacity(hasAppeared ? 1 : 0)
                            .offset(y: hasAppeared || reduceMotion ? 0 : 24)
                            .animation(
                                reduceMotion
                                    ? .easeInOut(duration: 0.2)
                                    : .spring(duration: 0.8, bounce: 0.2)
                                        .delay(0.2 + 0.2 * Double(index)),
                                value: hasAppeared
                            )
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal, 28)
            .padding(.top, 36)
            .padding(.bottom, 16)
        }
        .scrollBounceBehavior(.basedOnSize)
        .safeAreaInset(edge: .bottom) {
            buttons
        }
        .onAppear { hasAppeared = true }
    }

    // MARK: - Parts

    /// The tinted badge with the permission's symbol, and two rings rippling out behind it.
    private var hero: some View {
        Image(systemName: systemImage)
            .font(.system(size: heroSize * 0.44, weight: .semibold))
            .foregroundStyle(PermissionPrimerScreenContrastingForeground(background: tint))
            .frame(width: heroDiameter(for: sizeClass), height: heroDiameter(for: sizeClass))
            .background(tint.gradient, in: .circle)
            .background {
                ForEach(0..<2, id: \.self) { ring in
                    Circle()
                        .stroke(tint, lineWidth: 2)
                        .phaseAnimator([false, true]) { content, isWide in
                            content
                                .scaleEffect(isWide ? 1.7 : 1)
                                .opacity(isWide ? 0 : 0.5)
                        } animation: { isWide in
                            // Grow slowly, then snap back while the other ring is out.
                            isWide
                                ? .easeOut(duration: 3)
                                    .delay(Double(ring) * 0.7)
                                : .linear(duration: 0.01)
                                    .delay(Double(1 - ring) * 0.7)
                        }
                }
            }
            .padding(.vertical, heroSize * 0.3)
            .accessibilityHidden(true)
    }

    /// Regular-width screens (iPad) get a larger badge than phones.
    private func heroDiameter(for sizeClass: UserInterfaceSizeClass?) -> CGFloat {
        sizeClass == .regular ? heroSize * 1.25 : heroSize
    }

    private func row(_ benefit: PermissionPrimerScreenBenefit) -> some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: benefit.systemImage)
                .font(.title2)
                .foregroundStyle(tint)
                .frame(width: 36)
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: 2) {
                Text(benefit.title)
                    .font(.headline)
                Text(benefit.text)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        // VoiceOver reads heading and sentence as one stop.
        .accessibilityElement(children: .combine)
    }

    private var buttons: some View {
        VStack(spacing: 4) {
            Button(action: onContinue) {
                Text(continueTitle)
                    .font(.headline)
                    .foregroundStyle(PermissionPrimerScreenContrastingForeground(background: tint))
                    .frame(maxWidth: .infinity, minHeight: 54)
                    .background(tint.gradient, in: .rect(cornerRadius: 16))
            }
            .buttonStyle(.plain)

            if let skipTitle {
                Button(action: onSkip) {
                    Text(skipTitle)
                        .font(.subheadline.weight(.medium))
                        .frame(maxWidth: .infinity, minHeight: minimumTarget)
                        .contentShape(.rect)
                }
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 24)
        .padding(.top, 12)
        .padding(.bottom, 8)
        .background(.bar)
    }
}

/// Picks black or white for text drawn on `background`, by relative luminance.
/// Only genuinely light colors get black, so system tints keep their white labels.
nonisolated struct PermissionPrimerScreenContrastingForeground: ShapeStyle {
    let background: Color

    func resolve(in environment: EnvironmentValues) -> Color {
        let resolved = background.resolve(in: environment)
        let luminance = 0.2126 * resolved.linearRed
            + 0.7152 * resolved.linearGreen
            + 0.0722 * resolved.linearBlue
        return luminance > 0.5 ? .black : .white
    }
}

#Preview("Night photo primer") {
    PermissionPrimerScreen(
        systemImage: "flashlight.on.fill",
        title: "Light up the water",
        message: "Preview only: a layout check with two short reasons.",
        benefits: [
            PermissionPrimerScreenBenefit(systemImage: "sparkles", title: "Bright enough", text: "Sample row for layout."),
            PermissionPrimerScreenBenefit(systemImage: "battery.75percent", title: "Easy on battery", text: "Sample row for layout."),
        ],
        tint: .orange,
        onContinue: {}
    )
}
