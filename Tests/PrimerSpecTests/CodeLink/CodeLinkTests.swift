import Foundation
@testable import PrimerCode
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A spec linked to its design's call in an app's code (`code`, `call`), on the tests' reminder card:
/// the content comes from the code, located there; the header wins with a note; every refusal is a
/// located error; a failing section names the code's words.
@Suite("Code link")
struct CodeLinkTests {
    /// An app folder (an Info.plist marks its root) with Swift files, and a spec beside it in `Specs/`.
    static func app(_ files: [(String, String)]) throws -> String {
        let folder = try makeTemporaryFolder("CodeLink")
        try FileManager.default.createDirectory(atPath: folder + "/App/Sources", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        try TemporaryFiles.write(SpecTest.plist([("CFBundleName", "Card")]), to: "App/Info.plist", in: folder)
        for (name, text) in files { try TemporaryFiles.write(text, to: "App/Sources/" + name, in: folder) }
        return folder
    }

    static let card = """
        struct Home: View {
            var body: some View {
                ReminderCard(kind: .weekly, title: "Never miss a bin day", reason: Copy.reason) {
                    allow()
                }
            }
        }
        """
    static let copy = "enum Copy {\n    static let reason = \"We tell you the night before.\"\n}\n"
    static let spec = "Specs/s.primerspec"
    static let code = "App/Sources/Card.swift"

    static func resolve(_ header: String, in folder: String) throws -> (ResolvedSpec?, [Finding]) {
        let text = header + "\n\nvoiceover ready\n"
        let file = try SpecTest.parse(text, path: spec)
        return SpecResolver(blocks: ReminderCardBlock.registry, workingDirectory: folder).resolve(file)
    }

    @Test func theContentComesFromTheCodeLocatedThere() throws {
        let folder = try Self.app([("Card.swift", Self.card), ("Copy.swift", Self.copy)])
        let (spec, diagnostics) = try Self.resolve("block reminder-card\ncode \"../App/Sources/Card.swift\"", in: folder)
        #expect(diagnostics.isEmpty)
        let resolved = try #require(spec)
        let model = try #require(resolved.model as? ReminderCardModel)
        #expect(model.kind == "weekly")
        #expect(model.title == "Never miss a bin day")
        #expect(model.reason == "We tell you the night before.")
        let link = try #require(resolved.codeLink)
        #expect(link.used.map(\.name) == ["reminders", "title", "reason"])
        #expect(link.used.map { "\($0.range.lowerBound)" } == ["\(Self.code):3:28", "\(Self.code):3:44",
                                                               "App/Sources/Copy.swift:2:25"])
        #expect(link.call.location == SourceLocation(file: Self.code, line: 3, column: 9))
    }

    /// A spec's header and the diagnostics it gets, each `severity line:column message` in its file.
    @Test(arguments: [
        // The header's own title wins, with a note there pointing at the code's.
        ("block reminder-card\ncode \"../App/Sources/Card.swift\"\ntitle \"Bins\"",
         ["note Specs/s.primerspec:3:1 'title' in the header wins over the code's \"Never miss a bin day\" "
          + "[the code's title is here: App/Sources/Card.swift:3:44]"]),
        // A kind that is not the code's.
        ("reminders daily\ncode \"../App/Sources/Card.swift\"",
         ["error Specs/s.primerspec:1:1 the spec's 'reminders daily' is not the primer the code shows: ReminderCard(…) "
          + "in Home.body at App/Sources/Card.swift:3:9 shows reminders \"weekly\"; expected reminders \"weekly\", "
          + "or another call [the code's reminders is here: App/Sources/Card.swift:3:28]"]),
        // `call` without `code`.
        ("reminders daily\ncall \"Home\"",
         ["error Specs/s.primerspec:2:1 'call' names a call in the code, and the spec links none; expected code "
          + "\"PATH\" before it"]),
        // A file that is not there.
        ("block reminder-card\ncode \"../App/Sources/Nope.swift\"",
         ["error Specs/s.primerspec:2:6 cannot read 'App/Sources/Nope.swift': no such file; expected the "
          + "Swift file that calls the design"]),
        // A file with no call of the design.
        ("block reminder-card\ncode \"../App/Sources/Copy.swift\"",
         ["error Specs/s.primerspec:2:6 '../App/Sources/Copy.swift' has no call of this block's design that "
          + "PrimerSpec can read; expected the file that calls it"]),
        // A file with two calls and no `call`.
        ("block reminder-card\ncode \"../App/Sources/Two.swift\"",
         ["error Specs/s.primerspec:2:6 '../App/Sources/Two.swift' has 2 calls of the design (ReminderCard(…) in "
          + "Two.daily at line 2; ReminderCard(…) in Two.weekly at line 3); expected call \"NAME\" naming the type, "
          + "property or function around one"]),
        // A `call` naming no declaration around a call.
        ("block reminder-card\ncode \"../App/Sources/Two.swift\"\ncall \"monthly\"",
         ["error Specs/s.primerspec:3:6 no call of the design is inside 'monthly'; expected the name of the type, "
          + "property or function around one call (the file has: ReminderCard(…) in Two.daily at line 2; "
          + "ReminderCard(…) in Two.weekly at line 3)"]),
        // A title the code computes: a note at the code, and the card's own title.
        ("block reminder-card\ncode \"../App/Sources/Computed.swift\"",
         ["note App/Sources/Computed.swift:1:46 ReminderCard's title: is computed at run time (\"Hi, \\(name)\"); "
          + "PrimerSpec does not guess it: the spec shows the design's default unless its header states title \"TEXT\""]),
        // A call that would not compile: the note, inside the error.
        ("block reminder-card\ncode \"../App/Sources/Broken.swift\"",
         ["error Specs/s.primerspec:2:6 '../App/Sources/Broken.swift' has no call of this block's design that "
          + "PrimerSpec can read; expected the file that calls it [ReminderCard(…) here is not read: 'onAllow:' is "
          + "missing: App/Sources/Broken.swift:1:9]"]),
    ] as [(String, [String])])
    func diagnostics(header: String, expected: [String]) throws {
        let folder = try Self.app([
            ("Card.swift", Self.card), ("Copy.swift", Self.copy),
            ("Two.swift", "enum Two {\n    static func daily() -> some View { ReminderCard(kind: .daily) { } }\n"
                + "    static func weekly() -> some View { ReminderCard(kind: .weekly) { } }\n}\n"),
            ("Computed.swift", "let card = ReminderCard(kind: .daily, title: \"Hi, \\(name)\") { }\n"),
            ("Broken.swift", "let x = ReminderCard(kind: .daily, title: \"T\")\n"),
        ])
        let (_, diagnostics) = try Self.resolve(header, in: folder)
        let shown = diagnostics.map { finding in
            "\(finding.severity) \(finding.range.lowerBound) \(finding.message)"
                + (finding.notes.isEmpty ? "" : " [" + finding.notes.map { "\($0.message): \($0.location.map(\.description) ?? "")" }
                    .joined(separator: "; ") + "]")
        }
        #expect(shown == expected)
    }

    /// A title the code changes fails the recorded section, naming the code's new words and the call.
    @Test func codeThatChangesFailsTheSectionAtTheCodesLine() throws {
        let folder = try Self.app([("Card.swift", Self.card), ("Copy.swift", Self.copy)])
        let header = "block reminder-card\ncode \"../App/Sources/Card.swift\"\n\nvoiceover ready\n"
        let recorded = try SpecTest.recorded(header, blocks: ReminderCardBlock.registry, path: Self.spec,
                                             workingDirectory: folder)
        #expect(recorded.contains("\"Never miss a bin day. Heading.\""))
        try TemporaryFiles.write(Self.card.replacingOccurrences(of: "Never miss a bin day", with: "Bin night"),
                                 to: "App/Sources/Card.swift", in: folder)
        let outcome = SpecTest.check(recorded, blocks: ReminderCardBlock.registry, path: Self.spec,
                                     workingDirectory: folder)
        let failed = try #require(outcome.sections.first)
        #expect(failed.status == .failed)
        let notes = failed.findings.filter { $0.severity == .error }.flatMap(\.notes).map { "\($0.location.map(\.description) ?? ""): \($0.message)" }
        #expect(notes == ["App/Sources/Card.swift:3:44: \"Bin night\" is the code's title",
                          "App/Sources/Card.swift:3:9: the spec's content comes from ReminderCard(…) in Home.body in "
                              + "App/Sources/Card.swift"])
    }
}
