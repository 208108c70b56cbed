@testable import BlockTestSupport
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `sizes STATE [dynamic-type SIZE]`: every part's text style and point size, hidden parts included.
@Suite("sizes sections")
struct SizesSectionTests {
    @Test func recordsEveryPartWithTheCapsOfTheSymbolAndTheSampleAlert() throws {
        let text = try SpecTest.recorded("primer camera\npurpose \"Scans codes.\"\n\nsizes requesting dynamic-type accessibility5\n")
        expectSameLines(text, [
            "primer camera",
            "purpose \"Scans codes.\"",
            "",
            "sizes requesting dynamic-type accessibility5",
            "  symbol              largeTitle   61.18pt  hidden",
            "  title               title        58pt",
            "  reason              subheadline  49pt",
            "  benefit.0           subheadline  49pt",
            "  benefitDetail.0     footnote     44pt  combined",
            "  benefit.1           subheadline  49pt",
            "  benefitDetail.1     footnote     44pt  combined",
            "  sampleAlert         footnote     19pt",
            "  sampleAlertCaption  caption      18pt  combined",
            "  continue            headline     53pt",
            "  notNow              body         53pt",
            "",
        ])
    }

    /// Once answered, the sample alert has left the screen: neither read nor sized.
    @Test(arguments: ["granted", "denied"])
    func theSampleAlertIsGoneOnceAnswered(_ state: String) throws {
        let text = try SpecTest.recorded("primer camera\npurpose \"Scans codes.\"\n\nsizes \(state)\n")
        #expect(!text.contains("sampleAlert"))
        #expect(text.contains("benefitDetail.1"))
    }

    @Test func aChangedSizeIsFoundAtItsLine() throws {
        let recorded = try SpecTest.recorded("primer camera\npurpose \"Scans codes.\"\n\nsizes ready\n")
        let changed = recorded.replacingOccurrences(of: "title               title        28pt", with: "title  title  34pt")
        let outcome = SpecTest.check(changed)
        let section = try #require(outcome.sections.first)
        #expect(section.status == .failed)
        #expect(section.findings == [
            SpecTest.error("6:3-6:21", "the spec says title title 34pt, but the builder generates title title 28pt",
                           offending: "title title 34pt", expected: "title title 28pt", rule: "lines-match"),
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
        let parsed = SpecParser.parse(text: "primer camera\n\n" + section, path: SpecTest.path)
        #expect(parsed.diagnostics == [SpecTest.error(span, message, offending: offending, expected: expected)])
    }

    @Test func anUnknownStateIsASemanticError() throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer camera\npurpose \"Scans codes.\"\n\nsizes limited dynamic-type huge\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [
            "state 'limited' applies only to photos; a camera primer is granted or denied",
            "unknown Dynamic Type size 'huge'; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5",
        ])
    }
}

@Suite("Specs that check nothing")
struct EmptySpecTests {
    @Test func aSpecWithoutSectionsIsAnErrorNotAPass() {
        let outcome = SpecTest.check("# nothing yet\nprimer camera\napp \"Atlas\"\npurpose \"Scans codes.\"\n")
        #expect(outcome.sections.isEmpty)
        #expect(outcome.errors == [
            SpecTest.error("2:1-2:14",
                           "the spec has no sections, so it checks nothing; expected at least one section after the header",
                           offending: "primer camera", expected: "a section after the header"),
        ])
        #expect(CheckReport(files: [outcome]).exitCode == .badInput)
    }

    @Test func sizeNamesInSpecsAreCaseSensitive() throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer camera\npurpose \"Scans codes.\"\n\nvoiceover ready dynamic-type LARGE\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [
            "unknown Dynamic Type size 'LARGE'; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5 (did you mean 'large'?)",
        ])
    }
}
