import PrimerAccessibility
import PrimerCode
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax

/// A reminder card defined in the tests, with every answer the kernel asks a block for: states and
/// transitions between them, announcements, a timeline that moves and its Reduce Motion variant,
/// a decorative symbol whose size stops growing, touch targets and colour pairs. The checker,
/// recorder, reporter and language-server tests run against it, so no shipped block's words are in
/// their expectations.
///
/// A spec of it starts `reminders KIND` (`daily` or `weekly`); `title "TEXT"` and `reason "TEXT"`
/// change what the card says while it asks, `on-title "TEXT"` the heading (and announcement) once on;
/// `snooze` lets the card reach the `snoozed` state; `assumes "TEXT"` is something the card assumes
/// that its output cannot show, a `model-assumption` warning at the line.
struct ReminderCardBlock: Block {
    static let reminders = HeaderField("reminders", [.word("KIND", from: WordList("kind", kinds))], leads: true,
                                       help: "How often the card reminds: daily or weekly.")
    static let title = HeaderField("title", [.string("TEXT")], help: "The card's heading while it asks.")
    static let reason = HeaderField("reason", [.string("TEXT")], help: "Why the card asks.")
    static let onTitle = HeaderField("on-title", [.string("TEXT")], help: "The heading once reminders are on.")
    static let snooze = HeaderField("snooze", help: "The card can be snoozed once on.")
    static let assumes = HeaderField("assumes", [.string("TEXT")], help: "What the card assumes that no source gives.")
    static let kinds = ["daily", "weekly"]

    /// The reminder card (the default), then the tests' sign-up card and banner.
    static let registry = BlockRegistry([ReminderCardBlock()] + TestBlocks.registry.blocks)

    var name: String { "reminder-card" }
    var summary: String { "a reminder card defined in the tests (reminders KIND)" }
    var headerFields: [HeaderField] {
        [Self.reminders, Self.title, Self.reason, Self.onTitle, Self.snooze, Self.assumes] + CodeLink.headerFields
            + DesignSource.headerFields
    }

    /// The card's published source, as the tests publish it: `struct ReminderCard: View` whose body's
    /// `Text(title)` carries `.accessibilityAddTraits(.isHeader)` and whose `.animation(.easeOut(duration:
    /// 0.3), …)` the model does not read. A copy without the trait reads its title as plain text.
    var copy: BlockCopy? {
        BlockCopy(types: ["ReminderCard", "ReminderCopy"]) { copy in
            var reading = CopyReading(design: ReminderCardDesign())
            guard let body = copy.member("body", of: "ReminderCard") else {
                reading.differences.append(CopyDifference(part: "body", fact: "the view's body", published: "var body",
                                                          copy: "none", at: SourceRange(at: copy.location),
                                                          sections: [.voiceover], unfollowed: "no body to read"))
                return reading
            }
            let nodes = copy.views(of: body).flatMap { $0.descendants() }.map(\.node)
            if let title = nodes.first(where: { $0.name == "Text" && $0.firstArgumentSource == "title" }),
               title.modifier("accessibilityAddTraits") == nil {
                reading.design = ReminderCardDesign(titleIsHeader: false)
                reading.differences.append(CopyDifference(part: "title", fact: "header trait", published: ".isHeader",
                                                          copy: "none", at: title.range, sections: [.voiceover]))
            }
            for node in nodes {
                guard let animation = node.modifier("animation"), let curve = animation.arguments.first,
                      curve.value.source != ".easeOut(duration: 0.3)" else { continue }
                reading.differences.append(CopyDifference(part: "card", fact: "animation", published: ".easeOut(duration: 0.3)",
                                                          copy: curve.value.source, at: curve.value.range,
                                                          sections: [.motion], unfollowed: "the model does not read it"))
            }
            return reading
        }
    }

    /// The card's call in an app's code: `ReminderCard(kind: .daily, title: "…", reason: "…", onAllow: { … })`,
    /// `title` a key the card looks up, `reason` a `String`.
    var code: BlockCode? {
        BlockCode(calls: [CallShape(.initializer("ReminderCard"), [
            CallParameter("kind", .value),
            CallParameter("title", .localizedText, hasDefault: true),
            CallParameter("reason", .string, hasDefault: true),
            CallParameter("onAllow", .closure),
        ])]) { call, values in
            var content = CallSiteContent(permissions: [.notifications], kind: "")
            if let kind = call.argument("kind"), let name = kind.value.dottedNames?.last {
                content.kind = name
                content.add(Self.reminders.name, [name], at: kind.value.range, identifies: true)
            }
            content.addText(Self.title.name, argument: "title", of: call, values: values, kind: .localizedText)
            content.addText(Self.reason.name, argument: "reason", of: call, values: values, kind: .string)
            return content
        }
    }
    var sectionKinds: [SectionKeyword] { [.voiceover, .sizes, .targets, .contrast, .announce, .motion] }

