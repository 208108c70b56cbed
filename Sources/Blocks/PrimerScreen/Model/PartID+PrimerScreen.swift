import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

extension PartID {
    /// The hero circle, with the rings behind it (decorative: hidden from VoiceOver).
    public static let hero = PartID("hero", rank: 0)
    /// The hero's SF Symbol, 0.44 of the hero.
    public static let heroSymbol = PartID("heroSymbol", rank: 1)
    /// One of the two rings that pulse behind the hero, from 0.
    public static func ring(_ index: Int) -> PartID { PartID("ring", index: index, rank: 2) }
    /// The screen's message.
    public static let message = PartID("message", rank: 20)
    /// A benefit row's symbol (decorative).
    public static func benefitSymbol(_ index: Int) -> PartID { PartID("benefitSymbol", index: index, rank: benefitRank(index)) }
    /// A benefit row's text, read as part of the row.
    public static func benefitText(_ index: Int) -> PartID { PartID("benefitText", index: index, rank: benefitRank(index) + 2) }
    /// The primer screen's benefit row, read as one element (its title and text).
    public static func screenBenefit(_ index: Int) -> PartID { PartID("benefit", index: index, rank: benefitRank(index) + 1) }
    /// The skip button.
    public static let skip = PartID("skip", rank: 1_000_010)

    /// Ranks that keep each benefit row's symbol, row and text together, row after row.
    private static func benefitRank(_ index: Int) -> Int { 100 + 3 * max(0, min(index, 300_000)) }

    /// The primer screen's part for a stable name, with its rank; nil if the screen has no such part.
    /// `rings` is how many rings the design draws (the published design's two).
    public init?(primerScreenName name: String, rings: Int = ScreenDesign.published.ringCount) {
        guard let parsed = PartID(name: name) else { return nil }
        switch (parsed.name, parsed.index) {
        case ("hero", nil): self = .hero
        case ("heroSymbol", nil): self = .heroSymbol
        case ("ring", let index?) where index < rings: self = .ring(index)
        case ("title", nil): self = .screenTitle
        case ("message", nil): self = .message
        case ("benefit", let index?): self = .screenBenefit(index)
        case ("benefitSymbol", let index?): self = .benefitSymbol(index)
        case ("benefitText", let index?): self = .benefitText(index)
        case ("continue", nil): self = .screenContinue
        case ("skip", nil): self = .skip
        default: return nil
        }
    }

    /// The primer screen's title.
    public static let screenTitle = PartID("title", rank: 10)
    /// The primer screen's Continue button (below every benefit row).
    public static let screenContinue = PartID("continue", rank: 1_000_000)
}

extension TimelineVocabulary {
    /// The primer screen's parts and callbacks.
    public static let primerScreen = primerScreen(rings: ScreenDesign.published.ringCount)

    /// The primer screen's parts and callbacks when its design draws `rings` rings.
    public static func primerScreen(rings: Int) -> TimelineVocabulary {
        let ringNames = (0..<max(0, min(rings, 100))).map { "ring.\($0)" }
        return .listing(
            partForms: (["hero", "heroSymbol"] + ringNames).joined(separator: ", ")
                + ", title, message, benefit.N, benefitSymbol.N, benefitText.N, continue or skip",
            part: { PartID(primerScreenName: $0, rings: rings) },
            callbacks: [ScreenCallbacks.onContinue, ScreenCallbacks.onSkip],
            identity: "primer-screen, \(rings) rings")
    }
}

/// The primer screen's closures.
public enum ScreenCallbacks {
    /// `onContinue`: the app asks for the permission here.
    public static let onContinue = Callback("onContinue")
    /// `onSkip`: the person chose not now.
    public static let onSkip = Callback("onSkip")
}
