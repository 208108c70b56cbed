@testable import BlockTestSupport
import PrimerBlocks
import PrimerModel
import PrimerScreen
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `tint "LIGHT" "DARK"`: a tint that differs by appearance, as an asset-catalog colour with a dark
/// variant gives it; `contrast light` measures the first colour and `contrast dark` the second.
@Suite("Primer screen: a tint for each appearance")
struct ScreenTintPairTests {
    static let header = "block primer-screen\nbenefit \"bell\" \"Updates\" \"Know when it ships.\"\n"

    /// The screen's pairs with #1E6B52 in light and #5FD4A5 in dark; the ratios follow WCAG's formula
    /// (#1E6B52 has luminance 0.114: white on it 6.40:1; #5FD4A5 0.526: black on it 11.45:1).
    static let spec = header + """
        tint "#1E6B52" "#5FD4A5"

        contrast light
          heroSymbol       decorative  white           on  rgb(30,107,82)    6.40:1
          title            text        label           on  systemBackground  21.00:1
          message          text        secondaryLabel  on  systemBackground  3.44:1
          benefitSymbol.0  decorative  rgb(30,107,82)  on  systemBackground  6.40:1
          benefit.0        text        label           on  systemBackground  21.00:1
          benefitText.0    text        secondaryLabel  on  systemBackground  3.44:1
          continue         shape       rgb(30,107,82)  on  systemBackground  6.40:1
          continue         text        white           on  rgb(30,107,82)    6.40:1
          skip             text        secondaryLabel  on  systemBackground  3.44:1

        contrast dark
          heroSymbol       decorative  black            on  rgb(95,212,165)   11.45:1
          title            text        label            on  systemBackground  21.00:1
          message          text        secondaryLabel   on  systemBackground  6.36:1
          benefitSymbol.0  decorative  rgb(95,212,165)  on  systemBackground  11.45:1
          benefit.0        text        label            on  systemBackground  21.00:1
          benefitText.0    text        secondaryLabel   on  systemBackground  6.36:1
          continue         shape       rgb(95,212,165)  on  systemBackground  11.45:1
          continue         text        black            on  rgb(95,212,165)   11.45:1
          skip             text        secondaryLabel   on  systemBackground  6.36:1

        """

    @Test func eachContrastSectionUsesItsAppearancesColour() throws {
        let outcome = SpecTest.check(Self.spec, path: Screen.path)
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
        #expect(outcome.sections.count == 2 && outcome.sections.allSatisfy { $0.status == .passed })
        // What check --record writes is the same text.
        let bare = Self.header + "tint \"#1E6B52\" \"#5FD4A5\"\n\ncontrast light\n\ncontrast dark\n"
        expectSameLines(SpecTest.lines(try SpecTest.recorded(bare, path: Screen.path)), SpecTest.lines(Self.spec))
    }

    @Test func theModelHoldsThePair() throws {
        let spec = try Screen.resolved(Self.header + "tint \"#1E6B52\" \"#5fd4a5\"\n\nvoiceover ready\n")
        let tint = (spec.model as? PrimerScreenModel)?.content.tint
        #expect(tint == .srgbPair(light: SRGBColor(red: 30, green: 107, blue: 82), dark: SRGBColor(red: 95, green: 212, blue: 165)))
        #expect(tint?.description == "#1E6B52 / #5FD4A5")
    }

    @Test("One colour still serves both appearances", arguments: ["\"indigo\"", "\"#1E6B52\""])
    func oneColour(_ argument: String) throws {
        let spec = try Screen.resolved(Self.header + "tint \(argument)\n\nvoiceover ready\n")
        let tint = try #require((spec.model as? PrimerScreenModel)?.content.tint)
        #expect(tint == Tint(parsing: String(argument.dropFirst().dropLast())))
    }

    static let pairForms = "two sRGB hex colours, light then dark, such as tint \"#1E6B52\" \"#5FD4A5\""

    @Test("A pair that is not two hex colours, or a third colour, is refused at its text", arguments: [
        ("tint \"indigo\" \"#5FD4A5\"", SpecTest.error("3:6-3:14", "\"indigo\" is a system colour, which has its own dark value; expected \(pairForms)",
                                                      offending: "\"indigo\"", expected: pairForms, file: Screen.path)),
        ("tint \"#1E6B52\" \"teal\"", SpecTest.error("3:16-3:22", "\"teal\" is a system colour, which has its own dark value; expected \(pairForms)",
                                                    offending: "\"teal\"", expected: pairForms, file: Screen.path)),
        ("tint \"#1E6B52\" \"#5FD4A\"", SpecTest.error("3:16-3:24", "unknown dark tint \"#5FD4A\"; expected sRGB hex such as #5FD4A5",
                                                      offending: "\"#5FD4A\"", expected: "sRGB hex such as #5FD4A5", file: Screen.path)),
        ("tint \"#1E6B52\" \"#5FD4A5\" \"#000000\"",
         SpecTest.error("3:26-3:35", "'tint' takes at most 2 arguments; unexpected string \"#000000\" after \"#5FD4A5\"; "
                        + "expected end of line (tint \"COLOR\" [\"DARK\"])",
                        offending: "\"#000000\"", expected: "end of line (tint \"COLOR\" [\"DARK\"])", file: Screen.path)),
        ("tint \"#1E6B52\" dark", SpecTest.error("3:16-3:20", "unexpected 'dark' after \"#1E6B52\"; expected \"DARK\" (a quoted string)",
                                                offending: "dark", expected: "\"DARK\" (a quoted string)", file: Screen.path)),
    ] as [(String, Finding)])
    func refused(_ line: String, _ expected: Finding) throws {
        let (spec, diagnostics) = try Screen.resolve(Self.header + line + "\n\nvoiceover ready\n")
        #expect(spec == nil)
        #expect(diagnostics == [expected])
    }

    @Test func theFieldReadsRightInHelp() throws {
        let field = try #require(BlockRegistry.standard.block(named: "primer-screen")?.headerFields.first { $0.name == "tint" })
        #expect(field.usage == "tint \"COLOR\" [\"DARK\"]")
        #expect(field.maximumArguments == 2)
    }
}
