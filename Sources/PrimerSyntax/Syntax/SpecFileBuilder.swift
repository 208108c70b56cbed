/// The line-by-line state machine behind ``SpecParser``: it decides, for each physical line,
/// whether it is blank, a directive, a section header or a body line, and recovers from
/// errors at the next line.
///
/// Structure rules:
/// - A body is the run of indented lines directly after a section header; it ends at the
///   first blank line or unindented line (an unindented comment ends it too).
/// - An indented comment line is allowed anywhere; other indented lines outside a body are
///   an error, reported once per run of such lines.
/// - After an unindented line that failed (a bad section header, a string…), the indented lines
///   that follow are skipped without structural errors, since what they belong to is unknown.
///   Below a line that starts with another word, they are kept on its ``FieldLine``: whether the
///   word is a header field is the block's to say, and the resolver reports them only then.
/// - Every other unindented line is a header line, a ``Directive`` whatever its keyword (after the
///   first section, a ``FieldLine`` only): the resolver checks it against the spec's block.
struct SpecFileBuilder: Sendable {
    let path: String
    private var header: [Directive] = []
    private var fieldLines: [FieldLine] = []
    /// The index in ``fieldLines`` of the unindented line just read, if it was one.
    private var lastFieldLine: Int?
    private var sections: [Section] = []
    private var diagnostics: [Finding] = []
    /// The open section (the one whose body is being read) is the last of ``sections``, appended when
    /// its header is read; its body lines grow in ``openBody`` and its span in ``openBodyEnd``, plain
    /// stored properties, and go into it in place when the body ends (Docs/Performance.md, "Notes on
    /// the code").
    ///
    /// The open section's keyword: nil when no section is open.
    private var openKeyword: SectionKeyword?
    /// The body lines of the open section so far.
    private var openBody: [BodyLine] = []
    /// Room to reserve for the body of the first section opened, when the caller knows about how many
    /// lines it has (a reparse of one section); 0 lets the body grow as lines come.
    var firstBodyRoom = 0
    /// The number of the file's last line, when the caller knows it (0 when not): a body that grows
    /// long takes room for every line left at once rather than doubling its array as it grows, each
    /// doubling a copy of the lines so far (room never written to is never given memory).
    var lastLine = 0
    /// The line just past the open section's body so far.
    private var openBodyEnd = 0
    private var previousBodyLine = BodyLineParser.Previous.none
    private var isSkippingBody = false
    private var reportedOrphanRun = false
    private var firstSectionKeyword: Token?

    /// The number of lines from which a body is long (``lastLine``).
    static let longBody = 4096

    init(path: String) {
        self.path = path
    }

    /// A builder that starts at a section header line of a file whose first section keyword (the
    /// place of the field lines after it) is already known: how ``SpecParser`` re-reads the sections
    /// an edit reached (every state but that keyword is reset by the header line itself).
    init(path: String, firstSection: Token?) {
        self.path = path
        firstSectionKeyword = firstSection
    }

    /// The first section keyword read so far, or the one the builder started with.
    var firstSection: Token? { firstSectionKeyword }

