/// Checks the shape of a header line's arguments against the declaration of its field.
///
/// Only shapes are checked here (how many arguments, words or strings, and the form of a
/// version); whether a `primer` kind exists is the block's to check.
package enum DirectiveParser: Sendable {
    /// The directive with its arguments checked, or the first error in them.
    package static func check(_ directive: Directive, against field: HeaderField) throws(Finding) -> Directive {
        var cursor = TokenCursor(after: directive.keyword, rest: directive.arguments[...])
        var versions: [Token] = []
        func read(_ parameter: HeaderField.Parameter) throws(Finding) {
            let token = try expect(parameter, field: field, cursor: &cursor)
            if parameter.kind == .version { versions.append(token) }
        }
        for parameter in field.parameters {
            // An optional argument may be left out at the end of the line.
            if parameter.isOptional, cursor.current == nil { break }
            try read(parameter)
        }
        if field.isVariadic, let parameter = field.parameters.last {
            while cursor.current != nil {
                try read(parameter)
            }
        }
        if let extra = cursor.current, field.parameters.contains(where: \.isOptional),
           let most = field.maximumArguments {
            throw SyntaxError.tooManyArguments(extra, after: cursor.previous, field: field, most: most)
        }
        try cursor.expectEnd()
        // The form of a version is checked once the line's shape is right.
        if let version = versions.first(where: { !isVersion($0.value) }) {
            throw SyntaxError.invalidVersion(version)
        }
        return directive
    }

    private static func expect(
        _ parameter: HeaderField.Parameter,
        field: HeaderField,
        cursor: inout TokenCursor
    ) throws(Finding) -> Token {
        switch parameter.kind {
        case .word, .version: try cursor.expectWord(parameter.placeholder, usage: field.usage)
        case .string: try cursor.expectString(parameter.placeholder, usage: field.usage)
        }
    }

    /// Whether `text` is a version of one to three dot-separated numbers, like `17` or `17.6`.
    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count)
            && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension SyntaxError {
    /// `'tint' takes at most 2 arguments; unexpected "…" after "…"`, at the first argument too many.
    static func tooManyArguments(_ token: Token, after previous: Token, field: HeaderField, most: Int) -> Finding {
        make(
            "'\(field.name)' takes at most \(most) arguments; unexpected \(describe(token)) after \(name(previous))",
            expected: "end of line (\(field.usage))",
            at: token.range,
            offendingText: token.text
        )
    }

    static func invalidVersion(_ token: Token) -> Finding {
        make(
            "invalid iOS version \(name(token))",
            expected: "a version like 17 or 17.6",
            at: token.range,
            offendingText: token.text
        )
    }
}
