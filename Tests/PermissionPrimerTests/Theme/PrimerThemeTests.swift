@testable import BlockTestSupport
@testable import PermissionPrimer
import PrimerAccessibility
import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The PermissionPrimer block's colours: its design's tokens, with the spec's theme or the standard
/// one, in every state; the audit's contrast rules judge them.
@Suite("PermissionPrimer theme and contrast")
struct PrimerThemeTests {
    static let header = "primer notifications\n"

    static func lines(_ text: String, _ appearance: Appearance = .light) throws -> [String] {
        let spec = try SpecTest.resolved(text + "\ncontrast light\n")
        return spec.model.contrast(appearance: appearance).map { $0.columns.joined(separator: " ") }
    }

    @Test func theStandardThemeListsEveryPartOfEveryStateByToken() throws {
        #expect(try Self.lines(Self.header) == [
            "symbol decorative textPrimary on systemBackground 21.00:1",
            "symbol decorative success on systemBackground 2.22:1",
            "symbol decorative textSecondary on systemBackground 3.44:1",
            "title text textPrimary on systemBackground 21.00:1",
            "reason text textSecondary on systemBackground 3.44:1",
            "benefit.0 text textPrimary on surface 18.82:1",
            "benefitDetail.0 text textSecondary on surface 3.30:1",
            "benefit.1 text textPrimary on surface 18.82:1",
            "benefitDetail.1 text textSecondary on surface 3.30:1",
            "benefit.2 text textPrimary on surface 18.82:1",
            "benefitDetail.2 text textSecondary on surface 3.30:1",
            "sampleAlert text textPrimary on surfaceElevated 18.82:1",
            "sampleAlertCaption text textSecondary on surfaceElevated 3.30:1",
            "continue shape accent on systemBackground 4.02:1",
            "continue text accentOn on accent 4.02:1",
            "done shape accent on systemBackground 4.02:1",
            "done text accentOn on accent 4.02:1",
            "openSettings shape accent on systemBackground 4.02:1",
            "openSettings text accentOn on accent 4.02:1",
            "error text danger on systemBackground 3.55:1",
            "notNow text textPrimary on systemBackground 21.00:1",
        ])
    }

    @Test func aThemeLineGivesOneColourToBothAppearancesOrLightThenDark() throws {
        let text = Self.header + "theme accent \"#0A6E5C\" \"#3FB59E\"\ntheme accentOn \"white\" \"black\"\n"
            + "theme danger \"#C0392B\"\n"
        let light = try Self.lines(text, .light)
        let dark = try Self.lines(text, .dark)
        #expect(light.contains("continue text accentOn on accent 6.18:1"))
        #expect(dark.contains("continue text accentOn on accent 8.31:1"))
        #expect(light.contains("error text danger on systemBackground 5.44:1"))
        let spec = try SpecTest.resolved(text)
        let pair = try #require(spec.model.contrast(appearance: .light).first { $0.part == .continueButton && $0.role == .shape })
        #expect(pair.foreground.value == "rgb(10,110,92)")
    }

    static let tokens = "textPrimary, textSecondary, success, accent, accentOn, danger, surface, surfaceElevated, separator"

    @Test(arguments: [
        ("theme accnt \"#0A6E5C\"", "2:7-2:12", "unknown theme token 'accnt'; expected one of \(tokens) (did you mean 'accent'?)"),
        ("theme accent \"teal-ish\"", "2:14-2:24",
         "unknown colour \"teal-ish\" for theme accent; expected \(ThemeColor.forms)"),
        ("theme accent \"#000000\" \"#FFFFFF\" \"#777777\"", "2:34-2:43",
         "'theme accent' takes one colour, or light then dark; got 3"),
    ])
    func aThemeLineThatDoesNotReadIsAnErrorAtItsText(_ line: String, _ range: String, _ message: String) throws {
        let (spec, diagnostics) = try SpecTest.resolve(Self.header + line + "\n\nvoiceover ready\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map(\.range) == [SpecTest.range(range)])
    }

    @Test func aTokenGivenTwiceIsAnErrorWithANoteAtTheFirst() throws {
        let (_, diagnostics) = try SpecTest.resolve(Self.header + "theme accent \"blue\"\ntheme accent \"green\"\n\nvoiceover ready\n")
        #expect(diagnostics.map(\.message) == ["'theme accent' is given twice; expected each token at most once"])
        #expect(diagnostics.first?.notes == [Finding.Note("first 'theme accent' is here",
                                                          at: SourceLocation(file: SpecTest.path, line: 2, column: 1))])
    }

    @Test func theAuditJudgesTheBlocksColours() throws {
        let spec = try SpecTest.resolved(Self.header)
        let results = SpecAudit.of(spec).results.filter { $0.rule == "text-contrast" }
        #expect(results.contains { $0.outcome == .fail && $0.subject.part == .continueButton })
        #expect(!results.contains { $0.outcome == .notApplicable })
        let themed = try SpecTest.resolved(Self.header + "theme accent \"#0A6E5C\" \"#3FB59E\"\ntheme accentOn \"white\" \"black\"\n")
        #expect(!SpecAudit.of(themed).results.contains {
            $0.rule == "text-contrast" && $0.outcome == .fail && $0.subject.part == .continueButton
        })
    }
}
