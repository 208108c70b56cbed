import PrimerAccessibility
import PrimerModel
import PrimerScreen
@testable import PrimerTestSupport
import Testing

/// Continue's 54 pt and skip's 44 pt minimum heights, both full width: fixed frames that do not
/// scale with Dynamic Type.
@Suite("Primer screen: touch targets")
struct ScreenTargetsTests {
    static let continueTarget = TouchTarget(part: .screenContinue, height: .atLeast(54), width: .fullWidth)
    static let skipTarget = TouchTarget(part: .skip, height: .atLeast(44), width: .fullWidth)

    @Test(arguments: DynamicTypeSize.allCases)
    func continueAndSkipAtEverySize(_ size: DynamicTypeSize) {
        let targets = Screen.sample.targets(state: ScreenMachine.ready, environment: PrimerEnvironment(dynamicTypeSize: size))
        #expect(targets == [Self.continueTarget, Self.skipTarget])
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func withoutSkipOnlyContinue(_ size: DynamicTypeSize) {
        let targets = Screen.withoutSkip.targets(state: ScreenMachine.ready,
                                                 environment: PrimerEnvironment(dynamicTypeSize: size))
        #expect(targets == [Self.continueTarget])
    }

    @Test func theSpecLinesNameHeightAndWidth() {
        #expect(Self.continueTarget.columns == ["continue", "height 54pt", "width full"])
        #expect(Self.skipTarget.columns == ["skip", "height 44pt", "width full"])
    }

    @Test func theSkipTargetMeetsApplesMinimum() {
        // Apple's HIG on hit targets: 44 × 44 pt; full width covers the other side.
        #expect(ScreenDesign.published.skipMinimumHeight >= 44 && ScreenDesign.published.continueMinimumHeight >= 44)
    }
}
