import Foundation

/// The physics of a spring animation: a mass pulled to its target, released at rest from 0 towards 1.
///
/// SwiftUI's perceptual parameters map to physics with mass 1 (SwiftUI's animation documentation (Docs/Motion.md)):
/// stiffness = (2π / duration)², damping = 4π(1 − bounce) / duration, damping ratio = 1 − bounce.
/// A negative bounce gives an overdamped spring, which is supported.
public struct SpringPhysics: Hashable, Sendable {
    /// The moving mass (1 for every SwiftUI spring).
    public var mass: Double
    /// The spring constant k.
    public var stiffness: Double
    /// The damping coefficient c.
    public var damping: Double

    /// How close to the target a spring must stay to count as settled (SwiftUI's animation documentation (Docs/Motion.md)).
    public static let settlingTolerance = 0.001

    /// Creates a spring from its physical constants.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// SwiftUI's `Spring(duration:bounce:)` as physics.
    public init(duration: Double, bounce: Double) {
        let omega = 2 * Double.pi / duration
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * (1 - bounce) / duration)
    }

    /// SwiftUI's `Spring(response:dampingFraction:)`: the response plays the duration's part and the
    /// damping fraction is the damping ratio (1 − bounce).
    public init(response: Double, dampingFraction: Double) {
        self.init(duration: response, bounce: 1 - dampingFraction)
    }

    /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k m)): below 1 the spring overshoots, 1 is critical, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// How far the spring still is from its target at time `t`: 1 − x(t), from the closed-form solution.
    public func displacement(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalBand {
            return (1 + omega * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let slow = -zeta * omega + spread
        let fast = -zeta * omega - spread
        return (fast * exp(slow * t) - slow * exp(fast * t)) / (fast - slow)
    }

    /// The position x(t) at time `t`, starting at rest at 0 and heading for 1.
    public func position(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The time after which the spring stays within `tolerance` of its target: the last time
    /// |1 − x(t)| exceeds it.
    ///
    /// Below critical damping, |1 − x| peaks exactly at t = kπ/ω_d with height e^(−ζω₀t); the last
    /// exit of the band lies between the last peak above the tolerance and the next one, where the
    /// deviation falls once below the tolerance and stays there, so bisection on the exact solution
    /// finds it. At or above critical damping the deviation only falls, and bisection finds where.
    public func settlingTime(tolerance: Double = settlingTolerance) -> Result<Double, CurveError> {
        if let error = validationError(tolerance: tolerance) { return .failure(error) }
        let omega = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 && abs(zeta - 1) >= Self.criticalBand {
            let decay = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let halfPeriod = Double.pi / damped
            let limit = log(1 / tolerance)
            var lastPeak = (limit / (decay * halfPeriod)).rounded(.down)
            if lastPeak > 0 && decay * halfPeriod * lastPeak >= limit { lastPeak -= 1 }
            let low = lastPeak * halfPeriod
            return .success(lastExit(after: low, before: low + halfPeriod, tolerance: tolerance))
        }
        var high = 1 / omega
        while abs(displacement(at: high)) > tolerance && high.isFinite { high *= 2 }
        return .success(lastExit(after: 0, before: high, tolerance: tolerance))
    }

    /// Bisects for the boundary between "outside the band" (at `low`) and "inside for good" (at `high`).
    private func lastExit(after low: Double, before high: Double, tolerance: Double) -> Double {
        var outside = low
        var inside = high
        for _ in 0..<200 where inside - outside > 1e-12 * max(1, inside) {
            let middle = (outside + inside) / 2
            if abs(displacement(at: middle)) > tolerance { outside = middle } else { inside = middle }
        }
        return inside
    }

    /// Damping ratios this close to 1 use the critically damped solution (avoids dividing by ~0).
    private static let criticalBand = 1e-9

    private func validationError(tolerance: Double) -> CurveError? {
        if !(mass.isFinite && mass > 0) {
            return .invalidParameter(name: "mass", value: mass, expected: "a positive number")
        }
        if !(stiffness.isFinite && stiffness > 0) {
            return .invalidParameter(name: "stiffness", value: stiffness,
                                     expected: "a positive number (a positive, finite duration)")
        }
        if !damping.isFinite {
            return .invalidParameter(name: "damping", value: damping, expected: "a finite number")
        }
        if !(tolerance > 0 && tolerance < 1) {
            return .invalidParameter(name: "tolerance", value: tolerance, expected: "a number between 0 and 1")
        }
        if dampingRatio <= 0 { return .neverSettles(dampingRatio: dampingRatio) }
        return nil
    }
}
