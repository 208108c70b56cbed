import PrimerSyntax

/// The Swift files of one app read together, so a value can be followed from where it is used to
/// where it is written: a local `let` or `var` and the properties set on it afterwards, a constant
/// (`static let`, a file-scope `let`), a computed property's or function's returned value, a closure
/// called where it is written. Following stops at anything else, which the caller reports.
package struct SwiftModule: Sendable {
    /// The files, in the order given.
    package let files: [SwiftFile]
    /// The properties and functions declared in types or at file scope, by name.
    private let members: [String: [Member]]
    /// The scopes of the types declared or extended, by name: each file's number and the scope's index.
    let typeScopes: [String: [(file: Int, scope: Int)]]

    /// A property or function declared in a type or at file scope.
    struct Member: Sendable {
        enum Value: Sendable {
            /// `let NAME = …`: the token index of the value.
            case initializer(Int)
            /// A computed property's or function's body: its scope.
            case body(Int)
        }
        var file: Int
        var owners: [String]
        var value: Value
    }

    /// How many names are followed from one use before giving up: a choice, deep enough for a constant
    /// that names another constant, shallow enough that a cycle (`let a = b; let b = a`) ends.
    package static let followLimit = 16

    /// Reads the declarations of the files.
    package init(files: [SwiftFile]) {
        self.files = files
        var members: [String: [Member]] = [:]
        var typeScopes: [String: [(file: Int, scope: Int)]] = [:]
        for (number, file) in files.enumerated() {
            for (name, member) in Self.members(of: file, number: number) { members[name, default: []].append(member) }
            for (index, scope) in file.scopes.enumerated() where scope.kind == .type {
                if let name = scope.name { typeScopes[name, default: []].append((number, index)) }
            }
        }
        self.members = members
        self.typeScopes = typeScopes
    }

    static func members(of file: SwiftFile, number: Int) -> [(String, Member)] {
        var result: [(String, Member)] = []
        let tokens = file.tokens
        var bodies: [Int: Int] = [:]
        for (index, scope) in file.scopes.enumerated() where scope.kind == .property || scope.kind == .function {
            bodies[scope.declaration] = index
        }
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let scope = file.scope(of: index)
            guard scope == nil || scope.map({ file.scopes[$0].kind == .type }) == true else { continue }
            let owners = file.typeNames(around: index)
            switch token.text {
            case "let", "var":
                guard let name = tokens[safe: index + 1], name.kind == .identifier else { continue }
                if let body = bodies[index] {
                    result.append((name.text, Member(file: number, owners: owners, value: .body(body))))
                } else if let equals = initializerStart(tokens, after: index + 1) {
                    result.append((name.text, Member(file: number, owners: owners, value: .initializer(equals))))
                }
            case "func":
                guard let name = tokens[safe: index + 1], let body = bodies[index] else { continue }
                result.append((name.text, Member(file: number, owners: owners, value: .body(body))))
            default: continue
            }
        }
        return result
    }

    /// The token after `=` in `NAME[: TYPE] = …` on the declaration's line, nil when there is none.
    static func initializerStart(_ tokens: [SwiftToken], after name: Int) -> Int? {
        var index = name + 1
        let line = tokens[safe: name]?.line ?? 0
        var level = 0
        while index < tokens.count, index < name + 64 {
            let token = tokens[index]
            if level == 0, token.line > line + 1 { return nil }
            if token.kind == .punctuation {
                switch token.text {
                case "=" where level == 0: return index + 1 < tokens.count ? index + 1 : nil
                case "(", "[", "<": level += 1
                case ")", "]", ">": level = max(0, level - 1)
                case "{", "}", ";", ",": if level == 0 { return nil }
                default: break
                }
            } else if level == 0, token.kind == .identifier, ["let", "var", "func", "case"].contains(token.text) {
                return nil
            }
            index += 1
        }
        return nil
    }

    // MARK: - Following a value

    /// Follows `expression`, written in file `file`, to the expression that gives its value, with
    /// the properties set on it after (`content.title = …`) and each place followed through.
    package func follow(_ expression: SwiftExpression, inFile file: Int) -> FollowedValue {
        var value = FollowedValue(expression: expression, file: file)
        for _ in 0..<Self.followLimit {
            guard files.indices.contains(value.file), let next = step(value.expression, inFile: value.file) else {
                return value
            }
            value.assignments = next.assignments + value.assignments
            value.expression = next.expression
            value.file = next.file
            value.steps.append(next.expression.location)
        }
        return value
    }

    private struct Step {
        var expression: SwiftExpression
        var file: Int
        var assignments: [PropertyAssignment]
    }

    private func step(_ expression: SwiftExpression, inFile number: Int) -> Step? {
        let file = files[number]
        let at = expression.tokens.lowerBound
        switch expression.form {
        case .name(let name):
            if let local = localVariable(name, in: file, number: number, before: at) { return local }
            return member(name, owners: file.typeNames(around: at), near: number)
        case .member(let base, let name):
            guard let names = base.dottedNames, !names.contains("") else { return nil }
            let owners = names == ["Self"] || names == ["self"] ? file.typeNames(around: at) : names
            return member(name, owners: owners, near: number, exactOwner: true)
        case .call(let callee, let arguments, let trailing) where trailing.isEmpty:
            if case .closure = callee.form, arguments.isEmpty {
                guard let scope = file.scopes.firstIndex(where: { $0.open == callee.tokens.lowerBound }) else { return nil }
                return returned(from: scope, in: file, number: number)
            }
            guard let names = callee.dottedNames, let last = names.last, last.first?.isLowercase == true else { return nil }
            switch names.count {
            case 1: return member(last, owners: file.typeNames(around: at), near: number, function: true)
            case 2 where names[0] == "Self" || names[0] == "self":
                return member(last, owners: file.typeNames(around: at), near: number, function: true)
            case 2 where names[0].first?.isUppercase == true:
                return member(last, owners: [names[0]], near: number, exactOwner: true, function: true)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A `let` or `var` named `name` in a function, property or closure around token `before`, declared
    /// before it at the same level, with the properties set on it between.
    private func localVariable(_ name: String, in file: SwiftFile, number: Int, before at: Int) -> Step? {
        for scope in file.enclosingScopes(of: at) {
            guard file.scopes[scope].kind != .type else { return nil }
            let tokens = file.tokens
            var declaration: Int?
            var index = file.scopes[scope].open + 1
            while index < at {
                if file.scope(of: index) == scope, tokens[index].kind == .identifier,
                   tokens[index].text == "let" || tokens[index].text == "var",
                   tokens[safe: index + 1]?.isIdentifier(name) == true {
                    declaration = index
                }
                index += 1
            }
            guard let declaration else { continue }
            guard let start = Self.initializerStart(tokens, after: declaration + 1) else { return nil }
            var reader = file.reader(at: start)
            guard let value = reader.expression(statement: true) else { return nil }
            let assignments = self.assignments(to: name, in: file, number: number, scope: scope,
                                               from: reader.index, to: at)
            return Step(expression: value, file: number, assignments: assignments)
        }
        return nil
    }

    /// `name.a.b = value`, `name.a += [value]` and `name.a.append(value)` at the top level of `scope`.
    private func assignments(to name: String, in file: SwiftFile, number: Int, scope: Int, from: Int,
                             to end: Int) -> [PropertyAssignment] {
        var result: [PropertyAssignment] = []
        let tokens = file.tokens
        var index = from
        while index < end {
            defer { index += 1 }
            guard tokens[index].isIdentifier(name), file.scope(of: index) == scope,
                  tokens[safe: index - 1]?.isPunctuation(".") != true else { continue }
            var path: [String] = []
            var cursor = index + 1
            while tokens[safe: cursor]?.isPunctuation(".") == true, let member = tokens[safe: cursor + 1],
                  member.kind == .identifier {
                path.append(member.text)
                cursor += 2
            }
            guard !path.isEmpty, let next = tokens[safe: cursor] else { continue }
            if next.isPunctuation("="), tokens[safe: cursor + 1]?.isPunctuation("=") != true {
                var reader = file.reader(at: cursor + 1)
                if let value = reader.expression(statement: true) {
                    result.append(PropertyAssignment(path: path, value: value, appends: false, file: number,
                                                     location: file.location(of: index)))
                }
                index = reader.index - 1
            } else if next.isPunctuation("+"), tokens[safe: cursor + 1]?.isPunctuation("=") == true {
                var reader = file.reader(at: cursor + 2)
                if let value = reader.expression(statement: true) {
                    result.append(PropertyAssignment(path: path, value: value, appends: true, file: number,
                                                     location: file.location(of: index)))
                }
                index = reader.index - 1
            } else if path.last == "append", next.isPunctuation("(") {
                var reader = file.reader(at: cursor)
                let arguments = reader.arguments()
                if arguments.count == 1, let value = arguments.first?.value {
                    let element = SwiftExpression(.array([value]), range: value.range, source: value.source,
                                                  tokens: value.tokens)
                    result.append(PropertyAssignment(path: Array(path.dropLast()), value: element, appends: true,
                                                     file: number, location: file.location(of: index)))
                }
                index = reader.index - 1
            }
        }
        return result
    }

    /// A property or function `name` of the types `owners` (innermost last), else of the module.
    private func member(_ name: String, owners: [String], near file: Int, exactOwner: Bool = false,
                        function: Bool = false) -> Step? {
        guard let candidates = members[name], !candidates.isEmpty else { return nil }
        func owned(_ member: Member) -> Bool {
            guard let last = owners.last else { return member.owners.isEmpty }
            // `extension Copy.Onboarding` declares members of `Onboarding` inside `Copy`.
            let flat = member.owners.flatMap { $0.split(separator: ".").map(String.init) }
            return flat.last == last
        }
        var chosen = candidates.filter(owned)
        if chosen.isEmpty, !exactOwner {
            // A name used inside a type may be a member of an enclosing type, or a file-scope constant.
            for depth in stride(from: owners.count - 1, through: 0, by: -1) {
                let outer = Array(owners.prefix(depth))
                chosen = candidates.filter { member in
                    let flat = member.owners.flatMap { $0.split(separator: ".").map(String.init) }
                    return outer.isEmpty ? flat.isEmpty : flat.last == outer.last
                }
                if !chosen.isEmpty { break }
            }
        }
        guard let member = chosen.first(where: { $0.file == file }) ?? chosen.first else { return nil }
        let target = files[member.file]
        switch member.value {
        case .initializer(let start):
            guard !function else { return nil }
            var reader = target.reader(at: start)
            return reader.expression(statement: true).map { Step(expression: $0, file: member.file, assignments: []) }
        case .body(let scope):
            return returned(from: scope, in: target, number: member.file)
        }
    }

    /// The value a body returns: its last top-level `return`, or its one expression; the properties
    /// set on a returned local come with it.
    private func returned(from scope: Int, in file: SwiftFile, number: Int) -> Step? {
        let body = file.scopes[scope]
        var last: Int?
        for index in (body.open + 1)..<max(body.open + 1, body.close)
        where file.tokens[index].isIdentifier("return") && file.scope(of: index) == scope {
            last = index
        }
        var reader = file.reader(at: (last ?? body.open) + 1)
        guard let value = reader.expression(statement: true) else { return nil }
        if last == nil, reader.index < body.close { return nil }
        // `return content`: the local and what was set on it.
        if case .name(let name) = value.form, let local = localVariable(name, in: file, number: number,
                                                                        before: value.tokens.lowerBound) {
            return local
        }
        return Step(expression: value, file: number, assignments: [])
    }
}

/// A value followed to where it is written.
package struct FollowedValue: Sendable {
    /// The expression that gives the value.
    package var expression: SwiftExpression
    /// The index of the file it is written in.
    package var file: Int
    /// The properties set on the value after it was made, in order.
    package var assignments: [PropertyAssignment] = []
    /// Each place the value was followed to, in order.
    package var steps: [SourceLocation] = []

    /// Creates a value.
    package init(expression: SwiftExpression, file: Int) {
        self.expression = expression
        self.file = file
    }
}

/// `content.title = "…"` (or `content.benefits += […]`, `content.benefits.append(…)`): a property set
/// on a value after it was made.
package struct PropertyAssignment: Sendable {
    /// The property path: `["title"]`, `["sampleAlert", "title"]`.
    package var path: [String]
    /// The value set (for an append, an array of what is appended).
    package var value: SwiftExpression
    /// Whether the value is appended to the property's array rather than replacing it.
    package var appends: Bool
    /// The index of the file.
    package var file: Int
    /// Where the assignment starts.
    package var location: SourceLocation
}
