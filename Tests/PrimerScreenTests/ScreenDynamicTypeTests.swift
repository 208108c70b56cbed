import PrimerAccessibility
import PrimerModel
import PrimerScreen
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Every part's text style and point size at all twelve Dynamic Type sizes: the HIG table of
/// Apple's HIG Typography tables, written out here rather than read from `TextStyle`, and the uncapped 96 pt hero.
@Suite("Primer screen: Dynamic Type")
struct ScreenDynamicTypeTests {
    /// One size's row of Apple's HIG Typography tables for the styles the screen uses.
    struct Row: Sendable, CustomTestStringConvertible {
        var size: DynamicTypeSize
        var largeTitle: Double
        var title2: Double
        var headlineAndBody: Double
        var subheadline: Double
        var testDescription: String { size.rawValue }
    }

    static let rows: [Row] = [
        Row(size: .xSmall, largeTitle: 31, title2: 19, headlineAndBody: 14, subheadline: 12),
        Row(size: .small, largeTitle: 32, title2: 20, headlineAndBody: 15, subheadline: 13),
        Row(size: .medium, largeTitle: 33, title2: 21, headlineAndBody: 16, subheadline: 14),
        Row(size: .large, largeTitle: 34, title2: 22, headlineAndBody: 17, subheadline: 15),
        Row(size: .xLarge, largeTitle: 36, title2: 24, headlineAndBody: 19, subheadline: 17),
        Row(size: .xxLarge, largeTitle: 38, title2: 26, headlineAndBody: 21, subheadline: 19),
        Row(size: .xxxLarge, largeTitle: 40, title2: 28, headlineAndBody: 23, subheadline: 21),
        Row(size: .accessibility1, largeTitle: 44, title2: 34, headlineAndBody: 28, subheadline: 25),
        Row(size: .accessibility2, largeTitle: 48, title2: 39, headlineAndBody: 33, subheadline: 30),
        Row(size: .accessibility3, largeTitle: 52, title2: 44, headlineAndBody: 40, subheadline: 36),
        Row(size: .accessibility4, largeTitle: 56, title2: 50, headlineAndBody: 47, subheadline: 42),
        Row(size: .accessibility5, largeTitle: 60, title2: 56, headlineAndBody: 53, subheadline: 49),
    ]

    @Test func theTableCoversEverySize() {
        #expect(Self.rows.map(\.size) == DynamicTypeSize.allCases)
    }

    @Test("The hero is 96 pt scaled with largeTitle, never capped; its symbol is 0.44 of it", arguments: rows)
    func hero(_ row: Row) throws {
        let tree = Screen.tree(size: row.size)
        let hero = try #require(tree.hiddenPart(.hero))
        let symbol = try #require(tree.hiddenPart(.heroSymbol))
        let expected = 96 * row.largeTitle / 34
        #expect(hero.textStyle == .largeTitle && symbol.textStyle == .largeTitle)
        #expect(abs(hero.pointSize - expected) < 1e-9)
        #expect(abs(symbol.pointSize - 0.44 * expected) < 1e-9)
        #expect(ScreenTreeBuilder.heroDiameter(at: row.size) == hero.pointSize)
    }

    @Test func atAccessibility5TheHeroIs169Point41() throws {
        let tree = Screen.tree(size: .accessibility5)
        #expect(PointSizeText.format(try #require(tree.hiddenPart(.hero)).pointSize) == "169.41pt")
        #expect(PointSizeText.format(try #require(tree.hiddenPart(.heroSymbol)).pointSize) == "74.54pt")
    }

    @Test func theHeroGrowsAtEveryStep() {
        let sizes = DynamicTypeSize.allCases.map(ScreenTreeBuilder.heroDiameter(at:))
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect(smaller < larger)
        }
    }

    @Test("Every read and hidden part at its style's point size", arguments: rows)
    func textStyles(_ row: Row) {
        let tree = Screen.tree(size: row.size)
        var expected: [(PartID, TextStyle, Double)] = [
            (.screenTitle, .largeTitle, row.largeTitle),
            (.message, .body, row.headlineAndBody),
            (.screenContinue, .headline, row.headlineAndBody),
            (.skip, .subheadline, row.subheadline),
        ]
        for index in ScreenContent.sample.benefits.indices {
            expected += [
                (.screenBenefit(index), .headline, row.headlineAndBody),
                (.benefitText(index), .subheadline, row.subheadline),
                (.benefitSymbol(index), .title2, row.title2),
            ]
        }
        for (part, style, points) in expected {
            let found = tree.element(part).map { ($0.textStyle, $0.pointSize) }
                ?? tree.hiddenPart(part).map { ($0.textStyle, $0.pointSize) }
            #expect(found?.0 == style, "\(part) at \(row.size)")
            #expect(found?.1 == points, "\(part) at \(row.size)")
        }
        // Nothing else is listed: 4 parts, 3 per benefit row, the hero and its symbol.
        #expect(tree.elements.count + tree.hiddenParts.count == expected.count + 2)
    }
}
