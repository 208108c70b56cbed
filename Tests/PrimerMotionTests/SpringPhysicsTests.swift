import PrimerModel
import Testing
@testable import PrimerMotion

@Suite("Spring physics")
struct SpringPhysicsTests {
    @Test("Settling times match FACTS.md §4", arguments: [
        (Curve.smooth, 0.735), (Curve.snappy, 0.697), (Curve.bouncy, 0.819),
    ])
    func settlingTimes(curve: Curve, expected: Double) {
        #expect(abs(curve.duration - expected) <= 0.01, "\(curve.name) settles in \(curve.duration)")
    }

    @Test("Apple's worked example: duration 0.5, bounce 0.3 → mass 1, stiffness 157.9, damping 17.6")
    func appleExample() {
        let physics = SpringPhysics(duration: 0.5, bounce: 0.3)
        #expect(physics.mass == 1)
        #expect(abs(physics.stiffness - 157.9) <= 0.1)
        #expect(abs(physics.damping - 17.6) <= 0.1)
        #expect(abs(physics.dampingRatio - 0.7) <= 1e-12)
    }
}
