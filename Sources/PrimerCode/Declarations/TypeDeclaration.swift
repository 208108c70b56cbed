import PrimerSyntax

/// A type the app's code declares or extends (`struct PermissionPrimerScreen: View`, `extension
/// PermissionPrimingView`), found by name so a design's copy can be found by its types.
package struct TypeDeclaration: Hashable, Sendable {
    /// `struct`, `enum`, `class`, `actor`, `protocol` or `extension`.
    package var keyword: String
    /// The declared name (`PermissionPrimer.Content` for an extension of a nested type).
    package var name: String
    /// The types after `:` (`View`, `Identifiable`), generic arguments and `where` clauses left out.
    package var inherits: [String]
    /// The file's index in the module.
    package var file: Int
    /// The scope of its braces in the file.
    package var scope: Int
    /// Where the declaring keyword is.
    package var location: SourceLocation
}

/// A member declared directly in a type's braces: a stored or computed property, a function, an
/// initialiser or an enum case, with its attributes (`@ScaledMetric(relativeTo: .largeTitle)`).
package struct MemberDeclaration: Hashable, Sendable {
    /// What the member is.
    package enum Kind: Hashable, Sendable {
        /// `let`/`var` without a body, its initial value if it has one.
        case stored(initial: SwiftExpression?)
        /// `var name: T { … }`: the body's scope.
        case computed(body: Int)
        /// `func name(…) { … }`: the body's scope.
        case function(body: Int)
        /// `init(…) { … }`.
        case initializer(body: Int)
        /// `case name`, with its associated values' source if any.
        case enumCase
    }

    /// The member's name (`init` for an initialiser).
    package var name: String
    /// What it is.
    package var kind: Kind
    /// Its attributes, each read as the expression after `@` (`ScaledMetric(relativeTo: .largeTitle)`).
    package var attributes: [SwiftExpression]
    /// The type annotation's source text (`LocalizedStringResource?`), if written.
    package var type: String?
    /// The file's index in the module.
    package var file: Int
    /// The declaring keyword's token.
    package var token: Int
    /// Where the declaring keyword is.
    package var location: SourceLocation
}

extension SwiftModule {
    /// Every declaration and extension of the type `name` in the module, in file order.
    /// An index built with the module makes this a lookup, so a reader may ask once per call it reads.
    package func types(named name: String) -> [TypeDeclaration] {
        (typeScopes[name] ?? []).map { number, index in
            let file = files[number]
            let scope = file.scopes[index]
            return TypeDeclaration(keyword: file.tokens[scope.declaration].text, name: name,
                                   inherits: Self.inherited(file, keyword: scope.declaration, brace: scope.open),
                                   file: number, scope: index, location: file.location(of: scope.declaration))
        }
    }

    /// The members declared in the braces of `type` (not in its nested types).
    package func members(of type: TypeDeclaration) -> [MemberDeclaration] {
        guard files.indices.contains(type.file) else { return [] }
        let file = files[type.file]
        let tokens = file.tokens
        let scope = file.scopes[type.scope]
        var bodies: [Int: Int] = [:]
        for (index, inner) in file.scopes.enumerated() where inner.parent == type.scope {
            bodies[inner.declaration] = index
        }
        var result: [MemberDeclaration] = []
        var index = scope.open + 1
        while index < scope.close {
            defer { index += 1 }
            let token = tokens[index]
            guard token.kind == .identifier, file.scope(of: index) == type.scope else { continue }
            let attributes = Self.attributes(in: file, before: index)
            let location = file.location(of: index)
            switch token.text {
            case "let", "var":
                guard let name = tokens[safe: index + 1], name.kind == .identifier else { continue }
                let annotation = Self.annotation(file, after: index + 1)
                if let body = bodies[index] {
                    result.append(MemberDeclaration(name: name.text, kind: .computed(body: body), attributes: attributes,
                                                    type: annotation, file: type.file, token: index, location: location))
                } else {
                    var initial: SwiftExpression?
                    if let start = Self.initializerStart(tokens, after: index + 1) {
                        var reader = file.reader(at: start)
                        initial = reader.expression(statement: true)
                    }
                    result.append(MemberDeclaration(name: name.text, kind: .stored(initial: initial), attributes: attributes,
                                                    type: annotation, file: type.file, token: index, location: location))
                }
            case "func":
                guard let name = tokens[safe: index + 1], let body = bodies[index] else { continue }
                result.append(MemberDeclaration(name: name.text, kind: .function(body: body), attributes: attributes,
                                                type: nil, file: type.file, token: index, location: location))
            case "init":
                guard let body = bodies[index] else { continue }
                result.append(MemberDeclaration(name: "init", kind: .initializer(body: body), attributes: attributes,
                                                type: nil, file: type.file, token: index, location: location))
            case "case":
                // `case a, b(String)` declares each name; a `case` inside a switch is in a deeper scope.
                var at = index + 1
                while let name = tokens[safe: at], name.kind == .identifier, at < scope.close {
                    result.append(MemberDeclaration(name: name.text, kind: .enumCase, attributes: [], type: nil,
                                                    file: type.file, token: at, location: file.location(of: at)))
                    at += 1
                    if tokens[safe: at]?.isPunctuation("(") == true {
                        at = Self.closing(tokens, from: at) + 1
                    }
                    if tokens[safe: at]?.isPunctuation("=") == true { at += 2 }
                    guard tokens[safe: at]?.isPunctuation(",") == true else { break }
                    at += 1
                }
            default:
                continue
            }
        }
        return result
    }

