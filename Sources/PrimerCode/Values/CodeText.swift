import PrimerSyntax

/// A text argument as the code gives it: a literal (shown as written, or a key the running app
/// looks up), nothing (`nil`), or a value computed at run time that the reader does not guess.
package enum CodeText: Hashable, Sendable {
    /// A literal's value, where it is written, and whether the running app looks it up as a key.
    case literal(String, at: SourceRange, looksUp: Bool)
    /// `nil`: the parameter's optional is empty.
    case absent(at: SourceRange)
    /// Known only at run time: the expression that computes it.
    case computed(SwiftExpression)

    /// Where the value is written.
    package var range: SourceRange {
        switch self {
        case .literal(_, let range, _), .absent(let range): range
        case .computed(let expression): expression.range
        }
    }
}

/// A colour argument as the code gives it.
package enum CodeColor: Hashable, Sendable {
    /// A SwiftUI colour by name (`.indigo`, `Color.teal`): the name.
    case named(String, at: SourceRange)
    /// A fixed colour (`Color(red:green:blue:)`) as `#RRGGBB`, or an asset catalog's light and dark.
    case fixed(light: String, dark: String, at: SourceRange)
    /// Known only at run time, or not a form the reader reads: the expression and why.
    case computed(SwiftExpression, reason: String)

    /// Where the value is written.
    package var range: SourceRange {
        switch self {
        case .named(_, let range), .fixed(_, _, let range): range
        case .computed(let expression, _): expression.range
        }
    }
}
