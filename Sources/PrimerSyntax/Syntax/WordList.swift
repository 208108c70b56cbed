/// The words a header field's word argument may be, declared once: completion offers them, hover
/// lists them, and the error for another word names them, so the three never disagree.
package struct WordList: Hashable, Sendable {
    /// Where the words come from.
    package enum Source: Hashable, Sendable {
        /// A fixed list, in the order messages give it.
        case words([String])
        /// The names of the blocks the registry holds.
        case blocks
        /// The ids of the rules a spec may accept.
        case rules
        /// Words that depend on the first argument of another field (a permission's statuses on its
        /// type): the list for each of that field's words.
        case byField(String, [String: [String]])
    }

    /// What a word is called in messages, such as `kind` or `permission type`.
    package var what: String
    /// Where the words come from.
    package var source: Source

    /// A list of words from `source`, each called a `what`.
    package init(_ what: String, source: Source) {
        self.what = what
        self.source = source
    }

    /// A fixed list of words, each called a `what`.
    package init(_ what: String, _ words: [String]) {
        self.init(what, source: .words(words))
    }

    /// The block names (`block NAME`).
    package static let blocks = WordList("block", source: .blocks)
    /// The rule ids (`accept RULE`).
    package static let rules = WordList("rule", source: .rules)

    /// The words, when the list is fixed or depends on a header's other field (the header's first
    /// line giving `field`, nil when it gives none or a word the table lacks); nil for the lists
    /// only the registry and the rule catalogue know (``Source/blocks``, ``Source/rules``).
    package func words(in header: [Directive]) -> [String]? {
        switch source {
        case .words(let words):
            return words
        case .byField(let field, let table):
            guard let word = header.first(where: { $0.name == field })?.arguments.first?.value else { return nil }
            return table[word]
        case .blocks, .rules:
            return nil
        }
    }

    /// The error for `token`, a word not among `valid`: `unknown WHAT 'VALUE'; expected one of …`,
    /// with "did you mean" when one is close.
    package func unknown(_ token: Token, among valid: [String]) -> Finding {
        .error(Suggestion.unknownMessage(what, value: token.value, validValues: valid),
               at: token.range, offendingText: token.text, expected: valid.joined(separator: ", "))
    }
}
