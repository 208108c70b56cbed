import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The permission primer configured with a kind and its content: the PermissionPrimer block's block behind the seam.
public struct PermissionPrimerModel: BlockModel {
    /// The permission asked for.
    public var kind: PrimerKind {
        didSet { updateMachineTransitions() }
    }
    /// The words and symbols.
    public var content: PrimerContent {
        get { storedContent }
        set { setContent(newValue, wording: storedWording) }
    }
    /// The state machine, with or without a custom request.
    public var machine: PrimerMachine {
        didSet { updateMachineTransitions() }
    }
    /// The message the `failed` state shows.
    public var errorMessage: String {
        didSet { updateMachineTransitions() }
    }
    /// Whether the transitions are those of either request (the system's or a custom one): the
    /// whole behaviour, for documentation (`voiceover` lists what enters a state, `strings` every word).
    public var listsEitherRequest: Bool {
        didSet { updateMachineTransitions() }
    }
    /// What the output cannot show (a purpose string shown by its placeholder, alert words not on record).
    public var notes: [String]
    /// Warnings from reading the app's files on the command line.
    public var warnings: [Finding] = []
    /// The app's name, as the content names it (for the String Catalog's `%@`).
    public var appName: String
    /// The iOS release the content's alert words and Settings path are for.
    public var iOS: IOSVersion
    /// The same content naming ``AppNameFormat/marker`` where the standard words name the app, for the
    /// String Catalog's `%@`; nil when unknown.
    public var template: PrimerContent?
    /// The colours the spec's `theme` lines give the design's tokens; the rest take the standard ones.
    public var theme = PrimerTheme.standard
    /// The VoiceOver words the design adds ("Waiting for your answer", the sample alert's lead), in
    /// ``language`` (``PermissionPrimerLocalization``).
    public var wording: SpokenWording {
        get { storedWording }
        set { setContent(storedContent, wording: newValue) }
    }
    /// The content's combined labels read with ``wording``: worked out when the model is made (and
    /// again when the content or wording changes) rather than for every tree, since a spec's
    /// `voiceover`, `sizes` and `targets` sections each build one.
    public private(set) var labels: SemanticTreeBuilder.Labels
    /// ``content``, kept with its ``labels``.
    private var storedContent: PrimerContent
    /// ``wording``, kept with the ``labels``.
    private var storedWording = SpokenWording.english

    /// Sets the content and the wording at once, their labels worked out once (localizing a model
    /// changes both).
    public mutating func setContent(_ content: PrimerContent, wording: SpokenWording) {
        storedContent = content
        storedWording = wording
        labels = SemanticTreeBuilder.Labels(content: content, wording: wording)
    }
    /// The language the primer is read in.
    public var language = SpecLanguage.english
    /// The texts looked up in ``language``, and how.
    public var spokenTexts: [SpokenTextSource] = []

    /// Creates a model.
    public init(kind: PrimerKind, content: PrimerContent, machine: PrimerMachine,
                errorMessage: String = PrimerStateName.defaultErrorMessage, listsEitherRequest: Bool = false,
                notes: [String] = [], appName: String = PrimerContent.sampleAppName, iOS: IOSVersion = PrimerRelease.default) {
        self.kind = kind
        self.storedContent = content
        self.machine = machine
        self.errorMessage = errorMessage
        self.listsEitherRequest = listsEitherRequest
        self.notes = notes
        self.appName = appName
        self.iOS = iOS
        self.labels = SemanticTreeBuilder.Labels(content: content, wording: .english)
        self.machineTransitions = Self.machineTransitions(kind: kind, machine: machine, errorMessage: errorMessage,
                                                          listsEitherRequest: listsEitherRequest)
    }

    public var displayName: String { "\(kind) primer" }

    public var stateNames: [String] { PrimerStateName.allCases.filter { $0.applies(to: kind) }.map(\.rawValue) }

    public var eventNames: [String] { PrimerEventName.allCases.map(\.rawValue) }

    /// The machine's transitions, each once, sorted: worked out when the model is made (and again
    /// when what they depend on changes) rather than on every call, since resolving and generating a
    /// spec's `announce` and `motion` sections ask for them once a section or more.
    public private(set) var machineTransitions: [PrimerTransition]

    /// The transitions of a kind's machine, or of either request's when `listsEitherRequest`.
    private static func machineTransitions(kind: PrimerKind, machine: PrimerMachine, errorMessage: String,
                                           listsEitherRequest: Bool) -> [PrimerTransition] {
        listsEitherRequest
            ? PrimerMachine.transitionsWithEitherRequest(of: kind, errorMessage: errorMessage)
            : machine.allTransitions(errorMessage: errorMessage)
    }

