import Foundation
import PrimerModel
@testable import PrimerMotion
import Testing

@Suite("Spring physics")
struct SpringPhysicsTests {
    @Test("Settling times match Apple's Spring documentation", arguments: [
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

    @Test("Damping ratio is 1 − bounce; stiffness and damping follow Apple's Spring documentation", arguments: [
        (0.5, 0.0), (0.5, 0.15), (0.3, 0.5), (1.2, 0.9), (0.5, -0.5),
    ])
    func relations(duration: Double, bounce: Double) {
        let physics = SpringPhysics(duration: duration, bounce: bounce)
        #expect(abs(physics.stiffness - pow(2 * Double.pi / duration, 2)) <= 1e-9)
        #expect(abs(physics.damping - 4 * Double.pi * (1 - bounce) / duration) <= 1e-9)
        #expect(abs(physics.dampingRatio - (1 - bounce)) <= 1e-12)
    }

    @Test("SwiftUI's .default is response 0.55, damping fraction 1: the same physics as spring(0.55, 0)")
    func defaultSpring() {
        #expect(Curve.default == .responseSpring(response: 0.55, dampingFraction: 1))
        #expect(Curve.default.springPhysics == SpringPhysics(duration: 0.55, bounce: 0))
        #expect(Curve.default.bounce == 0)
        // A critically damped spring's settling time scales with its duration: 0.55 / 0.5 of smooth's.
        #expect(abs(Curve.default.duration - Curve.smooth.duration * 0.55 / 0.5) <= 1e-9)
    }

    /// The last time |1 − x| exceeds the tolerance, found by stepping the exact solution finely:
    /// an independent check of the bisection.
    private func steppedSettlingTime(_ physics: SpringPhysics, upTo horizon: Double) -> Double {
        let step = 1e-5
        var last = 0.0
        var t = 0.0
        while t <= horizon {
            if abs(physics.displacement(at: t)) > SpringPhysics.settlingTolerance { last = t }
            t += step
        }
        return last + step
    }

    @Test("Solved settling time agrees with fine stepping of the exact solution", arguments: [
        (0.5, 0.0), (0.5, 0.15), (0.5, 0.3), (0.5, 0.6), (0.4, 0.85), (0.5, -0.5), (0.5, -2.0), (0.55, 0.0),
    ])
    func agreesWithStepping(duration: Double, bounce: Double) throws {
        let physics = SpringPhysics(duration: duration, bounce: bounce)
        let solved = try physics.settlingTime().get()
        let stepped = steppedSettlingTime(physics, upTo: solved + 2)
        #expect(abs(solved - stepped) <= 2e-5, "solved \(solved), stepped \(stepped)")
    }

    @Test("The settling time is the last exit from the band, not the first entry")
    func lastExitNotFirstEntry() throws {
        let physics = SpringPhysics(duration: 0.5, bounce: 0.3)
        let settled = try physics.settlingTime().get()
        let firstEntry = stride(from: 0.0, to: settled, by: 1e-4).first {
            abs(physics.displacement(at: $0)) <= SpringPhysics.settlingTolerance
        }
        // The bouncy spring passes through the target band on its way to overshoot, long before it settles.
        #expect(try #require(firstEntry) < settled - 0.2)
        #expect(stride(from: settled, to: settled + 3, by: 1e-3).allSatisfy {
            abs(physics.displacement(at: $0)) <= SpringPhysics.settlingTolerance
        })
    }

    @Test("Starts at rest at 0 and ends at 1", arguments: [0.0, 0.3, -1.0])
    func startsAndEnds(bounce: Double) {
        let physics = SpringPhysics(duration: 0.5, bounce: bounce)
        #expect(abs(physics.position(at: 0)) <= 1e-12)
        #expect(abs(physics.position(at: 10) - 1) <= 1e-9)
    }

    @Test("Overdamped springs (negative bounce) never overshoot and settle later than smooth")
    func overdamped() throws {
        let physics = SpringPhysics(duration: 0.5, bounce: -1)
        #expect(physics.dampingRatio == 2)
        let positions = stride(from: 0.0, to: 5, by: 0.01).map(physics.position(at:))
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 && $1 <= 1 })
        #expect(try physics.settlingTime().get() > Curve.smooth.duration)
    }

    @Test("Springs that cannot settle come back as error values, not traps", arguments: [
        (SpringPhysics(duration: 0.5, bounce: 1), CurveError.neverSettles(dampingRatio: 0)),
        (SpringPhysics(mass: 1, stiffness: 100, damping: -1), CurveError.neverSettles(dampingRatio: -0.05)),
        (SpringPhysics(mass: 0, stiffness: 100, damping: 1),
         CurveError.invalidParameter(name: "mass", value: 0, expected: "a positive number")),
        (SpringPhysics(mass: 1, stiffness: 0, damping: 1),
         CurveError.invalidParameter(name: "stiffness", value: 0,
                                     expected: "a positive number (a positive, finite duration)")),
    ])
    func errors(physics: SpringPhysics, expected: CurveError) {
        #expect(physics.settlingTime() == .failure(expected))
    }

    @Test("A spring curve that never settles lasts forever and says why")
    func curveNeverSettles() {
        let curve = Curve.spring(duration: 0.5, bounce: 1.2)
        #expect(curve.duration == .infinity)
        #expect(curve.validationError == CurveError.neverSettles(dampingRatio: 1 - 1.2))
        #expect(Curve.smooth.validationError == nil)
        #expect(Curve.easeInOut(duration: -1).validationError != nil)
    }
}
