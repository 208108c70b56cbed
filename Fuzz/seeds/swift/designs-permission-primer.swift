import SwiftUI
import PermissionPrimer

/// The permission primer's call, each way an app writes it.
enum Words {
    static let hikeTitle = "Share where you hike"
    static let reason = String(localized: "hike.reason")
}

struct HikeOnboarding: View {
    @State private var done = false
    var appName: String { "Ridgeline" }

    var body: some View {
        VStack {
            // Only the kind.
            PermissionPrimer(kind: .camera)
            // The standard content, then properties set on it.
            PermissionPrimer(kind: PermissionPrimer.Kind.location, content: content, onGranted: { done = true })
            // Content's own initialiser, and trailing closures.
            PermissionPrimer(kind: .photos, content: .init(title: "Pick a photo", reason: Words.reason)) {
                done = true
            } onNotNow: {
                done = false
            }
            PermissionPrimer(kind: .notifications, content: PermissionPrimer.Content.standard(for: .notifications,
                                                                                             appName: "Trailhead"),
                             request: { await ask() })
            PermissionPrimer(kind: kind(), content: makeContent())
        }
    }

    var content: PermissionPrimer.Content {
        var content = PermissionPrimer.Content.standard(for: .location, appName: appName)
        content.title = Words.hikeTitle
        content.sampleAlert.title = "Allow “Ridgeline” to use your location?"
        content.sampleAlert.buttons = ["Allow Once", "Allow While Using App", "Don’t Allow"]
        content.benefits += [.init(symbol: "map", title: "Maps", detail: "Offline maps near you")]
        content.benefits.append(PermissionPrimer.Benefit(symbol: "bell", title: "Alerts", detail: "Storms"))
        return content
    }

    func kind() -> PermissionPrimer.Kind { .camera }
    func makeContent() -> PermissionPrimer.Content { .standard(for: .camera) }
    func ask() async {}
}

// Calls that do not read: a label the design does not take, the kind left out, a bracket never closed.
let wrong = PermissionPrimer(kinds: .camera)
let missing = PermissionPrimer(content: .standard(for: .photos))
let unclosed = PermissionPrimer(kind: .camera, content: .init(title: "Open"
