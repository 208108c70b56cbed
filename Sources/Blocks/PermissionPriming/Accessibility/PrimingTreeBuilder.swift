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
/// Reading order is top to bottom. The words for symbols and the unlabelled progress view come
/// from ``VoiceOverReadings``.
public struct PrimingTreeBuilder: Hashable, Sendable {
    /// The readings table.
    public var readings: VoiceOverReadings

    /// Creates a builder.
    public init(readings: VoiceOverReadings = .standard) {
        self.readings = readings
    }

    /// The tree of a screen at a Dynamic Type size.
    public func build(content: PrimingContent, screen: GateScreen, environment: PrimerEnvironment) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        func text(_ id: PartID, _ label: String, _ style: TextStyle, _ traits: Set<AccessibilityTrait>) -> AccessibilityElement {
            AccessibilityElement(id: id, label: label, traits: traits, textStyle: style, pointSize: style.pointSize(at: size))
        }
        func symbol(_ id: PartID, _ name: String, _ points: Double) -> AccessibilityElement {
            AccessibilityElement(id: id, label: readings.reading(ofSymbol: name).words, traits: [.image],
                                 textStyle: .body, pointSize: points, scalesWithDynamicType: false)
        }
        switch screen {
        case .checking:
            return AccessibilityTree(elements: [
                text(PrimingPart.checking, content.checkingTitle, PrimingMetrics.checkingStyle, [.updatesFrequently]),
            ])
        case .ready, .requesting:
            let requesting = screen == .requesting
            let enable = requesting
                ? text(PrimingPart.enable, readings.unlabelledProgress.words, PrimingMetrics.buttonStyle,
                       [.button, .notEnabled])
                : text(PrimingPart.enable, content.enableTitle, PrimingMetrics.buttonStyle, [.button])
            return AccessibilityTree(
                elements: [
                    symbol(PrimingPart.illustration, content.symbol, PrimingMetrics.illustrationSize),
                    text(PrimingPart.title, content.title, PrimingMetrics.titleStyle, [.staticText]),
                    text(PrimingPart.description, content.description, PrimingMetrics.bodyStyle, [.staticText]),
                    enable,
                    text(PrimingPart.notNow, content.notNowTitle, PrimingMetrics.buttonStyle, [.button]),
                ],
                hiddenParts: [
                    HiddenPart(id: PrimingPart.illustrationCircle, reason: .decorative, textStyle: .body,
                               pointSize: PrimingMetrics.illustrationCircle, scalesWithDynamicType: false),
                ])
        case .denied:
            return AccessibilityTree(elements: [
                symbol(PrimingPart.deniedSymbol, content.deniedSymbol, PrimingMetrics.deniedSymbolSize),
                text(PrimingPart.deniedTitle, content.deniedTitle, PrimingMetrics.titleStyle, [.staticText]),
                text(PrimingPart.deniedLine, content.deniedLine, PrimingMetrics.bodyStyle, [.staticText]),
                text(PrimingPart.openSettings, content.openSettingsTitle, PrimingMetrics.buttonStyle, [.button]),
            ])
        case .content:
            return AccessibilityTree(elements: [])
        }
    }
}
