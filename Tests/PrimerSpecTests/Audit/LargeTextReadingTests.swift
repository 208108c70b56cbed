import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What counts as large text for 3:1: WCAG's 18 pt / 14 pt bold read as CSS points (24 pt, or
/// bold from 18.67 pt), or Apple's table (18 pt, or any bold). WCAG's is the default.
@Suite("Audit large text")
struct LargeTextReadingTests {
    @Test(arguments: [
        (17.0, false, false, false),
        (17.99, false, false, false),
        (18.0, false, false, true),
        (20.0, false, false, true),
        (23.99, false, false, true),
        (24.0, false, true, true),
        (34.0, false, true, true),
        (11.0, true, false, true),
        (17.0, true, false, true),
        (18.66, true, false, true),
        (18.67, true, true, true),
        (20.0, true, true, true),
    ])
    func bothReadings(_ points: Double, _ bold: Bool, _ wcag: Bool, _ apple: Bool) {
        #expect(LargeTextReading.wcag.isLarge(pointSize: points, bold: bold) == wcag)
        #expect(LargeTextReading.apple.isLarge(pointSize: points, bold: bold) == apple)
    }

    @Test func wcagIsTheDefaultAndBothAreNamed() {
        #expect(LargeTextReading.standard == .wcag)
        #expect(Set(LargeTextReading.allCases.map(\.rawValue)) == ["wcag", "apple"])
        #expect(LargeTextReading(rawValue: "apple") == .apple)
    }

    struct Flip: Sendable, CustomTestStringConvertible {
        var name: String
        var role: ContrastPair.Role
        var ratio: Double
        /// The message under each reading; nil where the pair passes.
        var wcag: String?
        var apple: String?

        var testDescription: String { name }
    }

    /// The same pair judged under each reading: 20 pt at 3.5:1 is small for WCAG (4.5:1) and
    /// large for Apple (3:1); 17 pt bold likewise; below 3:1 both fail, each with its limit.
    @Test(arguments: [
        Flip(name: "title3, 20 pt, at 3.5:1", role: .text(.title3, bold: false), ratio: 3.5,
             wcag: "body (title3 20pt, text): gray on white is 3.50:1, needs 4.5:1", apple: nil),
        Flip(name: "headline bold, 17 pt, at 3.2:1", role: .text(.headline, bold: true), ratio: 3.2,
             wcag: "body (headline 17pt bold, text): gray on white is 3.20:1, needs 4.5:1", apple: nil),
        Flip(name: "title3, 20 pt, at 2.9:1", role: .text(.title3, bold: false), ratio: 2.9,
             wcag: "body (title3 20pt, text): gray on white is 2.90:1, needs 4.5:1",
             apple: "body (title3 20pt, large text): gray on white is 2.90:1, needs 3:1"),
        Flip(name: "title2, 22 pt bold, at 3.5:1", role: .text(.title2, bold: true), ratio: 3.5, wcag: nil, apple: nil),
        Flip(name: "body, 17 pt, at 4:1", role: .text(.body, bold: false), ratio: 4,
             wcag: "body (body 17pt, text): gray on white is 4.00:1, needs 4.5:1",
             apple: "body (body 17pt, text): gray on white is 4.00:1, needs 4.5:1"),
    ])
    func aTextContrastFindingFollowsTheReading(_ flip: Flip) {
        let model = AuditFakeModel.clean {
            $0.pairs = [.light: [AuditFakeModel.pair(AuditFakeModel.body, flip.role, "gray", on: "white", flip.ratio)]]
        }
        let check = TextContrastCheck()
        for (reading, message) in [(LargeTextReading.wcag, flip.wcag), (.apple, flip.apple)] {
            expectResults(AuditTest.results(check, model, largeText: reading), message.map { message in
                [AuditTest.finding(check, part: AuditFakeModel.body, environment: FindingEnvironment(appearance: .light),
                                   message: message)]
            } ?? [AuditTest.pass(check)])
        }
        // The default is WCAG's.
        #expect(AuditTest.results(check, model) == AuditTest.results(check, model, largeText: .wcag))
    }
}
