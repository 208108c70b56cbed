import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The WCAG contrast ratio the contrast rules judge, against known values (the system colour tables and WCAG's contrast maths).
@Suite("Audit contrast maths")
struct ContrastMathsTests {
    struct Known: Sendable, CustomTestStringConvertible {
        var name: String
        var foreground: SRGBColor
        var background: SRGBColor
        var ratio: Double
        var text: String

        var testDescription: String { name }
    }

    static func blue(iOS: Int) -> SRGBColor {
        SystemColor.blue.value(.light, iOS: IOSVersion(major: iOS)) ?? .black
    }

    static func hex(_ text: String) -> SRGBColor { SRGBColor(parsing: text) ?? .black }

    @Test(arguments: [
        Known(name: "black on white", foreground: .black, background: .white, ratio: 21, text: "21.00:1"),
        Known(name: "white on black", foreground: .white, background: .black, ratio: 21, text: "21.00:1"),
        Known(name: "white on white", foreground: .white, background: .white, ratio: 1, text: "1.00:1"),
        Known(name: "#767676 on white, the lightest grey that passes", foreground: hex("#767676"), background: .white,
              ratio: 4.54, text: "4.54:1"),
        Known(name: "#777777 on white, just under", foreground: hex("#777777"), background: .white,
              ratio: 4.48, text: "4.48:1"),
        Known(name: "white on blue before iOS 26 (0,122,255)", foreground: .white, background: blue(iOS: 18),
              ratio: 4.02, text: "4.02:1"),
        Known(name: "white on blue from iOS 26 (0,136,255)", foreground: .white, background: blue(iOS: 26),
              ratio: 3.52, text: "3.52:1"),
    ])
    func knownRatios(_ known: Known) {
        let ratio = WCAGContrast.standard.ratio(of: known.foreground, on: known.background)
        #expect(abs(ratio - known.ratio) < 0.005, "\(ratio)")
        let pair = AuditFakeModel.pair(AuditFakeModel.go, .shape, "f", on: "b", ratio)
        #expect(pair.ratioText == known.text)
    }

    @Test func theBluesAreTheSystemValues() {
        #expect(Self.blue(iOS: 15) == SRGBColor(red: 0, green: 122, blue: 255))
        #expect(Self.blue(iOS: 18) == SRGBColor(red: 0, green: 122, blue: 255))
        #expect(Self.blue(iOS: 26) == SRGBColor(red: 0, green: 136, blue: 255))
    }

    /// The greys either side of 4.5:1, measured and judged: body text in #777777 fails, #767676 passes.
    @Test(arguments: [("#767676", true), ("#777777", false)])
    func theGreyBoundaryIsJudgedOnTheExactRatio(_ grey: String, _ passes: Bool) {
        let ratio = WCAGContrast.standard.ratio(of: Self.hex(grey), on: .white)
        let model = AuditFakeModel.clean {
            $0.pairs = [.light: [AuditFakeModel.pair(AuditFakeModel.body, .text(.body, bold: false), grey, on: "white", ratio)]]
        }
        let check = TextContrastCheck()
        expectResults(AuditTest.results(check, model), passes ? [AuditTest.pass(check)] : [
            AuditTest.finding(check, part: AuditFakeModel.body, environment: FindingEnvironment(appearance: .light),
                              message: "body (body 17pt, text): #777777 on white is 4.48:1, needs 4.5:1"),
        ])
    }
}
