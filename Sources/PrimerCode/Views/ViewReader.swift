import PrimerSyntax

/// Reads the body of a SwiftUI view builder (a `body`, a `some View` property or function, a
/// stack's closure) as ``ViewNode``s: one node per view statement, its modifier chain split off,
/// `if`/`else` kept as conditions, `#if` lines read through, and what is no view statement (a
/// `switch`, a loop) kept as unreadable with its range, never guessed at.
package struct ViewReader: Sendable {
    /// The file.
    package let file: SwiftFile

    /// How deeply the reader recurses (two steps for each closure of views, one for each view in a
    /// modifier's argument) before it stops: far deeper than any view, and shallow enough that no
    /// input exhausts the stack. What is nested deeper is one unreadable node (``tooDeep``) over its
    /// range, so a caller can say where the reader stopped.
    package static let depthLimit = 40

    /// The word of the unreadable node that stands for views nested past ``depthLimit``.
    package static let tooDeep = "view nested too deeply"

    /// Creates a reader over a file.
    package init(file: SwiftFile) {
        self.file = file
    }

    /// The views of a scope's braces (a property's or function's body).
    package func views(inScope scope: Int) -> [ViewNode] {
        guard file.scopes.indices.contains(scope) else { return [] }
        let braces = file.scopes[scope]
        return views(in: (braces.open + 1)..<min(braces.close, file.tokens.count), depth: 0)
    }

    /// The views of a closure expression's braces, and the closure's parameters.
    package func views(inClosure closure: SwiftExpression, depth: Int = 0) -> (parameters: [String], nodes: [ViewNode]) {
        guard case .closure = closure.form, closure.tokens.count >= 2 else { return ([], []) }
        var start = closure.tokens.lowerBound + 1
        let end = closure.tokens.upperBound - 1
        let parameters = parametersEnd(from: start, to: end)
        if let after = parameters?.after { start = after }
        return (parameters?.names ?? [], views(in: start..<end, depth: depth + 1))
    }

    /// The views of a range of tokens.
    func views(in range: Range<Int>, depth: Int) -> [ViewNode] {
        guard depth < Self.depthLimit else {
            guard let first = range.first(where: { !file.tokens[$0].isPunctuation(";") }) else { return [] }
            return [Self.unreadable(Self.tooDeep, span(first, range.upperBound))]
        }
        var nodes: [ViewNode] = []
        var index = range.lowerBound
        let tokens = file.tokens
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation(";") {
                index += 1
                continue
            }
            // `#if`, `#else`, `#endif`: the lines between are read as if compiled.
            if token.isPunctuation("#"), let word = tokens[safe: index + 1], word.kind == .identifier {
                index = endOfLine(from: index + 1, limit: range.upperBound)
                continue
            }
            if token.isIdentifier("if") {
                let (node, next) = conditional(at: index, limit: range.upperBound, depth: depth)
                nodes.append(node)
                index = max(next, index + 1)
                continue
            }
            if token.isIdentifier("let") || token.isIdentifier("var") {
                // A local in a builder: not a view.
                var reader = file.reader(at: index + 1)
                _ = reader.expression(statement: true)
                index = max(reader.index, index + 1)
                continue
            }
            if token.isIdentifier("return") {
                index += 1
                continue
            }
            if token.kind == .identifier, ["switch", "for", "while", "guard", "do"].contains(token.text) {
                let next = statementEnd(from: index, limit: range.upperBound)
                nodes.append(Self.unreadable(token.text, span(index, next)))
                index = max(next, index + 1)
                continue
            }
            var reader = file.reader(at: index)
            guard let expression = reader.expression(statement: true), reader.index > index else {
                index += 1
                continue
            }
            index = min(reader.index, range.upperBound)
            // A chain that `#if` interrupted continues here: `.background(…)` on its own.
            if case .implicitMember = Self.chainBase(expression).form, !nodes.isEmpty,
               let continued = node(expression, depth: depth, continuing: true) {
                nodes[nodes.count - 1].modifiers += continued.modifiers
                nodes[nodes.count - 1].range = SourceRange(lowerBound: nodes[nodes.count - 1].range.lowerBound,
                                                           upperBound: continued.range.upperBound)
                continue
            }
            if let node = node(expression, depth: depth) { nodes.append(node) }
        }
        return nodes
    }

    /// A view expression as a node: its base, modifiers and closures' views.
    /// With `continuing`, the expression is a chain's rest after an `#if` line (`.background(…)`),
    /// its first call a modifier too.
    package func node(_ expression: SwiftExpression, depth: Int = 0, continuing: Bool = false) -> ViewNode? {
        guard depth < Self.depthLimit else { return Self.unreadable(Self.tooDeep, expression.range) }
        var modifiers: [ViewModifierCall] = []
        var current = expression
        while case .call(let callee, let arguments, let trailing) = current.form {
            let name: String
            let dot: Int
            let inner: SwiftExpression?
            if case .member(let base, let member) = callee.form, !Self.isTypeReference(base) {
                (name, dot, inner) = (member, base.tokens.upperBound, base)
            } else if continuing, case .implicitMember(let member) = callee.form {
                (name, dot, inner) = (member, callee.tokens.lowerBound, nil)
            } else {
                break
            }
            let range = SourceRange(lowerBound: file.location(of: dot), upperBound: current.range.upperBound)
            var views: [ViewNode] = []
            for closure in trailing {
                views += self.views(inClosure: closure.value, depth: depth + 1).nodes
            }
            if let first = arguments.first, first.label == nil, Self.isViewExpression(first.value),
               let view = node(first.value, depth: depth + 1) {
                views.append(view)
            }
            modifiers.insert(ViewModifierCall(name: name, arguments: arguments, trailing: trailing, views: views,
                                              range: range), at: 0)
            guard let inner else {
                return ViewNode(base: .view(current), modifiers: modifiers, closures: [], range: expression.range)
            }
            current = inner
        }
        if continuing { return nil }
        var closures: [ViewClosure] = []
        if case .call(_, let arguments, let trailing) = current.form {
            for argument in arguments + trailing where argument.value.form == .closure {
                let (parameters, nodes) = views(inClosure: argument.value, depth: depth + 1)
                closures.append(ViewClosure(label: argument.label, parameters: parameters, nodes: nodes,
                                            expression: argument.value))
            }
        }
        return ViewNode(base: .view(current), modifiers: modifiers, closures: closures, range: expression.range)
    }

    // MARK: - Statements

    /// `if CONDITION { … } [else if … | else { … }]` at `index`.
    private func conditional(at index: Int, limit: Int, depth: Int) -> (ViewNode, Int) {
        let tokens = file.tokens
        var open = index + 1
        var level = 0
        while open < limit {
            let token = tokens[open]
            if token.kind == .punctuation {
                if "([".contains(token.text) { level += 1 }
                if ")]".contains(token.text) { level -= 1 }
                if level == 0, token.text == "{" { break }
            }
            open += 1
        }
        let conditionRange = (index + 1)..<open
        let condition = self.condition(conditionRange)
        guard open < limit else {
            return (ViewNode(base: .unreadable("if", span(index, limit)), modifiers: [], closures: [], range: span(index, limit)),
                    limit)
        }
        let close = SwiftModule.closing(tokens, from: open)
        let then = views(in: (open + 1)..<min(close, limit), depth: depth + 1)
        var next = close + 1
        var otherwise: [ViewNode] = []
        if next < limit, tokens[next].isIdentifier("else") {
            if tokens[safe: next + 1]?.isIdentifier("if") == true {
                let (nested, after) = conditional(at: next + 1, limit: limit, depth: depth + 1)
                otherwise = [nested]
                next = after
            } else if tokens[safe: next + 1]?.isPunctuation("{") == true {
                let elseClose = SwiftModule.closing(tokens, from: next + 1)
                otherwise = views(in: (next + 2)..<min(elseClose, limit), depth: depth + 1)
                next = elseClose + 1
            }
        }
        let range = span(index, next)
        return (ViewNode(base: .conditional(condition, then: then, otherwise: otherwise), modifiers: [], closures: [],
                         range: range), next)
    }

    /// A condition's tokens read as a term (`if let x` and `,`-separated clauses read as unreadable).
    private func condition(_ range: Range<Int>) -> ViewCondition {
        let whole = span(range.lowerBound, range.upperBound)
        let lower = file.tokens[safe: range.lowerBound]?.utf8Range.lowerBound ?? 0
        let upper = file.tokens[safe: range.upperBound - 1]?.utf8Range.upperBound ?? lower
        let source = ExpressionReader.shown(file.bytes[clamped: lower..<max(lower, upper)])
        let expression = SwiftExpression(.computed, range: whole, source: source, tokens: range)
        let readable = !range.contains { file.tokens[$0].isIdentifier("let") || file.tokens[$0].isIdentifier("var")
            || file.tokens[$0].isIdentifier("case") || file.tokens[$0].isPunctuation(",") }
        let term = readable ? CodeTerm.read(expression, in: file)
            : CodeTerm(form: .unreadable, range: whole, source: source, tokens: range)
        return ViewCondition(term: term, source: source, range: whole)
    }

    /// The names of `a, b in` at the start of a closure and the token after `in`, if it has them.
    private func parametersEnd(from start: Int, to end: Int) -> (names: [String], after: Int)? {
        var names: [String] = []
        var index = start
        var level = 0
        while index < end, index < start + 24 {
            let token = file.tokens[index]
            if token.isIdentifier("in"), level == 0 { return (names, index + 1) }
            if token.kind == .punctuation {
                if "([".contains(token.text) { level += 1 } else if ")]".contains(token.text) { level -= 1 }
                else if !(token.text == "," || token.text == ":" || token.text == "_" || token.text == "." || token.text == "-"
                          || token.text == ">") { return nil }
            } else if token.kind == .identifier, level == 0, token.text != "_" {
                names.append(token.text)
            }
            index += 1
        }
        return nil
    }

    /// The token after a statement's braces (`switch x { … }`, `for … { … }`).
    private func statementEnd(from index: Int, limit: Int) -> Int {
        var at = index
        while at < limit, !file.tokens[at].isPunctuation("{") { at += 1 }
        guard at < limit else { return limit }
        return min(SwiftModule.closing(file.tokens, from: at) + 1, limit)
    }

    private func endOfLine(from index: Int, limit: Int) -> Int {
        let line = file.tokens[min(index, file.tokens.count - 1)].line
        var at = index
        while at < limit, file.tokens[at].line == line { at += 1 }
        return at
    }

    /// A statement the reader keeps unread, named by `word`, over `range`.
    static func unreadable(_ word: String, _ range: SourceRange) -> ViewNode {
        ViewNode(base: .unreadable(word, range), modifiers: [], closures: [], range: range)
    }

    private func span(_ start: Int, _ end: Int) -> SourceRange {
        let last = max(start, min(end, file.tokens.count) - 1)
        let upper = file.tokens[safe: last].map { SourceLocation(file: file.path, line: $0.line, column: $0.column + 1) }
        return SourceRange(lowerBound: file.location(of: start), upperBound: upper ?? file.location(of: start))
    }

    // MARK: - Expressions

    /// The innermost base of a member/call chain.
    static func chainBase(_ expression: SwiftExpression) -> SwiftExpression {
        var current = expression
        for _ in 0..<ExpressionReader.depthLimit {
            switch current.form {
            case .call(let callee, _, _): current = callee
            case .member(let base, _): current = base
            default: return current
            }
        }
        return current
    }

    /// Whether a chain's inner part names a type or value rather than a view (`Color`, `Font`): a
    /// capitalised name alone, or `.implicitMember` chains (`.easeOut(…)`).
    static func isTypeReference(_ expression: SwiftExpression) -> Bool {
        switch expression.form {
        case .name(let name): name.first?.isUppercase == true
        case .member(let base, _): isTypeReference(base) && base.call == nil
        default: false
        }
    }

    /// Whether an argument is a view expression: a chain whose base is a capitalised call (`Circle()`).
    static func isViewExpression(_ expression: SwiftExpression) -> Bool {
        guard case .name(let name) = chainBase(expression).form, name.first?.isUppercase == true,
              case .call = expression.form else { return false }
        return true
    }
}