    /// Processes the next physical line.
    mutating func consume(_ line: borrowing SourceLine) {
        let (isBlank, indented) = line.blankAndIndented
        if isBlank {
            endBody()
            lastFieldLine = nil
            return
        }
        if !indented {
            endBody()
            lastFieldLine = nil
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
    mutating func finish() -> (header: [Directive], fieldLines: [FieldLine], sections: [Section], diagnostics: [Finding]) {
        endBody()
        return (header, fieldLines, sections, diagnostics.sortedByLocation())
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
        let token = Token(kind: .word, text: word, value: word, range: lineStart(line.number))
        guard SectionKeyword.named(word) != nil else {
            fieldLines.append(FieldLine(keyword: token, place: .unreadable))
            lastFieldLine = fieldLines.count - 1
            return
        }
        if firstSectionKeyword == nil {
            firstSectionKeyword = token
        }
        isSkippingBody = true
    }

    /// Adds an indented line; `lexed` is handed over: its tokens and comment move into the body line.
    private mutating func consumeIndented(_ lexed: __owned LexedLine, line: Int) {
        guard let keyword = openKeyword else {
            guard !isSkippingBody, !lexed.isCommentOnly, !reportedOrphanRun, let first = lexed.tokens.first else {
                return
            }
            reportedOrphanRun = true
            if let index = lastFieldLine {
                fieldLines[index].indentedBelow = first
            } else {
                diagnostics.append(SyntaxError.indentedOutsideSection(first))
            }
            return
        }
        openBodyEnd = max(openBodyEnd, line + 1)
        let kind: BodyLine.Kind
        if lexed.isCommentOnly {
            kind = .comment
        } else {
            do {
                kind = try BodyLineParser.kind(of: lexed, in: keyword, previous: previousBodyLine)
            } catch {
                diagnostics.append(error)
                previousBodyLine = .invalid
                return
            }
            previousBodyLine = .after(kind, of: lexed)
        }
        if openBody.count == Self.longBody, lastLine > line {
            openBody.reserveCapacity(openBody.count + lastLine - line + 1)
        }
        // Made from the lexed line's parts, not through a `SourceRange` (one retain and release fewer of
        // the path and the columns a line).
        openBody.append(BodyLine(line: line, tokens: lexed.tokens, file: path,
                                 utf8Range: lexed.start..<max(lexed.start, lexed.end), columns: lexed.columns,
                                 indent: lexed.indent, commentStart: lexed.commentStart, kind: kind))
    }

    private mutating func consumeUnindented(_ lexed: __owned LexedLine) {
        guard let first = lexed.tokens.first else {
            return
        }
        let rest = lexed.tokens.dropFirst()
        if first.isWord, let keyword = SectionKeyword.named(first.value) {
            startSection(keyword, keywordToken: first, lexed: lexed)
        } else if first.isWord {
            if let firstSection = firstSectionKeyword {
                fieldLines.append(FieldLine(keyword: first, place: .afterSection(firstSection: firstSection)))
            } else {
                header.append(Directive(keyword: first, arguments: Array(rest), comment: lexed.comment))
                fieldLines.append(FieldLine(keyword: first, place: .header))
            }
            lastFieldLine = fieldLines.count - 1
        } else {
            diagnostics.append(SyntaxError.stringAtLineStart(first))
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
        let line = keywordToken.line
        let section = Section(
            kind: consume kind,  // moved, not copied
            keyword: keywordToken,
            headerTokens: lexed.tokens,
            headerRange: keywordToken.range(through: lexed.tokens.last ?? keywordToken),
            headerComment: lexed.comment,
            body: [],
            bodyLines: (line + 1)..<(line + 1)
        )
        sections.append(consume section)  // moved in, not copied; the body is added when it ends
        openKeyword = keyword
        openBody = []
        if firstBodyRoom > 0 {
            openBody.reserveCapacity(firstBodyRoom)
            firstBodyRoom = 0
        }
        openBodyEnd = line + 1
        previousBodyLine = .none
    }

    // MARK: - Helpers

    private func lineStart(_ line: Int) -> SourceRange {
        SourceRange(at: SourceLocation(file: path, line: line, column: 1))
    }
}

extension SyntaxError {
    static func stringAtLineStart(_ string: Token) -> Finding {
        make(
            "unexpected \(describe(string)) at the start of a line",
            expected: "a keyword, or an indented body line below a section header",
            at: string.range,
            offendingText: string.text
        )
    }

    package static func indentedOutsideSection(_ first: Token) -> Finding {
        make(
            "indented line starting \(name(first)) is not inside a section",
            expected: "it directly below a section header or its body (a blank line ends a section's body)",
            at: first.range,
            offendingText: first.text
        )
    }
}
