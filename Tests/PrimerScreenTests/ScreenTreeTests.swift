import PrimerAccessibility
import PrimerModel
import PrimerScreen
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What VoiceOver finds on PermissionPrimerScreen's screen: the reading order, the combined benefit rows, the
/// hidden hero and symbols (AccessibilitySnapshot's text form).
@Suite("Primer screen: VoiceOver tree")
struct ScreenTreeTests {
    @Test func theSampleReadsAsTheDesignsDemo() {
        expectSameLines(Screen.tree().lines, [
            "Stay in the loop. Heading.",
            "Turn on notifications and we only write when it matters.",
            "Order updates, Know the moment your order ships and arrives.",
            "Price drops, Hear first when something you saved gets cheaper.",
            "Quiet by default, No marketing, and nothing at night.",
            "Continue. Button.",
            "Not Now. Button.",
        ])
    }

    @Test func withoutSkipThereIsNoSkipElement() {
        let tree = Screen.tree(Screen.withoutSkip)
        #expect(tree.element(.skip) == nil)
        #expect(tree.hiddenPart(.skip) == nil)
        #expect(tree.lines.last == "Continue. Button.")
        #expect(tree.lines.count == 6)
    }

    @Test func theHeroAndEverySymbolAreDecorativeAndBenefitTextsCombined() {
        let hidden = Screen.tree().hiddenParts.map { "\($0.id) \($0.reason)" }
        #expect(hidden == [
            "hero decorative", "heroSymbol decorative",
            "benefitSymbol.0 decorative", "benefitText.0 combined",
            "benefitSymbol.1 decorative", "benefitText.1 combined",
            "benefitSymbol.2 decorative", "benefitText.2 combined",
        ])
        // Nothing hidden is read as well.
        let read = Set(Screen.tree().ids)
        #expect(Screen.tree().hiddenParts.allSatisfy { !read.contains($0.id) })
    }

    @Test func theRingsAreNeitherReadNorListed() {
        let tree = Screen.tree()
        for ring in 0..<ScreenDesign.published.ringCount {
            #expect(tree.element(.ring(ring)) == nil && tree.hiddenPart(.ring(ring)) == nil)
        }
    }

    @Test func readingOrderIsTitleMessageBenefitsContinueSkip() {
        let ids = Screen.tree().ids
        #expect(ids == [.screenTitle, .message, .screenBenefit(0), .screenBenefit(1), .screenBenefit(2),
                        .screenContinue, .skip])
        // The layout ranks agree with the reading order, pair by pair.
        for (earlier, later) in zip(ids, ids.dropFirst()) {
            #expect(earlier < later, "\(earlier) should come before \(later)")
        }
    }

    @Test func theTitleIsAHeadingAndTheTwoButtonsAreButtons() throws {
        let tree = Screen.tree()
        #expect(try #require(tree.element(.screenTitle)).traits.contains(.header))
        #expect(try #require(tree.element(.screenContinue)).traits.contains(.button))
        #expect(try #require(tree.element(.skip)).traits.contains(.button))
        let buttons = tree.elements.filter { $0.traits.contains(.button) }.map(\.id)
        #expect(buttons == [.screenContinue, .skip])
    }

    @Test(arguments: [Screen.sample, Screen.withoutSkip])
    func everyElementHasALabel(_ model: PrimerScreenModel) {
        for size in DynamicTypeSize.allCases {
            #expect(Screen.tree(model, size: size).unlabeledIDs.isEmpty, "unlabelled at \(size)")
        }
    }

    @Test func aBenefitRowJoinsItsTitleAndTextAsCombineDoes() {
        let benefit = ScreenBenefit(symbol: "tag.fill", title: "Price drops", text: "Hear first.")
        #expect(ScreenTreeBuilder.benefitLabel(benefit) == "Price drops, Hear first.")
    }

    @Test func theTreeIsTheSameAtEverySizeButForPointSizes() {
        let large = Screen.tree().lines
        for size in DynamicTypeSize.allCases {
            #expect(Screen.tree(size: size).lines == large, "at \(size)")
        }
    }
}
