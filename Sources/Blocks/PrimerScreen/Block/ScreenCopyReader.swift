import PrimerCode
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Reads a team's copy of `PermissionPrimerScreen` against the published design: each fact the
/// model takes from the design, found at its part (``ScreenCopyPart``). A fact the same as the
/// published one says nothing; one that differs and reads is followed (``design`` takes it) with a
/// difference at the copy's line; one computed at run time, a part not found where the published
/// code has it, or a view the published code does not have, is a difference the model cannot
/// follow, never a guess.
struct ScreenCopyReader {
    /// An `if` condition on a view's path, and whether the view is in its `then` branch.
    struct Gate {
        var condition: ViewCondition
        var holds: Bool
    }

    /// A view found in a member, with the `if` conditions around it.
    struct Found {
        var node: ViewNode
        var conditions: [Gate]
        /// The member's file, in the module.
        var file: Int
    }

    typealias Part = ScreenCopyPart

    /// The copy.
    let copy: DesignCopy
    /// The design the model follows: the published one with each followed fact of the copy.
    var design = ScreenDesign.published
    /// Every fact that differs, followed or not.
    var differences: [CopyDifference] = []

    /// The view's name.
    let view = PrimerScreenCopy.view

    /// The view's members by name (the first of each), read once.
    let members: [String: MemberDeclaration]
    /// The views of each member whose views hold parts, read once.
    private var views: [String: [Found]] = [:]

    init(copy: DesignCopy) {
        self.copy = copy
        var members: [String: MemberDeclaration] = [:]
        for member in copy.members(of: PrimerScreenCopy.view) where members[member.name] == nil {
            members[member.name] = member
        }
        self.members = members
        for name in Set(ScreenCopyPart.all.map(\.member)) {
            views[name] = walk(name)
        }
    }

    /// Reads every fact.
    mutating func read() {
        readDefaults()
        readHeroSize()
        checkViews()
        readHero()
        readRings()
        readText(Part.title, font: \.titleFont, accessibility: \.title, publishedFont: ".largeTitle.bold()",
                 publishedHeader: true)
        readText(Part.message, font: \.messageFont, accessibility: \.message, publishedFont: ".body",
                 publishedHeader: false)
        readBenefits()
        readRow()
        readButtons()
    }

    // MARK: - Finding parts

    /// The member of the view named `name`.
    func member(_ name: String) -> MemberDeclaration? {
        members[name]
    }

    /// The views a member builds, each with its conditions, through stacks, branches and the views
    /// modifiers hold (`.background { … }`).
    func found(in memberName: String) -> [Found] {
        views[memberName] ?? walk(memberName)
    }

    /// Reads a member's views (``found(in:)``).
    private func walk(_ memberName: String) -> [Found] {
        guard let member = member(memberName) else { return [] }
        var result: [Found] = []
        func walk(_ nodes: [ViewNode], _ conditions: [Gate], depth: Int) {
            guard depth < ViewReader.depthLimit else { return }
            for node in nodes {
                result.append(Found(node: node, conditions: conditions, file: member.file))
                walk(node.closures.flatMap(\.nodes), conditions, depth: depth + 1)
                if case .conditional(let condition, let then, let otherwise) = node.base {
                    walk(then, conditions + [Gate(condition: condition, holds: true)], depth: depth + 1)
                    walk(otherwise, conditions + [Gate(condition: condition, holds: false)], depth: depth + 1)
                }
                for modifier in node.modifiers where Self.viewModifiers.contains(modifier.name) {
                    walk(modifier.views, conditions, depth: depth + 1)
                }
            }
        }
        walk(copy.views(of: member), [], depth: 0)
        return result
    }

    /// The modifiers whose views are part of the screen's layout.
    static let viewModifiers: Set<String> = ["background", "overlay", "safeAreaInset"]

    /// The view of a part, or nil after reporting the part not found where the published code has it.
    mutating func find(_ part: Part) -> (found: Found, file: SwiftFile)? {
        if let found = found(in: part.member).first(where: { part.matches($0.node) }) {
            return (found, copy.file(found.file))
        }
        let at = member(part.member).map { SourceRange(at: $0.location) } ?? SourceRange(at: copy.location)
        let place = member(part.member) == nil ? "no member \(part.member)" : "none in \(part.member)"
        unfollowed(part.name, "place", published: "\(part.published) in \(part.member)", copy: place, at: at,
                   sections: part.sections,
                   why: "restructured: PrimerSpec finds the part where the published design has it")
        return nil
    }

