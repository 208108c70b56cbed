import OnboardingApp
import PermissionPrimer
import PrimerScreen
import PrimerSpecTesting
import Testing

/// Tide's specs pass, and they describe the content the app's views are built from.
@Suite("Onboarding specs")
struct OnboardingSpecTests {
    @Test func theOnboardingScreenMatchesItsSpec() throws {
        try expectSpec("Specs/onboarding-screen.primerspec")
    }

    @Test func theNotificationsPrimerMatchesItsSpec() throws {
        try expectSpec("Specs/notifications-primer.primerspec")
    }

    /// The link between spec and view: each spec's header describes exactly the content the view shows.
    @Test func theSpecsDescribeTheAppsOwnContent() throws {
        let screen = try #require(try loadSpec("Specs/onboarding-screen.primerspec").model as? PrimerScreenModel)
        #expect(screen.content == Onboarding.screen)
        let primer = try #require(try loadSpec("Specs/notifications-primer.primerspec").model as? PermissionPrimerModel)
        #expect(primer.kind == Onboarding.primerModel.kind)
        #expect(primer.content == Onboarding.notificationsPrimer)
    }

    /// What the view reads for its title is what the spec's `voiceover ready` says first.
    @Test func theViewReadsTheSpecsWords() throws {
        let environment = Onboarding.environment(dynamicTypeSizeIndex: 3, reduceMotion: false)
        let title = try #require(Onboarding.screenTree(environment: environment).element(.screenTitle))
        #expect(title.voiceOverText == "Plan with Tide. Heading.")
        let rise = try #require(Onboarding.screenMotion(of: .screenBenefit(0), via: "appear", environment: environment))
        #expect(rise.curve.swiftUIAnimation == ".spring(duration: 0.5, bounce: 0.2)")
    }
}
