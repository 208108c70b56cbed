/// Checks the shape of a header field's arguments and builds its ``Directive``.
///
/// Only shapes are checked here (how many arguments, words or strings, and the form of an
/// `ios` version); whether a `primer` kind exists is checked against the model later.
enum DirectiveParser: Sendable {
    static func parse(
        _ field: HeaderKeyword,
        keyword: Token,
        arguments rest: ArraySlice<Token>,
        comment: String?
    ) throws(Finding) -> Directive {
        var cursor = TokenCursor(after: keyword, rest: rest)
        var arguments: [Token] = []
        for parameter in field.parameters {
            arguments.append(try expect(parameter, field: field, cursor: &cursor))
        }
        if field.isVariadic, let parameter = field.parameters.last {
            while cursor.current != nil {
                arguments.append(try expect(parameter, field: field, cursor: &cursor))
            }
        }
        try cursor.expectEnd()
        if field == .ios, let version = arguments.first, !isVersion(version.value) {
            throw SyntaxError.invalidVersion(version)
        }
        let end = arguments.last?.range.upperBound ?? keyword.range.upperBound
        return Directive(
            keyword: keyword,
            field: field,
            arguments: arguments,
            range: SourceRange(lowerBound: keyword.range.lowerBound, upperBound: end),
            comment: comment
        )
    }

    private static func expect(
        _ parameter: HeaderKeyword.Parameter,
        field: HeaderKeyword,
        cursor: inout TokenCursor
    ) throws(Finding) -> Token {
        switch parameter.kind {
        case .word: try cursor.expectWord(parameter.placeholder, usage: field.usage)
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
    static func invalidVersion(_ token: Token) -> Finding {
        make(
            "invalid iOS version \(name(token))",
            expected: "a version like 17 or 17.6",
            at: token.range,
            offendingText: token.text
        )
    }
}
