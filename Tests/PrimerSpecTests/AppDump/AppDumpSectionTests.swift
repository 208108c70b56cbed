import Foundation
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The `app-dump` section: its header's syntax, the semantic pass (the state, the voiceover section
/// it is held against, the dump read relative to the spec with its errors located in the dump), and
/// the recorder, which leaves it alone. Specs are of the tests' small blocks (``TestBlocks``); the
/// dumps are the fixtures under `Tests/AppDumps/`.
@Suite("App dump: the app-dump section")
struct AppDumpSectionTests {
    static let root = SpecTest.repositoryRoot
    static let path = "Specs/t.primerspec"
    static let usage = "app-dump STATE \"PATH\" [identifier-prefix \"PREFIX\" | container \"IDENTIFIER\" | labels \"FIRST\" \"LAST\"]"
    static let blocks = TestBlocks.registry
    static let head = "primer newsletter\n\nvoiceover ready\n\n"
    static let ready = "\"../Tests/AppDumps/notifications-ready.txt\""

    /// The diagnostics of loading `head` plus `section` as `Specs/t.primerspec` from the repository's root.
    static func load(_ section: String) -> [Finding] {
        SpecLoader.load(Array((head + section + "\n").utf8), path: path, workingDirectory: root, blocks: blocks).diagnostics
    }

    static func error(_ span: String, _ message: String, offending: String?, expected: String? = nil,
                      notes: [(String, String)] = [], rule: String? = nil) -> Finding {
        var finding = DumpTest.error(span, message, offending: offending, expected: expected, notes: notes, file: path)
        finding.rule = rule
        return finding
    }

    static let cases: [(String, [Finding])] = [
        ("app-dump", [error("5:9-5:9", "missing STATE after 'app-dump'; expected \(usage)", offending: nil)]),
        ("app-dump ready", [error("5:15-5:15", "missing \"PATH\" after 'ready'; expected \(usage)", offending: nil)]),
        ("app-dump ready x.txt", [error("5:16-5:21", "unexpected 'x.txt' after 'ready'; expected \"PATH\" (a quoted string)",
                                        offending: "x.txt")]),
        ("app-dump ready \"\"", [error("5:16-5:18", "empty dump path; expected \"PATH\": the dump file, relative to the spec",
                                       offending: "\"\"")]),
        ("app-dump ready \(ready) contaner \"primer\"", [error(
            "5:60-5:68", "unexpected 'contaner' after \(SyntaxError.abbreviate(ready)); expected identifier-prefix \"PREFIX\", container "
                + "\"IDENTIFIER\", labels \"FIRST\" \"LAST\" or end of line (did you mean 'container'?)", offending: "contaner")]),
        ("app-dump ready \(ready) container", [error(
            "5:69-5:69", "missing \"IDENTIFIER\" after 'container'; expected container \"IDENTIFIER\"", offending: nil)]),
        ("app-dump ready \(ready) container \"\"", [error(
            "5:70-5:72", "empty IDENTIFIER after 'container'; expected container \"IDENTIFIER\" with text", offending: "\"\"")]),
        ("app-dump ready \(ready) labels \"Turn on notifications\"", [error(
            "5:90-5:90", "missing \"LAST\" after \"Turn on notifications\"; expected labels \"FIRST\" \"LAST\"", offending: nil)]),
        ("app-dump ready \(ready) container \"primer\" again", [error(
            "5:79-5:84", "unexpected 'again' after \"primer\"; expected end of line", offending: "again")]),
        ("app-dump ready \(ready)\n  \"Continue. Button.\"", [error(
            "6:3-6:22", "unexpected string \"Continue. Button.\" in 'app-dump' body; expected no body: an app-dump section "
                + "is held against the spec's 'voiceover STATE' section; end the header with a blank line (comment lines "
                + "may stay)", offending: "\"Continue. Button.\"")]),
        ("app-dump redy \(ready)", [error(
            "5:10-5:14", "unknown state 'redy'; expected one of ready (did you mean 'ready'?)", offending: "redy",
            expected: "ready")]),
        ("app-dump ready \(ready)\n\napp-dump ready \(ready)", [
            Finding.error("duplicate section 'app-dump ready \(ready)'; each state, transition and environment is checked once",
                             at: SpecTest.range("7:1-7:59", file: path), offendingText: "app-dump ready \(ready)",
                             expected: "a section not given before",
                             notes: [.init("first given here", at: SpecTest.location("5:1", file: path))]),
        ]),
    ]

    @Test(arguments: cases)
    func errorsAreLocatedInTheSpec(_ section: String, _ diagnostics: [Finding]) {
        #expect(Self.load(section) == diagnostics)
    }

