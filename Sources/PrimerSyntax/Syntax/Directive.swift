/// A header line: a keyword at column 1 followed by its arguments, e.g. `title "Never miss a due date"`.
///
/// The parser reads every header line this way, whatever its keyword; the resolver checks the
/// arguments against the declaration of the spec's block (``HeaderField``).
package struct Directive: Hashable, Sendable {
    /// The keyword token, e.g. `title`.
    package var keyword: Token
    /// From the keyword's first character to the end of the last argument.
    package var range: SourceRange
    /// The arguments, in order.
    package var arguments: [Token]
    /// The comment at the end of the line, `#` included, if any.
    package var comment: String?

    /// The keyword's text, the name of the field it gives.
    package var name: String { keyword.value }

    /// The 1-based line the directive is on.
    package var line: Int {
        range.lowerBound.line
    }

    /// The keyword and arguments in canonical form, separated by single spaces.
    package var canonicalText: String {
        ([keyword] + arguments).map(\.canonicalText).joined(separator: " ")
    }

    /// Whether the directive gives `field`.
    package func gives(_ field: HeaderField) -> Bool { keyword.value == field.name }
}

extension Directive {
    /// Creates a directive; its range runs from the keyword to the last argument.
    package init(keyword: Token, arguments: [Token], comment: String? = nil) {
        self.init(keyword: keyword, range: keyword.range(through: arguments.last ?? keyword), arguments: arguments,
                  comment: comment)
    }
}

/// A line at column 1 that starts with a word other than a section keyword: a header field to a
/// block that declares it, or a word no block knows. The parser keeps what the resolver needs to
/// tell which, and to word what it reports.
package struct FieldLine: Hashable, Sendable {
    /// Where the line stands.
    package enum Place: Hashable, Sendable {
        /// Before the first section: a ``Directive`` of ``SpecFile/header``.
        case header
        /// After the first section, whose keyword is given.
        case afterSection(firstSection: Token)
        /// On a line that could not be read (its error is reported); `keyword` is its first word,
        /// empty when it starts with something else.
        case unreadable
    }

    /// The first word.
    package var keyword: Token
    /// Where the line stands.
    package var place: Place
    /// The first token of a run of indented lines right below the line, outside any section: an
    /// error when the word is a header field. Below a word no block knows they are skipped, since
    /// what they belong to is unknown.
    package var indentedBelow: Token?

    /// Creates a field line.
    package init(keyword: Token, place: Place, indentedBelow: Token? = nil) {
        self.keyword = keyword
        self.place = place
        self.indentedBelow = indentedBelow
    }
}
