import Foundation
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("HTMLReporter")
struct HTMLReporterTests {
    /// Every string a person can write into a spec, hostile or not: markup, both quotes, an
    /// ampersand, right-to-left words and emoji, in the title, the reason, the on-title (which the
    /// announcement and the timeline repeat), and a section body that fails.
    static let hostile = #"""
        reminders daily
        title "<script>alert(\"x\")</script> & 'q'"
        reason "שלום עולם — مرحبا بالعالم 🔔 <b>first</b> 👩🏽‍💻"
        on-title "<img src=x onerror=alert(1)> on"

        voiceover ready
          "<script>alert(\"x\")</script> & 'q'. Heading."

        announce ready -> on

        motion ready -> on reduce-motion

        """#

    static let path = "Specs/<i>\"odd\" & 'name'.primerspec"

    static func page(_ text: String, path: String = path, audit: Bool = false) throws -> String {
        let outcome = Checker(blocks: CardSpec.blocks).check(Array(text.utf8), path: path)
        let spec = try #require(SpecLoader.load(Array(text.utf8), path: path, workingDirectory: nil, blocks: CardSpec.blocks).spec)
        let report = CheckReport(files: [outcome])
        let auditReport = audit ? AuditReport(audits: [SpecAudit.of(spec)]) : nil
        return HTMLReporter().render(HTMLReportPage.of(report, specs: [spec], audit: auditReport))
    }

    @Test func everyUserStringIsEscaped() throws {
        let html = try Self.page(Self.hostile, audit: true)
        // No markup from the spec survives: the page has no script and no element the spec wrote.
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>first"))
        #expect(!html.contains("<i>\"odd"))
        // The words are all there, escaped, in the diff, the reading list, the announcement and the timeline.
        #expect(html.contains("&lt;script&gt;alert(\\&quot;x\\&quot;)&lt;/script&gt; &amp; &#39;q&#39;. Heading."))
        #expect(html.contains("<p class=\"spoken\"><bdi>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;. Heading.</bdi></p>"))
        #expect(html.contains("<bdi>&lt;img src=x onerror=alert(1)&gt; on</bdi> <span class=\"badge neutral\">priority high</span>"))
        #expect(html.contains("high &quot;&lt;img src=x onerror=alert(1)&gt; on&quot; at 0.30 s</text>"))
        #expect(html.contains("announce high &quot;&lt;img src=x onerror=alert(1)&gt; on&quot; at 0.30 s"))
        // Right-to-left words and emoji arrive intact, isolated from the page's own words.
        #expect(html.contains("<bdi>שלום עולם — مرحبا بالعالم 🔔 &lt;b&gt;first&lt;/b&gt; 👩🏽‍💻</bdi></p>"))
        // The path, in headings, links, locations and ids.
        #expect(html.contains("<bdi>Specs/&lt;i&gt;&quot;odd&quot; &amp; &#39;name&#39;.primerspec</bdi>"))
        #expect(html.contains("<a href=\"#file-1-line-6\">"))
        #expect(!html.contains("id=\"Specs"))
    }

    @Test func theSpecsFailingSectionsShowTheirDiffAndAreLinked() throws {
        let html = try Self.page(Self.hostile)
        #expect(html.contains("<dt>Sections</dt><dd><span class=\"pass\">0 passed</span>, <span class=\"fail\">3 failed</span></dd>"))
        // The title's line is the same on both sides; the rest of what VoiceOver reads is missing.
        #expect(html.contains("<span class=\"line same\">  7 │ <bdi>&quot;&lt;script&gt;alert(\\&quot;x\\&quot;)&lt;/script&gt; "
                              + "&amp; &#39;q&#39;. Heading.&quot;</bdi></span>"))
        #expect(html.contains("<ins class=\"line inserted\">+   │ <bdi>&quot;שלום עולם — مرحبا بالعالم 🔔 &lt;b&gt;first&lt;/b&gt; "
                              + "👩🏽‍💻&quot;</bdi></ins>"))
        #expect(html.contains("<ins class=\"line inserted\">+  │ <bdi>&quot;&lt;img src=x onerror=alert(1)&gt; on&quot; "
                              + "priority high</bdi></ins>"))
        for line in [6, 9, 11] {
            #expect(html.contains("<li><a href=\"#file-1-line-\(line)\">"))
            #expect(html.contains("<h3 id=\"file-1-line-\(line)\">"))
        }
    }

    @Test func aRunWithNoSectionsIsStillAPage() {
        let html = HTMLReporter().render(CheckReport(files: []))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<h1>PrimerSpec check report</h1>"))
        #expect(html.contains("<dt>Spec files</dt><dd>0: 0 passed, 0 failed, 0 could not be checked</dd>"))
        #expect(html.contains("<dt>Sections</dt><dd><span class=\"pass\">0 passed</span>, <span class=\"neutral\">0 failed</span></dd>"))
        #expect(html.contains("<p>No spec file was checked, so there are no sections to show.</p>"))
        #expect(html.contains("<main id=\"main\">") && html.hasSuffix("</body>\n</html>\n"))
        #expect(!html.contains("<section class=\"spec-section") && !html.contains("<nav"))
    }

    @Test func anAuditWithNothingAuditedIsStillAPage() {
        let html = HTMLReporter().render(AuditReport(audits: []))
        #expect(html.contains("<h1>PrimerSpec audit report</h1>"))
        #expect(html.contains("<p>No block was audited.</p>"))
        #expect(html.contains("<dt>Audit checks</dt><dd>0 passed, 0 not applicable</dd>"))
    }

    /// The summary links to every rule with results and to every place with an open finding, and
    /// each link has its target on the page.
    @Test func theSummaryLinksToEveryRuleAndPlace() throws {
        let html = try Self.page(Self.hostile, audit: true)
        let ids = Set(html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) })
        let links = html.matches(of: /href="#([^"]+)"/).map { String($0.output.1) }
        #expect(links.allSatisfy(ids.contains), "\(links.filter { !ids.contains($0) })")
        #expect(html.contains("<nav aria-labelledby=\"audit-rules\"><h3 id=\"audit-rules\">Audit rules</h3>"))
        for rule in RuleCatalogue.rules {
            #expect(links.contains("rule-\(rule.id)"), "no link to \(rule.id)")
        }
        #expect(html.contains("<nav aria-labelledby=\"audit-places\"><h3 id=\"audit-places\">Audit findings by place</h3>"))
        #expect(links.contains { $0.hasPrefix("audit-finding-") })
    }

    /// A failing section is open; a passing one is collapsed to its heading, so the page opens on
    /// what failed. A note is counted as a note, not a warning, and a file's own warning is shown.
    @Test func passingSectionsAreCollapsedAndNotesAreNotWarnings() throws {
        let passing = "reminders daily\n\nannounce ready -> on\n  \"Reminders are on\" priority high\n"
        let outcome = Checker(blocks: CardSpec.blocks).check(Array(passing.utf8), path: "p.primerspec")
        #expect(outcome.sections.map(\.status) == [.passed])
        var file = outcome
        let at = PrimerSyntax.SourceLocation(file: "p.primerspec", line: 1, column: 1)
        file.warnings = [Finding(severity: .warning, range: SourceRange(at: at), message: "an assumption")]
        file.sections[0].findings = [Finding(severity: .note, range: SourceRange(at: at), message: "a note")]
        let html = HTMLReporter().render(CheckReport(files: [file]))
        #expect(html.contains("<details class=\"passed\"><summary><h3 id=\"file-1-line-3\">"))
        #expect(html.contains("<dt>Warnings</dt><dd>1 warning, failing nothing</dd>"))
        #expect(html.contains("<dt>Notes</dt><dd>1 note</dd>"))
        #expect(html.contains("an assumption"))
        let failing = try Self.page(Self.hostile)
        #expect(failing.contains("<section class=\"spec-section failed\">\n<h3 id=\"file-1-line-6\">"))
    }

    @Test func aPageLoadsNothingAndRunsNothing() throws {
        let html = try Self.page(Self.hostile, audit: true)
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("<img"))
        // Links go to the page itself or to a rule's public references (the W3C, Apple, a tool's repository).
        #expect(html.firstMatch(of: /<[a-zA-Z][^>]*\s(src|href)="(?!#|https:\/\/www\.w3\.org\/|https:\/\/developer\.apple\.com\/|https:\/\/github\.com\/google\/GTXiLib")/) == nil)
        #expect(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""))
        #expect(!html.contains("@keyframes") && html.contains("animation: none !important"))
    }

    @Test func aFileThatDoesNotParseShowsItsErrors() {
        let outcome = Checker(blocks: CardSpec.blocks).check(Array("reminders daily\ntitel \"x\"\n".utf8), path: "Specs/broken.primerspec")
        let html = HTMLReporter().render(CheckReport(files: [outcome]))
        #expect(html.contains("<h2 id=\"file-1\"><span class=\"badge fail\"><span aria-hidden=\"true\">✗ </span>ERROR</span> "
                              + "<bdi>Specs/broken.primerspec</bdi></h2>"))
        #expect(html.contains("<code><bdi>Specs/broken.primerspec:2:1</bdi></code> <bdi>unknown keyword &#39;titel&#39;"))
        #expect(html.contains("<dt>Spec files</dt><dd>1: 0 passed, 0 failed, 1 could not be checked</dd>"))
    }
}
