import PrimerSyntax

/// One Swift file read once for everything the code readers ask of it: its tokens, its braces'
/// scopes, and the token-to-scope map that says where each token is.
package struct SwiftFile: Sendable {
    /// The file as locations name it.
    package let path: String
    /// Its bytes.
    package let bytes: [UInt8]
    /// Its tokens (``SwiftLexer``).
    package let tokens: [SwiftToken]
    /// Its scopes, in the order their `{` appear.
    package let scopes: [SwiftScope]
    /// For each token, the index of the innermost scope holding it (its braces excluded), -1 at file scope.
    private let scopeOfToken: [Int32]
    /// For each `(`, `[` and `{`, the token of the bracket that closes it (any of `)`, `]`, `}`, as the
    /// readers count levels), -1 when none does; -1 for other tokens. Readers skip a bracketed run
    /// in one step with it, so reading each of n nested calls does not cost n steps.
    let closings: [Int32]

    /// Reads a file's bytes.
    package init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, tokens: SwiftLexer.tokens(bytes))
    }

    /// A file whose tokens are already lexed.
    package init(path: String, bytes: [UInt8], tokens: [SwiftToken]) {
        self.path = path
        self.bytes = bytes
        self.tokens = tokens
        var scopes: [SwiftScope] = []
        var map = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        var closings = [Int32](repeating: -1, count: tokens.count)
        var brackets: [Int] = []
        for (index, token) in tokens.enumerated() {
            map[index] = Int32(stack.last ?? -1)
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{": brackets.append(index)
            case ")", "]", "}": if let open = brackets.popLast() { closings[open] = Int32(index) }
            default: break
            }
            if token.text == "{" {
                let (kind, name, declaration) = Self.classify(tokens, brace: index)
                scopes.append(SwiftScope(kind: kind, name: name, open: index, close: tokens.count, parent: stack.last,
                                         declaration: declaration))
                stack.append(scopes.count - 1)
            } else if token.text == "}", let top = stack.popLast() {
                scopes[top].close = index
                map[index] = Int32(stack.last ?? -1)
            }
        }
        self.scopes = scopes
        scopeOfToken = map
        self.closings = closings
    }

    /// The innermost scope holding token `index`, nil at file scope.
    package func scope(of index: Int) -> Int? {
        guard scopeOfToken.indices.contains(index), scopeOfToken[index] >= 0 else { return nil }
        return Int(scopeOfToken[index])
    }

    /// The scopes around token `index`, innermost first.
    package func enclosingScopes(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = scope(of: index)
        while let scope = current, result.count < 256 {
            result.append(scope)
            current = scopes[scope].parent
        }
        return result
    }

    /// The names of the types around token `index`, outermost first (`Onboarding`, `Step`).
    package func typeNames(around index: Int) -> [String] {
        enclosingScopes(of: index).reversed().compactMap { scopes[$0].kind == .type ? scopes[$0].name : nil }
    }

    /// The declarations around token `index` that have a name, outermost first: `Onboarding.body`.
    package func declarationPath(around index: Int) -> [String] {
        enclosingScopes(of: index).reversed().compactMap { scopes[$0].name }
    }

    /// A reader at token `index`.
    package func reader(at index: Int) -> ExpressionReader {
        ExpressionReader(tokens: tokens, bytes: bytes, file: path, at: index, closings: closings)
    }

    /// A token's location.
    package func location(of index: Int) -> SourceLocation {
        let token = tokens[min(max(index, 0), tokens.count - 1)]
        return SourceLocation(file: path, line: token.line, column: token.column)
    }

    // MARK: - What opened a brace

    static let typeWords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    static let functionWords: Set<String> = ["func", "init", "subscript", "deinit"]
    static let statementWords: Set<String> = ["if", "guard", "while", "for", "switch", "else", "do", "catch", "repeat",
                                              "defer", "get", "set", "willSet", "didSet", "case", "default"]

    /// What the `{` at `brace` opens, walking back over its declaration on the same level.
    static func classify(_ tokens: [SwiftToken], brace: Int) -> (SwiftScope.Kind, String?, Int) {
        var index = brace - 1
        var steps = 0
        var sawEquals = false
        while index >= 0, steps < 96 {
            steps += 1
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                // A `,` at this level is a list of conformances or conditions (`struct A: B, C {`,
                // `if let a, let b {`); a closure inside an argument list meets its `(` first.
                case "{", "}", ";", "(", "[": return (.closure, nil, brace)
                case ")", "]":
                    index = matchingOpen(tokens, close: index) - 1
                    continue
                case "=": sawEquals = true
                default: break
                }
            } else if token.kind == .identifier {
                let word = token.text
                if word == "in" || word == "return" { return (.closure, nil, brace) }
                if statementWords.contains(word) { return (.statement, nil, index) }
                if typeWords.contains(word) {
                    return (.type, dottedName(tokens, after: index), index)
                }
                if functionWords.contains(word) {
                    let name = word == "func" ? tokens[safe: index + 1]?.text : word
                    return (.function, name, index)
                }
                if word == "var" || word == "let" {
                    guard !sawEquals, let name = tokens[safe: index + 1], name.kind == .identifier else {
                        return (.closure, nil, brace)
                    }
                    return (.property, name.text, index)
                }
            }
            index -= 1
        }
        return (.closure, nil, brace)
    }

    /// The index of the `(` or `[` that the bracket at `close` closes (0 when none does).
    static func matchingOpen(_ tokens: [SwiftToken], close: Int) -> Int {
        var level = 0
        var index = close
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.text == ")" || token.text == "]" { level += 1 }
                if token.text == "(" || token.text == "[" {
                    level -= 1
                    if level == 0 { return index }
                }
            }
            index -= 1
        }
        return 0
    }

    /// `A.B` after `extension`, or the one name after `struct`.
    static func dottedName(_ tokens: [SwiftToken], after keyword: Int) -> String? {
        guard let first = tokens[safe: keyword + 1], first.kind == .identifier else { return nil }
        var names = [first.text]
        var index = keyword + 2
        while tokens[safe: index]?.isPunctuation(".") == true, let next = tokens[safe: index + 1], next.kind == .identifier {
            names.append(next.text)
            index += 2
        }
        return names.joined(separator: ".")
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
