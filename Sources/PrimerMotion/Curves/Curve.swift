import PrimerModel

/// How a track's value travels from its start to its end: a spring or a timed ease (SwiftUI's `Animation`).
///
/// Spring presets and defaults are SwiftUI's (SwiftUI's animation documentation (Docs/Motion.md)). A spring's ``duration`` is its settling
/// time, solved by ``SpringPhysics``; an ease's is the time it is given.
public enum Curve: Hashable, Sendable {
    /// SwiftUI's `spring(duration:bounce:)`: a perceptual duration and a bounce (0 none, up to 1).
    case spring(duration: Double, bounce: Double)
    /// SwiftUI's `spring(response:dampingFraction:)`, the form `.default` is given in.
    case responseSpring(response: Double, dampingFraction: Double)
    /// Slow at both ends.
    case easeInOut(duration: Double)
    /// Slow at the start.
    case easeIn(duration: Double)
    /// Slow at the end.
    case easeOut(duration: Double)
    /// Constant speed.
    case linear(duration: Double)

    /// The duration SwiftUI gives an ease when none is given.
    public static let defaultEaseDuration = 0.35

    /// SwiftUI's `.smooth`: spring, duration 0.5, bounce 0.
    public static let smooth = Curve.spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: spring, duration 0.5, bounce 0.15.
    public static let snappy = Curve.spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: spring, duration 0.5, bounce 0.3.
    public static let bouncy = Curve.spring(duration: 0.5, bounce: 0.3)
    /// SwiftUI's `.default` (iOS 17 and later): spring, response 0.55, damping fraction 1.
    public static let `default` = Curve.responseSpring(response: 0.55, dampingFraction: 1)
    /// SwiftUI's `.easeInOut`: 0.35 s.
    public static let easeInOut = Curve.easeInOut(duration: defaultEaseDuration)
    /// SwiftUI's `.easeIn`: 0.35 s.
    public static let easeIn = Curve.easeIn(duration: defaultEaseDuration)
    /// SwiftUI's `.easeOut`: 0.35 s.
    public static let easeOut = Curve.easeOut(duration: defaultEaseDuration)
    /// SwiftUI's `.linear`: 0.35 s.
    public static let linear = Curve.linear(duration: defaultEaseDuration)

    /// No animation: the change happens at once, as a state change made outside `withAnimation` (and
    /// with no `.animation` modifier) shows. A zero-length linear curve, printed `instant`; it does not
    /// move, so it passes the Reduce Motion rule as it is.
    public static let instant = Curve.linear(duration: 0)

    /// SwiftUI's `.spring()` with its defaults: duration 0.5, bounce 0 (the same as ``smooth``).
    public static func spring() -> Curve { .spring(duration: 0.5, bounce: 0) }

    /// The spring's physics, or nil for an ease.
    public var springPhysics: SpringPhysics? {
        switch self {
        case .spring(let duration, let bounce): SpringPhysics(duration: duration, bounce: bounce)
        case .responseSpring(let response, let fraction): SpringPhysics(response: response, dampingFraction: fraction)
        case .easeInOut, .easeIn, .easeOut, .linear: nil
        }
    }

    /// Whether this is a spring.
    public var isSpring: Bool { springPhysics != nil }

    /// The spring's bounce (1 − damping ratio), or nil for an ease. Above 0 the spring overshoots.
    public var bounce: Double? {
        switch self {
        case .spring(_, let bounce): bounce
        case .responseSpring(_, let fraction): 1 - fraction
        case .easeInOut, .easeIn, .easeOut, .linear: nil
        }
    }

    /// Whether the curve overshoots its target and swings back (a spring with bounce above 0).
    public var bounces: Bool { (bounce ?? 0) > 0 }

    /// How long the curve runs, in seconds: a spring's settling time, an ease's duration.
    ///
    /// A spring that never settles (bounce of 1 or more) or whose parameters are not positive
    /// lasts `.infinity`; ``validationError`` says why.
    public var duration: Double {
        switch self {
        case .easeInOut(let duration), .easeIn(let duration), .easeOut(let duration), .linear(let duration):
            return duration
        case .spring, .responseSpring:
            guard case .success(let time) = settlingTime else { return .infinity }
            return time
        }
    }

    /// Why the curve cannot run, or nil if it can: a spring that never settles, or a duration that is
    /// not a positive finite number.
    public var validationError: CurveError? {
        guard case .failure(let error) = checkedDuration else { return nil }
        return error
    }

    /// ``duration`` when the curve can run, otherwise ``validationError``: both at the cost of one
    /// (for a spring, the settling time is solved once rather than once for each).
    public var checkedDuration: Result<Double, CurveError> {
        switch self {
        case .easeInOut(let duration), .easeIn(let duration), .easeOut(let duration), .linear(let duration):
            return duration.isFinite && duration >= 0 ? .success(duration)
                : .failure(.invalidParameter(name: "duration", value: duration, expected: "a finite number of seconds, 0 or more"))
        case .spring, .responseSpring:
            // A spring without physics cannot happen (every spring has them); it would last for ever.
            return settlingTime ?? .success(.infinity)
        }
    }

    /// A spring's settling time as ``SpringPhysics`` solves it, or nil for an ease. SwiftUI's
    /// presets, which nearly every timeline uses, are solved once (``presetSettlingTimes``).
    private var settlingTime: Result<Double, CurveError>? {
        if let preset = Self.presetSettlingTimes.first(where: { $0.curve == self }) { return preset.time }
        return springPhysics?.settlingTime()
    }

    /// The settling times of SwiftUI's spring presets, solved on first use: constants, like the presets.
    private static let presetSettlingTimes: [(curve: Curve, time: Result<Double, CurveError>?)] =
        [Curve.smooth, .snappy, .bouncy, .default].map { ($0, $0.springPhysics?.settlingTime()) }

    /// The same kind of ease with another duration; a spring is returned unchanged.
    public func withEaseDuration(_ duration: Double) -> Curve {
        switch self {
        case .easeInOut: .easeInOut(duration: duration)
        case .easeIn: .easeIn(duration: duration)
        case .easeOut: .easeOut(duration: duration)
        case .linear: .linear(duration: duration)
        case .spring, .responseSpring: self
        }
    }
}
