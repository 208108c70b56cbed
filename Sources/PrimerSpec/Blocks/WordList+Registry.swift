import PrimerSyntax

extension WordList {
    /// The words a spec may give: the registry's block names, the rule ids a spec may accept, or the
    /// declared words (those of another field's word read from `header`; none when it gives none).
    package func words(in header: [Directive], blocks: BlockRegistry) -> [String] {
        switch source {
        case .blocks: blocks.names
        case .rules: WordList.ruleIDs
        case .words, .byField: words(in: header) ?? []
        }
    }

    /// Every rule id `accept` takes: the audit's rules, then those only the check reports.
    static var ruleIDs: [String] {
        RuleCatalogue.rules.map(\.id) + Checker.checkOnlyRules.map(\.id)
    }
}

extension HeaderField {
    /// The words the argument at `index` accepts, as declared (``WordList``); empty when it takes
    /// free text, a name, a path or a version.
    package func acceptedWords(at index: Int = 0, in header: [Directive], blocks: BlockRegistry) -> [String] {
        parameter(at: index)?.wordList?.words(in: header, blocks: blocks) ?? []
    }
}