    @Test func theVoiceOverSectionItIsHeldAgainstMustBeInTheSpec() {
        let text = "primer newsletter\n\napp-dump ready \(Self.ready)\n"
        let diagnostics = SpecLoader.load(Array(text.utf8), path: Self.path, workingDirectory: Self.root,
                                          blocks: Self.blocks).diagnostics
        #expect(diagnostics == [Self.error(
            "3:10-3:15", "the spec has no 'voiceover ready' section to hold the dump against; expected a 'voiceover "
                + "ready' section in this spec (add it with an empty body and run primer-spec check --record)",
            offending: "ready", rule: "app-dump")])
    }

    @Test func anUnreadableDumpIsNamed() {
        let absolute = URL(fileURLWithPath: Self.root + "/Tests/AppDumps/missing.txt").standardizedFileURL.path
        #expect(Self.load("app-dump ready \"../Tests/AppDumps/missing.txt\"") == [Self.error(
            "5:16-5:47", "cannot read the app dump \"../Tests/AppDumps/missing.txt\" (looked for \(absolute)): no such file; "
                + "expected a "
                + "text file holding XCUIApplication().debugDescription, its path relative to the spec",
            offending: "\"../Tests/AppDumps/missing.txt\"")])
    }

    @Test func aDumpThatIsAFolderSaysSo() {
        let absolute = URL(fileURLWithPath: Self.root + "/Tests/AppDumps").standardizedFileURL.path
        #expect(Self.load("app-dump ready \"../Tests/AppDumps\"") == [Self.error(
            "5:16-5:35", "cannot read the app dump \"../Tests/AppDumps\" (looked for \(absolute)): it is a folder, not a "
                + "file; expected a text file holding XCUIApplication().debugDescription, its path relative to the spec",
            offending: "\"../Tests/AppDumps\"")])
    }

    @Test func theDumpsErrorsAreLocatedInTheDumpWithANoteAtTheSection() {
        #expect(Self.load("app-dump ready \"../Tests/AppDumps/hung-app.txt\"") == [DumpTest.error(
            "1:1-1:13", "the dump has only a query chain and no 'Element subtree:': XCTest could not snapshot the app "
                + "'com.example.Reminders' (it may have hung or crashed); expected a dump written while the app is idle, "
                + "with its element subtree", offending: "Query chain:", file: "Tests/AppDumps/hung-app.txt")
                .withNote("the dump is named here", at: SpecTest.location("5:16", file: Self.path))])
    }

    /// The banner declares only `voiceover` sections; `app-dump` is every block's.
    @Test func everyBlocksSpecMayHaveIt() throws {
        let spec = try #require(SpecLoader.load(Array("""
            block banner

            voiceover ready

            app-dump ready "../Tests/AppDumps/primer-screen-ready.txt" labels "Stay in the loop" "Not Now"
            """.utf8), path: Self.path, workingDirectory: Self.root, blocks: Self.blocks).spec)
        #expect(spec.sections.map(\.target.description) == [
            "voiceover ready", "app-dump ready \"../Tests/AppDumps/primer-screen-ready.txt\" labels \"Stay in the loop\" \"Not Now\"",
        ])
        guard case .appDump(let target) = spec.sections.last?.target else {
            Issue.record("not an app-dump target")
            return
        }
        #expect(target.dump.path == "Tests/AppDumps/primer-screen-ready.txt")
        #expect(target.scope == .labels(first: "Stay in the loop", last: "Not Now"))
        #expect(target.state == "ready")
    }

    @Test func theRecorderLeavesItAlone() throws {
        let text = Self.head + "# the shipped screen\napp-dump ready \(Self.ready) container \"primer\" # from the UI test\n"
            + "  # comment lines may stay\n"
        let outcome = Recorder(blocks: Self.blocks, workingDirectory: Self.root).record(Array(text.utf8), path: Self.path)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.changedSections == ["3: voiceover ready"])
        let written = try #require(outcome.newBytes.flatMap { String(bytes: $0, encoding: .utf8) })
        #expect(written.hasSuffix("\n\n# the shipped screen\napp-dump ready \(Self.ready) container \"primer\" # from the UI "
                                  + "test\n  # comment lines may stay\n"))
    }

    @Test(arguments: [
        ("Specs/t.primerspec", "../Tests/AppDumps/a.txt", "Tests/AppDumps/a.txt"),
        ("t.primerspec", "a.txt", "a.txt"),
        ("Specs/x/t.primerspec", "./d/../a.txt", "Specs/x/a.txt"),
        ("t.primerspec", "../a.txt", "../a.txt"),
        ("/s/t.primerspec", "../a.txt", "/a.txt"),
        ("Specs/t.primerspec", "/tmp/a.txt", "/tmp/a.txt"),
    ])
    func dumpPathsAreShownFromTheWorkingFolder(_ spec: String, _ written: String, _ shown: String) {
        #expect(AppDumpResolver.displayPath(written, specPath: spec) == shown)
    }
}
