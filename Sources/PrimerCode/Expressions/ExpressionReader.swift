import PrimerSyntax

/// Reads expressions from a file's tokens: a value-type cursor that moves over one expression at a
/// time and never traps. What it does not follow (operators, ternaries, casts, keys paths, anything
/// nested deeper than ``depthLimit``) reads as ``SwiftExpression/Form/computed`` with its range, so a
/// caller can say which argument the running app computes.
package struct ExpressionReader: Sendable {
    /// The file's tokens.
    package let tokens: [SwiftToken]
    /// The file's bytes, for each expression's source text.
    package let bytes: [UInt8]
    /// The file as locations name it.
    package let file: String
    /// The token the cursor is at.
    package var index: Int
    /// Where a bracket opened and never closed before the file ended, if the reader met one.
    package private(set) var unclosed: SourceLocation?
    private var depth = 0
    /// Each opening bracket's closing one, when the file gave them (``SwiftFile``): a skip over
    /// brackets is then one step.
    private let closings: [Int32]?
    /// The token past the last the reader sees.
    package let end: Int

    /// How deeply calls, arrays and parentheses nest before the rest reads as computed: a choice, far
    /// deeper than any primer's arguments, and shallow enough that no input exhausts the stack.
    package static let depthLimit = 40

    /// Creates a reader at token `index`; `closings` gives each opening bracket's closing token
    /// (``SwiftFile``), so that skipping brackets costs one step.
    package init(tokens: [SwiftToken], bytes: [UInt8], file: String, at index: Int = 0, closings: [Int32]? = nil) {
        self.init(tokens: tokens, bytes: bytes, file: file, at: index, end: tokens.count, closings: closings)
    }

    /// Creates a reader at token `index` that sees no token from `end` on, as if the file ended there
    /// (the tokens are shared, not copied: a reader per expression of a large file costs no copy).
    package init(tokens: [SwiftToken], bytes: [UInt8], file: String, at index: Int = 0, end: Int, closings: [Int32]? = nil) {
        self.tokens = tokens
        self.bytes = bytes
        self.file = file
        self.index = index
        self.end = max(0, min(end, tokens.count))
        self.closings = closings.flatMap { $0.count == tokens.count ? $0 : nil }
    }

    /// The token closing the bracket at `open`, from ``closings``: nil without them, `end`
    /// when nothing closes it.
    private func closing(of open: Int) -> Int? {
        guard let closings, tokens[open].kind == .punctuation, "([{".contains(tokens[open].text) else { return nil }
        let close = Int(closings[open])
        return close > open && close < end ? close : end
    }

    // MARK: - Expressions

    /// Reads one expression up to the next `,`, `)`, `]` or `}` of the enclosing list (or, with
    /// `statement`, the end of its line unless the next line continues it with `.member`); nil at a
    /// delimiter or the end.
    package mutating func expression(statement: Bool = false) -> SwiftExpression? {
        let start = index
        guard index < end, !isDelimiter(tokens[index]) else { return nil }
        let value = postfix()
        if let value, index == end || isDelimiter(tokens[index])
            || statement && tokens[index].line > tokens[index - 1].line && !continuesStatement(at: index) {
            return value
        }
        // Something follows the value before the delimiter (an operator, a ternary, a cast), or the
        // expression starts with what the reader does not follow (a prefix operator, a key path).
        skipToDelimiter(statement: statement)
        if index == start { index += 1 }
        return computed(from: start)
    }

    /// Reads a call's parenthesised arguments, the cursor at `(`; the cursor ends past `)`.
    package mutating func arguments() -> [SwiftArgument] {
        guard index < end, tokens[index].isPunctuation("(") else { return [] }
        let open = tokens[index]
        index += 1
        var result: [SwiftArgument] = []
        while index < end {
            if tokens[index].isPunctuation(")") {
                index += 1
                return result
            }
            if tokens[index].isPunctuation(",") {
                index += 1
                continue
            }
            if tokens[index].kind == .punctuation, "]}".contains(tokens[index].text) {
                // A stray closing bracket: the list is broken here.
                unclosed = unclosed ?? location(of: open)
                return result
            }
            let at = location(of: tokens[index])
            var label: String?
            if tokens[index].kind == .identifier || tokens[index].text == "_",
               index + 1 < end, tokens[index + 1].isPunctuation(":") {
                label = tokens[index].text
                index += 2
            }
            if let value = expression() {
                result.append(SwiftArgument(label: label, value: value, location: at))
            } else if label != nil, index < end {
                // `label:` with nothing after it.
                continue
            }
        }
        unclosed = unclosed ?? location(of: open)
        return result
    }

    /// Reads one call at the cursor, a name (`Type` or `.modifier`) then its parenthesised arguments
    /// and trailing closures, and nothing after them (a modifier chain that follows is not its).
    package mutating func call() -> SwiftExpression? {
        let start = index
        guard let callee = primary(), callee.dottedNames != nil else { return nil }
        var arguments: [SwiftArgument] = []
        var sawParentheses = false
        if index < end, tokens[index].isPunctuation("("), tokens[index].line == tokens[index - 1].line {
            arguments = self.arguments()
            sawParentheses = true
        }
        var trailing: [SwiftArgument] = []
        if index < end, tokens[index].isPunctuation("{"), tokens[index].line == tokens[index - 1].line {
            trailing = trailingClosures()
        }
        guard sawParentheses || !trailing.isEmpty else { return nil }
        return expression(.call(callee, arguments, trailing: trailing), from: start)
    }

    /// Reads one operand at the cursor (a literal, name, member chain or call, with what follows it
    /// on the postfix level) and nothing after it; for ``CodeTerm``'s operator reader.
    mutating func operand() -> SwiftExpression? { postfix() }

    // MARK: - Pieces

    private mutating func postfix() -> SwiftExpression? {
        let start = index
        guard depth < Self.depthLimit else {
            skipToDelimiter(statement: false)
            return computed(from: start)
        }
        depth += 1
        defer { depth -= 1 }
        guard var value = primary() else { return nil }
        while index < end {
            let token = tokens[index]
            if token.isPunctuation("."), index + 1 < end, tokens[index + 1].kind == .identifier {
                index += 2
                value = expression(.member(value, tokens[index - 1].text), from: start)
            } else if token.isPunctuation("("), token.line == tokens[index - 1].line {
                let arguments = self.arguments()
                value = expression(.call(value, arguments, trailing: []), from: start)
            } else if token.isPunctuation("{"), token.line == tokens[index - 1].line, isCallee(value) {
                let trailing = trailingClosures()
                if case .call(let callee, let arguments, _) = value.form {
                    value = expression(.call(callee, arguments, trailing: trailing), from: start)
                } else {
                    value = expression(.call(value, [], trailing: trailing), from: start)
                }
            } else if token.kind == .punctuation, token.text == "?" || token.text == "!",
                      token.utf8Range.lowerBound == tokens[index - 1].utf8Range.upperBound {
                // Optional chaining or unwrapping: the value is the same for the reader.
                index += 1
            } else {
                break
            }
        }
        return value
    }

    private mutating func primary() -> SwiftExpression? {
        guard index < end else { return nil }
        let start = index
        let token = tokens[index]
        switch token.kind {
        case .string:
            index += 1
            return expression(token.isInterpolated ? .interpolated : .string(token.text), from: start)
        case .number:
            index += 1
            return expression(.number(token.text), from: start)
        case .identifier:
            index += 1
            switch token.text {
            case "true": return expression(.boolean(true), from: start)
            case "false": return expression(.boolean(false), from: start)
            case "nil": return expression(.nilLiteral, from: start)
            case "try", "await":
                // `try makeContent()`: the value is the call's, which may still throw.
                return postfix() ?? computed(from: start)
            default: return expression(.name(token.text), from: start)
            }
        case .punctuation:
            switch token.text {
            case "." where index + 1 < end && tokens[index + 1].kind == .identifier:
                index += 2
                return expression(.implicitMember(tokens[index - 1].text), from: start)
            case "-" where index + 1 < end && tokens[index + 1].kind == .number
                && tokens[index + 1].utf8Range.lowerBound == token.utf8Range.upperBound:
                index += 2
                return expression(.number("-" + tokens[index - 1].text), from: start)
            case "[":
                return array()
            case "(":
                index += 1
                let inner = expression()
                guard index < end, tokens[index].isPunctuation(")") else {
                    // A tuple or a broken group: skipped from its `(` so its `)` closes it.
                    index = start
                    skipToClosing(from: start)
                    return computed(from: start)
                }
                index += 1
                // A parenthesised expression is its inner one, over the parentheses' range.
                return expression(inner?.form ?? .computed, from: start)
            case "{":
                skipToClosing(from: start)
                return expression(.closure, from: start)
            default:
                return nil
            }
        }
    }

    private mutating func array() -> SwiftExpression {
        let start = index
        index += 1
        var elements: [SwiftExpression] = []
        var isDictionary = false
        while index < end {
            let token = tokens[index]
            if token.isPunctuation("]") {
                index += 1
                return isDictionary ? computed(from: start) : expression(.array(elements), from: start)
            }
            if token.isPunctuation(",") {
                index += 1
                continue
            }
            if token.isPunctuation(":") {
                isDictionary = true
                index += 1
                continue
            }
            if token.kind == .punctuation, ")}".contains(token.text) {
                unclosed = unclosed ?? location(of: tokens[start])
                return computed(from: start)
            }
            // A key (a literal or a dotted name) followed by `:` makes the literal a dictionary: the
            // element reader would take the `:` into a computed element.
            var key = index
            if tokens[key].kind != .punctuation || tokens[key].text == "." {
                key += 1
                while key + 1 < end, tokens[key].isPunctuation("."), tokens[key + 1].kind == .identifier { key += 2 }
                if key < end, tokens[key].isPunctuation(":") { isDictionary = true }
            }
            if let element = expression() {
                elements.append(element)
            } else if index < end, tokens[index].isPunctuation(":") == false,
                      tokens[index].isPunctuation(",") == false, tokens[index].isPunctuation("]") == false {
                index += 1
            }
        }
        unclosed = unclosed ?? location(of: tokens[start])
        return computed(from: start)
    }

    /// `{ … }` and any `label: { … }` after it, the cursor at the first `{`.
    private mutating func trailingClosures() -> [SwiftArgument] {
        var closures: [SwiftArgument] = []
        var label: String?
        while index < end, tokens[index].isPunctuation("{") {
            let at = location(of: tokens[index])
            let start = index
            skipToClosing(from: start)
            closures.append(SwiftArgument(label: label, value: expression(.closure, from: start), location: at))
            guard index + 2 < end, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(":"),
                  tokens[index + 2].isPunctuation("{") else { break }
            label = tokens[index].text
            index += 2
        }
        return closures
    }

    private func isCallee(_ value: SwiftExpression) -> Bool {
        switch value.form {
        case .name(let name): name.first?.isUppercase == true || !Self.statementWords.contains(name)
        case .member, .implicitMember, .call: true
        default: false
        }
    }

    /// Words after which `{` opens a statement's body, not a trailing closure.
    static let statementWords: Set<String> = ["if", "else", "guard", "while", "for", "in", "switch", "do", "catch",
                                               "repeat", "defer", "return", "where", "get", "set", "willSet", "didSet"]

    private func isDelimiter(_ token: SwiftToken) -> Bool {
        token.kind == .punctuation && (token.text == "," || token.text == ")" || token.text == "]" || token.text == "}")
    }

    /// Whether the token at `index`, first on its line, continues the statement above: `.member`, or
    /// a binary operator or a ternary's `?` or `:` (`isWide\n    ? .easeOut(…)\n    : .linear(…)`).
    private func continuesStatement(at index: Int) -> Bool {
        let token = tokens[index]
        if token.isPunctuation(".") { return index + 1 < end && tokens[index + 1].kind == .identifier }
        return token.kind == .punctuation && "?:&|+*/=<>".contains(token.text)
    }

    /// Moves to the next delimiter at this depth (or, in a statement, the end of the line), skipping
    /// balanced brackets.
    private mutating func skipToDelimiter(statement: Bool) {
        var level = 0
        var lastLine = index < end ? tokens[index].line : 0
        while index < end {
            let token = tokens[index]
            if statement, level == 0, token.line > lastLine, !continuesStatement(at: index),
               !(token.kind == .punctuation && "+-*/?:&|=<>".contains(token.text)) {
                return
            }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    if let close = closing(of: index) {
                        // The bracketed run in one step, to its closing bracket.
                        guard close < end else {
                            index = end
                            return
                        }
                        lastLine = tokens[close].line
                        index = close + 1
                        continue
                    }
                    level += 1
                case ")", "]", "}":
                    if level == 0 { return }
                    level -= 1
                case ",": if level == 0 { return }
                default: break
                }
            }
            lastLine = token.line
            index += 1
        }
    }

    /// Moves past the bracket that closes the one at `start` (the cursor at it).
    private mutating func skipToClosing(from start: Int) {
        if index == start, index < end, let close = closing(of: index) {
            index = min(close + 1, end)
            if close == end { unclosed = unclosed ?? location(of: tokens[start]) }
            return
        }
        var level = 0
        while index < end {
            let token = tokens[index]
            index += 1
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{": level += 1
            case ")", "]", "}":
                level -= 1
                if level == 0 { return }
            default: break
            }
        }
        unclosed = unclosed ?? location(of: tokens[start])
    }

    // MARK: - Making expressions

    private func computed(from start: Int) -> SwiftExpression {
        expression(.computed, from: start)
    }

    private func expression(_ form: SwiftExpression.Form, from start: Int) -> SwiftExpression {
        let first = tokens[min(start, end - 1)]
        let last = tokens[max(min(index, end) - 1, start)]
        let lower = location(of: first)
        let lastText = String(decoding: bytes[clamped: last.utf8Range], as: UTF8.self)
        let upper = lastText.contains(where: \.isNewline)
            ? location(of: last)
            : SourceLocation(file: file, line: last.line, column: last.column + lastText.unicodeScalars.count)
        let range = first.utf8Range.lowerBound..<max(first.utf8Range.lowerBound, last.utf8Range.upperBound)
        return SwiftExpression(form, range: SourceRange(lowerBound: lower, upperBound: upper),
                               source: Self.shown(bytes[clamped: range]), tokens: start..<max(start, min(index, end)))
    }

    /// A token's location.
    package func location(of token: SwiftToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    /// ``shown(_:)`` for ASCII text, without decoding characters: runs of white space as one space
    /// and none at either end (as splitting on `Character.isWhitespace` gives them), reading only
    /// up to the limit's characters; nil at a byte that is not ASCII before then.
    private static func shownASCII(_ bytes: ArraySlice<UInt8>) -> String? {
        let limit = SwiftExpression.sourceLimit
        var words: [UInt8] = []
        words.reserveCapacity(limit + 2)
        var space = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || byte >= 0x09 && byte <= 0x0D {
                space = !words.isEmpty
                continue
            }
            if space { words.append(0x20) }
            space = false
            words.append(byte)
            if words.count > limit { return String(decoding: words.prefix(limit), as: UTF8.self) + "…" }
        }
        return String(decoding: words, as: UTF8.self)
    }

    /// Source text for a message: runs of white space as one space, at most ``SwiftExpression/sourceLimit``.
    /// Only the bytes that can reach the limit are decoded (enough for its characters at four bytes
    /// each, white space aside), so each of the expressions nested in a long one costs no more than
    /// the limit: reading a call nested n deep is not n² in its length.
    static func shown(_ bytes: ArraySlice<UInt8>) -> String {
        if let ascii = shownASCII(bytes) { return ascii }
        let limit = SwiftExpression.sourceLimit
        var end = bytes.startIndex
        var visible = 0
        while end < bytes.endIndex, visible <= 4 * limit {
            let byte = bytes[end]
            if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { visible += 1 }
            end += 1
        }
        let text = String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if words.count > limit { return words.prefix(limit) + "…" }
        return end < bytes.endIndex ? words + "…" : words
    }
}

extension Array where Element == UInt8 {
    /// The bytes of a range, clamped to the array.
    subscript(clamped range: Range<Int>) -> ArraySlice<UInt8> {
        let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
        return self[lower..<Swift.max(lower, Swift.min(range.upperBound, count))]
    }
}
