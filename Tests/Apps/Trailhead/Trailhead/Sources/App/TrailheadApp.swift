import SwiftUI

@main
struct TrailheadApp: App {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @State private var locationService = LocationService()
    @State private var trailStore = TrailStore()

    var body: some Scene {
        WindowGroup {
            Group {
                if hasCompletedOnboarding {
                    MainTabView()
                } else {
                    OnboardingView {
                        hasCompletedOnboarding = true
                    }
                }
            }
            .environment(locationService)
            .environment(trailStore)
            .tint(Color("BrandGreen"))
        }
    }
}

struct MainTabView: View {
    @Environment(TrailStore.self) private var trailStore

    var body: some View {
        TabView {
            Tab("Trails", systemImage: "map") {
                NavigationStack {
                    List(trailStore.trails) { trail in
                        NavigationLink(value: trail) {
                            TrailRow(trail: trail)
                        }
                    }
                    .navigationTitle("Trails")
                    .navigationDestination(for: Trail.self) { trail in
                        TrailDetailView(trail: trail)
                    }
                }
            }

            Tab("Journal", systemImage: "book.closed") {
                NavigationStack {
                    HikeJournalView()
                }
            }

            Tab("Scan", systemImage: "qrcode.viewfinder") {
                TrailSignScannerView()
            }
        }
    }
}

private struct TrailRow: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(trail.name)
                .font(.headline)
            HStack(spacing: 12) {
                Label(trail.region, systemImage: "mappin")
                Label(trail.formattedLength, systemImage: "figure.hiking")
                Label("\(trail.elevationGainM) m", systemImage: "arrow.up.right")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .labelStyle(.titleAndIcon)
        }
        .padding(.vertical, 2)
    }
}
