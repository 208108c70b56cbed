import PrimerSyntax

/// One expression of an app's Swift code as the code readers need it: literals, names, member
/// access, calls with labelled arguments and trailing closures, arrays, and everything else kept as
/// ``Form/computed``, whose value only the running app knows. Each has its range and source text.
package struct SwiftExpression: Hashable, Sendable {
    /// What the expression is.
    package indirect enum Form: Hashable, Sendable {
        /// A string literal's value, escapes decoded.
        case string(String)
        /// A string literal that interpolates: known at run time only.
        case interpolated
        /// A number literal, as written (`0.5`, `-2`).
        case number(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// `nil`.
        case nilLiteral
        /// A name: `title`, `Copy`, `self`.
        case name(String)
        /// A member of an inferred type: `.indigo`, `.camera`.
        case implicitMember(String)
        /// A member of an expression: `Copy.title`, `Color.teal`, `PermissionPrimer.Content.standard`.
        case member(SwiftExpression, String)
        /// A call: its callee, its arguments in parentheses, and its trailing closures (the first
        /// unlabelled).
        case call(SwiftExpression, [SwiftArgument], trailing: [SwiftArgument])
        /// An array literal's elements.
        case array([SwiftExpression])
        /// A closure, read no further.
        case closure
        /// An operator, a ternary, a cast or anything else the reader does not follow.
        case computed
    }

    /// What the expression is.
    package var form: Form
    /// From its first token to the end of its last.
    package var range: SourceRange
    /// Its source text as written (at most ``sourceLimit`` characters, then `…`).
    package var source: String
    /// Its tokens' indices in the file's tokens (a closure's body is between its braces).
    package var tokens: Range<Int>

    /// The longest source text kept.
    package static let sourceLimit = 120

    /// Creates an expression.
    package init(_ form: Form, range: SourceRange, source: String, tokens: Range<Int> = 0..<0) {
        self.form = form
        self.range = range
        self.source = source
        self.tokens = tokens
    }

    /// Where it starts.
    package var location: SourceLocation { range.lowerBound }

    /// The dotted names of a name or member chain, first to last (`PermissionPrimer.Content.standard`
    /// gives three); nil for anything else.
    package var dottedNames: [String]? {
        switch form {
        case .name(let name): [name]
        case .implicitMember(let name): ["", name]
        case .member(let base, let name): base.dottedNames.map { $0 + [name] }
        default: nil
        }
    }

    /// The callee's dotted names and the arguments when the expression is a call.
    package var call: (callee: [String], arguments: [SwiftArgument], trailing: [SwiftArgument])? {
        guard case .call(let callee, let arguments, let trailing) = form, let names = callee.dottedNames else { return nil }
        return (names, arguments, trailing)
    }

    /// The string value of a plain literal.
    package var stringValue: String? {
        if case .string(let value) = form { return value }
        return nil
    }
}

/// One argument of a call: its label (nil when unlabelled), its value and where the label is.
package struct SwiftArgument: Hashable, Sendable {
    /// The label, `title` in `title: "…"`; nil for an unlabelled argument.
    package var label: String?
    /// The value.
    package var value: SwiftExpression
    /// Where the argument starts: its label, else its value.
    package var location: SourceLocation

    /// Creates an argument.
    package init(label: String?, value: SwiftExpression, location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}
