/// A header field: a keyword at column 1 followed by its arguments, e.g. `title "Never miss a due date"`.
public struct Directive: Hashable, Sendable {
    /// The keyword token, e.g. `title`.
    public var keyword: Token
    /// Which header field this is.
    public var field: HeaderKeyword
    /// From the keyword's first character to the end of the last argument.
    public var range: SourceRange
    /// The arguments, in order; their number and kinds match ``HeaderKeyword/usage``.
    public var arguments: [Token]
    /// The comment at the end of the line, `#` included, if any.
    public var comment: String?

    /// The 1-based line the directive is on.
    public var line: Int {
        range.lowerBound.line
    }

    /// The keyword and arguments in canonical form, separated by single spaces.
    public var canonicalText: String {
        ([keyword] + arguments).map(\.canonicalText).joined(separator: " ")
    }
}

extension Directive {
    /// Creates a directive.
    ///
    /// Handed to the memberwise initializer (`range` is stored before `arguments`, so the two differ,
    /// and no call matches both), which builds the value in place; see ``BodyLine``'s initializer for why.
    public init(keyword: Token, field: HeaderKeyword, arguments: [Token], range: SourceRange, comment: String? = nil) {
        self.init(keyword: keyword, field: field, range: range, arguments: arguments, comment: comment)
    }
}
