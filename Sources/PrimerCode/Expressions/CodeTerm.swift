import PrimerSyntax

/// An expression with its operators read: the `0.2 + 0.12 * Double(index)` of a delay, the
/// `reduceMotion ? nil : .spring(…)` of an animation, the `!reduceMotion` of a condition. The
/// expression reader keeps such an expression whole as ``SwiftExpression/Form/computed``; a term
/// reads it again with Swift's precedence, so a design's reader can evaluate it for each value of
/// the names it uses (`index`, `ring`, `reduceMotion`) and still say where each piece is written.
package struct CodeTerm: Hashable, Sendable {
    /// What the term is.
    package indirect enum Form: Hashable, Sendable {
        /// A literal, name, member chain or call (an operand).
        case operand(SwiftExpression)
        /// `!x`, `-x`.
        case prefix(String, CodeTerm)
        /// `a + b`, `a || b`, `a ?? b`, `a ..< b`.
        case infix(String, CodeTerm, CodeTerm)
        /// `condition ? then : otherwise`.
        case ternary(CodeTerm, CodeTerm, CodeTerm)
        /// What the term reader does not follow (a cast, a closure call, a key path).
        case unreadable
    }

    /// What the term is.
    package var form: Form
    /// From its first token to its last.
    package var range: SourceRange
    /// Its source text as a message shows it.
    package var source: String
    /// Its tokens' indices in the file.
    package var tokens: Range<Int>

    /// The operand's expression, when the term is one.
    package var operand: SwiftExpression? {
        if case .operand(let expression) = form { return expression }
        return nil
    }
}

extension CodeTerm {
    /// Reads `expression` (from `file`'s tokens) with its operators.
    package static func read(_ expression: SwiftExpression, in file: SwiftFile) -> CodeTerm {
        guard case .computed = expression.form, !expression.tokens.isEmpty else {
            return CodeTerm(form: .operand(expression), range: expression.range, source: expression.source,
                            tokens: expression.tokens)
        }
        var tokens = expression.tokens
        // `(a + b)`: the parentheses' inside.
        if file.tokens[safe: tokens.lowerBound]?.isPunctuation("(") == true,
           SwiftModule.closing(file.tokens, from: tokens.lowerBound) == tokens.upperBound - 1, tokens.count > 2 {
            tokens = (tokens.lowerBound + 1)..<(tokens.upperBound - 1)
        }
        // The cursor sees no token past the term: an `if` condition's last name is no callee of the
        // `{` that opens the branch (`if !reduceMotion {` would read `reduceMotion { … }` as a call).
        let cursor = ExpressionReader(tokens: file.tokens, bytes: file.bytes, file: file.path, at: tokens.lowerBound,
                                      end: tokens.upperBound)
        var reader = TermReader(file: file, end: tokens.upperBound, cursor: cursor)
        guard let term = reader.ternary(depth: 0), reader.cursor.index == tokens.upperBound else {
            return CodeTerm(form: .unreadable, range: expression.range, source: expression.source, tokens: expression.tokens)
        }
        return term
    }

    // MARK: - Values

    /// The number the term evaluates to with `names` bound (`index`, `ring`); nil when it uses a name
    /// not bound or anything but numbers, `+ - * /`, `Double(…)`/`CGFloat(…)` and parentheses.
    package func number(_ names: [String: Double] = [:], in file: SwiftFile, depth: Int = 0) -> Double? {
        guard depth < ExpressionReader.depthLimit else { return nil }
        switch form {
        case .operand(let expression):
            switch expression.form {
            case .number(let text): return Double(text.replacingOccurrences(of: "_", with: ""))
            case .name(let name): return names[name]
            case .call(let callee, let arguments, let trailing):
                guard trailing.isEmpty, arguments.count == 1, arguments[0].label == nil,
                      let type = callee.dottedNames, Self.numberTypes.contains(type.joined(separator: ".")) else { return nil }
                return Self.read(arguments[0].value, in: file).number(names, in: file, depth: depth + 1)
            case .computed:
                let inner = Self.read(expression, in: file)
                return inner.operand == nil ? inner.number(names, in: file, depth: depth + 1) : nil
            default: return nil
            }
        case .prefix("-", let value): return value.number(names, in: file, depth: depth + 1).map { -$0 }
        case .infix(let operation, let left, let right):
            guard let a = left.number(names, in: file, depth: depth + 1),
                  let b = right.number(names, in: file, depth: depth + 1) else { return nil }
            switch operation {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        default: return nil
        }
    }

    /// The truth value of the term with `names` bound (`reduceMotion`, `hasAppeared`); nil when it
    /// uses a name not bound or anything but `true`, `false`, `!`, `&&`, `||` and parentheses.
    package func truth(_ names: [String: Bool], in file: SwiftFile, depth: Int = 0) -> Bool? {
        guard depth < ExpressionReader.depthLimit else { return nil }
        switch form {
        case .operand(let expression):
            switch expression.form {
            case .boolean(let value): return value
            case .name(let name): return names[name]
            case .member(let base, let name) where base.form == .name("self"): return names[name]
            case .computed:
                let inner = Self.read(expression, in: file)
                return inner.operand == nil ? inner.truth(names, in: file, depth: depth + 1) : nil
            default: return nil
            }
        case .prefix("!", let value): return value.truth(names, in: file, depth: depth + 1).map { !$0 }
        case .infix("&&", let left, let right), .infix("||", let left, let right):
            guard let a = left.truth(names, in: file, depth: depth + 1),
                  let b = right.truth(names, in: file, depth: depth + 1) else { return nil }
            return form.isAnd ? a && b : a || b
        default: return nil
        }
    }

    /// The branch a ternary takes with `names` bound, followed through nested ternaries; the term
    /// itself when it is no ternary; nil when a condition cannot be decided.
    package func chosen(_ names: [String: Bool], in file: SwiftFile) -> CodeTerm? {
        var term = self
        for _ in 0..<ExpressionReader.depthLimit {
            if case .operand(let expression) = term.form, case .computed = expression.form {
                let inner = Self.read(expression, in: file)
                if inner.operand != nil { return term }
                term = inner
                continue
            }
            guard case .ternary(let condition, let then, let otherwise) = term.form else { return term }
            guard let holds = condition.truth(names, in: file) else { return nil }
            term = holds ? then : otherwise
        }
        return nil
    }

    /// Whether the term's source uses the name `name` (`reduceMotion`), at any depth.
    package func uses(_ name: String, in file: SwiftFile) -> Bool {
        tokens.contains { file.tokens[safe: $0]?.isIdentifier(name) == true }
    }

    static let numberTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]
}

