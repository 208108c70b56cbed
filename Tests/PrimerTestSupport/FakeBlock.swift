import PrimerAccessibility
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax

/// A block the kernel has never heard of, defined here to show the seam is enough: one state, one
/// transition (`tap`), one element (a button named by the header's `label`, a field no other block
/// declares). `Docs/Extending.md` quotes it, and `BlockSeamTests` checks that it does.
struct FakeBlock: Block {
    /// The one state's name.
    var state = "ready"

    /// `label "TEXT"`: the button's label.
    static let label = HeaderField("label", [.string("TEXT")], help: "The button's label.")

    var name: String { "fake" }
    var summary: String { "a block defined in the tests" }
    var headerFields: [HeaderField] { [Self.label] }
    var sectionKinds: [SectionKeyword] { [.voiceover, .motion] }

    func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        (FakeModel(state: state, label: header.value(Self.label) ?? FakeModel.defaultLabel), [])
    }

    var commandOptions: [BlockOption] { [.value("--label", "TEXT", help: "The fake block's one label.")] }
    var positionalHelp: (name: String, help: String)? { nil }

    func model(for options: BlockOptions) throws -> any BlockModel {
        if let extra = options.positionals.first {
            throw BlockOptionError("the fake block takes no KIND; got '\(extra)'", command: options.command)
        }
        return FakeModel(state: state, label: options.value("--label") ?? FakeModel.defaultLabel)
    }

    /// The registry of the seam tests: the tests' sign-up card (the default), then this one.
    static let registry = BlockRegistry([SignUpCardBlock(), FakeBlock()])
}

/// The fake block's model.
struct FakeModel: BlockModel {
    static let defaultLabel = "Tap me"
    static let badge = PartID("badge", rank: 0)
    static let onTap = Callback("onTap")

    var state: String
    var label: String

    var displayName: String { "fake block" }
    var stateNames: [String] { [state] }
    var eventNames: [String] { ["tap"] }
    var transitions: [TransitionName] { [TransitionName(from: state, to: state, via: "tap")] }
    var vocabulary: TimelineVocabulary {
        .listing(partForms: "badge", part: { $0 == "badge" ? FakeModel.badge : nil }, callbacks: [Self.onTap])
    }

    func problem(withState state: String) -> StateProblem? { nil }

    func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        AccessibilityTree(elements: [
            AccessibilityElement(id: Self.badge, label: label, traits: [.button], textStyle: .body,
                                 pointSize: TextStyle.body.pointSize(at: environment.dynamicTypeSize)),
        ])
    }

    func announcements(for transition: TransitionName) -> [Announcement] { [] }

    /// The badge fades in (a fade, so Reduce Motion keeps it), then `onTap` is called.
    func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        guard transitions.contains(transition) else { return .empty }
        return Timeline(tracks: [Track(part: Self.badge, change: .opacity(from: 0, to: 1), curve: .easeInOut(duration: 0.2))],
                        cues: [Cue(.call(Self.onTap))])
    }

    func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] { [] }
    func contrast(appearance: Appearance) -> [ContrastPair] { [] }
}
