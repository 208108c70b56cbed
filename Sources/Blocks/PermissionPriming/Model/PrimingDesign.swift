import PrimerModel
import PrimerMotion

/// The facts of the Permission Priming templates' views that the model takes as data: ``published`` is the
/// templates' code as published; a team's edited copy of it (`design copy`) gives its own, read by
/// ``PermissionPrimingCopy``. The tree builder, the motion planner, the targets and the contrast read
/// this value, never the templates' code directly.
public struct PrimingDesign: Hashable, Sendable {
    /// Each type's title (`PermissionType.title`), the priming view's and the denied view's.
    public var titles: [PermissionType: String]
    /// Each type's illustration symbol (`PermissionType.systemImage`).
    public var symbols: [PermissionType: String]
    /// Each type's description (`PermissionType.benefitDescription`).
    public var descriptions: [PermissionType: String]
    /// The primary button's title: `Text("Enable")`.
    public var enableTitle: String
    /// The secondary button's title: `Text("Not Now")`.
    public var notNowTitle: String
    /// The denied view's symbol: `Image(systemName: "gear.badge.xmark")`.
    public var deniedSymbol: String
    /// The denied view's fixed line.
    public var deniedLine: String
    /// The denied view's button: `Text("Open Settings")`.
    public var openSettingsTitle: String
    /// The gate's progress view: `ProgressView("Checking permissions...")`.
    public var checkingTitle: String
    /// The illustration's symbol size: `.font(.system(size: 64))`, fixed.
    public var illustrationSize: Double
    /// The illustration's frame and circle: `.frame(width: 120, height: 120)`, fixed.
    public var illustrationFrame: Double
    /// The denied view's symbol size: `.font(.system(size: 56))`, fixed.
    public var deniedSymbolSize: Double
    /// The text style of each text part: the titles `.title2`, the description and the denied line `.body`.
    public var styles: [PartID: TextStyle]
    /// The text parts set bold (`.fontWeight(.bold)`): both titles.
    public var bold: Set<PartID>
    /// The parts with the header trait (`.accessibilityAddTraits(.isHeader)`): none in the templates.
    public var headers: Set<PartID>
    /// The parts hidden from VoiceOver (`.accessibilityHidden(true)`): none in the templates.
    public var hidden: Set<PartID>
    /// The parts VoiceOver reads by a label of their own (`.accessibilityLabel("…")`): none in the templates.
    public var labels: [PartID: String]
    /// How the gate changes from one view to another with Reduce Motion off; nil for the templates'
    /// instant change (they declare no animation).
    public var screenChange: ScreenChange?
    /// How it changes with Reduce Motion on: the same as ``screenChange`` unless the copy reads
    /// `accessibilityReduceMotion` around it (nil: instant).
    public var reducedScreenChange: ScreenChange?

    /// An animated change of the gate's view: `.animation(CURVE, value: VALUE)` on the gate's
    /// `Group`, with the views' `.transition(…)`.
    public struct ScreenChange: Hashable, Sendable {
        /// The animation's curve.
        public var curve: Curve
        /// The state the animation follows (`value:`): which view changes it animates.
        public var value: AnimatedValue
        /// The transition of each whole view (`primingView`, `deniedView`, `content`, `checking`);
        /// a view not listed fades (`opacity`, SwiftUI's default).
        public var transitions: [PartID: ViewTransition]

        /// Creates a change.
        public init(curve: Curve, value: AnimatedValue, transitions: [PartID: ViewTransition] = [:]) {
            self.curve = curve
            self.value = value
            self.transitions = transitions
        }

        /// The transition of a whole view.
        public func transition(of view: PartID) -> ViewTransition { transitions[view] ?? .opacity }

        /// Whether a change from one screen to another animates: `hasChecked` changes only when the
        /// first check returns; `currentStatus` changes on every change of view but the first check's
        /// not-determined (its initial value, so the priming view comes in unanimated).
        public func animates(from: GateScreen, to: GateScreen) -> Bool {
            switch value {
            case .hasChecked: from == .checking
            case .currentStatus: !(from == .checking && to == .ready)
            }
        }
    }

    /// The gate's state an animation's `value:` names.
    public enum AnimatedValue: String, Hashable, Sendable {
        /// `hasChecked`.
        case hasChecked
        /// `currentStatus`.
        case currentStatus
    }

    /// The templates' code as published.
    public static let published = PrimingDesign(
        titles: Dictionary(uniqueKeysWithValues: PermissionType.allCases.map { ($0, $0.title) }),
        symbols: Dictionary(uniqueKeysWithValues: PermissionType.allCases.map { ($0, $0.systemImage) }),
        descriptions: Dictionary(uniqueKeysWithValues: PermissionType.allCases.map { ($0, $0.benefitDescription) }),
        enableTitle: PrimingContent.defaultEnableTitle, notNowTitle: PrimingContent.defaultNotNowTitle,
        deniedSymbol: PrimingContent.defaultDeniedSymbol, deniedLine: PrimingContent.defaultDeniedLine,
        openSettingsTitle: PrimingContent.defaultOpenSettingsTitle, checkingTitle: PrimingContent.defaultCheckingTitle,
        illustrationSize: 64, illustrationFrame: 120, deniedSymbolSize: 56,
        styles: [PrimingPart.title: .title2, PrimingPart.description: .body, PrimingPart.deniedTitle: .title2,
                 PrimingPart.deniedLine: .body],
        bold: [PrimingPart.title, PrimingPart.deniedTitle], headers: [], hidden: [], labels: [:],
        screenChange: nil, reducedScreenChange: nil)

    /// The text style of a text part (body for one not listed).
    public func style(_ part: PartID) -> TextStyle { styles[part] ?? .body }

    /// The type's standard copy in this design: its title, description and symbol, and the fixed words.
    public func content(for type: PermissionType) -> PrimingContent {
        let title = titles[type] ?? type.title
        return PrimingContent(type: type, title: title, description: descriptions[type] ?? type.benefitDescription,
                              symbol: symbols[type] ?? type.systemImage, enableTitle: enableTitle,
                              notNowTitle: notNowTitle, deniedSymbol: deniedSymbol, deniedTitle: title,
                              deniedLine: deniedLine, openSettingsTitle: openSettingsTitle, checkingTitle: checkingTitle)
    }

    /// The screen change in an environment: the reduced one under Reduce Motion.
    public func screenChange(reduceMotion: Bool) -> ScreenChange? {
        reduceMotion ? reducedScreenChange : screenChange
    }
}
