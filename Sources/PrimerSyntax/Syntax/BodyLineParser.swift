/// Checks the shape of an indented body line for its section's kind and builds its ``BodyLine``.
///
/// `voiceover` bodies hold `"ELEMENT"` and `hint "TEXT"` lines; `announce` bodies hold
/// `"TEXT" priority PRIORITY`; `motion` bodies hold any tokens (checked later).
/// Comment-only lines are handled by the caller.
enum BodyLineParser: Sendable {
    /// The last non-comment line before this one in the same body.
    enum Previous: Hashable, Sendable {
        /// There is none: this is the first content line of the body.
        case none
        /// A line that parsed: its first token when it is a `hint` line, which is all the rules about
        /// the line above look at.
        case line(hint: Token?)
        /// A line that had an error; rules about the line above are not checked.
        case invalid

        /// What a line that parsed, of this kind, leaves for the next one: for a hint line, its
        /// `hint` keyword, which a second hint's note points at (copied only then).
        static func after(_ kind: BodyLine.Kind, of lexed: LexedLine) -> Previous {
            kind == .hint ? .line(hint: lexed.tokens.first) : .line(hint: nil)
        }
    }

    static let voiceOverUsage = "\"ELEMENT\" or hint \"TEXT\""
    static let hintUsage = "hint \"TEXT\""
    static let announceUsage = "\"TEXT\" priority PRIORITY"

    /// What the line says in a section of `keyword`, or the error in its shape. The line is only
    /// read: the caller moves its tokens into the ``BodyLine``, which keeps the tokens a kind names at
    /// their places (``BodyLine/Kind``), so only the kind is returned (a ``BodyLine/Content`` would copy
    /// its tokens, each retaining its strings, only to be destroyed).
    static func kind(
        of lexed: borrowing LexedLine,
        in keyword: SectionKeyword,
        previous: Previous
    ) throws(Finding) -> BodyLine.Kind {
        if keyword == .appDump, let first = lexed.tokens.first {
            throw SyntaxError.appDumpBody(first)
        }
        guard keyword == .voiceover || keyword == .announce, let first = lexed.tokens.first else {
            return keyword == .sizes ? .sizes : .motion
        }
        // Most lines of a `voiceover` body are one string, an element: no cursor is needed to read it.
        if keyword == .voiceover, first.isString, lexed.tokens.count == 1 {
            return .element
        }
        var cursor = TokenCursor(after: first, rest: lexed.tokens.dropFirst())
        let kind =
            keyword == .voiceover
            ? try voiceOver(first, cursor: &cursor, previous: previous)
            : try announcement(first, cursor: &cursor)
        try cursor.expectEnd()
        return kind
    }

    private static func voiceOver(
        _ first: Token,
        cursor: inout TokenCursor,
        previous: Previous
    ) throws(Finding) -> BodyLine.Kind {
        if first.isString {
            return .element
        }
        guard first.isKeyword("hint") else {
            let suggestion = first.isWord ? Suggestion.didYouMean(first.value, among: ["hint"]) : ""
            throw SyntaxError.unexpectedBodyStart(first, in: .voiceover, expected: voiceOverUsage + suggestion)
        }
        _ = try cursor.expectString("TEXT", usage: hintUsage)
        switch previous {
        case .none:
            throw SyntaxError.hintWithoutElement(first)
        case .line(let hint):
            if let firstHint = hint {
                throw SyntaxError.secondHint(first, firstHint: firstHint)
            }
        case .invalid:
            break
        }
        return .hint
    }

    private static func announcement(_ first: Token, cursor: inout TokenCursor) throws(Finding) -> BodyLine.Kind {
        guard first.isString else {
            throw SyntaxError.unexpectedBodyStart(first, in: .announce, expected: announceUsage)
        }
        _ = try cursor.expectKeyword("priority", usage: announceUsage)
        _ = try cursor.expectWord("PRIORITY", usage: announceUsage + ", e.g. priority high")
        return .announcement
    }
}

extension SyntaxError {
    static func unexpectedBodyStart(_ token: Token, in keyword: SectionKeyword, expected: String) -> Finding {
        make(
            "unexpected \(describe(token)) in '\(keyword.rawValue)' body",
            expected: expected,
            at: token.range,
            offendingText: token.text
        )
    }

    static func hintWithoutElement(_ hint: Token) -> Finding {
        make(
            "'hint' has no element above it",
            expected: "an element line (\"ELEMENT\") directly above the hint",
            at: hint.range,
            offendingText: hint.text
        )
    }

    static func secondHint(_ hint: Token, firstHint: Token) -> Finding {
        make(
            "second 'hint' for the same element",
            expected: "at most one hint per element",
            at: hint.range,
            offendingText: hint.text,
            notes: [Finding.Note("first hint is here", at: firstHint.range.lowerBound)]
        )
    }
}
