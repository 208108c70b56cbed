/// The line-by-line state machine behind ``SpecParser``: it decides, for each physical line,
/// whether it is blank, a directive, a section header or a body line, and recovers from
/// errors at the next line.
///
/// Structure rules:
/// - A body is the run of indented lines directly after a section header; it ends at the
///   first blank line or unindented line (an unindented comment ends it too).
/// - An indented comment line is allowed anywhere; other indented lines outside a body are
///   an error, reported once per run of such lines.
/// - After an unindented line that failed and does not start with a header keyword (a bad
///   section header, an unknown keyword, a string…), the indented lines that follow are
///   skipped without structural errors, since what they belong to is unknown.
struct SpecFileBuilder: Sendable {
    let path: String
    private var header: [Directive] = []
    private var sections: [Section] = []
    private var diagnostics: [Finding] = []
    /// The open section (the one whose body is being read) is the last of ``sections``, appended when
    /// its header is read; its body lines grow in ``openBody`` and its span in ``openBodyEnd``, plain
    /// stored properties, and go into it in place when the body ends. (Held apart in an optional, the
    /// section was copied whole when it was put there and again when it was taken out.)
    ///
    /// The open section's keyword: nil when no section is open.
    private var openKeyword: SectionKeyword?
    /// The body lines of the open section so far.
    private var openBody: [BodyLine] = []
    /// The line just past the open section's body so far.
    private var openBodyEnd = 0
    private var previousBodyLine = BodyLineParser.Previous.none
    private var isSkippingBody = false
    private var reportedOrphanRun = false
    private var firstSectionKeyword: Token?
    private var firstStatement: Token?
    private var primerAttempted = false
    private var seenFields: [HeaderKeyword: Directive] = [:]

    init(path: String) {
        self.path = path
    }

