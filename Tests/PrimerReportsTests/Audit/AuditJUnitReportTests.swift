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

/// The JUnit report: a test suite per audit, a test case per rule, a failure per failing rule.
@Suite("Audit JUnit report")
struct AuditJUnitReportTests {
    static func root() throws -> XMLElement {
        let document = try XMLDocument(xmlString: JUnitReporter().render(try AuditReportFixture.report()), options: [])
        return try #require(document.rootElement())
    }

    static func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attribute(forName: name)?.stringValue
    }

    @Test func isWellFormedWithASuitePerAuditAndACasePerRule() throws {
        #expect(JUnitSchema.problems(JUnitReporter().render(try AuditReportFixture.report())) == [])
        let root = try Self.root()
        #expect(root.name == "testsuites")
        #expect(Self.attribute(root, "name") == "primer-spec audit")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == ["Specs/broken.primerspec", AuditReportFixture.path,
                                                               AuditTest.block])
        #expect(suites.map { Self.attribute($0, "tests") } == ["1", "20", "20"])
        #expect(suites.map { Self.attribute($0, "failures") } == ["0", "2", "0"])
        // Jenkins' schema requires `errors` on every suite; it drops a report without.
        #expect(suites.map { Self.attribute($0, "errors") } == ["1", "0", "0"])
        // The spec that could not be read is a suite of its own with one erroring case; then one a spec.
        for suite in suites.dropFirst() {
            let cases = suite.elements(forName: "testcase")
            #expect(cases.map { Self.attribute($0, "name") } == RuleCatalogue.rules.map(\.id))
        }
        #expect(suites.map { Self.attribute($0.elements(forName: "testcase").first, "classname") }
            == ["Specs.broken", "Specs.a", AuditTest.block])
    }

    /// Warnings, notes and accepted findings fail nothing, but are in the case's output, each with
    /// its severity (and an accepted finding with its reason).
    @Test func acceptedFindingsAndWarningsAreInTheOutput() throws {
        let suites = try Self.root().elements(forName: "testsuite")
        let cases = suites[1].elements(forName: "testcase")
        let hidden = try #require(cases.first { Self.attribute($0, "name") == "decorative-image-hidden" })
        let output = try #require(hidden.elements(forName: "system-out").first?.stringValue)
        #expect(output.hasPrefix("error: ACCEPTED Specs/a.primerspec:"))
        #expect(output.hasSuffix("(accepted: \(AuditReportFixture.reason))"))
        let wayOn = try #require(cases.first { Self.attribute($0, "name") == "one-way-on" })
        #expect(wayOn.elements(forName: "system-out").first?.stringValue?.hasPrefix("warning: WARN Specs/a.primerspec:") == true)
    }

    @Test func failuresSkipsAndTheRest() throws {
        let suites = try Self.root().elements(forName: "testsuite").filter { Self.attribute($0, "name") == AuditReportFixture.path }
        let cases = try #require(suites.first).elements(forName: "testcase")
        func testcase(_ rule: String) throws -> XMLElement {
            try #require(cases.first { Self.attribute($0, "name") == rule })
        }
        let heading = try #require(try testcase("one-heading").elements(forName: "failure").first)
        // Quotes, ampersands and angle brackets survive escaping.
        #expect(Self.attribute(heading, "message") == "the title \"Scan <receipts> & \"more\"\" reads as "
            + "\"Scan <receipts> & \"more\"\", without \"Heading.\"; needs one heading")
        #expect(heading.stringValue?.hasPrefix("FAIL Specs/a.primerspec:1:1 audit-fake title (ready): ") == true)
        let wayOut = try #require(try testcase("a-way-out").elements(forName: "failure").first)
        #expect(Self.attribute(wayOut, "message")?.hasPrefix("accept a-way-out later matches no finding") == true)
        #expect(try testcase("tracking-primer").elements(forName: "skipped").count == 1)
        for passing in ["decorative-image-hidden", "one-way-on", "element-has-label"] {
            // Accepted findings and warnings fail nothing.
            let element = try testcase(passing)
            #expect(element.elements(forName: "failure").isEmpty && element.elements(forName: "skipped").isEmpty,
                    "\(passing)")
        }
    }

    /// `check --format junit` reports a spec that does not parse as an `<error>` test case; the
    /// audit's JUnit report leaves it out, so a CI reading only the XML sees every suite pass.
    @Test func aSpecThatCouldNotBeReadIsReported() throws {
        let xml = JUnitReporter().render(try AuditReportFixture.report())
        #expect(xml.contains(AuditReportFixture.brokenPath))
    }

    /// The audit's JUnit report escapes as the check's (one XML escaper): a character XML 1.0 cannot
    /// hold is dropped, so the document still parses, and a message keeps its quotes and line breaks.
    @Test func aMessageWithCharactersXMLCannotHoldStillParses() throws {
        let finding = Finding(severity: .error, range: nil, message: "a\u{1}b 'c' <d> & \"e\"\nf",
                              rule: "one-heading")
        let report = AuditReport(audits: [SpecAudit(path: nil, block: "b", subject: "b",
                                                    results: [AuditResult(outcome: .fail, block: "b", finding: finding)])])
        let xml = JUnitReporter().render(report)
        #expect(xml.contains("<failure type=\"one-heading\" message=\"ab &apos;c&apos; &lt;d&gt; &amp; &quot;e&quot;&#10;f\">"))
        let document = try XMLDocument(xmlString: xml, options: [])
        let failure = document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase")
            .first { Self.attribute($0, "name") == "one-heading" }?.elements(forName: "failure").first
        #expect(Self.attribute(failure, "message") == "ab 'c' <d> & \"e\"\nf")
    }
}
