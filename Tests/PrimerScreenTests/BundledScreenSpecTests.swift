@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The bundled `Specs/primer-screen*.primerspec` pass; the rings in their full-motion `appear`
/// sections get WCAG 2.2.2 warnings without failing them.
@Suite("Bundled primer-screen specs")
struct BundledScreenSpecTests {
    static let files = ["Specs/primer-screen.primerspec", "Specs/primer-screen-ios26.primerspec",
                        "Specs/primer-screen-tracking.primerspec"]
    /// The screen in German and Spanish, checked with the other locale specs (`SpecLanguageTests`).
    static let localeFiles = ["Specs/primer-screen-de.primerspec", "Specs/primer-screen-es.primerspec"]

    static func outcome(_ file: String) throws -> (FileOutcome, [String]) {
        let text = try String(contentsOfFile: SpecTest.repositoryRoot + "/" + file, encoding: .utf8)
        return (SpecTest.check(text, path: file), SpecTest.lines(text))
    }

    @Test func theListIsEveryBundledScreenSpec() throws {
        #expect(try SpecTest.bundledSpecs().filter { $0.hasPrefix("Specs/primer-screen") } == (Self.files + Self.localeFiles).sorted())
    }

    @Test(arguments: files)
    func everySectionPasses(_ file: String) throws {
        let (outcome, _) = try Self.outcome(file)
        #expect(outcome.errors.isEmpty)
        #expect(!outcome.sections.isEmpty)
        #expect(outcome.sections.allSatisfy { $0.status == .passed })
        // The rings' WCAG 2.2.2 warnings, accepted in the header, are notes giving the reason.
        #expect(outcome.sections.flatMap(\.findings).allSatisfy { $0.severity == .note })
    }

    @Test("Full-motion appear warns once a ring, accepted in the header; nothing else warns", arguments: [
        ("Specs/primer-screen.primerspec", 1), ("Specs/primer-screen-tracking.primerspec", 1),
        ("Specs/primer-screen-ios26.primerspec", 0),
    ])
    func ringWarnings(_ file: String, _ appearSections: Int) throws {
        let (outcome, lines) = try Self.outcome(file)
        let warned = outcome.sections.filter { !$0.findings.isEmpty }
        #expect(warned.map(\.title) == Array(repeating: "motion ready -> ready via appear", count: appearSections))
        let expected = "a way to pause, stop or hide the motion, or motion that ends within 5 s"
        for section in warned {
            #expect(section.status == .passed)
            #expect(section.findings.map(\.message) == ["ring.0", "ring.1"].map { ring in
                "\(ring) moves or blinks on repeat for ever; expected \(expected) (WCAG 2.2.2 Pause, Stop, Hide, level A)"
            })
            for (finding, ring) in zip(section.findings, ["ring.0", "ring.1"]) {
                #expect(finding.severity == .note)
                #expect(finding.rule == "automatic-motion-can-stop")
                #expect(finding.notes.first?.message.hasPrefix("accepted: ") == true)
                #expect(finding.expected == expected)
                #expect(finding.location.file == file && finding.location.column == 3)
                // The warning sits on the ring's first line, its widening.
                let line = lines[finding.location.line - 1]
                #expect(words(line).contains("+2.00 \(ring) scale 1 -> 1.7"))
            }
        }
    }

    /// Recording a spec whose section bodies were emptied writes the bundled bodies back.
    @Test(arguments: files)
    func recordingEmptiedBodiesGivesTheBundledFile(_ file: String) throws {
        let text = try String(contentsOfFile: SpecTest.repositoryRoot + "/" + file, encoding: .utf8)
        let emptied = SpecTest.lines(text).filter { !$0.hasPrefix("  ") }.joined(separator: "\n")
        #expect(emptied != text)
        let recorded = try SpecTest.recorded(emptied, path: file)
        expectSameLines(recorded, SpecTest.lines(text))
    }

    @Test func theCheckCommandPassesThemQuietlyWithTheirWarningsAccepted() {
        let result = runTool(["check"] + Self.files, in: SpecTest.repositoryRoot)
        #expect(result.exitCode == .success)
        #expect(result.output.hasSuffix("26 passed, 0 failed\n"))
        #expect(!result.output.contains(": warning: "))
        #expect(result.output.components(separatedBy: "2 warnings accepted, shown by --verbose").count - 1 == 2)
        let verbose = runTool(["check", "--verbose"] + Self.files, in: SpecTest.repositoryRoot)
        #expect(verbose.output.components(separatedBy: ": note: accepted: ").count - 1 == 4)
    }
}

private func runTool(_ arguments: [String], in directory: String) -> CommandResult {
    PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: directory))
}