    /// Processes the next physical line.
    mutating func consume(_ line: borrowing SourceLine) {
        let (isBlank, indented) = line.blankAndIndented
        if isBlank {
            endBody()
            return
        }
        if !indented {
            endBody()
        }
        guard let text = line.text else {
            if let diagnostic = LineDecoder.invalidUTF8(in: line.bytes, file: path, line: line.number) {
                diagnostics.append(diagnostic)
            }
            failed(line, indented: indented, firstWord: nil)
            return
        }
        let lexed: LexedLine
        do {
            lexed = try LineLexer.lex(text, file: path, line: line.number)
        } catch {
            diagnostics.append(error)
            failed(line, indented: indented, firstWord: text.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
            return
        }
        if indented {
            consumeIndented(lexed, line: line.number)
        } else {
            consumeUnindented(lexed)
        }
    }

    /// Closes the open section and returns everything collected, diagnostics sorted by location.
    mutating func finish() -> (header: [Directive], sections: [Section], diagnostics: [Finding]) {
        endBody()
        if !header.contains(where: { $0.field == .primer || $0.field == .block }) && !primerAttempted {
            diagnostics.append(SyntaxError.missingPrimer(file: path))
        }
        return (header, sections, diagnostics.sortedByLocation())
    }

    // MARK: - Lines

    private mutating func endBody() {
        // Runs on every blank or unindented line; there is a body to close only while a keyword is open.
        if openKeyword != nil, !sections.isEmpty {
            // In place, through the array's element: neither the section nor its body is copied.
            let last = sections.count - 1
            swap(&sections[last].body, &openBody)
            openBody = []
            sections[last].bodyLines = sections[last].bodyLines.lowerBound..<openBodyEnd
        }
        openKeyword = nil
        isSkippingBody = false
        reportedOrphanRun = false
    }

    /// Bookkeeping after a line that could not be decoded or lexed.
    private mutating func failed(_ line: SourceLine, indented: Bool, firstWord: Substring?) {
        if indented {
            if openKeyword != nil {  // a section is open
                openBodyEnd = max(openBodyEnd, line.number + 1)
                previousBodyLine = .invalid
            } else {
                reportedOrphanRun = true
            }
            return
        }
        let word = firstWord.map(String.init) ?? ""
        let field = HeaderKeyword(rawValue: word)
        let section = SectionKeyword(rawValue: word)
        if field == .primer || field == .block || (field == nil && section == nil) {
            primerAttempted = true
        }
        if section != nil, firstSectionKeyword == nil {
            firstSectionKeyword = Token(kind: .word, text: word, value: word, range: lineStart(line.number))
        }
        isSkippingBody = field == nil
    }

    /// Adds an indented line; `lexed` is handed over: its tokens and comment move into the body line.
    /// (`__owned` rather than `consuming`: with `consuming`, Swift 6.3 still copied the two fields into
    /// the body line and released the originals.)
    private mutating func consumeIndented(_ lexed: __owned LexedLine, line: Int) {
        guard let keyword = openKeyword else {
            guard !isSkippingBody, !lexed.isCommentOnly, !reportedOrphanRun, let first = lexed.tokens.first else {
                return
            }
            reportedOrphanRun = true
            diagnostics.append(SyntaxError.indentedOutsideSection(first))
            return
        }
        openBodyEnd = max(openBodyEnd, line + 1)
        let content: BodyLine.Content
        if lexed.isCommentOnly {
            content = .comment
        } else {
            do {
                content = try BodyLineParser.content(of: lexed, in: keyword, previous: previousBodyLine)
            } catch {
                diagnostics.append(error)
                previousBodyLine = .invalid
                return
            }
            previousBodyLine = .after(content, of: lexed)
        }
        let range = SourceRange(
            lowerBound: SourceLocation(file: path, line: line, column: lexed.indent + 1),
            upperBound: SourceLocation(file: path, line: line, column: lexed.endColumn)
        )
        openBody.append(BodyLine(
            line: line, tokens: lexed.tokens, range: range, indent: lexed.indent, comment: lexed.comment, content: content))
    }

    private mutating func consumeUnindented(_ lexed: __owned LexedLine) {
        guard let first = lexed.tokens.first else {
            return
        }
        let rest = lexed.tokens.dropFirst()
        if first.isWord, let keyword = SectionKeyword(rawValue: first.value) {
            startSection(keyword, keywordToken: first, lexed: lexed)
        } else if first.isWord, let field = HeaderKeyword(rawValue: first.value) {
            addDirective(field, keyword: first, arguments: rest, comment: lexed.comment)
        } else {
            diagnostics.append(
                first.isWord
                    ? SyntaxError.unknownKeyword(first, afterFirstSection: firstSectionKeyword != nil)
                    : SyntaxError.stringAtLineStart(first))
            primerAttempted = primerAttempted || first.isWord
            isSkippingBody = true
        }
    }

    // MARK: - Sections and directives

    private mutating func startSection(_ keyword: SectionKeyword, keywordToken: Token, lexed: LexedLine) {
        if firstSectionKeyword == nil {
            firstSectionKeyword = keywordToken
        }
        let kind: Section.Kind
        do {
            kind = try SectionHeaderParser.parse(keyword, keywordToken: keywordToken, arguments: lexed.tokens.dropFirst())
        } catch {
            diagnostics.append(error)
            isSkippingBody = true
            return
        }
        let line = keywordToken.range.lowerBound.line
        let section = Section(
            kind: consume kind,  // moved, not copied
            keyword: keywordToken,
            headerTokens: lexed.tokens,
            headerRange: SourceRange(
                lowerBound: keywordToken.range.lowerBound,
                upperBound: lexed.tokens.last?.range.upperBound ?? keywordToken.range.upperBound
            ),
            headerComment: lexed.comment,
            body: [],
            bodyLines: (line + 1)..<(line + 1)
        )
        sections.append(consume section)  // moved in, not copied; the body is added when it ends
        openKeyword = keyword
        openBody = []
        openBodyEnd = line + 1
        previousBodyLine = .none
        if firstStatement == nil {
            firstStatement = keywordToken
        }
    }

    private mutating func addDirective(
        _ field: HeaderKeyword,
        keyword: Token,
        arguments: ArraySlice<Token>,
        comment: String?
    ) {
        if field == .primer || field == .block {
            primerAttempted = true
        }
        if let firstSection = firstSectionKeyword {
            diagnostics.append(SyntaxError.headerAfterSection(keyword, firstSection: firstSection))
            return
        }
        let directive: Directive
        do {
            directive = try DirectiveParser.parse(field, keyword: keyword, arguments: arguments, comment: comment)
        } catch {
            diagnostics.append(error)
            return
        }
        if !field.isRepeatable, let earlier = seenFields[field] {
            diagnostics.append(SyntaxError.duplicateField(keyword, first: earlier.keyword))
            return
        }
        // `block` comes first; `primer` comes first or right after `block`.
        if field == .block, let firstStatement {
            diagnostics.append(SyntaxError.notFirst(keyword, firstStatement: firstStatement))
        } else if field == .primer, let firstStatement, firstStatement.value != HeaderKeyword.block.rawValue {
            diagnostics.append(SyntaxError.notFirst(keyword, firstStatement: firstStatement))
        }
        header.append(directive)
        seenFields[field] = directive
        if firstStatement == nil {
            firstStatement = keyword
        }
    }

    // MARK: - Helpers

    private func lineStart(_ line: Int) -> SourceRange {
        SourceRange(at: SourceLocation(file: path, line: line, column: 1))
    }
}

extension SyntaxError {
    /// Every keyword that may start an unindented line, for "did you mean".
    static let allKeywords = HeaderKeyword.allCases.map(\.rawValue) + SectionKeyword.allCases.map(\.rawValue)

