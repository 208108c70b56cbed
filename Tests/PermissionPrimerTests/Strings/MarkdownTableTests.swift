@testable import BlockTestSupport
@testable import PermissionPrimer
import PrimerModel
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("Markdown tables")
struct MarkdownTableTests {
    @Test(arguments: [
        ("a|b", "a\\|b"),
        ("one\ntwo", "one<br>two"),
        ("one\r\ntwo\rthree\u{2028}four", "one<br>two<br>three<br>four"),
        ("back\\slash", "back\\\\slash"),
        ("\u{201C}Quoted\u{201D} \u{1F389} \u{05E2}\u{05D1}\u{05E8}\u{05D9}\u{05EA} 100%", "\u{201C}Quoted\u{201D} \u{1F389} \u{05E2}\u{05D1}\u{05E8}\u{05D9}\u{05EA} 100%"),
        ("*not* _emphasis_", "*not* _emphasis_"),
    ])
    func escapesPipesBackslashesAndLineBreaksOnly(_ text: String, _ expected: String) {
        #expect(MarkdownTable.escape(text) == expected)
    }

    @Test(arguments: [("title", "`title`"), ("a`b", "``a`b``"), ("`x`", "`` `x` ``"), ("a|b", "`a\\|b`")])
    func codeSpans(_ text: String, _ expected: String) {
        #expect(MarkdownTable.code(text) == expected)
    }

    @Test func linesHaveAHeaderADelimiterAndEmptyCellsStayEmpty() {
        let table = MarkdownTable(header: ["a", "b|c"], rows: [["1", ""], ["2"]])
        #expect(table.lines == ["| a | b\\|c |", "| --- | --- |", "| 1 | |", "| 2 | |"])
    }

    @Test func cellsOfTheCatalogueAreEscaped() throws {
        var content = PrimerContent.standard(for: .camera, appName: "Atlas")
        content.title = "Scan | snap"
        content.reason = "Line one\nline two"
        let strings = SpokenCatalogueBuilder.catalogue(of: [StandardCatalogue.model(.camera, appName: "Atlas",
                                                                                    content: content)])
        let markdown = MarkdownCatalogueRenderer.render(strings)
        #expect(markdown.contains("| `title` | ready, requesting, failed | Scan \\| snap. Heading. | |"))
        #expect(markdown.contains("| `reason` | ready, requesting, failed | Line one<br>line two | |"))
        let entries = try StringsOutput.catalogEntries(try StringsFormat.xcstrings.render(strings))
        #expect(entries["Scan | snap"]?.value == "Scan | snap")
        #expect(entries["Line one\nline two"]?.value == "Line one\nline two")
        #expect(entries["Line one\nline two"]?.comment?.contains("%@") == false,
                "content without a template gets no argument")
    }
}
