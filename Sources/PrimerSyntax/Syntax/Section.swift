/// A section: a header line at column 1 and the indented body lines right below it.
///
/// The body is the run of indented lines (elements, hints, comments…) that directly follows
/// the header; it ends at the first blank line, the first unindented line or the end of the
/// file. ``bodyLines`` is that run's span, including comment lines and lines that had errors.
package struct Section: Hashable, Sendable {
    /// What the header says.
    package enum Kind: Hashable, Sendable {
        /// `voiceover STATE [dynamic-type SIZE] [reduce-motion]`.
        case voiceover(state: Token, modifiers: SectionModifiers)
        /// `announce FROM -> TO [via EVENT]`.
        case announce(from: Token, to: Token, via: Token?)
        /// `motion FROM -> TO [dynamic-type SIZE] [reduce-motion] [via EVENT]`.
        case motion(from: Token, to: Token, modifiers: SectionModifiers, via: Token?)
        /// `sizes STATE [dynamic-type SIZE]`.
        case sizes(state: Token, modifiers: SectionModifiers)
        /// `targets STATE [dynamic-type SIZE]`.
        case targets(state: Token, modifiers: SectionModifiers)
        /// `contrast APPEARANCE`.
        case contrast(appearance: Token)
        /// `app-dump STATE "PATH" [SCOPE]`.
        case appDump(state: Token, path: Token, scope: AppDumpScopeSyntax?)

        /// The section keyword.
        package var keyword: SectionKeyword {
            switch self {
            case .voiceover: .voiceover
            case .announce: .announce
            case .motion: .motion
            case .sizes: .sizes
            case .targets: .targets
            case .contrast: .contrast
            case .appDump: .appDump
            }
        }
    }

    /// The header's meaning.
    package var kind: Kind
    /// The keyword token, `voiceover`, `announce` or `motion`.
    package var keyword: Token
    /// Every token on the header line, keyword first.
    package var headerTokens: [Token]
    /// From the keyword's first character to the end of the header's last token.
    package var headerRange: SourceRange
    /// The comment at the end of the header line, `#` included, if any.
    package var headerComment: String?
    /// The 1-based line numbers the body occupies; for an empty body, the empty range
    /// `headerLine + 1 ..< headerLine + 1`.
    package var bodyLines: Range<Int>
    /// The parsed body lines, in order (lines with errors are left out).
    package var body: [BodyLine]

    /// The 1-based line of the header.
    package var headerLine: Int {
        headerRange.lowerBound.line
    }

    /// The line numbers of the body's comment lines.
    package var commentLines: [Int] {
        body.filter(\.isComment).map(\.line)
    }

    /// The body lines that are not comments.
    package var contentLines: [BodyLine] {
        body.filter { !$0.isComment }
    }

    /// The header tokens in canonical form, separated by single spaces.
    package var canonicalHeaderText: String {
        CanonicalText.joined(headerTokens)
    }

    /// ``canonicalHeaderText``, given back as the header line's own text in `file` when that is its
    /// canonical form already (one space between words, no comment, nothing to re-quote: nearly every
    /// header), rather than built again from the tokens for every section's outcome.
    package func canonicalHeaderText(in file: SpecFile) -> String {
        if let text = file.line(headerLine)?.text, CanonicalText.isPlainlyCanonical(text) {
            return text
        }
        return canonicalHeaderText
    }
}

extension Section {
    /// Creates a section (handed to the memberwise initializer: Docs/Performance.md, "Notes on the code").
    package init(
        kind: Kind,
        keyword: Token,
        headerTokens: [Token],
        headerRange: SourceRange,
        headerComment: String? = nil,
        body: [BodyLine] = [],
        bodyLines: Range<Int>
    ) {
        self.init(
            kind: kind, keyword: keyword, headerTokens: headerTokens, headerRange: headerRange,
            headerComment: headerComment, bodyLines: bodyLines, body: body)
    }
}
