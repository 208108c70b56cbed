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
    static func document(_ report: CheckReport = ReportFixtures.report) throws -> XMLDocument {
        try XMLDocument(xmlString: JUnitReporter().render(report), options: [])
    }

    static func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func isWellFormedWithOneTestcasePerSection() throws {
        let root = try #require(try Self.document().rootElement())
        #expect(root.name == "testsuites")
        #expect(["name", "tests", "failures", "errors"].map { Self.attribute(root, $0) } == ["primer-spec", "6", "2", "1"])
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == [
            "Specs/a.primerspec", "Specs/b,c:d.primerspec", "Specs/broken.primerspec",
        ])
        #expect(suites.map { [Self.attribute($0, "tests"), Self.attribute($0, "failures"), Self.attribute($0, "errors")] } == [
            ["2", "0", "0"], ["3", "2", "0"], ["1", "0", "1"],
        ])
        let cases = suites.map { $0.elements(forName: "testcase").map { Self.attribute($0, "name") ?? "?" } }
        #expect(cases == [
            ["announce requesting -> granted (line 3)", "announce requesting -> denied (line 6)"],
            ["voiceover granted (line 6)", "announce requesting -> denied (line 13)", "voiceover ready (line 16)"],
            ["spec (parse and resolve)"],
        ])
        for suite in suites {
            for testcase in suite.elements(forName: "testcase") {
                #expect(Self.attribute(testcase, "classname") == Self.attribute(suite, "name"))
            }
        }
    }

    @Test func failuresCarryTheFindingAndTheDiffAsText() throws {
        let root = try #require(try Self.document().rootElement())
        let failing = root.elements(forName: "testsuite")[1].elements(forName: "testcase")
        #expect(failing[0].elements(forName: "failure").isEmpty)
        #expect(Self.attribute(failing[2].elements(forName: "failure").first, "message")
            == "the spec says \"Continue, Button.\", but the builder generates \"Continue. Button.\"")
        // The message and text survive escaping exactly: quotes, apostrophes, ampersands and angle brackets.
        let failure = try #require(failing[1].elements(forName: "failure").first)
        #expect(Self.attribute(failure, "message")
            == "the spec says \"Camera & <off> 'now'\" priority low, but the builder generates \"Camera & <off> 'now'\" priority high")
        let section = try #require(ReportFixtures.report.sections.first { $0.line == 13 })
        #expect(failure.stringValue == LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
            + "\n" + section.findings.map(\.rendered).joined(separator: "\n"))
        #expect(failure.stringValue?.contains("− 14 │ \"Camera & <off> 'now'\" priority low") == true)
        let error = try #require(root.elements(forName: "testsuite")[2].elements(forName: "testcase")[0]
            .elements(forName: "error").first)
        #expect(error.stringValue == ReportFixtures.report.errors.map(\.rendered).joined(separator: "\n"))
        #expect(Self.attribute(error, "message") == ReportFixtures.report.errors[0].message)
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
        #expect(ReportFormat.junit.render(ReportFixtures.report) == JUnitReporter().render(ReportFixtures.report))
    }
}
