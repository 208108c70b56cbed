/// The scope words of an `app-dump` section header as written: a keyword and its strings.
package struct AppDumpScopeSyntax: Hashable, Sendable {
    /// `identifier-prefix`, `container` or `labels`.
    package var keyword: Token
    /// The strings after it.
    package var values: [Token]

    /// Creates a scope.
    package init(keyword: Token, values: [Token]) {
        self.keyword = keyword
        self.values = values
    }

    /// The scope it names.
    package var scope: AppDumpScope {
        AppDumpScope(keyword: keyword.value, values: values.map(\.value)) ?? .wholeApp
    }

    /// What may follow the path, for messages.
    static let allowed = "identifier-prefix \"PREFIX\", container \"IDENTIFIER\", labels \"FIRST\" \"LAST\" or end of line"

    /// Reads `app-dump STATE "PATH" [SCOPE]` after the keyword.
    static func parseHeader(_ keyword: SectionKeyword, cursor: inout TokenCursor,
                            rejecting reserved: Set<String>) throws(Finding) -> Section.Kind {
        let state = try cursor.expectWord("STATE", usage: keyword.usage, rejecting: reserved)
        let path = try cursor.expectString("PATH", usage: keyword.usage)
        if path.value.isEmpty {
            throw SyntaxError.make("empty dump path", expected: "\"PATH\": the dump file, relative to the spec",
                                   at: path.range, offendingText: path.text)
        }
        guard let word = cursor.current else { return .appDump(state: state, path: path, scope: nil) }
        let words = AppDumpScope.keywords.map(\.word)
        guard word.isWord, let entry = AppDumpScope.keywords.first(where: { $0.word == word.value }) else {
            let suggestion = word.isWord ? Suggestion.didYouMean(word.value, among: words) : ""
            throw SyntaxError.unexpected(word, after: cursor.previous, expected: allowed + suggestion)
        }
        cursor.advance()
        let usage = ([entry.word] + entry.placeholders.map { "\"\($0)\"" }).joined(separator: " ")
        var values: [Token] = []
        for placeholder in entry.placeholders {
            let value = try cursor.expectString(placeholder, usage: usage)
            if value.value.isEmpty {
                throw SyntaxError.make("empty \(placeholder) after '\(entry.word)'", expected: usage + " with text",
                                       at: value.range, offendingText: value.text)
            }
            values.append(value)
        }
        try cursor.expectEnd()
        return .appDump(state: state, path: path, scope: AppDumpScopeSyntax(keyword: word, values: values))
    }
}

extension SyntaxError {
    static func appDumpBody(_ first: Token) -> Finding {
        make("unexpected \(describe(first)) in 'app-dump' body",
             expected: "no body: an app-dump section is held against the spec's 'voiceover STATE' section; end the "
                + "header with a blank line (comment lines may stay)",
             at: first.range, offendingText: first.text)
    }
}
