@testable import BlockTestSupport
import Foundation
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("JSONReporter")
struct JSONReporterTests {
    static func parsed(_ report: CheckReport = ReportFixtures.report) throws -> [String: Any] {
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
        #expect(sections.count == ReportFixtures.report.sections.count)
        for section in sections {
            #expect(Set(section.keys) == ["file", "line", "title", "status", "diff", "findings"])
            #expect(section["diff"] is [[String: Any]])
        }
        let summary = sections.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0) \($0["status"] as? String ?? "?") \($0["title"] as? String ?? "?")" }
        #expect(summary == [
            "Specs/a.primerspec:3 passed announce requesting -> granted",
            "Specs/a.primerspec:6 passed announce requesting -> denied",
            "Specs/b,c:d.primerspec:6 passed voiceover granted",
            "Specs/b,c:d.primerspec:13 failed announce requesting -> denied",
            "Specs/b,c:d.primerspec:16 failed voiceover ready",
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
            "same 17 \"Fish & <Chips> \\\"now\\\". Heading.\"",
            "same 18 \"Reminders needs the camera to take photos and scan.\"",
            "same 19 \"Photos, Take pictures without leaving the app.\"",
            "same 20 \"Scanning, Point at a code to read it.\"",
            "same 21 \"Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Access the Camera. Reminders uses the camera to take photos and scan codes. Buttons: Don\u{2019}t Allow, Allow.\"",
            "removed 22 \"Continue, Button.\"",
            "inserted - \"Continue. Button.\"",
            "same 23 \"Not now. Button.\"",
        ])
        // Inserted lines have no spec line: the key is left out rather than null.
        #expect(diff[6].keys.sorted() == ["change", "text"])
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
        #expect(finding["line"] as? Int == 14)
        #expect(finding["column"] as? Int == 3)
        #expect(finding["severity"] as? String == "error")
        #expect(finding["message"] as? String
            == "the spec says \"Camera & <off> 'now'\" priority low, but the builder generates \"Camera & <off> 'now'\" priority high")
        #expect(finding["offendingText"] as? String == "\"Camera & <off> 'now'\" priority low")
        #expect(finding["expected"] as? String == "\"Camera & <off> 'now'\" priority high")
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
            Checker().check(Array("primer notifications\n\nvoiceover ready\n\nvoiceover ready\n".utf8), path: "d.primerspec"),
        ])
        let errors = try #require(try Self.parsed(report)["errors"] as? [[String: Any]])
        #expect(errors.first?["notes"] as? [String] == ["d.primerspec:3:1: note: first given here"])
    }

    @Test func anEmptyReportIsValidJSON() throws {
        let document = try Self.parsed(CheckReport(files: []))
        #expect(document["passed"] as? Int == 0)
        #expect((document["sections"] as? [Any])?.isEmpty == true)
        #expect(ReportFormat.json.render(ReportFixtures.report) == JSONReporter().render(ReportFixtures.report))
    }
}
