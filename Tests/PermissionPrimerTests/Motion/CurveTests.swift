@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
import Testing

@Suite("Curves")
struct CurveTests {
    @Test("Presets carry SwiftUI's parameters (Apple's Spring documentation)", arguments: [
        (Curve.smooth, Curve.spring(duration: 0.5, bounce: 0)),
        (Curve.snappy, Curve.spring(duration: 0.5, bounce: 0.15)),
        (Curve.bouncy, Curve.spring(duration: 0.5, bounce: 0.3)),
        (Curve.spring(), Curve.spring(duration: 0.5, bounce: 0)),
        (Curve.default, Curve.responseSpring(response: 0.55, dampingFraction: 1)),
        (Curve.easeInOut, Curve.easeInOut(duration: 0.35)),
        (Curve.easeIn, Curve.easeIn(duration: 0.35)),
        (Curve.easeOut, Curve.easeOut(duration: 0.35)),
        (Curve.linear, Curve.linear(duration: 0.35)),
    ])
    func presets(preset: Curve, expected: Curve) {
        #expect(preset == expected)
    }

    @Test("Theme motion tokens map to SwiftUI's presets of the same name")
    func tokens() {
        #expect(MotionToken.smooth.curve == .smooth)
        #expect(MotionToken.snappy.curve == .snappy)
        #expect(Curve(.snappy) == .snappy)
    }

    @Test("Names print as the line format writes them, and read back", arguments: [
        (Curve.smooth, "smooth"), (.snappy, "snappy"), (.bouncy, "bouncy"), (.spring(), "smooth"),
        (.spring(duration: 0.5, bounce: 0.2), "spring(0.5, 0.2)"), (.spring(duration: 1, bounce: -0.5), "spring(1, -0.5)"),
        (.default, "default"), (.responseSpring(response: 0.3, dampingFraction: 0.8),
                                "spring(response: 0.3, dampingFraction: 0.8)"),
        (.easeInOut, "easeInOut"), (.easeInOut(duration: 0.2), "easeInOut(0.2)"), (.easeIn, "easeIn"),
        (.easeOut(duration: 0.25), "easeOut(0.25)"), (.linear(duration: 0.2), "linear(0.2)"), (.linear, "linear"),
    ])
    func names(curve: Curve, name: String) {
        #expect(curve.name == name)
        #expect(curve.description == name)
        #expect(Curve(name: name) == curve)
    }

    @Test("Loose spacing reads; other text does not", arguments: [
        ("spring(0.5,0.2)", Curve?.some(.spring(duration: 0.5, bounce: 0.2))),
        ("  easeInOut( 0.2 ) ", .some(.easeInOut(duration: 0.2))),
        ("spring", .some(.smooth)),
        ("Smooth", nil), ("spring(0.5)", nil), ("easeInOut(fast)", nil), ("spring(0.5, 0.2", nil),
        ("wobble(1)", nil), ("linear(inf)", nil), ("", nil),
    ])
    func parsing(text: String, expected: Curve?) {
        #expect(Curve(name: text) == expected)
    }

    @Test("Duration: settling time for springs, the given time for eases", arguments: [
        (Curve.easeInOut, 0.35), (.easeInOut(duration: 0.2), 0.2), (.linear(duration: 1), 1),
    ])
    func durations(curve: Curve, expected: Double) {
        #expect(curve.duration == expected)
    }

    @Test("Bounce: springs above 0 bounce; eases have none")
    func bounce() {
        #expect(Curve.snappy.bounces && Curve.bouncy.bounces)
        #expect(!Curve.smooth.bounces && !Curve.default.bounces && !Curve.easeInOut.bounces)
        #expect(Curve.responseSpring(response: 0.5, dampingFraction: 0.7).bounce == 1 - 0.7)
        #expect(Curve.linear.bounce == nil)
    }
}
