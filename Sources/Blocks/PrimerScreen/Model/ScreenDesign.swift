import PrimerModel
import PrimerMotion

/// The facts of SwiftUI Blocks' `PermissionPrimerScreen` the model takes as data: its sizes, text
/// styles, default titles and tint, touch targets, accessibility modifiers, animations and Reduce
/// Motion gates. ``published`` is the published design's code; a team's copy of it
/// (`design copy`) gives its own value, read by ``ScreenCopyReader``.
public struct ScreenDesign: Hashable, Sendable {
    /// A font as a `Text`'s `.font(…)` gives it: a text style and, when written, a weight.
    public struct Font: Hashable, Sendable {
        /// The text style (`.headline`).
        public var style: TextStyle
        /// Whether the weight reads as bold for contrast (`.bold()`, `.weight(.bold)` and heavier).
        public var bold: Bool

        /// Creates a font.
        public init(_ style: TextStyle, bold: Bool = false) {
            self.style = style
            self.bold = bold
        }
    }

    /// A text part's accessibility: whether it carries the header trait, and a label that replaces its text.
    public struct TextAccessibility: Hashable, Sendable {
        /// `.accessibilityAddTraits(.isHeader)`.
        public var isHeader: Bool
        /// `.accessibilityLabel("…")`: what VoiceOver reads instead of the text; nil for the text.
        public var label: String?

        /// Creates the facts.
        public init(isHeader: Bool = false, label: String? = nil) {
            self.isHeader = isHeader
            self.label = label
        }
    }

    /// When and how a benefit row animates: its curve, and its start as `delay + stagger × index`.
    public struct Entrance: Hashable, Sendable {
        /// The curve (`.spring(duration: 0.5, bounce: 0.2)`).
        public var curve: Curve
        /// When the first row starts.
        public var delay: Double
        /// How much later each further row starts.
        public var stagger: Double

        /// Creates an entrance.
        public init(curve: Curve, delay: Double = 0, stagger: Double = 0) {
            self.curve = curve
            self.delay = delay
            self.stagger = stagger
        }

        /// When row `index` starts.
        public func start(_ index: Int) -> Double { delay + stagger * Double(index) }
    }

    // MARK: Hero

    /// The hero's diameter at Large: `@ScaledMetric(relativeTo: .largeTitle) heroSize = 96`.
    public var heroDiameter: Double
    /// The style the hero scales with; it is never capped.
    public var heroStyle: TextStyle
    /// The hero symbol's size as a fraction of the hero: `.font(.system(size: heroSize * 0.44))`.
    public var heroSymbolFraction: Double
    /// `.accessibilityHidden(true)` on the hero: VoiceOver skips it and the rings.
    public var heroHidden: Bool

    // MARK: Texts

    /// The title's font: `.largeTitle.bold()`.
    public var titleFont: Font
    /// The title's accessibility: a heading (`.accessibilityAddTraits(.isHeader)`).
    public var title: TextAccessibility
    /// The message's font: `.body`.
    public var messageFont: Font
    /// The message's accessibility: no trait of its own.
    public var message: TextAccessibility

    // MARK: Benefit rows

    /// A row's title font: `.headline`.
    public var benefitTitleFont: Font
    /// A row's text font: `.subheadline`.
    public var benefitTextFont: Font
    /// A row's symbol font: `.title2`.
    public var benefitSymbolStyle: TextStyle
    /// `.accessibilityHidden(true)` on a row's symbol.
    public var benefitSymbolHidden: Bool
    /// `.accessibilityElement(children: .combine)` on a row: its title and text read as one element.
    public var benefitCombined: Bool

    // MARK: Buttons

