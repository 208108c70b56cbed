import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax

/// Small blocks defined in the tests, for the kernel's tests: the syntax, the header check and the
/// messages that list fields are tested against these, so a field a shipped block adds changes no
/// kernel test's expectations. (The checker, recorder, reporters and language server are tested
/// against ``ReminderCardBlock``, whose model has states, transitions, motion and announcements.)
enum TestBlocks {
    /// The sign-up card (default), then the banner.
    static let registry = BlockRegistry([SignUpCardBlock(), BannerBlock()])
}

/// A block with a field of each shape the header knows: `primer KIND` leads, `app` and the other
/// app-information fields, a version (`ios`), strings (`title`, `reason`), a repeating field of
/// three strings (`benefit`), a variadic one (`alert-buttons`) and a flag (`custom-request`).
struct SignUpCardBlock: Block {
    static let primer = HeaderField("primer", [.word("KIND")], leads: true, help: "What the card asks for.")
    static let ios = HeaderField("ios", [.version("VERSION")], help: "The iOS version.")
    static let title = HeaderField("title", [.string("TEXT")], help: "The card's heading.")
    static let reason = HeaderField("reason", [.string("TEXT")], help: "Why the app asks.")
    static let benefit = HeaderField("benefit", [.string("SYMBOL"), .string("TITLE"), .string("DETAIL")], repeats: true,
                                     help: "A benefit row.")
    static let alertButtons = HeaderField("alert-buttons", [.string("BUTTON")], variadic: true, help: "The buttons.")
    static let customRequest = HeaderField("custom-request", help: "The app asks in its own way.")

    var name: String { "sign-up-card" }
    var summary: String { "a card defined in the tests" }
    var headerFields: [HeaderField] {
        [Self.primer] + AppInfoSources.headerFields(purpose: true)
            + [Self.ios, Self.title, Self.reason, Self.benefit, Self.alertButtons, Self.customRequest]
    }
    var sectionKinds: [SectionKeyword] { [.voiceover, .announce, .motion] }

    func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        (HeadingModel(heading: header.value(Self.title) ?? "Sign up"), [])
    }

    /// One option of its own, so help that names another block can be seen to leave it out.
    var commandOptions: [BlockOption] { [.flag("--custom-request", help: "The app asks in its own way.")] }
    var positionalHelp: (name: String, help: String)? { nil }

    func model(for options: BlockOptions) throws -> any BlockModel { HeadingModel(heading: "Sign up") }
}

/// A second block, whose fields the card lacks (`text`, `tint`), for what a spec of one block says
/// about another's field.
struct BannerBlock: Block {
    static let text = HeaderField("text", [.string("TEXT")], help: "The banner's text.")
    static let tint = HeaderField("tint", [.word("COLOUR")], help: "The banner's colour.")

    var name: String { "banner" }
    var summary: String { "a banner defined in the tests" }
    var headerFields: [HeaderField] { [Self.text, Self.tint] }
    var sectionKinds: [SectionKeyword] { [.voiceover] }

    func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        (HeadingModel(heading: header.value(Self.text) ?? "Banner"), [])
    }

    var commandOptions: [BlockOption] { [] }
    var positionalHelp: (name: String, help: String)? { nil }

    func model(for options: BlockOptions) throws -> any BlockModel { HeadingModel(heading: "Banner") }
}

/// The test blocks' model: one state, `ready`, whose one element is a heading.
struct HeadingModel: BlockModel {
    static let heading = PartID("heading", rank: 0)

    var heading: String

    var displayName: String { "heading" }
    var stateNames: [String] { ["ready"] }
    var eventNames: [String] { [] }
    var transitions: [TransitionName] { [] }
    var vocabulary: TimelineVocabulary { .any }

    func problem(withState state: String) -> StateProblem? { nil }

    func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        AccessibilityTree(elements: [
            AccessibilityElement(id: Self.heading, label: heading, traits: [.header], textStyle: .title2,
                                 pointSize: TextStyle.title2.pointSize(at: environment.dynamicTypeSize)),
        ])
    }

    func announcements(for transition: TransitionName) -> [Announcement] { [] }
    func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline { .empty }
    func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] { [] }
    func contrast(appearance: Appearance) -> [ContrastPair] { [] }
}
