import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What VoiceOver finds on each screen of the Permission Priming templates' gate, modifiers and omissions included.
///
/// - checking: the progress view, read by its label (**choice**: whether VoiceOver adds a value
///   such as "In progress" to a labelled progress view is not documented).
/// - ready: the illustration **is read** (the templates do not hide it: its symbol's words, then
///   "Image."), the title **is not a heading** (the templates add no header trait), the description, Enable
///   and Not Now as buttons. The circle behind the illustration is a background shape VoiceOver skips.
/// - requesting: as ready, but Enable's label is the progress view's reading (the templates'
///   `ProgressView()` has no label) and it is dimmed; Not Now is **not** dimmed.
/// - denied: the symbol (read), the type's title (not a heading), the fixed line, Open Settings.
/// - content: nothing of the block's (the app's own view).
///
/// A copy of the templates (``PrimingDesign``) may add the header trait, hide a part or label it; a
/// hidden part is listed as decorative. Reading order is top to bottom. The words for symbols and the unlabelled progress view come
/// from ``VoiceOverReadings``.
public struct PrimingTreeBuilder: Hashable, Sendable {
    /// The readings table.
    public var readings: VoiceOverReadings
    /// The design: the published templates' or a copy's (text styles, symbol sizes, header traits,
    /// hidden parts, labels).
    public var design: PrimingDesign

    /// Creates a builder.
    public init(readings: VoiceOverReadings = .standard, design: PrimingDesign = .published) {
        self.readings = readings
        self.design = design
    }

    /// The tree of a screen at a Dynamic Type size.
    public func build(content: PrimingContent, screen: GateScreen, environment: PrimerEnvironment) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        var hidden: [HiddenPart] = []
        // (The trait sets are shared constants: a set literal is built and hashed each time.)
        func text(_ id: PartID, _ label: String, _ style: TextStyle, _ traits: Set<AccessibilityTrait>) -> AccessibilityElement? {
            if design.hidden.contains(id) {
                hidden.append(HiddenPart(id: id, reason: .decorative, textStyle: style, pointSize: style.pointSize(at: size)))
                return nil
            }
            let traits = design.headers.contains(id) ? traits.union([.header]) : traits
            return AccessibilityElement(id: id, label: design.labels[id] ?? label, traits: traits, textStyle: style,
                                        pointSize: style.pointSize(at: size))
        }
        func symbol(_ id: PartID, _ name: String, _ points: Double) -> AccessibilityElement? {
            if design.hidden.contains(id) {
                hidden.append(HiddenPart(id: id, reason: .decorative, textStyle: .body, pointSize: points,
                                         scalesWithDynamicType: false))
                return nil
            }
            let traits = design.headers.contains(id) ? TraitSets.imageHeading : TraitSets.image
            return AccessibilityElement(id: id, label: design.labels[id] ?? readings.reading(ofSymbol: name).words,
                                        traits: traits, textStyle: .body, pointSize: points, scalesWithDynamicType: false)
        }
        let elements: [AccessibilityElement?]
        switch screen {
        case .checking:
            elements = [text(PrimingPart.checking, content.checkingTitle, PrimingMetrics.checkingStyle, TraitSets.updatesFrequently)]
        case .ready, .requesting:
            let requesting = screen == .requesting
            // The progress view replaces Enable's label, and with it any label the copy gives the title.
            let enable = requesting
                ? AccessibilityElement(id: PrimingPart.enable, label: readings.unlabelledProgress.words,
                                       traits: TraitSets.dimmedButton, textStyle: PrimingMetrics.buttonStyle,
                                       pointSize: PrimingMetrics.buttonStyle.pointSize(at: size))
                : text(PrimingPart.enable, content.enableTitle, PrimingMetrics.buttonStyle, TraitSets.button)
            elements = [
                symbol(PrimingPart.illustration, content.symbol, design.illustrationSize),
                text(PrimingPart.title, content.title, design.style(PrimingPart.title), TraitSets.staticText),
                text(PrimingPart.description, content.description, design.style(PrimingPart.description), TraitSets.staticText),
                enable,
                text(PrimingPart.notNow, content.notNowTitle, PrimingMetrics.buttonStyle, TraitSets.button),
            ]
            hidden.append(HiddenPart(id: PrimingPart.illustrationCircle, reason: .decorative, textStyle: .body,
                                     pointSize: design.illustrationFrame, scalesWithDynamicType: false))
        case .denied:
            elements = [
                symbol(PrimingPart.deniedSymbol, content.deniedSymbol, design.deniedSymbolSize),
                text(PrimingPart.deniedTitle, content.deniedTitle, design.style(PrimingPart.deniedTitle), TraitSets.staticText),
                text(PrimingPart.deniedLine, content.deniedLine, design.style(PrimingPart.deniedLine), TraitSets.staticText),
                text(PrimingPart.openSettings, content.openSettingsTitle, PrimingMetrics.buttonStyle, TraitSets.button),
            ]
        case .content:
            elements = []
        }
        return AccessibilityTree(elements: elements.compactMap { $0 }, hiddenParts: hidden)
    }
}
