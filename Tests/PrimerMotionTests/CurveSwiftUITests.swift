@testable import PrimerMotion
import Testing

/// Each curve names the SwiftUI `Animation` an app's view applies for it (Docs/UsingInYourApp.md).
@Suite("Curves as SwiftUI animations")
struct CurveSwiftUITests {
    @Test(arguments: [
        (Curve.smooth, ".smooth"),
        (Curve.snappy, ".snappy"),
        (Curve.bouncy, ".bouncy"),
        (Curve.default, ".default"),
        (Curve.spring(duration: 0.5, bounce: 0.2), ".spring(duration: 0.5, bounce: 0.2)"),
        (Curve.spring(duration: 1, bounce: 0), ".spring(duration: 1, bounce: 0)"),
        (Curve.responseSpring(response: 0.3, dampingFraction: 0.8), ".spring(response: 0.3, dampingFraction: 0.8)"),
        (Curve.easeInOut, ".easeInOut"),
        (Curve.easeInOut(duration: 0.2), ".easeInOut(duration: 0.2)"),
        (Curve.easeIn(duration: 0.25), ".easeIn(duration: 0.25)"),
        (Curve.easeOut(duration: 2), ".easeOut(duration: 2)"),
        (Curve.linear, ".linear"),
        (Curve.linear(duration: 0.01), ".linear(duration: 0.01)"),
        (Curve.instant, "nil"),
    ])
    func swiftUIAnimation(curve: Curve, expected: String) {
        #expect(curve.swiftUIAnimation == expected)
    }
}
