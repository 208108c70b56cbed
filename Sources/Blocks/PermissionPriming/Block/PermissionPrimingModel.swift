import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The Permission Priming templates' permission priming for one type, behind the seam: the gate's machine, the priming
/// and denied views' trees, their timelines, targets and colours.
public struct PermissionPrimingModel: BlockModel {
    /// The words and symbols.
    public var content: PrimingContent
    /// The gate's machine (its type, the statuses the first check may return, the iOS release).
    public var machine: GateMachine {
        didSet { gateTransitions = machine.transitions() }
    }
    /// What VoiceOver reads for symbols and the unlabelled progress view.
    public var readings: VoiceOverReadings
    /// The accent colour.
    public var tint: Tint
    /// The app name the prompts quote.
    public var appName: String
    /// The purpose strings the spec's Info.plist gives, by key; empty without one.
    public var purposeStrings: [String: String]
    /// Warnings from reading the app's files on the command line.
    public var warnings: [Finding] = []
    /// What the output cannot show (iOS's words not on record in the language), for the command line.
    public var notes: [String] = []
    /// The language the templates are read in.
    public var language = SpecLanguage.english
    /// The texts the templates show, looked up or verbatim (``PermissionPrimingLocalization``).
    public var spokenTexts: [SpokenTextSource] = []
    /// The design modelled: the published templates', or the app's copy of them (`design copy`).
    public var design: PrimingDesign = .published

    /// Creates a model; the defaults are the templates' standard copy, every status, iOS 18.
    public init(content: PrimingContent, machine: GateMachine? = nil, readings: VoiceOverReadings = .standard,
                tint: Tint = .default, appName: String = PermissionPrimingBlock.sampleAppName,
                purposeStrings: [String: String] = [:]) {
        let machine = machine ?? GateMachine(type: content.type)
        self.init(content: content, machine: machine, transitions: machine.transitions(), readings: readings, tint: tint,
                  appName: appName, purposeStrings: purposeStrings)
    }

    /// ``init(content:machine:readings:tint:appName:purposeStrings:)`` with the machine's transitions
    /// already worked out (``GateMachine/transitions()``: a spec's run keeps them for every spec of the
    /// same machine).
    init(content: PrimingContent, machine: GateMachine, transitions: [GateTransition], readings: VoiceOverReadings,
         tint: Tint, appName: String, purposeStrings: [String: String]) {
        self.content = content
        self.machine = machine
        self.gateTransitions = transitions
        self.readings = readings
        self.tint = tint
        self.appName = appName
        self.purposeStrings = purposeStrings
    }

    /// The standard model of a type.
    public static func standard(_ type: PermissionType) -> PermissionPrimingModel {
        PermissionPrimingModel(content: .standard(for: type))
    }

    /// The permission.
    public var type: PermissionType { content.type }

    public var displayName: String { "\(type.spokenName) priming" }

    public var stateNames: [String] { GateScreen.allCases.map(\.rawValue) }

    /// The priming view: the screen the block is about (the gate opens on `checking` first).
    public var defaultState: String { GateScreen.ready.rawValue }

    public var eventNames: [String] { GateEventName.allCases.map(\.rawValue) }

    /// The machine's transitions, one per name: worked out once, when the machine is set, rather than
    /// on every call (the search through the gate's phases is by far the costliest answer, and a spec
    /// asks for transitions once per `motion` section to resolve it and again to plan it).
    public private(set) var gateTransitions: [GateTransition]

    public var transitions: [TransitionName] { gateTransitions.map(\.name) }

    public var vocabulary: TimelineVocabulary { .permissionPriming }

    /// None: every view exists for every type (a view the gate never reaches can still be built on
    /// its own), so an unreachable screen shows up as a missing transition instead.
    public func problem(withState state: String) -> StateProblem? { nil }

