import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A block configured with its content: what the checker, the recorder, `strings` and the command
/// line ask of it. Every answer is a kernel value (an accessibility tree, announcements, a
/// timeline, target sizes, colour pairs), so nothing above this protocol knows a block by name.
public protocol BlockModel: Sendable {
    /// How messages name it: `camera primer`, `primer screen`.
    var displayName: String { get }
    /// Every state name the block has, in its own order (for "expected one of").
    var stateNames: [String] { get }
    /// The state the command line shows when none is named (by default the first).
    var defaultState: String { get }
    /// Every event name the block has, in its own order.
    var eventNames: [String] { get }
    /// Every transition it can make, in a stable order, each once.
    var transitions: [TransitionName] { get }
    /// The part names and callbacks its timeline lines may use.
    var vocabulary: TimelineVocabulary { get }

    /// Why a known state cannot be used with this content, or nil when it can.
    func problem(withState state: String) -> StateProblem?
    /// What VoiceOver finds in a state.
    func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree
    /// What VoiceOver announces on a transition.
    func announcements(for transition: TransitionName) -> [Announcement]
    /// The timeline of a transition, announcements on it.
    func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline
    /// The minimum touch target of each interactive part in a state.
    func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget]
    /// The colour pairs the block sets and their contrast, in one appearance.
    func contrast(appearance: Appearance) -> [ContrastPair]
    /// What the rule audit needs to know beyond the other answers.
    var auditFacts: AuditFacts { get }
    /// What the model assumes that its output cannot show (a placeholder where a word was not
    /// given, words not on record for a release); commands print each as a note. Empty by default.
    var notes: [String] { get }
    /// Warnings about the app's files the model was read from on the command line (a build setting
    /// that disagrees with the Info.plist, an include that is not there); commands print each beside
    /// their output, as `check` does for a spec's. Empty by default.
    var warnings: [Finding] { get }
    /// What the block adds to its strings catalogue (keys, roles, wording); by default nothing.
    var stringsHints: any StringsCatalogueHints { get }
    /// The language the model was built in: VoiceOver's words for every section, and the app's
    /// translations its texts were looked up in. English by default.
    var language: SpecLanguage { get }
    /// Each text the block shows and how its code gets it (looked up or verbatim), for the audit
    /// and reports; empty by default.
    var spokenTexts: [SpokenTextSource] { get }
}

extension BlockModel {
    /// The first state.
    public var defaultState: String { stateNames.first ?? "" }

    /// By default a block tells the audit nothing more: the rules that need more do not apply.
    public var auditFacts: AuditFacts { AuditFacts() }

    /// No notes.
    public var notes: [String] { [] }

    /// No warnings.
    public var warnings: [Finding] { [] }

    /// English.
    public var language: SpecLanguage { .english }

    /// No record of the texts.
    public var spokenTexts: [SpokenTextSource] { [] }

    /// The transitions from one state to another, optionally by one event.
    public func transitions(from: String, to: String, via: String? = nil) -> [TransitionName] {
        transitions.filter { $0.from == from && $0.to == to && (via == nil || $0.via == via) }
    }
}