    static func missingPrimer(file: String) -> Finding {
        make(
            "missing 'block' or 'primer' directive",
            expected: "the file to start with block NAME or primer KIND",
            at: SourceRange(at: SourceLocation(file: file, line: 1, column: 1)),
            offendingText: nil
        )
    }

    static func notFirst(_ primer: Token, firstStatement: Token) -> Finding {
        make(
            "'\(primer.value)' is not the first directive",
            expected: "it before \(name(firstStatement)) on line \(firstStatement.range.lowerBound.line)",
            at: primer.range,
            offendingText: primer.text,
            notes: [Finding.Note("\(name(firstStatement)) is here", at: firstStatement.range.lowerBound)]
        )
    }

    static func unknownKeyword(_ word: Token, afterFirstSection: Bool) -> Finding {
        let sections = SectionKeyword.allCases.map(\.rawValue).joined(separator: ", ")
        let expected =
            afterFirstSection
            ? "a section keyword (\(sections)) or an indented body line"
            : "a header field (\(HeaderKeyword.allCases.map(\.rawValue).joined(separator: ", "))) or a section keyword (\(sections))"
        return make(
            "unknown keyword \(name(word))",
            expected: expected + Suggestion.didYouMean(word.value, among: allKeywords),
            at: word.range,
            offendingText: word.text
        )
    }

    static func stringAtLineStart(_ string: Token) -> Finding {
        make(
            "unexpected \(describe(string)) at the start of a line",
            expected: "a keyword, or an indented body line below a section header",
            at: string.range,
            offendingText: string.text
        )
    }

    static func indentedOutsideSection(_ first: Token) -> Finding {
        make(
            "indented line starting \(name(first)) is not inside a section",
            expected: "it directly below a section header or its body (a blank line ends a section's body)",
            at: first.range,
            offendingText: first.text
        )
    }

    static func duplicateField(_ keyword: Token, first: Token) -> Finding {
        make(
            "duplicate \(name(keyword))",
            expected: "each header field at most once (only \(HeaderKeyword.repeatableNames) may repeat)",
            at: keyword.range,
            offendingText: keyword.text,
            notes: [Finding.Note("first \(name(first)) is here", at: first.range.lowerBound)]
        )
    }

    static func headerAfterSection(_ keyword: Token, firstSection: Token) -> Finding {
        make(
            "header field \(name(keyword)) after the first section",
            expected: "header fields before the first section",
            at: keyword.range,
            offendingText: keyword.text,
            notes: [Finding.Note("the first section starts here", at: firstSection.range.lowerBound)]
        )
    }
}