extension CodeTerm.Form {
    fileprivate var isAnd: Bool {
        if case .infix("&&", _, _) = self { return true }
        return false
    }
}

/// Reads operators over a range of a file's tokens by precedence climbing, one operand at a time
/// through the expression reader.
private struct TermReader {
    let file: SwiftFile
    let end: Int
    var cursor: ExpressionReader

    /// Swift's binary operators this reader knows, tightest last.
    static let levels: [[String]] = [["??"], ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">=", "===", "!=="],
                                     ["..<", "..."], ["+", "-"], ["*", "/", "%"]]

    mutating func ternary(depth: Int) -> CodeTerm? {
        guard depth < ExpressionReader.depthLimit, let condition = binary(level: 0, depth: depth + 1) else { return nil }
        guard let question = peekOperator(), question.text == "?" else { return condition }
        cursor.index = question.next
        guard let then = ternary(depth: depth + 1), let colon = peekOperator(), colon.text == ":" else { return nil }
        cursor.index = colon.next
        guard let otherwise = ternary(depth: depth + 1) else { return nil }
        return make(.ternary(condition, then, otherwise), from: condition.tokens.lowerBound)
    }

    mutating func binary(level: Int, depth: Int) -> CodeTerm? {
        guard depth < ExpressionReader.depthLimit else { return nil }
        guard level < Self.levels.count else { return prefix(depth: depth + 1) }
        guard var left = binary(level: level + 1, depth: depth + 1) else { return nil }
        while let operation = peekOperator(), Self.levels[level].contains(operation.text) {
            cursor.index = operation.next
            guard let right = binary(level: level + 1, depth: depth + 1) else { return nil }
            left = make(.infix(operation.text, left, right), from: left.tokens.lowerBound)
        }
        return left
    }

    mutating func prefix(depth: Int) -> CodeTerm? {
        guard depth < ExpressionReader.depthLimit, cursor.index < end else { return nil }
        let start = cursor.index
        let token = file.tokens[start]
        if token.kind == .punctuation, token.text == "!" || token.text == "-",
           let next = file.tokens[safe: start + 1], next.utf8Range.lowerBound == token.utf8Range.upperBound,
           !(token.text == "-" && next.kind == .number) {
            cursor.index += 1
            guard let value = prefix(depth: depth + 1) else { return nil }
            return make(.prefix(token.text, value), from: start)
        }
        guard let operand = cursor.operand(), cursor.index <= end else { return nil }
        return CodeTerm(form: .operand(operand), range: operand.range, source: operand.source, tokens: operand.tokens)
    }

    /// The operator at the cursor (its adjacent punctuation characters joined) and the token after it.
    func peekOperator() -> (text: String, next: Int)? {
        var index = cursor.index
        var text = ""
        while index < end, let token = file.tokens[safe: index], token.kind == .punctuation,
              "+-*/%<>=!&|?:.^~".contains(token.text) {
            if !text.isEmpty, file.tokens[index - 1].utf8Range.upperBound != token.utf8Range.lowerBound { break }
            text += token.text
            index += 1
            // `?` and `:` stand alone (`a ? b : c`, `a ?? b` aside).
            if text == ":" || text == "?" && !(file.tokens[safe: index]?.isPunctuation("?") == true) { break }
        }
        return text.isEmpty ? nil : (text, index)
    }

    func make(_ form: CodeTerm.Form, from start: Int) -> CodeTerm {
        let reader = file.reader(at: start)
        let first = file.tokens[start]
        let last = file.tokens[max(start, cursor.index - 1)]
        let lower = reader.location(of: first)
        let upper = SourceLocation(file: file.path, line: last.line,
                                   column: last.column + max(1, last.utf8Range.count))
        let bytes = file.bytes[clamped: first.utf8Range.lowerBound..<max(first.utf8Range.lowerBound, last.utf8Range.upperBound)]
        return CodeTerm(form: form, range: SourceRange(lowerBound: lower, upperBound: upper),
                        source: ExpressionReader.shown(bytes), tokens: start..<max(start, cursor.index))
    }
}