    func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) {
        guard let kind = header.directive(Self.reminders)?.arguments.first else { return (nil, []) }
        guard Self.kinds.contains(kind.value) else {
            return (nil, [SemanticError.unknown(kind, what: "kind", valid: Self.kinds)])
        }
        let assumptions = header.directive(Self.assumes).map { directive in
            [Finding(severity: .warning, range: directive.range, message: "assumption: \(directive.arguments.first?.value ?? "")",
                     offendingText: directive.arguments.first?.text, expected: "a value on record",
                     rule: Checker.assumptionRule.id)]
        }
        var model = ReminderCardModel(kind: kind.value, snoozes: header.directive(Self.snooze) != nil)
        model.titleTraits = header.design(ReminderCardDesign.self)?.titleIsHeader == false ? [] : [.header]
        model.title = header.value(Self.title) ?? model.title
        model.reason = header.value(Self.reason) ?? model.reason
        model.onTitle = header.value(Self.onTitle) ?? model.onTitle
        return (model, assumptions ?? [])
    }

    var commandOptions: [BlockOption] { [.flag("--snooze", help: "The card can be snoozed once on.")] }
    var positionalHelp: (name: String, help: String)? { ("KIND", "How often the card reminds: daily or weekly") }

    func model(for options: BlockOptions) throws -> any BlockModel {
        let kind = options.positionals.first ?? "daily"
        guard Self.kinds.contains(kind), options.positionals.count <= 1 else {
            throw BlockOptionError("the reminder card takes one KIND, daily or weekly; got '\(options.positionals.joined(separator: " "))'",
                             command: options.command)
        }
        return ReminderCardModel(kind: kind, snoozes: options.flag("--snooze"))
    }
}

/// The reminder card's model. In `ready` it reads a heading, a reason and two buttons (Allow, Not
/// now) beside a hidden bell symbol; `allow` leads to `on`, `decline` to `off`, and `retry` from `off`
/// back to `ready` without a word or a movement.
struct ReminderCardModel: BlockModel {
    static let defaultTitle = "Turn on reminders"

    static let symbol = PartID("symbol", rank: 0)
    static let title = PartID("title", rank: 1)
    static let reason = PartID("reason", rank: 2)
    static let allow = PartID("allow", rank: 3)
    static let notNow = PartID("notNow", rank: 4)
    static let done = PartID("done", rank: 5)
    static let retry = PartID("retry", rank: 6)

    /// `ready -> on via allow`: announced, with movement that Reduce Motion turns into fades.
    static let allowed = TransitionName(from: "ready", to: "on", via: "allow")
    /// `ready -> off via decline`: announced, fades and text changes only.
    static let declined = TransitionName(from: "ready", to: "off", via: "decline")
    /// `off -> ready via retry`: silent and still.
    static let retried = TransitionName(from: "off", to: "ready", via: "retry")
    /// `on -> snoozed via snooze`, with `snooze` in the header only.
    static let snoozed = TransitionName(from: "on", to: "snoozed", via: "snooze")

    /// The symbol stops growing from this size on.
    static let symbolCap = DynamicTypeSize.xxxLarge

    var kind: String
    var snoozes = false
    /// The asking title's traits: a heading, unless the app's copy drops the trait.
    var titleTraits: Set<AccessibilityTrait> = [.header]
    var title = defaultTitle
    /// What the card says under the heading while it asks.
    var reason: String
    /// The heading once on, which is also what VoiceOver announces.
    var onTitle = "Reminders are on"

    init(kind: String, snoozes: Bool = false) {
        self.kind = kind
        self.snoozes = snoozes
        reason = "We remind you \(kind == "daily" ? "each day" : "each week") of what is due."
    }

    var displayName: String { "\(kind) reminder card" }
    var stateNames: [String] { ["ready", "on", "off", "snoozed"] }
    var eventNames: [String] { ["allow", "decline", "retry", "snooze"] }
    var transitions: [TransitionName] { [Self.allowed, Self.declined, Self.retried] + (snoozes ? [Self.snoozed] : []) }
    var vocabulary: TimelineVocabulary { .any }

    func problem(withState state: String) -> StateProblem? {
        guard state == "snoozed", !snoozes else { return nil }
        return StateProblem("state 'snoozed' is reached only when the card can be snoozed; add 'snooze' to the header",
                            expected: "snooze in the header")
    }