    /// Works ``machineTransitions`` out again after a property they depend on changed.
    private mutating func updateMachineTransitions() {
        machineTransitions = Self.machineTransitions(kind: kind, machine: machine, errorMessage: errorMessage,
                                                     listsEitherRequest: listsEitherRequest)
    }

    public var transitions: [TransitionName] { machineTransitions.map(\.key.name) }

    public var vocabulary: TimelineVocabulary { .permissionPrimer }

    public func problem(withState state: String) -> StateProblem? {
        if state == PrimerStateName.limited.rawValue && !kind.canBeLimited {
            return StateProblem("state 'limited' applies only to photos; a \(kind) primer is granted or denied",
                                expected: "a state of the \(kind) primer")
        }
        if state == PrimerStateName.failed.rawValue && !machine.hasCustomRequest && !listsEitherRequest {
            return StateProblem(
                "state 'failed' is reached only when a custom request throws; add 'custom-request' to the header "
                    + "(--custom-request on the command line)",
                expected: "custom-request in the header, or --custom-request")
        }
        return nil
    }

    public func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        guard let name = PrimerStateName(rawValue: state) else { return AccessibilityTree(elements: []) }
        return SemanticTreeBuilder(wording: wording).build(content: content, labels: labels,
                                                           phase: name.phase(errorMessage: errorMessage),
                                                           environment: environment)
    }

    /// The machine's transition of a name, if it has one.
    public func transition(named name: TransitionName) -> PrimerTransition? {
        // Names first, then an index: Swift 6.3's release optimiser trips over a search that reads
        // each transition's key inside the loop ("Found ownership error"), crashing `-c release`.
        let all = machineTransitions
        guard let index = all.map(\.key.name).firstIndex(of: name) else { return nil }
        return all[index]
    }

    public func announcements(for transition: TransitionName) -> [Announcement] {
        guard let transition = self.transition(named: transition) else { return [] }
        return AnnouncementPlanner.announcements(for: transition, content: content)
    }

    public func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        guard let transition = self.transition(named: transition) else { return .empty }
        return PermissionPrimerTimeline.timeline(for: transition, content: content, environment: environment)
    }

    /// Every button VoiceOver reaches in the state. The PermissionPrimer block sets no frame on its buttons: their size
    /// follows the title and the button style's padding, so no minimum is stated.
    public func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        tree(state: state, environment: environment).elements
            .filter { $0.traits.contains(.button) }
            .map { TouchTarget(part: $0.id, height: .unset, width: .unset) }
    }

    /// Every colour pair the block draws in any state, by the design's tokens with the spec's theme
    /// (``PrimerContrast``); empty when the release has no value for one of its colours.
    public func contrast(appearance: Appearance) -> [ContrastPair] {
        PrimerContrast(theme: theme, iOS: iOS, benefitCount: content.benefits.count).pairs(appearance: appearance)
    }
}

extension PermissionPrimerModel {
    /// What the audit needs to know: the primer asks in `ready` with Continue; Not now calls
    /// `onNotNow` (which dismisses the presenting sheet by default), so it leaves; the purpose string
    /// is the sample alert's message (unknown when the sample alert shows the key's placeholder); the
    /// answer, an error and a return from Settings granted change what the primer says (opening on a
    /// status already given, on appear, is no news to the person: nothing to announce).
    public var auditFacts: AuditFacts {
        let names = transitions
        let exits = names.filter { $0.via == PrimerEventName.notNow.rawValue }.map {
            AuditFacts.Exit(part: .notNow, transition: $0, leaves: true)
        }
        let message = content.sampleAlert.message
        let purpose = kind.purposeStringKey.map {
            [AuditFacts.PurposeString(key: $0, value: message == kind.purposePlaceholder ? .unknown : .given(message))]
        }
        let results = names.filter { name in
            name.from != name.to && name.via != PrimerEventName.appear.rawValue
                && [PrimerStateName.granted, .limited, .denied, .failed].map(\.rawValue).contains(name.to)
        }
        return AuditFacts(askingStates: [PrimerStateName.ready.rawValue], primaryButton: .continueButton, exits: exits,
                          purposeStrings: purpose ?? [], primesTracking: false, showsAlertPicture: true,
                          resultTransitions: results, title: .title)
    }
}