    /// Reports each view, condition and statement in the screen's members that the published design
    /// does not have (a new `Text` between the message and the benefits, a `switch` or a custom
    /// container around the buttons): what VoiceOver reads there, the model does not know.
    mutating func checkViews() {
        for member in ["body", "hero", "row", "buttons"] {
            let containers = Part.containers[member] ?? []
            let parts = Part.all.filter { $0.member == member }
            for found in found(in: member) {
                let node = found.node
                switch node.base {
                case .unreadable(let word, let range):
                    unfollowed(member, "views", published: "views PrimerSpec reads", copy: word, at: range,
                               sections: [.voiceover, .sizes, .targets, .contrast, .motion],
                               why: "a \(word) PrimerSpec does not read as views")
                case .conditional(let condition, _, _):
                    let expected = member == "buttons"
                        && (condition.source == "let skipTitle" || condition.source == "let skipTitle = skipTitle")
                        || member == "hero" && condition.term.uses("reduceMotion", in: copy.file(found.file))
                    if !expected {
                        unfollowed(member, "condition", published: "no condition there", copy: "if " + condition.source,
                                   at: condition.range, sections: [.voiceover, .sizes, .targets, .contrast, .motion],
                                   why: "a condition the published design does not have")
                    }
                case .view:
                    if let name = node.name, containers.contains(name) { continue }
                    if parts.contains(where: { $0.matches(node) }) { continue }
                    unfollowed(member, "view", published: "no such view", copy: Self.head(node), at: node.range, sections: [.voiceover, .sizes, .targets, .contrast],
                               why: "a view the published design does not have, which VoiceOver may read")
                }
            }
        }
    }

    // MARK: - Recording

    /// Follows a fact: nothing when the copy's value is the published one, else the design takes it
    /// and the difference is noted.
    mutating func follow<Value: Equatable>(_ part: String, _ fact: String, _ path: WritableKeyPath<ScreenDesign, Value>,
                                           _ value: Value, published: String, copy: String, at range: SourceRange,
                                           sections: [SectionKeyword]) {
        guard ScreenDesign.published[keyPath: path] != value else { return }
        design[keyPath: path] = value
        differences.append(CopyDifference(part: part, fact: fact, published: published, copy: copy, at: range,
                                          sections: sections))
    }

    /// Reports a fact the model cannot follow.
    mutating func unfollowed(_ part: String, _ fact: String, published: String, copy: String, at range: SourceRange,
                             sections: [SectionKeyword], why: String) {
        differences.append(CopyDifference(part: part, fact: fact, published: published, copy: copy, at: range,
                                          sections: sections, unfollowed: why))
    }

    // MARK: - Values

    /// A number an expression gives: a literal or arithmetic, or a stored member's initial value
    /// (`minimumTarget`); nil when computed at run time.
    func number(_ expression: SwiftExpression, in file: SwiftFile, names: [String: Double] = [:]) -> Double? {
        if case .name(let name) = expression.form, names[name] == nil {
            guard let member = member(name), case .stored(let initial?) = member.kind else { return nil }
            return number(initial, in: copy.file(member.file))
        }
        return CodeTerm.read(expression, in: file).number(names, in: file)
    }

    /// A view's base as a message shows it: `Text("Only on weekdays")`, `hero`.
    static func head(_ node: ViewNode) -> String {
        guard let expression = node.expression else { return "a view" }
        guard let call = expression.call else { return expression.source }
        let arguments = call.arguments.filter { $0.value.form != .closure }
            .map { ($0.label.map { $0 + ": " } ?? "") + $0.value.source }
        return call.callee.joined(separator: ".") + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether the value is the published one, to the precision the code writes.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
}

// MARK: - Fonts and animations

extension ScreenCopyReader {
    /// A font as `.font(…)` writes it (``CopyValues/textStyle(_:)``), regular unless it says bold.
    static func font(_ expression: SwiftExpression) -> ScreenDesign.Font? {
        CopyValues.textStyle(expression).map { ScreenDesign.Font($0.style, bold: $0.bold ?? false) }
    }

    /// A text view's font: its `.font(…)` (SwiftUI's `.body` without one), bold with `.bold()` or a
    /// bold `.fontWeight(…)` after it; nil with the expression when the font is not one read.
    static func font(of node: ViewNode) -> (font: ScreenDesign.Font?, written: SwiftExpression?) {
        var font = ScreenDesign.Font(.body)
        var written: SwiftExpression?
        if let modifier = node.modifier("font"), let argument = modifier.arguments.first {
            written = argument.value
            guard let read = Self.font(argument.value) else { return (nil, argument.value) }
            font = read
        }
        if let bold = node.modifier("bold") { font.bold = CopyValues.isBold(bold) }
        if let weight = node.modifier("fontWeight"), weight.arguments.first?.value.dottedNames?.last != nil {
            font.bold = CopyValues.isBold(weight)
        }
        return (font, written)
    }

    /// An animation as the code writes it: a curve (`.spring(duration: 0.5, bounce: 0.2)`, `.easeOut`,
    /// `.smooth`, `nil` for none) and the expression of its `.delay(…)`, if any.
    func animation(_ expression: SwiftExpression, in file: SwiftFile)
        -> (curve: Curve, written: SwiftExpression, delay: SwiftExpression?)? {
        if case .call(let callee, let arguments, let trailing) = expression.form, trailing.isEmpty,
           case .member(let base, "delay") = callee.form, arguments.count == 1, arguments[0].label == nil {
            guard let curve = curve(base, in: file) else { return nil }
            return (curve, base, arguments[0].value)
        }
        return curve(expression, in: file).map { ($0, expression, nil) }
    }

    /// A curve: SwiftUI's `Animation` (``CopyValues/curve(_:number:)``), its arguments numbers the
    /// copy writes or holds in a stored member.
    func curve(_ expression: SwiftExpression, in file: SwiftFile) -> Curve? {
        CopyValues.curve(expression) { number($0, in: file) }
    }
}
