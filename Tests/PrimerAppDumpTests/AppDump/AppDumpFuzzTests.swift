@testable import PrimerAppDump
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The dump reader and the comparison never trap, whatever the bytes: every error is located
/// inside the file, and whatever reads can be compared.
@Suite("App dump: fuzz")
struct AppDumpFuzzTests {
    /// Fragments of real dump lines, and bytes that break them.
    static let fragments: [[UInt8]] = [
        "Attributes: ", "Element subtree:", "Path to element:", "Query chain:", " →", "→", "↳", "  ", " ", "\n", "\r\n",
        "Application, 0x1, pid: 7", "Window (Main)", "Button", "StaticText", "Other", "Image", ", ", "0x1f", "{{", "}}",
        "}, {", "0.0", "-1", "44.5", "identifier: '", "label: '", "placeholderValue: '", "value: ", "'", "''", "', '",
        "Selected", "Disabled", "Keyboard Focused", "traits: 8", "...", "“Reminders”", "Don’t", "😀", "\u{301}", "\t",
        "t =  1.0s Requesting snapshot", "\"Attributes:",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xEF, 0xBB, 0xBF], [0x00]]

    /// A spec of the tests' sign-up card, whose `ready` state the dumps are compared with.
    static let spec = "primer newsletter\n\nvoiceover ready\n  \"Sign up. Heading.\"\n"

    static func check(_ bytes: [UInt8], spec: ResolvedSpec) {
        let result = AppDumpParser.parse(bytes, path: DumpTest.path)
        let lineCount = max(1, LineSplitter.split(bytes).lines.count)
        for diagnostic in result.diagnostics {
            #expect((1...lineCount).contains(diagnostic.location.line))
            #expect(diagnostic.location.column >= 1)
            #expect(diagnostic.range.lowerBound <= diagnostic.range.upperBound)
            #expect(diagnostic.severity == .error)
        }
        #expect(result.dump.elements.allSatisfy { element in
            element.parent.map { $0 >= 0 && $0 < result.dump.elements.count } ?? true
        })
        for scope in [AppDumpScope.wholeApp, .container("primer"), .identifierPrefix("p"), .labels(first: "a", last: "b")] {
            let target = AppDumpTarget(state: "ready", writtenPath: DumpTest.path, scope: scope, dump: result.dump)
            let outcome = AppDumpComparison(target: target).outcome(in: spec, line: 3, title: target.description,
                                                                    headerRange: SourceRange(at: SourceLocation(file: "s", line: 3, column: 1)))
            #expect(outcome.status == .failed || outcome.findings.allSatisfy { $0.severity != .error })
        }
    }

    @Test func randomFragmentSoupNeverTraps() throws {
        let spec = try SpecTest.resolved(Self.spec, blocks: TestBlocks.registry)
        var generator = SeededGenerator(seed: 0xD0_0D)
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                bytes += Self.fragments.randomElement(using: &generator) ?? []
            }
            Self.check(bytes, spec: spec)
        }
    }

    @Test func mutatedFixturesNeverTrap() throws {
        let spec = try SpecTest.resolved(Self.spec, blocks: TestBlocks.registry)
        var generator = SeededGenerator(seed: 0xF1_7E)
        for name in try DumpTest.fixtureNames() {
            let original = Array(try DumpTest.text(name).utf8)
            for _ in 0..<30 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator) ?? [], at: at)
                    default: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
                Self.check(bytes, spec: spec)
            }
        }
    }
}
