import SwiftUI
import TrailheadUI

struct TrailDetailView: View {
    let trail: Trail

    @Environment(TrailStore.self) private var trailStore
    @State private var isShowingAlertsPrimer = false
    @State private var isReportingConditions = false

    var body: some View {
        List {
            Section {
                LabeledContent("Length", value: trail.formattedLength)
                LabeledContent("Elevation gain", value: "\(trail.elevationGainM) m")
                LabeledContent("Difficulty", value: trail.difficulty.rawValue.capitalized)
                LabeledContent("Region", value: trail.region)
            }

            Section("Conditions") {
                if trailStore.isFollowing(trail) {
                    Label("You’ll get alerts for this trail", systemImage: "bell.fill")
                        .foregroundStyle(.secondary)
                } else {
                    Button("Follow Conditions", systemImage: "bell") {
                        isShowingAlertsPrimer = true
                    }
                }
                Button("Report Conditions", systemImage: "camera") {
                    isReportingConditions = true
                }
            }
        }
        .navigationTitle(trail.name)
        .sheet(isPresented: $isShowingAlertsPrimer) {
            ScrollView {
                PermissionPrimer(
                    kind: .notifications,
                    content: alertsPrimerContent,
                    onGranted: { _ in
                        trailStore.follow(trail)
                        isShowingAlertsPrimer = false
                    }
                )
                .padding(20)
            }
            .presentationDragIndicator(.visible)
        }
        .sheet(isPresented: $isReportingConditions) {
            ConditionReportView(trail: trail)
        }
    }

    /// Start from the block's defaults so the sample alert keeps matching what iOS shows,
    /// and only swap in our own wording.
    private var alertsPrimerContent: PermissionPrimer.Content {
        var content = PermissionPrimer.Content.standard(for: .notifications, appName: Copy.appName)
        content.title = Copy.Alerts.primerTitle
        content.reason = Copy.Alerts.primerReason
        content.benefits = [
            .init(symbol: "exclamationmark.triangle.fill", title: "Closures",
                  detail: "Washouts, fire closures and bridge repairs on trails you follow."),
            .init(symbol: "cloud.snow.fill", title: "Fresh reports",
                  detail: "A heads-up when someone reports snow, ice or mud."),
            .init(symbol: "sunrise.fill", title: "Weekend outlook",
                  detail: "One short note on Friday morning. Nothing at night."),
        ]
        content.continueTitle = "Turn On Trail Alerts"
        return content
    }
}

#Preview {
    NavigationStack {
        TrailDetailView(trail: Trail.samples[0])
    }
    .environment(TrailStore())
}