    public func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        guard let screen = GateScreen(rawValue: state) else { return AccessibilityTree(elements: []) }
        return PrimingTreeBuilder(readings: readings, design: design).build(content: content, screen: screen, environment: environment)
    }

    /// None: the templates post no announcement (the block has no `announce` sections).
    public func announcements(for transition: TransitionName) -> [Announcement] { [] }

    public func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        guard let gate = gateTransitions.first(where: { $0.name == transition }) else { return .empty }
        return PrimingMotionPlanner(design: design).plan(gate, environment: environment)
    }

    /// Enable on the priming view and Open Settings on the denied view are `.borderedProminent` at
    /// `.controlSize(.large)`: the bezel spans the width (`.frame(maxWidth: .infinity)` on the label)
    /// and iOS gives it ``PrimingMetrics/largeProminentButtonHeight`` (a choice). Not Now is
    /// `.borderless`: it draws no bezel and reacts on its text alone, so neither side is set.
    public func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        tree(state: state, environment: environment).elements
            .filter { $0.traits.contains(.button) }
            .map { element in
                element.id == PrimingPart.notNow
                    ? TouchTarget(part: element.id, height: .unset, width: .unset)
                    : TouchTarget(part: element.id, height: .atLeast(PrimingMetrics.largeProminentButtonHeight),
                                  width: .fullWidth)
            }
    }

    public func contrast(appearance: Appearance) -> [ContrastPair] {
        PrimingContrast(iOS: machine.iOS, tint: tint, design: design).pairs(appearance: appearance)
    }

    /// The words of a prompt, with this model's app name and purpose strings.
    public func prompt(_ kind: PromptKind) -> SystemPrompt {
        SystemPrompt.english(kind, appName: appName, purposeStrings: purposeStrings, iOS: machine.iOS)
    }

    /// Every prompt Enable can bring up in the reachable flow (none included), in the order met, each
    /// with when it first comes: the status Enable is tapped in, and whether the app asked before.
    public var reachablePrompts: [(when: String, prompt: SystemPrompt)] {
        var seen: [String] = []
        var result: [(when: String, prompt: SystemPrompt)] = []
        for transition in machine.reachableTransitions() {
            for case .request(_, let kind) in transition.effects {
                let when = "from \(transition.from.status?.rawValue ?? "unknown")"
                    + (transition.from.hasAsked ? ", asked before" : "")
                let prompt = prompt(kind)
                guard !seen.contains(prompt.summary) else { continue }
                seen.append(prompt.summary)
                result.append((when, prompt))
            }
        }
        return result
    }

    /// Prompts of requests the templates' gate never makes but its guidance names: for notifications, the
    /// request with `.provisional`, which brings up nothing.
    public var promptsOutsideTheGate: [(when: String, prompt: SystemPrompt)] {
        guard type == .notifications else { return [] }
        return [("with .provisional (the templates' Gotchas, not their request)",
                 prompt(RequestOutcome.provisionalNotifications.prompt))]
    }
}

extension PermissionPrimingModel {
    /// What the audit needs to know, as the templates' code has it: the priming view asks with Enable;
    /// Not Now refreshes the gate, and the status is still not determined, so the same priming view
    /// comes back (it does not leave); the purpose strings are the Info.plist's (unknown without
    /// one); the answer changes the screen (content or the denied view) with no announcement.
    public var auditFacts: AuditFacts {
        let names = transitions
        let exits = names.filter { $0.via == GateEventName.notNow.rawValue }.map { name in
            AuditFacts.Exit(part: PrimingPart.notNow, transition: name, leaves: name.to != GateScreen.ready.rawValue)
        }
        let purposes = type.requiredPurposeKeys.map { key in
            AuditFacts.PurposeString(key: key, value: purposeStrings.isEmpty ? .unknown
                                     : purposeStrings[key].map { .given($0) } ?? .missing)
        }
        let results = names.filter { $0.via == GateEventName.answer.rawValue && $0.from != $0.to }
        return AuditFacts(askingStates: [GateScreen.ready.rawValue], primaryButton: PrimingPart.enable, exits: exits,
                          purposeStrings: purposes, primesTracking: type == .tracking, showsAlertPicture: false,
                          resultTransitions: results, title: PrimingPart.title)
    }
}