    /// The members named `name` of every declaration and extension of the type `type`.
    package func members(named name: String, ofType type: String) -> [MemberDeclaration] {
        types(named: type).flatMap { members(of: $0) }.filter { $0.name == name }
    }

    // MARK: - Pieces

    /// The names after `:` up to `{` or `where`, at the top bracket level.
    static func inherited(_ file: SwiftFile, keyword: Int, brace: Int) -> [String] {
        var names: [String] = []
        var index = keyword + 1
        var level = 0
        var afterColon = false
        var expectsName = false
        while index < brace {
            let token = file.tokens[index]
            if token.isIdentifier("where") { break }
            if token.kind == .punctuation {
                switch token.text {
                case "<", "(", "[": level += 1
                case ">", ")", "]": level -= 1
                case ":" where level == 0: afterColon = true; expectsName = true
                case "," where level == 0 && afterColon: expectsName = true
                default: break
                }
            } else if token.kind == .identifier, level == 0, afterColon, expectsName {
                names.append(token.text)
                expectsName = false
            } else if token.kind == .identifier, level == 0, afterColon, !expectsName,
                      file.tokens[index - 1].isPunctuation("."), let last = names.popLast() {
                names.append(last + "." + token.text)
            }
            index += 1
        }
        return names
    }

    /// The attributes written before the declaring keyword at `index`, over modifiers such as
    /// `private` and `static`, first to last.
    static func attributes(in file: SwiftFile, before index: Int) -> [SwiftExpression] {
        var attributes: [SwiftExpression] = []
        var at = index - 1
        var steps = 0
        while at >= 0, steps < 32 {
            steps += 1
            let token = file.tokens[at]
            if token.kind == .identifier, Self.declarationModifiers.contains(token.text) {
                at -= 1
                continue
            }
            if token.kind == .identifier, at > 0, file.tokens[at - 1].isPunctuation("@") {
                // `@State`: the name alone (what follows is the declaration, not the attribute's).
                let location = file.location(of: at)
                let end = SourceLocation(file: file.path, line: token.line, column: token.column + token.text.unicodeScalars.count)
                attributes.insert(SwiftExpression(.name(token.text), range: SourceRange(lowerBound: location, upperBound: end),
                                                  source: token.text, tokens: at..<(at + 1)), at: 0)
                at -= 2
                continue
            }
            if token.isPunctuation(")") {
                // `@Attribute(arguments)`: step to the name before the parentheses.
                let open = SwiftFile.matchingOpen(file.tokens, close: at)
                guard open > 1, file.tokens[open - 2].isPunctuation("@") else { break }
                var reader = file.reader(at: open - 1)
                if let attribute = reader.call() { attributes.insert(attribute, at: 0) }
                at = open - 3
                continue
            }
            break
        }
        return attributes
    }

    static let declarationModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "static",
                                                    "final", "lazy", "nonisolated", "override", "weak", "unowned",
                                                    "mutating", "class", "dynamic", "required", "convenience"]

    /// The type annotation's source after a property's name, up to `=` or `{` on its line.
    static func annotation(_ file: SwiftFile, after name: Int) -> String? {
        guard file.tokens[safe: name + 1]?.isPunctuation(":") == true else { return nil }
        var end = name + 2
        let line = file.tokens[name].line
        var level = 0
        while let token = file.tokens[safe: end], token.line == line {
            if token.kind == .punctuation {
                if "([<".contains(token.text) { level += 1 }
                if ")]>".contains(token.text) { level -= 1 }
                if level <= 0, token.text == "=" || token.text == "{" { break }
            }
            end += 1
        }
        guard end > name + 2 else { return nil }
        let first = file.tokens[name + 2].utf8Range.lowerBound
        let last = file.tokens[end - 1].utf8Range.upperBound
        return ExpressionReader.shown(file.bytes[clamped: first..<max(first, last)])
    }

    /// The index of the bracket closing the one at `open`.
    static func closing(_ tokens: [SwiftToken], from open: Int) -> Int {
        var level = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if "([{".contains(token.text) { level += 1 }
                if ")]}".contains(token.text) {
                    level -= 1
                    if level == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.count
    }
}
