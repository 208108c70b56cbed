import PermissionPrimer
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerScreen
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What an app's view reads from the model (`element`, `tracks`), so that the view and its spec share
/// one source: these are the values the specs' `voiceover` and `motion` sections check.
@Suite("The view's source")
struct ViewSourceTests {
    static let screen = PrimerScreenModel(content: ScreenContent(
        heroSymbol: "sparkles", title: "Plan your week", message: "Tide reminds you before each task is due.",
        benefits: [ScreenBenefit(symbol: "bell", title: "On time", text: "A nudge an hour before.")],
        skipTitle: "Maybe later", tint: .system(.teal)))

    static let elements: [(PartID, String, String?, Set<AccessibilityTrait>, String)] = [
        (.screenTitle, "Plan your week", nil, [.header], "Plan your week. Heading."),
        (.screenBenefit(0), "On time, A nudge an hour before.", nil, [], "On time, A nudge an hour before."),
        (.screenContinue, "Continue", nil, [.button], "Continue. Button."),
        (.skip, "Maybe later", nil, [.button], "Maybe later. Button."),
    ]

    @Test(arguments: elements)
    func aPartsLabelAndTraits(part: PartID, label: String, hint: String?, traits: Set<AccessibilityTrait>, spoken: String) throws {
        let element = try #require(Self.screen.element(part, state: "ready"))
        #expect(element.label == label)
        #expect(element.hint == hint)
        #expect(element.traits.subtracting([.staticText]) == traits)
        #expect(element.voiceOverText == spoken)
    }

    @Test func aPartVoiceOverSkipsHasNoElement() {
        #expect(Self.screen.element(.heroSymbol, state: "ready") == nil)
        #expect(Self.screen.element(.benefitText(0), state: "ready") == nil)
    }

    @Test func aPartsCurvesOnATransition() {
        let appear = TransitionName(from: "ready", to: "ready", via: "appear")
        let ring = Self.screen.tracks(of: .ring(0), on: appear)
        #expect(ring.map(\.curve.swiftUIAnimation) == [".easeOut(duration: 2)", ".easeOut(duration: 2)",
                                                       ".linear(duration: 0.01)", ".linear(duration: 0.01)"])
        #expect(ring.first?.repetition.map { "\($0)" } == "repeat forever every 2.71")
        let benefit = Self.screen.tracks(of: .screenBenefit(0), on: appear)
        #expect(benefit.map(\.start) == [0.2, 0.2])
        #expect(benefit.map(\.curve.swiftUIAnimation) == [".spring(duration: 0.5, bounce: 0.2)",
                                                          ".spring(duration: 0.5, bounce: 0.2)"])
        // Under Reduce Motion the rings do not move, and the row fades in.
        let reduced = PrimerEnvironment(reduceMotion: true)
        #expect(Self.screen.tracks(of: .ring(0), on: appear, environment: reduced).isEmpty)
        #expect(Self.screen.tracks(of: .screenBenefit(0), on: appear, environment: reduced).map(\.curve.swiftUIAnimation)
                == [".easeInOut(duration: 0.2)"])
    }

    @Test func thePermissionPrimersAnnouncementsAndButtonWhileAsking() throws {
        let kind = PrimerKind.notifications
        let primer = PermissionPrimerModel(kind: kind, content: .standard(for: kind, appName: "Tide"),
                                           machine: PrimerMachine(kind: kind))
        let waiting = try #require(primer.element(.continueButton, state: "requesting"))
        #expect(waiting.voiceOverText == "Waiting for your answer. Dimmed. Button.")
        let granted = primer.announcements(for: TransitionName(from: "requesting", to: "granted", via: "answer"))
        #expect(granted.map(\.description) == ["\"Notifications are on\" priority high"])
    }
}

/// The orders and names an app's view maps one to one onto SwiftUI's (Docs/UsingInYourApp.md).
@Suite("SwiftUI's names")
struct SwiftUINamesTests {
    @Test func dynamicTypeSizesRunInSwiftUIsOrder() {
        // SwiftUI's `DynamicTypeSize.allCases`, smallest first: a view maps its size by position.
        #expect(DynamicTypeSize.allCases.map(\.rawValue) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ])
        #expect(DynamicTypeSize.allCases[3] == .default)
    }

    @Test func textStylesAreSwiftUIsFontTextStyles() {
        #expect(TextStyle.allCases.map(\.rawValue) == [
            "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
            "caption", "caption2",
        ])
    }

    @Test func announcementPrioritiesAreAccessibilitys() {
        // `accessibilitySpeechAnnouncementPriority`: .high, .default, .low.
        #expect(AnnouncementPriority.allCases.map(\.rawValue) == ["high", "default", "low"])
    }
}
