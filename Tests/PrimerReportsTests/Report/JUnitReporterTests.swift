import Foundation
@testable import PrimerTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import PrimerSpec
@testable import PrimerMotion
@testable import PrimerSyntax
@testable import PrimerReports
@testable import PrimerCLI

@Suite("JUnitReporter")
struct JUnitReporterTests {
    static func document(_ report: CheckReport = CardReportFixtures.report) throws -> XMLDocument {
        try XMLDocument(xmlString: JUnitReporter().render(report), options: [])
    }

    static func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func isWellFormedWithOneTestcasePerSection() throws {
        #expect(JUnitSchema.problems(JUnitReporter().render(CardReportFixtures.report)) == [])
        let root = try #require(try Self.document().rootElement())
        #expect(root.name == "testsuites")
        #expect(["name", "tests", "failures", "errors"].map { Self.attribute(root, $0) }
            == ["primer-spec check", "8", "2", "1"])
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == [
            "Specs/a.primerspec", "Specs/b,c:d.primerspec", "Specs/broken.primerspec",
        ])
        #expect(suites.map { [Self.attribute($0, "tests"), Self.attribute($0, "failures"), Self.attribute($0, "errors")] } == [
            ["3", "0", "0"], ["4", "2", "0"], ["1", "0", "1"],
        ])
        // Tests are named by what they check, never by their line: a line added above renames none.
        let cases = suites.map { $0.elements(forName: "testcase").map { Self.attribute($0, "name") ?? "?" } }
        #expect(cases == [
            ["spec parses and resolves", "announce ready -> on", "announce ready -> off"],
            ["spec parses and resolves", "voiceover on", "announce ready -> off", "voiceover ready"],
            ["spec parses and resolves"],
        ])
        // Jenkins shows the folder as the package and the spec as the class.
        #expect(suites.map { $0.elements(forName: "testcase").compactMap { Self.attribute($0, "classname") } }
            == [Array(repeating: "Specs.a", count: 3), Array(repeating: "Specs.b,c:d", count: 4), ["Specs.broken"]])
    }

    @Test(arguments: [
        ("Specs/camera.primerspec", "Specs.camera"),
        ("camera.primerspec", "camera"),
        ("App/UI Tests/v1.2/onboarding.v2.primerspec", "App.UI Tests.v1_2.onboarding_v2"),
    ])
    func theClassnameIsTheFolderAndTheSpec(_ path: String, _ classname: String) {
        #expect(JUnitReporter.classname(path) == classname)
    }

    /// A warning fails nothing, but is in the report, with its severity: a file's under the spec's
    /// own case, a section's under the section's.
    @Test func warningsAndNotesAreInTheCasesOutput() throws {
        let at = PrimerSyntax.SourceLocation(file: "s.primerspec", line: 2, column: 1)
        let assumption = Finding(severity: .warning, range: SourceRange(at: at), message: "assumes iOS 16")
        let endless = Finding(severity: .note, range: SourceRange(at: at), message: "loops for ever")
        let section = SectionOutcome(file: "s.primerspec", line: 3, title: "motion ready", status: .passed,
                                     diff: LineDiff(expected: [], actual: []), expectedLineNumbers: [],
                                     findings: [endless])
        let xml = JUnitReporter().render(CheckReport(files: [
            FileOutcome(path: "s.primerspec", sections: [section], warnings: [assumption]),
        ]))
        #expect(JUnitSchema.problems(xml) == [])
        let cases = try #require(try XMLDocument(xmlString: xml, options: []).rootElement()?
            .elements(forName: "testsuite").first?.elements(forName: "testcase"))
        #expect(cases.map { $0.elements(forName: "system-out").first?.stringValue } == [
            "s.primerspec:2:1: warning: assumes iOS 16", "s.primerspec:2:1: note: loops for ever",
        ])
        #expect(cases.allSatisfy { $0.elements(forName: "failure").isEmpty })
    }

    @Test func failuresCarryTheFindingAndTheDiffAsText() throws {
        let root = try #require(try Self.document().rootElement())
        let failing = Array(root.elements(forName: "testsuite")[1].elements(forName: "testcase").dropFirst())
        #expect(failing[0].elements(forName: "failure").isEmpty)
        #expect(Self.attribute(failing[2].elements(forName: "failure").first, "message")
            == "the spec says \"Allow, Button.\", but the builder generates \"Allow. Button.\"")
        // The message and text survive escaping exactly: quotes, apostrophes, ampersands and angle brackets.
        let failure = try #require(failing[1].elements(forName: "failure").first)
        #expect(Self.attribute(failure, "message")
            == "the spec says \"Reminders & <off> 'now'\" priority low, but the builder generates \"Reminders are off\" priority high")
        let section = try #require(CardReportFixtures.report.sections.first { $0.line == 8 })
        #expect(failure.stringValue == LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
            + "\n" + section.findings.map(\.rendered).joined(separator: "\n"))
        #expect(Self.attribute(failure, "type") == "mismatch")
        #expect(failure.stringValue?.contains("− 9 │ \"Reminders & <off> 'now'\" priority low") == true)
        let error = try #require(root.elements(forName: "testsuite")[2].elements(forName: "testcase")[0]
            .elements(forName: "error").first)
        #expect(error.stringValue == CardReportFixtures.report.errors.map(\.rendered).joined(separator: "\n"))
        #expect(Self.attribute(error, "message") == CardReportFixtures.report.errors[0].message)
    }

    @Test(arguments: [
        ("a & b", "a &amp; b"),
        ("<tag attr=\"v\" other='w'>", "&lt;tag attr=&quot;v&quot; other=&apos;w&apos;&gt;"),
        ("line\nbreak\ttab", "line&#10;break&#9;tab"),
        ("bell\u{7}form\u{C}cr\r", "bellformcr"),
        ("\u{FFFE}\u{FFFF}ok", "ok"),
        ("“curly” 😀 עברית", "“curly” 😀 עברית"),
    ])
    func escapingKeepsTheDocumentWellFormed(_ text: String, _ escaped: String) throws {
        #expect(XMLText.escape(text) == escaped)
        let element = try XMLDocument(xmlString: "<a b=\"\(escaped)\">\(escaped)</a>", options: []).rootElement()
        #expect(element?.attribute(forName: "b")?.stringValue == element?.stringValue)
    }

    @Test func anEmptyReportIsAnEmptySuiteList() throws {
        let root = try #require(try Self.document(CheckReport(files: [])).rootElement())
        #expect(root.name == "testsuites")
        #expect(Self.attribute(root, "tests") == "0")
        #expect(root.elements(forName: "testsuite").isEmpty)
        #expect(ReportFormat.junit.render(CardReportFixtures.report) == JUnitReporter().render(CardReportFixtures.report))
    }
}
