@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `sizes STATE [dynamic-type SIZE]`: every part's text style and point size, hidden parts included.
@Suite("sizes sections")
struct SizesSectionTests {
    @Test func recordsEveryPartWithTheCapOfTheSymbol() throws {
        let text = try CardSpec.recorded("reminders daily\n\nsizes ready dynamic-type accessibility5\n")
        // The hidden symbol stops growing at xxxLarge (largeTitle 40 pt); the text goes on to its largest size.
        expectSameLines(text, [
            "reminders daily",
            "",
            "sizes ready dynamic-type accessibility5",
            "  symbol  largeTitle  40pt  hidden",
            "  title   title2      56pt",
            "  reason  body        53pt",
            "  allow   headline    53pt",
            "  notNow  body        53pt",
            "",
        ])
    }

    /// Each state sizes the parts it shows: once declined, the symbol has left the card.
    @Test(arguments: [("on", ["symbol", "title", "done"]), ("off", ["title", "reason", "retry"])])
    func eachStateSizesItsOwnParts(_ state: String, _ parts: [String]) throws {
        let text = try CardSpec.recorded("reminders daily\n\nsizes \(state)\n")
        let body = SpecTest.lines(text).dropFirst(3).filter { !$0.isEmpty }
        #expect(body.map { String($0.split(separator: " ")[0]) } == parts)
    }

    @Test func aChangedSizeIsFoundAtItsLine() throws {
        let recorded = try CardSpec.recorded("reminders daily\n\nsizes ready\n")
        let changed = recorded.replacingOccurrences(of: "title   title2      22pt", with: "title  title2  28pt")
        let outcome = CardSpec.check(changed)
        let section = try #require(outcome.sections.first)
        #expect(section.status == .failed)
        #expect(section.findings == [
            SpecTest.error("5:3-5:22", "the spec says title title2 28pt, but the builder generates title title2 22pt",
                           offending: "title title2 28pt", expected: "title title2 22pt", rule: "lines-match"),
        ])
    }

    @Test(arguments: [
        ("sizes ready reduce-motion\n", "3:13-3:26",
         "'reduce-motion' is not allowed on 'sizes'; expected dynamic-type SIZE or end of line", "reduce-motion",
         "dynamic-type SIZE or end of line"),
        ("sizes\n", "3:6-3:6", "missing STATE after 'sizes'; expected sizes STATE [dynamic-type SIZE]", nil,
         "sizes STATE [dynamic-type SIZE]"),
        ("sizes ready via done\n", "3:13-3:16", "'via' is not allowed on 'sizes'; expected dynamic-type SIZE or end of line",
         "via", "dynamic-type SIZE or end of line"),
    ] as [(String, String, String, String?, String)])
    func headerShapeErrors(_ section: String, _ span: String, _ message: String, _ offending: String?, _ expected: String) {
        let parsed = SpecParser.parse(text: "reminders daily\n\n" + section, path: SpecTest.path)
        #expect(parsed.diagnostics == [SpecTest.error(span, message, offending: offending, expected: expected)])
    }

    @Test func anUnknownStateIsASemanticError() throws {
        let (spec, diagnostics) = try CardSpec.resolve("reminders daily\n\nsizes snoozed dynamic-type huge\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [
            "state 'snoozed' is reached only when the card can be snoozed; add 'snooze' to the header",
            "unknown Dynamic Type size 'huge'; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5",
        ])
    }
}

@Suite("Specs that check nothing")
struct EmptySpecTests {
    @Test func aSpecWithoutSectionsIsAnErrorNotAPass() {
        let outcome = CardSpec.check("# nothing yet\nreminders daily\ntitle \"Stay on track\"\n")
        #expect(outcome.sections.isEmpty)
        #expect(outcome.errors == [
            SpecTest.error("2:1-2:16",
                           "the spec has no sections, so it checks nothing; expected at least one section after the header",
                           offending: "reminders daily", expected: "a section after the header"),
        ])
        #expect(CheckReport(files: [outcome]).exitCode == .badInput)
    }

    @Test func sizeNamesInSpecsAreCaseSensitive() throws {
        let (spec, diagnostics) = try CardSpec.resolve("reminders daily\n\nvoiceover ready dynamic-type LARGE\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [
            "unknown Dynamic Type size 'LARGE'; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5 (did you mean 'large'?)",
        ])
    }
}
