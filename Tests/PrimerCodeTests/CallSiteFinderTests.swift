@testable import PrimerCode
import PrimerSyntax
import Testing

/// Finding the calls of declared shapes: arguments matched by label as the compiler would, comments,
/// strings and declarations passed over, and every call that would not compile a located note.
@Suite("Call-site finder")
struct CallSiteFinderTests {
    /// A test's own designs: an initialiser with defaults and closures, and a modifier.
    static let shapes = [
        CallShape(.initializer("Primer"), [
            CallParameter("title", .localizedText),
            CallParameter("message", .string, hasDefault: true),
            CallParameter("tint", .color, hasDefault: true),
            CallParameter("onContinue", .closure),
            CallParameter("onSkip", .closure, hasDefault: true),
        ]),
        CallShape(.modifier("gate"), [
            CallParameter("_", .value),
            CallParameter("title", .string),
            CallParameter("description", .string, hasDefault: true),
        ]),
    ]

    static func found(_ source: String) -> CallSiteFinder.Found {
        CallSiteFinder(shapes: shapes).calls(in: SwiftModule(files: [swiftFile(source, path: "V.swift")]))
    }

    /// A call as `name@line:column in path [label: value, …]`, its arguments in the shape's order.
    static func summary(_ call: CodeCall) -> String {
        let arguments = call.shape.parameters.compactMap { parameter in
            call.argument(parameter.label).map { "\(parameter.label): \(dump($0.value))" }
        }
        return "\(call.shape.name)@\(call.location.line):\(call.location.column) in "
            + "\(call.declarationPath.joined(separator: ".")) [\(arguments.joined(separator: ", "))]"
    }

    @Test(arguments: [
        // Labels in order, defaults left out, a closure argument.
        ("""
         struct Onboarding: View {
             var body: some View {
                 Primer(title: "Hello", tint: .teal, onContinue: { start() })
             }
         }
         """, [#"Primer@3:9 in Onboarding.body [title: string("Hello"), tint: .teal, onContinue: closure]"#]),
        // Trailing closures: the first takes the first closure parameter, the labelled one its own.
        ("""
         struct Onboarding: View {
             var body: some View {
                 Primer(title: "Hi") {
                     start()
                 } onSkip: {
                     skip()
                 }
             }
         }
         """, [#"Primer@3:9 in Onboarding.body [title: string("Hi"), onContinue: closure, onSkip: closure]"#]),
        // A modifier, at its name after the dot, on one line in a chain.
        ("""
         struct Scanner: View {
             var body: some View {
                 Camera(onCode: handle).gate(.camera, title: "Scan", description: Copy.scan).padding()
             }
         }
         """, ["gate@3:32 in Scanner.body [_: .camera, title: string(\"Scan\"), description: member(name(Copy), scan)]"]),
        // Comments, strings and declarations hold no calls; a longer name and a member type are other names.
        ("""
         // Primer(title: "In a comment", onContinue: {})
         /* Primer(title: "In a block", onContinue: {}) */
         struct Primer { }
         extension Primer { func gate(_ x: Int, title: String) {} }
         func gate(_ x: Int) {}
         struct V {
             let log = "Primer(title: \\"in a string\\", onContinue: {})"
             let other = PrimerBenefit(title: "x")
             let content = Primer.Content.standard(for: .camera)
             let multi = \"\"\"
                 Primer(title: "multi", onContinue: {})
                 \"\"\"
             func g() { gate(1, title: "a free function") }
         }
         """, [String]()),
    ] as [(String, [String])])
    func finds(source: String, expected: [String]) {
        let found = Self.found(source)
        #expect(found.calls.map(Self.summary) == expected)
        #expect(found.notes == [])
    }

    @Test func aCallKnowsItsFileTokenAndSource() throws {
        let found = Self.found("let a = 1\nlet v = Primer(title: \"T\") { go() }\n")
        let call = try #require(found.calls.first)
        #expect(call.file == 0)
        #expect(call.location == SourceLocation(file: "V.swift", line: 2, column: 9))
        #expect(call.token == 7)
        #expect(call.source == #"Primer(title: "T") { go() }"#)
        #expect(call.declarationPath == [])
        #expect(call.description == "Primer(…)")
    }

    static func note(line: Int, column: Int, _ message: String, offending: String, expected: String) -> Finding {
        Finding(severity: .note, range: SourceRange(at: SourceLocation(file: "V.swift", line: line, column: column)),
                message: message, offendingText: offending, expected: expected)
    }

    @Test(arguments: [
        // A label the design does not take.
        ("x = Primer(title: \"T\", colour: .red, onContinue: {})",
         note(line: 1, column: 5, "Primer(…) here is not read: Primer(title:message:tint:onContinue:onSkip:) has no parameter 'colour:'",
              offending: "Primer(title: \"T\", colour: .red, onContinue: {})",
              expected: "Primer(title:message:tint:onContinue:onSkip:)")),
        // A label out of order.
        ("x = Primer(title: \"T\", tint: .red, message: \"M\", onContinue: {})",
         note(line: 1, column: 5,
              "Primer(…) here is not read: 'message:' must come before 'tint:' in Primer(title:message:tint:onContinue:onSkip:)",
              offending: "Primer(title: \"T\", tint: .red, message: \"M\", onContinue: {})",
              expected: "Primer(title:message:tint:onContinue:onSkip:)")),
        // A label given again after the one it should follow.
        ("x = Primer(message: \"M\", title: \"T\", onContinue: {})",
         note(line: 1, column: 5,
              "Primer(…) here is not read: 'title:' must come before 'message:' in Primer(title:message:tint:onContinue:onSkip:)",
              offending: "Primer(message: \"M\", title: \"T\", onContinue: {})",
              expected: "Primer(title:message:tint:onContinue:onSkip:)")),
        // A required argument missing, at the end and before a later label.
        ("x = Primer(title: \"T\")",
         note(line: 1, column: 5, "Primer(…) here is not read: 'onContinue:' is missing",
              offending: "Primer(title: \"T\")", expected: "Primer(title:message:tint:onContinue:onSkip:)")),
        ("x = Primer(message: \"M\", onContinue: {})",
         note(line: 1, column: 5, "Primer(…) here is not read: 'title:' is missing before 'message:'",
              offending: "Primer(message: \"M\", onContinue: {})", expected: "Primer(title:message:tint:onContinue:onSkip:)")),
        // A modifier missing its title.
        ("v\n    .gate(.camera)",
         note(line: 2, column: 6, ".gate(…) here is not read: 'title:' is missing",
              offending: ".gate(.camera)", expected: ".gate(_:title:description:)")),
        // A bracket still open when the file ends.
        ("struct V {\n    var body: some View {\n        Primer(title: \"T\", onContinue: {\n            start()\n",
         note(line: 3, column: 9,
              "Primer(…) here is not read: a bracket opened at V.swift:3:40 is never closed; expected a complete call",
              offending: "Primer(title: \"T\", onContinue: { start()", expected: "a complete call")),
    ] as [(String, Finding)])
    func refuses(source: String, note: Finding) {
        let found = Self.found(source)
        #expect(found.calls.isEmpty)
        #expect(found.notes == [note])
    }
}
