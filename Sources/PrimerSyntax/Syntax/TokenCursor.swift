/// A value-type cursor over the tokens of one line, after an anchor token (usually the keyword).
///
/// Its `expect…` methods check one argument's shape and throw the matching "missing …" or
/// "unexpected …" diagnostic, declared below, so all line parsers word these alike.
struct TokenCursor: Sendable {
    private let anchor: Token
    /// The tokens after the anchor: a slice of the line's tokens, shared rather than copied.
    private let tokens: ArraySlice<Token>
    /// The index of the current token in `tokens` (a slice keeps its base's indices).
    private var index: Int

    /// A cursor over `rest`, which follows `anchor` on the line.
    init(after anchor: Token, rest: ArraySlice<Token>) {
        self.anchor = anchor
        self.tokens = rest
        self.index = rest.startIndex
    }

    /// The next token, or `nil` at the end of the line.
    var current: Token? {
        tokens.indices.contains(index) ? tokens[index] : nil
    }

    /// The last token consumed, or the anchor.
    var previous: Token {
        tokens.indices.contains(index - 1) ? tokens[index - 1] : anchor
    }

    /// Consumes the current token.
    mutating func advance() {
        if index < tokens.endIndex { index += 1 }
    }

    /// Consumes a word that is not one of `reserved`; `placeholder` (e.g. `STATE`) and
    /// `usage` word the diagnostics. (`usage` is an autoclosure in every `expect…`: some usage texts
    /// are built by joining words, and they are needed only for an error.)
    mutating func expectWord(
        _ placeholder: String,
        usage: @autoclosure () -> String,
        rejecting reserved: Set<String> = []
    ) throws(Finding) -> Token {
        try expectWord(placeholder, usage: usage, rejectingAny: reserved)
    }

    /// ``expectWord(_:usage:rejecting:)`` with the reserved words in an array (a section header's four).
    mutating func expectWord(
        _ placeholder: String, usage: @autoclosure () -> String, rejecting reserved: [String]
    ) throws(Finding) -> Token {
        try expectWord(placeholder, usage: usage, rejectingAny: reserved)
    }

    private mutating func expectWord(
        _ placeholder: String,
        usage: () -> String,
        rejectingAny reserved: some Collection<String>
    ) throws(Finding) -> Token {
        guard let token = current else {
            throw SyntaxError.missing(placeholder, after: previous, usage: usage())
        }
        guard token.isWord, !reserved.contains(token.value) else {
            throw SyntaxError.unexpected(token, after: previous, expected: "\(placeholder) (a word)")
        }
        advance()
        return token
    }

    /// Consumes a string; `placeholder` (e.g. `TEXT`) and `usage` word the diagnostics.
    mutating func expectString(_ placeholder: String, usage: @autoclosure () -> String) throws(Finding) -> Token {
        guard let token = current else {
            throw SyntaxError.missing("\"\(placeholder)\"", after: previous, usage: usage())
        }
        guard token.isString else {
            throw SyntaxError.unexpected(token, after: previous, expected: "\"\(placeholder)\" (a quoted string)")
        }
        advance()
        return token
    }

    /// Consumes the exact word `keyword` (such as `->` or `priority`).
    mutating func expectKeyword(_ keyword: String, usage: @autoclosure () -> String) throws(Finding) -> Token {
        guard let token = current else {
            throw SyntaxError.missing("'\(keyword)'", after: previous, usage: usage())
        }
        guard token.isKeyword(keyword) else {
            let suggestion = token.isWord ? Suggestion.didYouMean(token.value, among: [keyword]) : ""
            throw SyntaxError.unexpected(token, after: previous, expected: "'\(keyword)'\(suggestion)")
        }
        advance()
        return token
    }

    /// Checks that no tokens are left.
    func expectEnd() throws(Finding) {
        if let token = current {
            throw SyntaxError.unexpected(token, after: previous, expected: "end of line")
        }
    }
}

extension SyntaxError {
    /// `missing WHAT after 'PREVIOUS'; expected USAGE`, at the end of the previous token.
    static func missing(_ what: String, after previous: Token, usage: String) -> Finding {
        make(
            "missing \(what) after \(name(previous))",
            expected: usage,
            at: SourceRange(at: previous.range.upperBound),
            offendingText: nil
        )
    }

    /// `unexpected TOKEN after 'PREVIOUS'; expected EXPECTED`, at the token.
    static func unexpected(_ token: Token, after previous: Token, expected: String) -> Finding {
        make(
            "unexpected \(describe(token)) after \(name(previous))",
            expected: expected,
            at: token.range,
            offendingText: token.text
        )
    }
}
