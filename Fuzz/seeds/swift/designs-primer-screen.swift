import SwiftUI
import SwiftUIBlocks

/// SwiftUI Blocks' primer screen, each way an app writes it.
enum ScreenCopy {
    static let symbol = "camera.fill"
    static let benefits = [
        PermissionPrimerScreenBenefit(systemImage: "qrcode", title: "Scan codes", text: "Point at a code"),
        .init(systemImage: "doc.viewfinder", title: "Scan receipts", text: "Keep them tidy"),
    ]
}

struct ScreenExamples: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView {
            PermissionPrimerScreen(
                systemImage: ScreenCopy.symbol,
                title: "Scan with your camera",
                message: LocalizedStringResource("camera.message"),
                benefits: ScreenCopy.benefits,
                continueTitle: "Turn on camera",
                skipTitle: nil,
                tint: .indigo
            ) {
                dismiss()
            }
            PermissionPrimerScreen(systemImage: "location.fill", title: String(localized: "where.title"),
                                   message: "Find trails \(nearby)", benefits: [],
                                   tint: Color(red: 0.2, green: 0.5, blue: 0.3),
                                   onContinue: { dismiss() }, onSkip: { dismiss() })
            PermissionPrimerScreen(systemImage: "bell.badge", title: "Never miss a run", message: "We nudge you",
                                   benefits: rows(), skipTitle: "Later", tint: Color("BrandTint"),
                                   onContinue: {}) 
            PermissionPrimerScreen(systemImage: "mic.fill", title: "Talk", message: "Dictate notes",
                                   benefits: [.init(systemImage: "waveform", title: "Notes", text: "\(count) notes")]) {
            } onSkip: {
            }
        }
    }

    var nearby: String { "near you" }
    var count: Int { 3 }
    func rows() -> [PermissionPrimerScreenBenefit] { ScreenCopy.benefits }
}

// Not read: the message left out, a label out of order, an argument after a broken list.
let noMessage = PermissionPrimerScreen(systemImage: "camera", title: "T", benefits: []) {}
let outOfOrder = PermissionPrimerScreen(title: "T", systemImage: "camera", message: "M", benefits: []) {}
let broken = PermissionPrimerScreen(systemImage: "camera", title: ["T"), message: "M", benefits: []) {}