    /// Continue's font: `.headline`.
    public var continueFont: Font
    /// Continue's accessibility label, if the copy gives one.
    public var continueLabel: String?
    /// The skip button's font: `.subheadline.weight(.medium)`.
    public var skipFont: Font
    /// The skip button's accessibility label, if the copy gives one.
    public var skipLabel: String?
    /// Continue's minimum height: `.frame(maxWidth: .infinity, minHeight: 54)`.
    public var continueMinimumHeight: Double
    /// The skip button's minimum height: `minimumTarget = 44` (Apple's 44 × 44 pt).
    public var skipMinimumHeight: Double

    // MARK: Defaults

    /// `continueTitle`'s default: "Continue".
    public var continueTitle: String
    /// `skipTitle`'s default: "Not Now" (nil: no skip button unless the call passes one).
    public var skipTitle: String?
    /// `tint`'s default: `.blue`.
    public var tint: Tint

    // MARK: Rings

    /// How many rings pulse behind the hero: `ForEach(0..<2)`.
    public var ringCount: Int
    /// A ring's scale at rest and wide: `scaleEffect(isWide ? 1.7 : 1)`.
    public var ringScale: ClosedRange<Double>
    /// A ring's opacity at rest: `opacity(isWide ? 0 : 0.5)`.
    public var ringOpacityRest: Double
    /// A ring's opacity wide.
    public var ringOpacityWide: Double
    /// How a ring widens: `.easeOut(duration: 2)`.
    public var ringWiden: Curve
    /// How a ring snaps back: `.linear(duration: 0.01)`.
    public var ringSnap: Curve
    /// How far each ring runs behind the one before: `delay(Double(ring) * 0.7)`.
    public var ringStagger: Double
    /// Whether the rings are drawn under Reduce Motion: false behind `if !reduceMotion { … }`.
    public var ringsUnderReduceMotion: Bool

    // MARK: Benefits' entrance

    /// How far a row rises as it appears: `.offset(y: hasAppeared || reduceMotion ? 0 : 18)`.
    public var benefitRise: Double
    /// How far a row rises under Reduce Motion: 0, the offset's `|| reduceMotion` gate.
    public var benefitRiseUnderReduceMotion: Double
    /// A row's opacity before it appears: `.opacity(hasAppeared ? 1 : 0)`.
    public var benefitHiddenOpacity: Double
    /// The rows' entrance: `.spring(duration: 0.5, bounce: 0.2).delay(0.2 + 0.12 * Double(index))`.
    public var benefitEntrance: Entrance
    /// The rows' entrance under Reduce Motion: `reduceMotion ? .easeInOut(duration: 0.2) : …`.
    public var benefitReducedEntrance: Entrance

    /// The published design's code.
    public static let published = ScreenDesign(
        heroDiameter: 96, heroStyle: .largeTitle, heroSymbolFraction: 0.44, heroHidden: true,
        titleFont: Font(.largeTitle, bold: true), title: TextAccessibility(isHeader: true),
        messageFont: Font(.body), message: TextAccessibility(),
        benefitTitleFont: Font(.headline), benefitTextFont: Font(.subheadline), benefitSymbolStyle: .title2,
        benefitSymbolHidden: true, benefitCombined: true,
        continueFont: Font(.headline), continueLabel: nil, skipFont: Font(.subheadline), skipLabel: nil,
        continueMinimumHeight: 54, skipMinimumHeight: 44,
        continueTitle: "Continue", skipTitle: "Not Now", tint: .system(.blue),
        ringCount: 2, ringScale: 1...1.7, ringOpacityRest: 0.5, ringOpacityWide: 0,
        ringWiden: .easeOut(duration: 2), ringSnap: .linear(duration: 0.01), ringStagger: 0.7,
        ringsUnderReduceMotion: false,
        benefitRise: 18, benefitRiseUnderReduceMotion: 0, benefitHiddenOpacity: 0,
        benefitEntrance: Entrance(curve: .spring(duration: 0.5, bounce: 0.2), delay: 0.2, stagger: 0.12),
        benefitReducedEntrance: Entrance(curve: .easeInOut(duration: 0.2)))
}
