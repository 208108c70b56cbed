import Foundation
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("JSONReporter")
struct JSONReporterTests {
    static func parsed(_ report: CheckReport = CardReportFixtures.report) throws -> [String: Any] {
        let text = JSONReporter().render(report)
        #expect(text.hasSuffix("}\n"))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    static func sections(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require(document["sections"] as? [[String: Any]])
    }

    @Test func oneObjectPerSectionWithFileLineStatusAndDiff() throws {
        let document = try Self.parsed()
        #expect(Set(document.keys) == ["version", "tool", "passed", "failed", "errors", "warnings", "sections"])
        #expect(document["version"] as? Int == JSONReporter.formatVersion)
        #expect(document["passed"] as? Int == 3)
        #expect(document["failed"] as? Int == 2)
        let sections = try Self.sections(document)
        #expect(sections.count == CardReportFixtures.report.sections.count)
        for section in sections {
            #expect(Set(section.keys) == ["file", "line", "title", "status", "diff", "findings"])
            #expect(section["diff"] is [[String: Any]])
        }
        let summary = sections.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0) \($0["status"] as? String ?? "?") \($0["title"] as? String ?? "?")" }
        #expect(summary == [
            "Specs/a.primerspec:3 passed announce ready -> on",
            "Specs/a.primerspec:6 passed announce ready -> off",
            "Specs/b,c:d.primerspec:4 passed voiceover on",
            "Specs/b,c:d.primerspec:8 failed announce ready -> off",
            "Specs/b,c:d.primerspec:11 failed voiceover ready",
        ])
    }

    @Test func theDiffListsEveryLineWithItsChangeAndSpecLine() throws {
        let sections = try Self.sections(try Self.parsed())
        let diff = try #require(sections[4]["diff"] as? [[String: Any]])
        let rows = diff.map { row -> String in
            let line = (row["line"] as? Int).map(String.init) ?? "-"
            return "\(row["change"] as? String ?? "?") \(line) \(row["text"] as? String ?? "?")"
        }
        #expect(rows == [
            "same 12 \"Fish & <Chips> \\\"now\\\". Heading.\"",
            "same 13 \"We remind you each week of what is due.\"",
            "removed 14 \"Allow, Button.\"",
            "inserted - \"Allow. Button.\"",
            "same 15 \"Not now. Button.\"",
        ])
        // Inserted lines have no spec line: the key is left out rather than null.
        #expect(diff[3].keys.sorted() == ["change", "text"])
        let passingDiff = try #require(sections[0]["diff"] as? [[String: Any]])
        #expect(passingDiff.map { $0["change"] as? String } == ["same"])
    }

    @Test func findingsAndErrorsAreWholeDiagnostics() throws {
        let document = try Self.parsed()
        let sections = try Self.sections(document)
        let findings = try #require(sections[3]["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        let finding = findings[0]
        #expect(finding["file"] as? String == "Specs/b,c:d.primerspec")
        #expect(finding["line"] as? Int == 9)
        #expect(finding["column"] as? Int == 3)
        #expect(finding["severity"] as? String == "error")
        #expect(finding["message"] as? String
            == "the spec says \"Reminders & <off> 'now'\" priority low, but the builder generates \"Reminders are off\" priority high")
        #expect(finding["offendingText"] as? String == "\"Reminders & <off> 'now'\" priority low")
        #expect(finding["expected"] as? String == "\"Reminders are off\" priority high")
        #expect((finding["notes"] as? [Any])?.isEmpty == true)
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors[0]["file"] as? String == "Specs/broken.primerspec")
        #expect(errors[0]["line"] as? Int == 2)
        #expect(errors[0]["column"] as? Int == 1)
        #expect(errors[0]["offendingText"] as? String == "titel")
        #expect((errors[0]["message"] as? String)?.hasPrefix("unknown keyword 'titel'; expected a header field") == true)
    }

    @Test func notesAreRenderedWithTheirLocations() throws {
        let report = CheckReport(files: [
            Checker(blocks: CardSpec.blocks).check(Array("reminders daily\n\nvoiceover ready\n\nvoiceover ready\n".utf8), path: "d.primerspec"),
        ])
        let errors = try #require(try Self.parsed(report)["errors"] as? [[String: Any]])
        #expect(errors.first?["notes"] as? [String] == ["d.primerspec:3:1: note: first given here"])
    }

    @Test func anEmptyReportIsValidJSON() throws {
        let document = try Self.parsed(CheckReport(files: []))
        #expect(document["passed"] as? Int == 0)
        #expect((document["sections"] as? [Any])?.isEmpty == true)
        #expect(ReportFormat.json.render(CardReportFixtures.report) == JSONReporter().render(CardReportFixtures.report))
    }
}
