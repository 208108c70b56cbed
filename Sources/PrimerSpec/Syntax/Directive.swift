/// A header field: a keyword at column 1 followed by its arguments, e.g. `title "Never miss a due date"`.
public struct Directive: Hashable, Sendable {
    /// The keyword token, e.g. `title`.
    public var keyword: Token
    /// Which header field this is.
    public var field: HeaderKeyword
    /// The arguments, in order; their number and kinds match ``HeaderKeyword/usage``.
    public var arguments: [Token]
    /// From the keyword's first character to the end of the last argument.
    public var range: SourceRange
    /// The comment at the end of the line, `#` included, if any.
    public var comment: String?

    /// Creates a directive.
    public init(keyword: Token, field: HeaderKeyword, arguments: [Token], range: SourceRange, comment: String? = nil) {
        self.keyword = keyword
        self.field = field
        self.arguments = arguments
        self.range = range
        self.comment = comment
    }

    /// The 1-based line the directive is on.
    public var line: Int {
        range.lowerBound.line
    }

    /// The keyword and arguments in canonical form, separated by single spaces.
    public var canonicalText: String {
        ([keyword] + arguments).map(\.canonicalText).joined(separator: " ")
    }
}
