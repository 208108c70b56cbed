@testable import PrimerCode
@testable import PrimerTestSupport
import PrimerSyntax
import Testing

/// The expression reader: what each form of source reads as, where a broken list is reported, and
/// that no input traps it.
@Suite("Expression reader")
struct ExpressionReaderTests {
    static func read(_ source: String) -> (SwiftExpression?, ExpressionReader) {
        let file = swiftFile(source)
        var reader = file.reader(at: 0)
        let expression = reader.expression()
        return (expression, reader)
    }

    static let deep = String(repeating: "[", count: 50) + "1" + String(repeating: "]", count: 50)

    @Test(arguments: [
        // Literals.
        (#""Find trails""#, #"string("Find trails")"#),
        (#""Hi \(name)""#, "interpolated"),
        ("0.2", "number(0.2)"),
        ("-2", "number(-2)"),
        ("true", "bool(true)"),
        ("false", "bool(false)"),
        ("nil", "nil"),
        // Names, implicit members and member chains.
        ("title", "name(title)"),
        (".indigo", ".indigo"),
        ("Copy.Alerts.primerTitle", "member(member(name(Copy), Alerts), primerTitle)"),
        ("Self.locationBenefits", "member(name(Self), locationBenefits)"),
        // Calls with labels.
        ("Color(red: 0.2, green: 0.4, blue: 1)", "call(name(Color), [red: number(0.2), green: number(0.4), blue: number(1)])"),
        (#"Color("BrandGreen")"#, #"call(name(Color), [_: string("BrandGreen")])"#),
        ("PermissionPrimer.Content.standard(for: .camera, appName: Copy.appName)",
         "call(member(member(name(PermissionPrimer), Content), standard), [for: .camera, appName: member(name(Copy), appName)])"),
        (#".init(symbol: "map", title: "T")"#, #"call(.init, [symbol: string("map"), title: string("T")])"#),
        ("f()", "call(name(f), [])"),
        // Trailing closures, the later ones labelled.
        ("Button(action: go) { Text(\"Go\") }", "call(name(Button), [action: name(go)], trailing: [_: closure])"),
        ("PermissionPrimingView(permissionType: .microphone) { start() } onDenied: { stop() }",
         "call(name(PermissionPrimingView), [permissionType: .microphone], trailing: [_: closure, onDenied: closure])"),
        ("Task { await run() }", "call(name(Task), [], trailing: [_: closure])"),
        ("onGranted: { _ in done() }", "computed"),
        // A closure argument.
        ("f(onSkip: { isShowing = false })", "call(name(f), [onSkip: closure])"),
        // Arrays, nested calls.
        (#"["a", "b"]"#, #"array[string("a"), string("b")]"#),
        ("[]", "array[]"),
        (#"[B(title: "x"), .init(title: "y")]"#,
         #"array[call(name(B), [title: string("x")]), call(.init, [title: string("y")])]"#),
        ("f(g(x: 1), [h()])", "call(name(f), [_: call(name(g), [x: number(1)]), _: array[call(name(h), [])]])"),
        // `try`, `await`, optional chaining and unwrapping.
        ("try makeContent()", "call(name(makeContent), [])"),
        ("try await model.request()", "call(member(name(model), request), [])"),
        ("user?.name", "member(name(user), name)"),
        ("value!.title", "member(name(value), title)"),
        // A parenthesised expression is its inner one.
        (#"("x")"#, #"string("x")"#),
        // What is not followed is computed.
        ("a + b", "computed"),
        (#"x ? "a" : "b""#, "computed"),
        (#"f(title: x ? "a" : "b")"#, "call(name(f), [title: computed])"),
        ("value as String", "computed"),
        ("\\.name", "computed"),
        ("!flag", "computed"),
        ("(a, b)", "computed"),
        ("f(x: (a, b), y: 1)", "call(name(f), [x: computed, y: number(1)])"),
        (#"[Key.a: "x"]"#, "computed"),
        (#"[x ? "a" : "b"]"#, "array[computed]"),
        (#"["a": 1, "b": 2]"#, "computed"),
        ("[:]", "computed"),
        (deep, String(repeating: "array[", count: 40) + "computed" + String(repeating: "]", count: 40)),
    ] as [(String, String)])
    func reads(source: String, expected: String) throws {
        let (expression, reader) = Self.read(source)
        let value = try #require(expression)
        #expect(dump(value) == expected)
        #expect(reader.unclosed == nil)
    }

    /// An expression's range and source text: from its first token to the end of its last.
    /// Brackets and calls nested 100,000 deep read to their end as computed past
    /// ``ExpressionReader/depthLimit``: the reader recurses only that deep, so no input exhausts the stack.
    @Test(arguments: [
        (String(repeating: "[", count: 100_000) + "1" + String(repeating: "]", count: 100_000), "array["),
        (String(repeating: "f(", count: 100_000) + "1" + String(repeating: ")", count: 100_000), "call(name(f), [_: "),
        (String(repeating: "[", count: 100_000), "computed"),
        (String(repeating: "f(", count: 100_000), "call(name(f), [_: "),
    ] as [(String, String)])
    func deepNestingReadsAsComputed(source: String, starts: String) {
        let (expression, reader) = Self.read(source)
        #expect(expression.map(dump)?.hasPrefix(starts) == true)
        #expect(expression.map(dump)?.contains("computed") == true)
        #expect(reader.index == swiftFile(source).tokens.count)
    }

    /// The call-site finder reads each call of a design nested far deeper than the reader's limit in
    /// its own arguments. (Each call is read to its end, so calls nested n deep cost n² token steps:
    /// 2,000 here, not 100,000.)
    @Test func deeplyNestedCallsOfADesign() {
        let shape = CallShape(.initializer("P"), [CallParameter("_", .value)])
        let depth = 2_000
        let source = String(repeating: "P(", count: depth) + "1" + String(repeating: ")", count: depth)
        let found = CallSiteFinder(shapes: [shape]).calls(in: SwiftModule(files: [swiftFile(source)]))
        #expect(found.calls.map(\.location.column) == Array(stride(from: 1, to: 2 * depth, by: 2)))
        #expect(found.notes.isEmpty)
    }

    @Test func rangeAndSource() throws {
        let file = swiftFile("let x = Color(red: 0.2,\n    green: 0.4)\n")
        var reader = file.reader(at: 3)
        let valueRead = reader.expression(statement: true)
        let value = try #require(valueRead)
        #expect(value.range == SourceRange(lowerBound: SourceLocation(file: "App.swift", line: 1, column: 9),
                                           upperBound: SourceLocation(file: "App.swift", line: 2, column: 16)))
        #expect(value.source == "Color(red: 0.2, green: 0.4)")
    }

    /// A statement ends at its line's end unless the next line continues it with `.member`.
    @Test(arguments: [
        ("x = a\nb", "name(a)"),
        ("x = Text(\"a\")\n    .bold()\nnext", #"call(member(call(name(Text), [_: string("a")]), bold), [])"#),
        ("x = a +\n b\nnext", "computed"),
    ] as [(String, String)])
    func statements(source: String, expected: String) throws {
        var reader = swiftFile(source).reader(at: 2)
        let valueRead = reader.expression(statement: true)
        let value = try #require(valueRead)
        #expect(dump(value) == expected)
    }

    /// A bracket never closed: the reader says where it opened and still returns.
    @Test(arguments: [
        ("f(a: 1", "1:2"),
        ("f(a: [1, 2", "1:6"),
        ("[1, 2)", "1:1"),
        ("f(a: 1]", "1:2"),
        ("x(y: {", "1:6"),
        ("f(\n  title: \"T\",\n  g(", "3:4"),
    ] as [(String, String)])
    func unclosed(source: String, at: String) throws {
        let (_, reader) = Self.read(source)
        let locationRead = reader.unclosed
        let location = try #require(locationRead)
        #expect("\(location.line):\(location.column)" == at)
        #expect(location.file == "App.swift")
    }

    /// `call()` reads a type's or a modifier's call and nothing after it.
    @Test(arguments: [
        (#"Text("a").bold()"#, 0, #"call(name(Text), [_: string("a")])"#),
        (#"v.gate(.camera, title: "Scan").padding()"#, 1, #"call(.gate, [_: .camera, title: string("Scan")])"#),
        ("Primer { a() } onSkip: { b() }", 0, "call(name(Primer), [], trailing: [_: closure, onSkip: closure])"),
    ] as [(String, Int, String)])
    func calls(source: String, at: Int, expected: String) throws {
        var reader = swiftFile(source).reader(at: at)
        let valueRead = reader.call()
        let value = try #require(valueRead)
        #expect(dump(value) == expected)
    }

    @Test func aNameAloneIsNoCall() {
        var reader = swiftFile("Primer\n(x)").reader(at: 0)
        #expect(reader.call() == nil)
    }

    /// Random bytes and Swift-shaped fragments: reading every expression never traps and always moves on.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func anyInputEnds(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["(", ")", "[", "]", "{", "}", ",", ":", ".", "?", "!", "-", "+", "=", "\n", " ", "a", "Color",
                      "try", "\"s\"", "\"\\(x)\"", "1", "0.5", "label:", "#", "`", "é", "nil", "true", "\u{0}"]
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<Int.random(in: 0...80, using: &generator) {
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    source.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
                } else {
                    source += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }
            }
            let file = swiftFile(source)
            for statement in [false, true] {
                var reader = file.reader(at: 0)
                var steps = 0
                while reader.index < file.tokens.count, steps <= file.tokens.count {
                    let before = reader.index
                    if reader.expression(statement: statement) == nil { reader.index += 1 }
                    #expect(reader.index > before, "no progress in \(source.debugDescription)")
                    steps += 1
                }
                #expect(steps <= file.tokens.count)
            }
            for index in file.tokens.indices {
                var reader = file.reader(at: index)
                _ = reader.call()
                #expect(reader.index >= index && reader.index <= file.tokens.count)
            }
        }
    }
}

/// The reader over deep nesting: the file's bracket table (``SwiftFile``) skips a bracketed run in one
/// step, and reads exactly as counting brackets token by token does.
@Suite("Expression reader, deep nesting")
struct ExpressionReaderDeepNestingTests {
    /// A source of `depth` nested levels of a shape, then `, next` after it.
    static func source(_ shape: String, depth: Int) -> String {
        switch shape {
        case "calls": String(repeating: "f(", count: depth) + "1" + String(repeating: ")", count: depth)
        case "arrays": String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        case "closures": String(repeating: "{ ", count: depth) + "1" + String(repeating: " }", count: depth)
        case "parentheses": "g(" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ")"
        case "trailing": String(repeating: "f { ", count: depth) + "1" + String(repeating: " }", count: depth)
        case "unclosed": String(repeating: "f([{", count: depth)
        default: "x + " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        }
    }

    @Test(arguments: ["calls", "arrays", "closures", "parentheses", "trailing", "unclosed", "operators"],
          [1, 2, 10, 1_000, 100_000])
    func theBracketTableReadsAsCounting(shape: String, depth: Int) {
        let file = swiftFile("let x = [" + Self.source(shape, depth: depth) + ", next]\nlet y = 2\n")
        var fast = file.reader(at: 3)
        var counting = ExpressionReader(tokens: file.tokens, bytes: file.bytes, file: file.path, at: 3)
        let read = fast.expression(statement: true)
        let counted = counting.expression(statement: true)
        #expect(read == counted)
        #expect(fast.index == counting.index)
        #expect(fast.unclosed == counting.unclosed)
        // The statement ends at its line: the next one is read on its own.
        #expect(read.map(dump)?.hasPrefix(shape == "unclosed" ? "computed" : "array[") == true)
    }

    /// ``ExpressionReader/shown(_:)``'s ASCII path gives what splitting on white space characters
    /// gives, for text of every length around the limit, with and without bytes that are not ASCII.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func shownMatchesSplittingOnWhiteSpace(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "bc", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "(", ")", "é", "e\u{301}", "\u{85}",
                      "\u{A0}", "\u{0}", "\u{1F}"]
        for _ in 0..<2_000 {
            var text = ""
            let count = Int.random(in: 0...(3 * SwiftExpression.sourceLimit), using: &generator)
            let ascii = Bool.random(using: &generator)
            for _ in 0..<count {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                if ascii, piece.utf8.contains(where: { $0 >= 0x80 }) { continue }
                text += piece
            }
            let bytes = ArraySlice(Array(text.utf8))
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let expected = words.count > SwiftExpression.sourceLimit ? words.prefix(SwiftExpression.sourceLimit) + "…" : words
            #expect(ExpressionReader.shown(bytes) == expected, "\(text.debugDescription)")
        }
    }
}
