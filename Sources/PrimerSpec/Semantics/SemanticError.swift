import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The messages of the semantic pass, beside the rules in ``SpecResolver`` that emit them.
package enum SemanticError {
    static func unknownState(_ token: Token, valid: [String]) -> Finding {
        unknown(token, what: "state", valid: valid)
    }

    static func unknownSize(_ token: Token) -> Finding {
        unknown(token, what: "Dynamic Type size", valid: DynamicTypeSize.allCases.map(\.rawValue))
    }

    static func unknownEvent(_ token: Token, valid: [String]) -> Finding {
        unknown(token, what: "event", valid: valid)
    }

    static func unknownPriority(_ token: Token, valid: [String]) -> Finding {
        unknown(token, what: "priority", valid: valid)
    }

    /// `unknown WHAT 'VALUE'; expected one of …`, with "did you mean" when one is close.
    package static func unknown(_ token: Token, what: String, valid: [String]) -> Finding {
        .error(Suggestion.unknownMessage(what, value: token.value, validValues: valid),
               at: token.range, offendingText: token.text, expected: valid.joined(separator: ", "))
    }

    static func fieldNotInBlock(_ directive: Directive, block: any Block) -> Finding {
        let fields = (HeaderField.common + block.headerFields).map(\.name)
        return .error("'\(directive.name)' is not a field of the \(block.name) block; expected one of "
                      + fields.joined(separator: ", "),
                      at: directive.keyword.range, offendingText: directive.keyword.text,
                      expected: "one of \(fields.joined(separator: ", "))")
    }

    static func sectionNotInBlock(_ section: Section, block: any Block) -> Finding {
        let kinds = block.sectionKinds.map(\.rawValue)
        return .error("the \(block.name) block has no '\(section.keyword.value)' sections; expected one of "
                      + kinds.joined(separator: ", "),
                      at: section.keyword.range, offendingText: section.keyword.text,
                      expected: "one of \(kinds.joined(separator: ", "))")
    }

    static func noTransition(from: Token, to: Token, via: Token?, allowed: [TransitionName],
                             model: any BlockModel) -> Finding {
        let asked = "\(from.value) -> \(to.value)" + (via.map { " via \($0.value)" } ?? "")
        let list = allowed.isEmpty ? "none" : allowed.map(\.description).joined(separator: "; ")
        return .error("the \(model.displayName) has no transition \(asked); from \(from.value) it allows: \(list)",
                      at: SourceRange(lowerBound: from.range.lowerBound, upperBound: (via ?? to).range.upperBound),
                      offendingText: asked, expected: "one of: \(list)")
    }

    static func ambiguousTransition(from: Token, to: Token, events: [String]) -> Finding {
        let list = events.joined(separator: ", ")
        return .error("\(from.value) -> \(to.value) happens on several events; add 'via EVENT' with one of \(list)",
                      at: SourceRange(lowerBound: from.range.lowerBound, upperBound: to.range.upperBound),
                      offendingText: "\(from.value) -> \(to.value)", expected: "via \(list)")
    }

    static func noSections(_ first: Directive) -> Finding {
        .error("the spec has no sections, so it checks nothing; expected at least one section after the header",
               at: first.range, offendingText: first.canonicalText, expected: "a section after the header")
    }

    static func duplicateSection(_ section: Section, first: Section, target: SectionTarget) -> Finding {
        .error("duplicate section '\(target)'; each state, transition and environment is checked once",
               at: section.headerRange, offendingText: section.canonicalHeaderText, expected: "a section not given before",
               notes: [.init("first given here", at: first.headerRange.lowerBound)])
    }
}
