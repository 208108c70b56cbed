@testable import BlockTestSupport
@testable import PermissionPriming
import PrimerBlocks
import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `tint "LIGHT" "DARK"`: the accent colour for each appearance, as an asset-catalog colour with a dark
/// variant gives it; `contrast light` measures the first colour and `contrast dark` the second.
@Suite("Permission priming: a tint for each appearance")
struct TintPairTests {
    static let header = "block permission-priming\ntype camera\napp \"Receipts\"\n"

    /// The templates' pairs with #1E6B52 in light and #5FD4A5 in dark. Enable's title stays white
    /// (`.borderedProminent`), which the light mint in dark mode leaves at 1.83:1.
    static let spec = header + """
        tint "#1E6B52" "#5FD4A5"

        contrast light
          illustration  graphic  rgb(30,107,82)  on  rgb(30,107,82).opacity(0.12)  5.38:1
          title         text     label           on  systemBackground              21.00:1
          description   text     secondaryLabel  on  systemBackground              3.44:1
          enable        shape    rgb(30,107,82)  on  systemBackground              6.40:1
          enable        text     white           on  rgb(30,107,82)                6.40:1
          notNow        text     secondaryLabel  on  systemBackground              3.44:1
          deniedSymbol  graphic  secondaryLabel  on  systemBackground              3.44:1
          deniedTitle   text     label           on  systemBackground              21.00:1
          deniedLine    text     secondaryLabel  on  systemBackground              3.44:1
          openSettings  shape    rgb(30,107,82)  on  systemBackground              6.40:1
          openSettings  text     white           on  rgb(30,107,82)                6.40:1

        contrast dark
          illustration  graphic  rgb(95,212,165)  on  rgb(95,212,165).opacity(0.12)  9.80:1
          title         text     label            on  systemBackground               21.00:1
          description   text     secondaryLabel   on  systemBackground               6.36:1
          enable        shape    rgb(95,212,165)  on  systemBackground               11.45:1
          enable        text     white            on  rgb(95,212,165)                1.83:1
          notNow        text     secondaryLabel   on  systemBackground               6.36:1
          deniedSymbol  graphic  secondaryLabel   on  systemBackground               6.36:1
          deniedTitle   text     label            on  systemBackground               21.00:1
          deniedLine    text     secondaryLabel   on  systemBackground               6.36:1
          openSettings  shape    rgb(95,212,165)  on  systemBackground               11.45:1
          openSettings  text     white            on  rgb(95,212,165)                1.83:1

        """

    @Test func eachContrastSectionUsesItsAppearancesColour() throws {
        let outcome = PrimingTest.check(Self.spec)
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
        #expect(outcome.sections.count == 2 && outcome.sections.allSatisfy { $0.status == .passed })
        let bare = Self.header + "tint \"#1E6B52\" \"#5FD4A5\"\n\ncontrast light\n\ncontrast dark\n"
        expectSameLines(SpecTest.lines(try SpecTest.recorded(bare, path: PrimingTest.path)), SpecTest.lines(Self.spec))
    }

    @Test func theModelHoldsThePair() throws {
        let (spec, diagnostics) = try PrimingTest.resolve(Self.header + "tint \"#1E6B52\" \"#5FD4A5\"\n\nvoiceover ready\n")
        #expect(diagnostics.isEmpty)
        #expect((spec?.model as? PermissionPrimingModel)?.tint
                == .srgbPair(light: SRGBColor(red: 30, green: 107, blue: 82), dark: SRGBColor(red: 95, green: 212, blue: 165)))
    }

    static let pairForms = "two sRGB hex colours, light then dark, such as tint \"#1E6B52\" \"#5FD4A5\""

    @Test("A pair that is not two hex colours, or a third colour, is refused at its text", arguments: [
        ("tint \"blue\" \"#5FD4A5\"", PrimingTest.diagnostic(.error, "4:6-4:12",
                                                            "\"blue\" is a system colour, which has its own dark value; expected \(pairForms)",
                                                            offending: "\"blue\"", expected: pairForms)),
        ("tint \"#1E6B52\" \"nope\"", PrimingTest.diagnostic(.error, "4:16-4:22", "unknown dark tint \"nope\"; expected sRGB hex such as #5FD4A5",
                                                            offending: "\"nope\"", expected: "sRGB hex such as #5FD4A5")),
        ("tint \"bleu\" \"#5FD4A5\"", PrimingTest.diagnostic(
            .error, "4:6-4:12", "unknown tint \"bleu\"; expected \(PermissionPrimingHeader.tintForms) (did you mean 'blue'?)",
            offending: "\"bleu\"", expected: PermissionPrimingHeader.tintForms)),
        ("tint \"#1E6B52\" \"#5FD4A5\" \"#000000\"", PrimingTest.diagnostic(
            .error, "4:26-4:35", "'tint' takes at most 2 arguments; unexpected string \"#000000\" after \"#5FD4A5\"; "
                + "expected end of line (tint \"COLOR\" [\"DARK\"])",
            offending: "\"#000000\"", expected: "end of line (tint \"COLOR\" [\"DARK\"])")),
    ] as [(String, Finding)])
    func refused(_ line: String, _ expected: Finding) throws {
        let (spec, diagnostics) = try PrimingTest.resolve(Self.header + line + "\n\nvoiceover ready\n")
        #expect(spec == nil)
        #expect(diagnostics == [expected])
    }

    @Test func theFieldReadsRightInHelp() {
        #expect(PermissionPrimingFields.tint.usage == "tint \"COLOR\" [\"DARK\"]")
        #expect(PermissionPrimingFields.tint.help.hasSuffix("or two hex colours, light then dark."))
    }
}
