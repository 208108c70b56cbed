import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerScreen
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The contrast-picked foreground on the tint and the WCAG ratios of every pair the screen sets
/// (the system colour tables and WCAG's contrast maths; the ratios below were computed independently from §8's formula).
@Suite("Primer screen: contrast")
struct ScreenContrastTests {
    /// The pair of a part, in one appearance.
    /// The part's pair: for Continue, its title's (its fill's `shape` pair is the other one).
    static func pair(_ part: PartID, _ model: PrimerScreenModel, _ appearance: Appearance = .light) -> ContrastPair? {
        model.contrast(appearance: appearance).first { $0.part == part && $0.role != .shape }
    }

    @Test("Black on a light tint, white on a dark one, by PermissionPrimerScreen's luminance rule", arguments: [
        (SystemColor.yellow, Appearance.light, "black", "13.89:1"),
        (.yellow, .dark, "black", "14.88:1"),
        (.indigo, .light, "white", "5.65:1"),
        (.indigo, .dark, "white", "5.06:1"),
    ])
    func luminanceChoice(color: SystemColor, appearance: Appearance, foreground: String, ratio: String) throws {
        let model = Screen.model(tint: .system(color))
        for part in [PartID.heroSymbol, .screenContinue] {
            let pair = try #require(Self.pair(part, model, appearance))
            #expect(pair.foreground.name == foreground)
            #expect(pair.background.name == color.rawValue)
            #expect(pair.ratioText == ratio)
        }
    }

    @Test("Default blue gets white: 4.02:1 on iOS 18, 3.52:1 on iOS 26 (light)", arguments: [
        (18, "4.02:1"), (26, "3.52:1"),
    ])
    func defaultBlue(iOS: Int, ratio: String) throws {
        let model = Screen.model(tint: .default, iOS: iOS)
        let pair = try #require(Self.pair(.screenContinue, model))
        #expect(pair.foreground.name == "white" && pair.background.name == "blue")
        #expect(pair.ratioText == ratio)
        // The benefit symbols are blue on white: the same ratio.
        #expect(Self.pair(.benefitSymbol(0), model)?.ratioText == ratio)
    }

    @Test("secondaryLabel on systemBackground: 3.44:1 light, 6.36:1 dark", arguments: [
        (Appearance.light, "3.44:1", "rgba(60,60,67,0.6)", "rgb(255,255,255)"),
        (.dark, "6.36:1", "rgba(235,235,245,0.6)", "rgb(0,0,0)"),
    ])
    func secondaryText(appearance: Appearance, ratio: String, foreground: String, background: String) {
        let parts: [PartID] = [.message, .benefitText(0), .benefitText(1), .benefitText(2), .skip]
        for part in parts {
            let pair = Self.pair(part, Screen.sample, appearance)
            #expect(pair?.foreground == ContrastPair.NamedColor(name: "secondaryLabel", value: foreground))
            #expect(pair?.background == ContrastPair.NamedColor(name: "systemBackground", value: background))
            #expect(pair?.ratioText == ratio)
        }
    }

    @Test func darkAppearanceUsesTheDarkValues() throws {
        let light = try #require(Self.pair(.screenContinue, Screen.sample, .light))
        let dark = try #require(Self.pair(.screenContinue, Screen.sample, .dark))
        #expect(light.background.value == "rgb(88,86,214)")
        #expect(dark.background.value == "rgb(94,92,230)")
        #expect(Self.pair(.benefitSymbol(0), Screen.sample, .dark)?.ratioText == "4.15:1")
    }

    @Test func aHexTintIsNamedByItsValue() throws {
        let model = Screen.model(tint: try #require(Tint(parsing: "#FFCC00")))
        let hero = try #require(Self.pair(.heroSymbol, model))
        #expect(hero.foreground.name == "black")
        #expect(hero.background == ContrastPair.NamedColor(name: "rgb(255,204,0)", value: "rgb(255,204,0)"))
        #expect(hero.ratioText == "13.89:1")
        #expect(Self.pair(.benefitSymbol(0), model)?.foreground.name == "rgb(255,204,0)")
    }

    @Test func thePairsRunTopToBottomAndSkipOnlyWithSkip() {
        let parts = Screen.sample.contrast(appearance: .light).map(\.part.description)
        #expect(parts == ["heroSymbol", "title", "message", "benefitSymbol.0", "benefit.0", "benefitText.0",
                          "benefitSymbol.1", "benefit.1", "benefitText.1", "benefitSymbol.2", "benefit.2",
                          "benefitText.2", "continue", "continue", "skip"])
        let roles = Screen.sample.contrast(appearance: .light).map(\.role.description)
        #expect(roles == ["decorative", "text", "text", "decorative", "text", "text", "decorative", "text", "text",
                          "decorative", "text", "text", "shape", "text", "text"])
        #expect(Screen.withoutSkip.contrast(appearance: .dark).map(\.part).contains(.skip) == false)
    }

    @Test func theSpecLineColumns() throws {
        let pair = try #require(Self.pair(.heroSymbol, Screen.sample))
        #expect(pair.columns == ["heroSymbol", "decorative", "white", "on", "indigo", "5.65:1"])
    }

    /// A translucent tint is painted over the screen, which is black in dark appearance; the hero and
    /// Continue pairs should measure the tint as it shows there.
    @Test func aTranslucentTintIsMeasuredOverTheDarkBackground() throws {
        let tint = try #require(SRGBColor(parsing: "#FFCC0080"))
        let model = Screen.model(tint: .srgb(tint))
        let dark = try #require(Self.pair(.screenContinue, model, .dark))
        let shown = tint.composited(over: .black)
        let expected = WCAGContrast.standard.ratio(of: .black, on: shown)
        // Painted over black, the half-transparent yellow gives black text about 3.81:1, not the
        // 16.81:1 it gives over white.
        #expect(abs(dark.ratio - expected) < 0.005)
        let light = try #require(Self.pair(.screenContinue, model, .light))
        #expect(abs(light.ratio - WCAGContrast.standard.ratio(of: .black, on: tint.composited(over: .white))) < 0.005)
    }
}
