import PrimerModel

/// The messages of the semantic pass, beside the rules in ``SpecResolver`` that emit them.
enum SemanticError {
    static func unknownKind(_ token: Token) -> Diagnostic {
        unknown(token, what: "kind", valid: Kind.allCases.map(\.rawValue))
    }

    static func unknownState(_ token: Token, valid: [String]) -> Diagnostic {
        unknown(token, what: "state", valid: valid)
    }

    static func unknownSize(_ token: Token) -> Diagnostic {
        unknown(token, what: "Dynamic Type size", valid: DynamicTypeSize.allCases.map(\.rawValue))
    }

    static func unknownEvent(_ token: Token) -> Diagnostic {
        unknown(token, what: "event", valid: EventName.allCases.map(\.rawValue))
    }

    static func unknownPriority(_ token: Token, valid: [String]) -> Diagnostic {
        unknown(token, what: "priority", valid: valid)
    }

    static func unknown(_ token: Token, what: String, valid: [String]) -> Diagnostic {
        .error(Suggestion.unknownMessage(what, value: token.value, validValues: valid),
               at: token.range, offendingText: token.text, expected: valid.joined(separator: ", "))
    }

    static func limitedNotForKind(_ token: Token, kind: Kind) -> Diagnostic {
        .error("state 'limited' applies only to photos; a \(kind) primer is granted or denied",
               at: token.range, offendingText: token.text, expected: "a state of the \(kind) primer")
    }

    static func failedNeedsCustomRequest(_ token: Token) -> Diagnostic {
        .error("state 'failed' is reached only when a custom request throws; add 'custom-request' to the header",
               at: token.range, offendingText: token.text, expected: "custom-request in the header")
    }

    static func unknownVersion(_ token: Token) -> Diagnostic {
        .error("unknown iOS version '\(token.value)'; expected a release from 14 to 18, such as 17.6",
               at: token.range, offendingText: token.text, expected: "a release from 14 to 18")
    }

    static func infoPlist(_ error: InfoPlistError, at token: Token) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let line = error.line {
            notes.append(.init("the value is here", at: SourceLocation(file: error.path, line: line, column: 1)))
        }
        return .error("\(error.path): \(error.message)", at: token.range, offendingText: token.text,
                      expected: "a readable Info.plist with the app name and purpose string", notes: notes)
    }

    static func noTransition(from: Token, to: Token, via: Token?, allowed: [TransitionKey]) -> Diagnostic {
        let asked = "\(from.value) -> \(to.value)" + (via.map { " via \($0.value)" } ?? "")
        let list = allowed.isEmpty ? "none" : allowed.map(\.description).joined(separator: "; ")
        return .error("the primer has no transition \(asked); from \(from.value) it allows: \(list)",
                      at: SourceRange(lowerBound: from.range.lowerBound, upperBound: (via ?? to).range.upperBound), offendingText: asked,
                      expected: "one of: \(list)")
    }

    static func ambiguousTransition(from: Token, to: Token, events: [EventName]) -> Diagnostic {
        let list = events.map(\.rawValue).joined(separator: ", ")
        return .error("\(from.value) -> \(to.value) happens on several events; add 'via EVENT' with one of \(list)",
                      at: SourceRange(lowerBound: from.range.lowerBound, upperBound: to.range.upperBound),
                      offendingText: "\(from.value) -> \(to.value)", expected: "via \(list)")
    }

    static func noSections(_ primer: Directive) -> Diagnostic {
        .error("the spec has no sections, so it checks nothing; expected at least one voiceover, sizes, announce or motion section",
               at: primer.range, offendingText: primer.canonicalText, expected: "a section after the header")
    }

    static func duplicateSection(_ section: Section, first: Section, target: SectionTarget) -> Diagnostic {
        .error("duplicate section '\(target)'; each state, transition and environment is checked once",
               at: section.headerRange, offendingText: section.canonicalHeaderText, expected: "a section not given before",
               notes: [.init("first given here", at: first.headerRange.lowerBound)])
    }
}
