/// Checks the shape of a section header line and builds its ``Section/Kind``.
///
/// States, sizes and events are kept as located words; which ones exist is checked against
/// the model later. Checked here: that each is present and is a word, the `->`, that
/// modifiers are known, allowed on the section and given once, and that nothing follows
/// `via EVENT`.
enum SectionHeaderParser: Sendable {
    /// Words that cannot be a state, a size or an event because they structure the header.
    /// An array, compared rather than hashed (see `TokenCursor.expectWord(_:usage:rejecting:)`).
    static let reservedWords: [String] = ["->", "via", "dynamic-type", "reduce-motion"]

    static func parse(
        _ keyword: SectionKeyword,
        keywordToken: Token,
        arguments rest: ArraySlice<Token>
    ) throws(Finding) -> Section.Kind {
        var cursor = TokenCursor(after: keywordToken, rest: rest)
        switch keyword {
        case .voiceover, .sizes, .targets:
            let state = try cursor.expectWord("STATE", usage: keyword.usage, rejecting: reservedWords)
            let (modifiers, _) = try parseModifiers(of: keyword, cursor: &cursor)
            switch keyword {
            case .voiceover: return .voiceover(state: state, modifiers: modifiers)
            case .sizes: return .sizes(state: state, modifiers: modifiers)
            default: return .targets(state: state, modifiers: modifiers)
            }
        case .contrast:
            let appearance = try cursor.expectWord("APPEARANCE", usage: keyword.usage, rejecting: reservedWords)
            try cursor.expectEnd()
            return .contrast(appearance: appearance)
        case .appDump:
            return try AppDumpScopeSyntax.parseHeader(keyword, cursor: &cursor, rejecting: Set(reservedWords))
        case .announce, .motion:
            let from = try cursor.expectWord("FROM", usage: keyword.usage, rejecting: reservedWords)
            if mayContainArrow(from.value), from.value.contains("->") {
                throw SyntaxError.arrowWithoutSpaces(from)
            }
            _ = try cursor.expectKeyword("->", usage: keyword.usage)
            let to = try cursor.expectWord("TO", usage: keyword.usage, rejecting: reservedWords)
            let (modifiers, via) = try parseModifiers(of: keyword, cursor: &cursor)
            return keyword == .announce
                ? .announce(from: from, to: to, via: via)
                : .motion(from: from, to: to, modifiers: modifiers, via: via)
        }
    }

    /// Whether `text` may contain `->`, tested before Foundation's `contains` above: only where it
    /// holds a `>` byte or U+226F (`≯`, the one character whose canonical decomposition holds a `>`).
    private static func mayContainArrow(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: ">")) || text.unicodeScalars.contains("\u{226F}")
    }

    /// Parses `[dynamic-type SIZE] [reduce-motion] [via EVENT]` up to the end of the line.
    private static func parseModifiers(
        of keyword: SectionKeyword,
        cursor: inout TokenCursor
    ) throws(Finding) -> (SectionModifiers, via: Token?) {
        var modifiers = SectionModifiers()
        // The modifier keywords given so far, for "duplicate modifier" (`via` ends the header).
        var dynamicType: Token?
        var reduceMotion: Token?
        while let token = cursor.current {
            // Matched by a switch rather than looked up in an array literal, which would be built
            // for every token; the texts of "expected …" are built only for an error.
            let modifier: Modifier? = switch token.value {
            case "dynamic-type": .dynamicType
            case "reduce-motion": .reduceMotion
            case "via": .via
            default: nil
            }
            guard token.isWord, let modifier else {
                let suggestion = token.isWord ? Suggestion.didYouMean(token.value, among: candidates(for: keyword)) : ""
                throw SyntaxError.unexpected(token, after: cursor.previous, expected: allowedText(for: keyword) + suggestion)
            }
            guard modifier.isAllowed(on: keyword) else {
                throw SyntaxError.notAllowed(token, on: keyword, expected: allowedText(for: keyword))
            }
            if let first = modifier == .dynamicType ? dynamicType : modifier == .reduceMotion ? reduceMotion : nil {
                throw SyntaxError.duplicateModifier(token, first: first)
            }
            cursor.advance()
            switch modifier {
            case .dynamicType:
                dynamicType = token
                modifiers.dynamicTypeSize = try cursor.expectWord(
                    "SIZE", usage: "dynamic-type SIZE, e.g. dynamic-type accessibility3", rejecting: reservedWords)
            case .reduceMotion:
                reduceMotion = token
                modifiers.reduceMotion = token
            case .via:
                let event = try cursor.expectWord(
                    "EVENT", usage: "via EVENT, e.g. via open-settings", rejecting: reservedWords)
                try cursor.expectEnd()
                return (modifiers, event)
            }
        }
        return (modifiers, nil)
    }

    /// A modifier keyword of a section header.
    private enum Modifier {
        case dynamicType, reduceMotion, via

        /// Whether the modifier may be given on this kind of header: `candidates(for:)` holds it
        /// (tested by a switch, without building that array).
        func isAllowed(on keyword: SectionKeyword) -> Bool {
            switch self {
            case .dynamicType: keyword == .voiceover || keyword == .motion || keyword == .sizes || keyword == .targets
            case .reduceMotion: keyword == .voiceover || keyword == .motion
            case .via: keyword == .announce || keyword == .motion
            }
        }
    }

    /// What may follow the states on this kind of header, for "expected …".
    private static func allowedText(for keyword: SectionKeyword) -> String {
        switch keyword {
        case .voiceover: "dynamic-type SIZE, reduce-motion or end of line"
        case .announce: "via EVENT or end of line"
        case .motion: "dynamic-type SIZE, reduce-motion, via EVENT or end of line"
        case .sizes, .targets: "dynamic-type SIZE or end of line"
        case .contrast: "end of line"
        case .appDump: "identifier-prefix, container, labels or end of line"
        }
    }

    /// The modifier keywords a misspelling on this kind of header is matched against.
    private static func candidates(for keyword: SectionKeyword) -> [String] {
        switch keyword {
        case .voiceover: ["dynamic-type", "reduce-motion"]
        case .announce: ["via"]
        case .motion: ["dynamic-type", "reduce-motion", "via"]
        case .sizes, .targets: ["dynamic-type"]
        case .contrast, .appDump: []
        }
    }
}

extension SyntaxError {
    static func arrowWithoutSpaces(_ token: Token) -> Finding {
        make(
            "missing spaces around '->' in \(name(token))",
            expected: "FROM -> TO with spaces around '->'",
            at: token.range,
            offendingText: token.text
        )
    }

    static func notAllowed(_ token: Token, on keyword: SectionKeyword, expected: String) -> Finding {
        make(
            "\(name(token)) is not allowed on '\(keyword.rawValue)'",
            expected: expected,
            at: token.range,
            offendingText: token.text
        )
    }

    static func duplicateModifier(_ token: Token, first: Token) -> Finding {
        make(
            "duplicate modifier \(name(token))",
            expected: "each modifier at most once",
            at: token.range,
            offendingText: token.text,
            notes: [Finding.Note("first \(name(first)) is here", at: first.range.lowerBound)]
        )
    }
}
