import PrimerSyntax

/// One view of a SwiftUI view builder as written: its base (`Text(title)`, `hero`, `ForEach(…) { … }`,
/// an `if`), the modifiers chained on it in order, and the views in its closures. A design's
/// reader finds its parts among these nodes and reads their modifiers.
package struct ViewNode: Hashable, Sendable {
    /// What the view is before its modifiers.
    package indirect enum Base: Hashable, Sendable {
        /// A view expression: a call (`Text(title)`, `Button(action: onContinue) { … }`) or a name (`hero`).
        case view(SwiftExpression)
        /// `if CONDITION { … } else { … }`.
        case conditional(ViewCondition, then: [ViewNode], otherwise: [ViewNode])
        /// A statement the reader does not follow as views (`switch`, a loop), kept with its range.
        case unreadable(String, SourceRange)
    }

    /// What the view is before its modifiers.
    package var base: Base
    /// The modifiers, first to last.
    package var modifiers: [ViewModifierCall]
    /// The views in the base's closures (a stack's content, a button's label), by closure.
    package var closures: [ViewClosure]
    /// From the base's first token to the last modifier's end.
    package var range: SourceRange

    /// The base's expression, when it is a view expression.
    package var expression: SwiftExpression? {
        if case .view(let expression) = base { return expression }
        return nil
    }

    /// The base's name: `Text` for `Text(title)`, `hero` for `hero`, `row` for `row(benefit)`.
    package var name: String? {
        guard let expression else { return nil }
        if let call = expression.call { return call.callee.last }
        return expression.dottedNames?.last
    }

    /// The base call's arguments in parentheses (empty for a name).
    package var arguments: [SwiftArgument] { expression?.call?.arguments ?? [] }

    /// The first argument's source text (`title` in `Text(title)`), if any.
    package var firstArgumentSource: String? { arguments.first?.value.source }

    /// The last modifier named `name`, the one SwiftUI applies outermost.
    package func modifier(_ name: String) -> ViewModifierCall? { modifiers.last { $0.name == name } }

    /// Every modifier named `name`, first to last.
    package func modifiers(_ name: String) -> [ViewModifierCall] { modifiers.filter { $0.name == name } }

    /// The views directly inside: the base's closures, a conditional's branches, each modifier's views.
    package var children: [ViewNode] {
        var nodes = closures.flatMap(\.nodes)
        if case .conditional(_, let then, let otherwise) = base { nodes += then + otherwise }
        return nodes + modifiers.flatMap(\.views)
    }

    /// This view and every view inside it, depth first, each with the `if` conditions around it (from
    /// this view down) and whether each holds on the path taken.
    package func descendants(depth: Int = 0) -> [(node: ViewNode, conditions: [ViewCondition.Held])] {
        guard depth < ViewReader.depthLimit else { return [] }
        var result: [(node: ViewNode, conditions: [ViewCondition.Held])] = [(self, [])]
        func add(_ nodes: [ViewNode], _ held: ViewCondition.Held?) {
            for node in nodes {
                result += node.descendants(depth: depth + 1).map { ($0.node, (held.map { [$0] } ?? []) + $0.conditions) }
            }
        }
        add(closures.flatMap(\.nodes), nil)
        if case .conditional(let condition, let then, let otherwise) = base {
            add(then, .init(condition: condition, holds: true))
            add(otherwise, .init(condition: condition, holds: false))
        }
        add(modifiers.flatMap(\.views), nil)
        return result
    }
}

/// One modifier in a view's chain: `.font(.largeTitle.bold())`, `.background { … }`.
package struct ViewModifierCall: Hashable, Sendable {
    /// Its name: `font`, `accessibilityAddTraits`.
    package var name: String
    /// Its arguments in parentheses.
    package var arguments: [SwiftArgument]
    /// Its trailing closures.
    package var trailing: [SwiftArgument]
    /// The views it holds: its trailing closures' views and a view passed as its first argument
    /// (`.background(Circle().fill(…))`).
    package var views: [ViewNode]
    /// From its `.` to its end.
    package var range: SourceRange

    /// The argument labelled `label` (nil for the first unlabelled one).
    package func argument(_ label: String?) -> SwiftArgument? {
        arguments.first { $0.label == label }
    }

    /// The modifier as the copy writes it, on one line, for a message: `.font(.title2)`,
    /// `.background() { … }`.
    package var written: String {
        let list = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.source }
        return ".\(name)(\(list.joined(separator: ", ")))" + (trailing.isEmpty ? "" : " { … }")
    }
}

/// The views in one closure of a view's base, with the closure's parameters (`index, benefit`).
package struct ViewClosure: Hashable, Sendable {
    /// The closure's label (`label` in `Button { … } label: { … }`), nil for the first trailing or an
    /// unlabelled one.
    package var label: String?
    /// The names before `in`.
    package var parameters: [String]
    /// The views the closure builds.
    package var nodes: [ViewNode]
    /// The closure's whole expression.
    package var expression: SwiftExpression
}

/// The condition of an `if` in a view builder.
package struct ViewCondition: Hashable, Sendable {
    /// The condition read with its operators (an `if let` reads as unreadable).
    package var term: CodeTerm
    /// Its source text.
    package var source: String
    /// Where it is written.
    package var range: SourceRange

    /// A condition on a view's path and whether the path takes it as true (`then`) or false (`else`).
    package struct Held: Hashable, Sendable {
        /// The condition.
        package var condition: ViewCondition
        /// Whether the view is in its `then` branch.
        package var holds: Bool
    }
}
