import Foundation
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("GitHubReporter")
struct GitHubReporterTests {
    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("100% sure", "100%25 sure", "100%25 sure"),
        ("two\nlines\r\n", "two%0Alines%0D%0A", "two%0Alines%0D%0A"),
        ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
        ("%0A literally", "%250A literally", "%250A literally"),
        ("“curly” 😀", "“curly” 😀", "“curly” 😀"),
    ])
    func messagesAndPropertiesAreEscaped(_ text: String, _ data: String, _ property: String) {
        #expect(WorkflowCommand.data(text) == data)
        #expect(WorkflowCommand.property(text) == property)
    }

    /// Reverses the workflow command escaping.
    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    @Test func oneErrorAnnotationPerFailingSectionThenTheClosingLine() throws {
        let report = CardReportFixtures.report
        let output = GitHubReporter().render(report)
        let lines = SpecTest.lines(output)
        #expect(lines.count == 5)
        #expect(lines.suffix(2) == ["3 passed, 2 failed", ""])
        // Each annotation is one line: the command, its properties, `::` and the escaped message.
        let pattern = /^::error file=([^,:]*),line=(\d+),col=(\d+),title=([^,:]*)::(.*)$/
        var annotations: [(file: String, line: Int, column: Int, title: String, message: String)] = []
        for line in lines.prefix(3) {
            let match = try #require(line.wholeMatch(of: pattern), "not an annotation: \(line)")
            #expect(!match.5.contains("\n"))
            annotations.append((Self.unescape(String(match.1)), Int(match.2) ?? 0, Int(match.3) ?? 0,
                                Self.unescape(String(match.4)), Self.unescape(String(match.5))))
        }
        #expect(annotations.map { "\($0.file):\($0.line):\($0.column) \($0.title)" } == [
            "Specs/broken.primerspec:2:1 primer-spec: spec error",
            "Specs/b,c:d.primerspec:9:3 primer-spec: announce ready -> off",
            "Specs/b,c:d.primerspec:14:3 primer-spec: voiceover ready",
        ])
        #expect(lines[1].hasPrefix("::error file=Specs/b%2Cc%3Ad.primerspec,line=9,col=3,title=primer-spec%3A announce ready -> off::"))
        // The message is the finding, a blank line, then the section's diff.
        let failing = try #require(report.sections.first { $0.line == 8 })
        let diff = LineDiffRenderer().render(failing.diff, expectedLineNumbers: failing.expectedLineNumbers)
        #expect(annotations[1].message == failing.findings[0].message + "\n\n" + diff)
        #expect(annotations[0].message == report.errors[0].message)
    }

    @Test func notesFollowTheMessage() {
        let report = CheckReport(files: [
            Checker(blocks: CardSpec.blocks).check(Array("reminders daily\n\nvoiceover ready\n\nvoiceover ready\n".utf8), path: "d.primerspec"),
        ])
        #expect(GitHubReporter().render(report) == "::error file=d.primerspec,line=5,col=1,title=primer-spec%3A spec error::"
            + "duplicate section 'voiceover ready'; each state, transition and environment is checked once"
            + "%0Ad.primerspec:3:1: note: first given here\n0 passed, 0 failed\n")
    }

    /// However the path was typed, the annotation, its notes and the other findings under it name the
    /// file relative to the repository root, as GitHub finds it in the checkout.
    @Test(arguments: ["d.primerspec", "./d.primerspec", "Specs/../d.primerspec", "/repo/d.primerspec"])
    func notesNameTheFileRelativeToTheRoot(_ typed: String) {
        let report = CheckReport(files: [
            Checker(blocks: CardSpec.blocks).check(Array("reminders daily\n\nvoiceover ready\n\nvoiceover ready\n".utf8), path: typed),
        ])
        #expect(GitHubReporter(paths: ReportPaths(root: "/repo")).render(report)
            == "::error file=d.primerspec,line=5,col=1,title=primer-spec%3A spec error::"
            + "duplicate section 'voiceover ready'; each state, transition and environment is checked once"
            + "%0Ad.primerspec:3:1: note: first given here\n0 passed, 0 failed\n")
    }

    /// A section with several differences is one annotation, at its first differing line, naming how
    /// many more there are, with the diff once and every other finding under it at its own line.
    @Test func aSectionWithSeveralDifferencesIsOneAnnotation() throws {
        var lines = CardSpec.recorded
        lines[3] = "  \"Turn on reminders.\""
        lines[4] = "  \"We remind you.\""
        lines[6] = "  \"Not now, Button.\""
        let report = CheckReport(files: [CardSpec.check(lines.joined(separator: "\n"), path: "n.primerspec")])
        let annotations = SpecTest.lines(GitHubReporter().render(report)).filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1)
        let annotation = try #require(annotations.first)
        #expect(annotation.hasPrefix("::error file=n.primerspec,line=4,col=3,title=primer-spec%3A voiceover ready::"
            + "the spec says \"Turn on reminders.\", but the builder generates \"Turn on reminders. Heading.\" "
            + "(and 2 more findings below)%0A%0A−expected +actual"))
        #expect(annotation.components(separatedBy: "−expected +actual").count == 2)
        #expect(annotation.contains("%0A%0An.primerspec:5:3: error: the spec says \"We remind you.\""))
        #expect(annotation.contains("%0An.primerspec:7:3: error: the spec says \"Not now, Button.\""))
    }

    /// Eight empty sections: eight short annotations that suggest recording, not one per missing line.
    @Test func emptySectionsAreOneAnnotationEach() throws {
        let sections = ["voiceover ready", "voiceover on", "voiceover off", "sizes ready",
                        "targets ready", "contrast dark", "announce ready -> on", "motion ready -> off"]
        let text = "reminders daily\n\n" + sections.joined(separator: "\n\n") + "\n"
        let report = CheckReport(files: [CardSpec.check(text, path: "e.primerspec")])
        let output = GitHubReporter().render(report)
        let annotations = SpecTest.lines(output).filter { $0.hasPrefix("::error") }
        #expect(annotations.count == 8)
        #expect(annotations.allSatisfy { $0.contains("run primer-spec check --record to write") })
        #expect(output.utf8.count < 8_000)
    }

    @Test func aPassingReportIsOnlyTheClosingLine() {
        let report = CheckReport(files: [Checker(blocks: CardSpec.blocks).check(Array(CardReportFixtures.passing.utf8), path: "p.primerspec")])
        #expect(GitHubReporter().render(report) == "2 passed, 0 failed\n")
        #expect(ReportFormat.github.render(report) == "2 passed, 0 failed\n")
    }
}