    func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        func element(_ id: PartID, _ label: String, _ style: TextStyle, _ traits: Set<AccessibilityTrait>) -> AccessibilityElement {
            AccessibilityElement(id: id, label: label, traits: traits, textStyle: style, pointSize: style.pointSize(at: size))
        }
        let symbol = HiddenPart(id: Self.symbol, reason: .decorative, textStyle: .largeTitle,
                                pointSize: TextStyle.largeTitle.pointSize(at: min(size, Self.symbolCap)))
        switch state {
        case "ready":
            return AccessibilityTree(elements: [
                element(Self.title, title, .title2, titleTraits),
                element(Self.reason, reason, .body, []),
                element(Self.allow, "Allow", .headline, [.button]),
                element(Self.notNow, "Not now", .body, [.button]),
            ], hiddenParts: [symbol])
        case "on":
            return AccessibilityTree(elements: [element(Self.title, onTitle, .title2, [.header]),
                                                element(Self.done, "Done", .headline, [.button])],
                                     hiddenParts: [symbol])
        case "off":
            return AccessibilityTree(elements: [
                element(Self.title, "Reminders are off", .title2, [.header]),
                element(Self.reason, "You can turn them on in Settings.", .body, []),
                element(Self.retry, "Try again", .headline, [.button]),
            ])
        case "snoozed":
            return AccessibilityTree(elements: [element(Self.title, "Reminders are snoozed", .title2, [.header])])
        default:
            return AccessibilityTree(elements: [])
        }
    }

    func announcements(for transition: TransitionName) -> [Announcement] {
        switch transition {
        case Self.allowed: [Announcement(onTitle, priority: .high)]
        case Self.declined: [Announcement("Reminders are off", priority: .high)]
        default: []
        }
    }

    /// Allowing swaps the symbol, slides Done in from the bottom and scales Allow out; declining
    /// changes the texts and fades the buttons. Under Reduce Motion the kernel's swap makes every
    /// movement a fade of at most 0.2 s.
    func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        let full: Timeline
        switch transition {
        case Self.allowed:
            full = Timeline(tracks: [
                Track(part: Self.symbol, change: .symbolReplace(from: "bell", to: "bell.badge"), curve: .easeInOut(duration: 0.3)),
                Track(part: Self.title, change: .text, curve: .easeInOut(duration: 0.3)),
                Track(part: Self.allow, change: .disappear(.scale), curve: .easeInOut(duration: 0.2)),
                Track(part: Self.notNow, change: .disappear(.opacity), curve: .easeInOut(duration: 0.2)),
                Track(part: Self.done, change: .appear(.move(.bottom)), curve: .smooth, start: 0.3),
            ], cues: [
                Cue(.haptic(.success)),
                Cue(.announcement(TimelineAnnouncement(text: onTitle, priority: "high")), at: 0.3),
                Cue(.call(Callback("onAllow")), at: 0.8),
            ])
        case Self.declined:
            full = Timeline(tracks: [
                Track(part: Self.title, change: .text, curve: .smooth),
                Track(part: Self.reason, change: .text, curve: .smooth),
                Track(part: Self.allow, change: .disappear(.opacity), curve: .smooth),
                Track(part: Self.notNow, change: .disappear(.opacity), curve: .smooth),
                Track(part: Self.retry, change: .appear(.opacity), curve: .smooth),
            ], cues: [
                Cue(.haptic(.warning)),
                Cue(.announcement(TimelineAnnouncement(text: "Reminders are off", priority: "high"))),
            ])
        default:
            full = .empty
        }
        return environment.reduceMotion ? ReduceMotionSwap.standard.apply(to: full) : full
    }

    /// Allow spans the width and is at least 50 pt high; the other buttons set no frame.
    func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        tree(state: state, environment: environment).elements.filter { $0.traits.contains(.button) }.map {
            $0.id == Self.allow ? TouchTarget(part: $0.id, height: .atLeast(50), width: .fullWidth)
                : TouchTarget(part: $0.id, height: .unset, width: .unset)
        }
    }

    /// The heading on the card, and Allow's fill against it. In the dark, the fill is too faint (2.44:1,
    /// under the 3:1 WCAG 1.4.11 asks of a control's shape), so the audit has one finding to report.
    func contrast(appearance: Appearance) -> [ContrastPair] {
        let (text, card) = appearance == .dark ? ("white", "black") : ("black", "white")
        return [
            ContrastPair(part: Self.title, role: .text(.title2, bold: true), foreground: .init(name: "label", value: text),
                         background: .init(name: "card", value: card), ratio: 21),
            ContrastPair(part: Self.allow, role: .shape, foreground: .init(name: "accent", value: "blue"),
                         background: .init(name: "card", value: card), ratio: appearance == .dark ? 2.44 : 8.59),
        ]
    }
}

/// What a copy of the card changes that its model follows.
struct ReminderCardDesign: Sendable {
    /// Whether the asking title is a heading.
    var titleIsHeader = true
}
