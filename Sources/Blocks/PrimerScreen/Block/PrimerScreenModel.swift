import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The primer screen configured with its content and iOS release: the PermissionPrimerScreen behind the seam.
public struct PrimerScreenModel: BlockModel {
    /// What the screen shows.
    public var content: ScreenContent {
        didSet { (shown, localization) = Self.localized(content, in: language) }
    }
    /// The iOS release whose system colours the contrast uses.
    public var iOS: IOSVersion
    /// The design's facts: the published `PermissionPrimerScreen`'s, or those of the app's copy of it.
    public var design: ScreenDesign
    /// The language the screen is read in.
    public var language: SpecLanguage {
        didSet { (shown, localization) = Self.localized(content, in: language) }
    }
    /// Warnings about the command line's files (the app's translations).
    public var warnings: [Finding] = []
    /// The content as the screen shows it in ``language``: each `LocalizedStringResource` looked up.
    public private(set) var shown: ScreenContent {
        didSet { shownBenefitLabels = shown.benefits.map(ScreenTreeBuilder.benefitLabel) }
    }
    /// Each benefit row of ``shown`` read as one element (``ScreenTreeBuilder/benefitLabel(_:)``):
    /// worked out with ``shown`` rather than for every tree, since a spec's `voiceover`, `sizes` and
    /// `targets` sections each build one.
    public private(set) var shownBenefitLabels: [String]
    /// Each text's lookup, and the errors of any that cannot give one string.
    public private(set) var localization: TextLocalizer

    /// Creates a model; the content's texts are looked up in `language` as the screen's code looks them up.
    public init(content: ScreenContent = .sample, iOS: IOSVersion = PrimerScreenBlock.defaultIOS,
                language: SpecLanguage = .english, design: ScreenDesign = .published) {
        self.content = content
        self.iOS = iOS
        self.design = design
        self.language = language
        (shown, localization) = Self.localized(content, in: language)
        shownBenefitLabels = shown.benefits.map(ScreenTreeBuilder.benefitLabel)
    }

    /// The content with every text looked up: the PermissionPrimerScreen's `title`, `message`, each
    /// benefit's `title` and `text`, `continueTitle` and `skipTitle` are all `LocalizedStringResource`s
    /// (the design's parameters), looked up by their source text.
    static func localized(_ content: ScreenContent, in language: SpecLanguage) -> (ScreenContent, TextLocalizer) {
        var localizer = TextLocalizer(language: language)
        var shown = content
        shown.title = localizer.localized(content.title, part: .screenTitle, field: "title")
        shown.message = localizer.localized(content.message, part: .message, field: "message")
        shown.benefits = content.benefits.enumerated().map { index, benefit in
            var row = benefit
            row.title = localizer.localized(benefit.title, part: .screenBenefit(index), field: "title")
            row.text = localizer.localized(benefit.text, part: .screenBenefit(index), field: "text")
            return row
        }
        shown.continueTitle = localizer.localized(content.continueTitle, part: .screenContinue, field: "title")
        shown.skipTitle = content.skipTitle.map { localizer.localized($0, part: .skip, field: "title") }
        return (shown, localizer)
    }

    public var spokenTexts: [SpokenTextSource] { localization.texts }

    /// The state machine.
    public var machine: ScreenMachine { ScreenMachine(hasSkip: content.skipTitle != nil) }

    public var displayName: String { "primer screen" + (content.skipTitle == nil ? " without skip" : "") }

    public var stateNames: [String] { [ScreenMachine.ready] }

    public var eventNames: [String] { machine.events }

    public var transitions: [TransitionName] { machine.transitions }

    public var vocabulary: TimelineVocabulary { .primerScreen(rings: design.ringCount) }

    public func problem(withState state: String) -> StateProblem? {
        guard state != ScreenMachine.ready else { return nil }
        let permissionStates = ["requesting", "granted", "limited", "denied", "failed"]
        guard permissionStates.contains(state) else { return nil }
        return StateProblem("the primer screen has no state '\(state)': it never learns the permission's answer "
                            + "(the app asks in onContinue), so it is only ever ready; expected ready",
                            expected: "ready")
    }

    public func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        ScreenTreeBuilder(design: design).build(content: shown, benefitLabels: shownBenefitLabels, environment: environment)
    }

    /// None: the screen posts no announcement (the block has no `announce` sections).
    public func announcements(for transition: TransitionName) -> [Announcement] { [] }

    public func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        guard transitions.contains(transition) else { return .empty }
        return ScreenMotionPlanner(design: design).plan(transition, content: content, environment: environment)
    }

    /// Continue: at least 54 pt high; skip: at least 44 pt (`minimumTarget`); both full width (the
    /// design's, or its copy's, minimums). The minimums are fixed frames: they do not scale with
    /// Dynamic Type (the text inside does).
    public func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        var targets = [TouchTarget(part: .screenContinue, height: .atLeast(design.continueMinimumHeight),
                                   width: .fullWidth)]
        if content.skipTitle != nil {
            targets.append(TouchTarget(part: .skip, height: .atLeast(design.skipMinimumHeight), width: .fullWidth))
        }
        return targets
    }

    public func contrast(appearance: Appearance) -> [ContrastPair] {
        ScreenContrast(iOS: iOS, design: design).pairs(content, appearance: appearance)
    }
}

extension PrimerScreenModel {
    /// What the audit needs to know: the screen asks in `ready` with Continue; skip calls `onSkip`,
    /// which the app handles (the design's demo leaves the screen), so it leaves. The screen does not ask
    /// iOS itself (the app does, in `onContinue`), so it has no purpose string of its own, and it
    /// never learns the answer, so it has no result to announce.
    public var auditFacts: AuditFacts {
        let exits = transitions.filter { $0.via == "skip" }.map { AuditFacts.Exit(part: .skip, transition: $0, leaves: true) }
        return AuditFacts(askingStates: [ScreenMachine.ready], primaryButton: .screenContinue, exits: exits,
                          title: .screenTitle)
    }
}
