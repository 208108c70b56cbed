import SwiftUI
import TrailheadUI

/// First run: a welcome page, then the location primer. Notifications are primed later,
/// from a trail page, when following a trail actually needs them.
struct OnboardingView: View {
    var onFinish: () -> Void

    @Environment(LocationService.self) private var locationService
    @State private var step: Step = .welcome

    private enum Step {
        case welcome, location
    }

    var body: some View {
        switch step {
        case .welcome:
            WelcomePage {
                withAnimation(.snappy) { step = .location }
            }
        case .location:
            // PermissionPrimerScreen( ... ) brings its own ScrollView and pinned button bar,
            // so don't wrap it in another scroll view here.
            //
            // No skip button: the system alert that follows already has "Don't Allow",
            // and the map is useless without a location anyway.
            PermissionPrimerScreen(
                systemImage: "location.fill",
                title: "Find trails near you",
                message: "Trailhead uses your location to show nearby trailheads and where you are on offline maps.",
                benefits: Self.locationBenefits,
                continueTitle: "Share My Location",
                skipTitle: nil,
                tint: Color("BrandGreen"),
                onContinue: {
                    locationService.requestWhenInUseAuthorization()
                    onFinish()
                }
            )
            .transition(.move(edge: .trailing))
        }
    }

    private static let locationBenefits: [PermissionPrimerScreenBenefit] = [
        PermissionPrimerScreenBenefit(systemImage: "map.fill", title: "Trails nearby",
                                      text: "See what's within an hour's drive, closest first."),
        PermissionPrimerScreenBenefit(systemImage: "location.north.line.fill", title: "You are here",
                                      text: "Follow your position on the map, even without signal."),
        .init(systemImage: "car.fill", title: "Directions to the trailhead",
              text: "Get turn-by-turn directions to the parking lot."),
    ]
}

private struct WelcomePage: View {
    var onGetStarted: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "mountain.2.fill")
                .font(.system(size: 72))
                .foregroundStyle(Color("BrandGreen"))
                .accessibilityHidden(true)
            Text("Welcome to Trailhead")
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text("Trail conditions from people who were just there.")
                .font(.title3)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Spacer()
            Button(action: onGetStarted) {
                Text("Get Started")
                    .frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}

#Preview {
    OnboardingView { }
        .environment(LocationService())
}
