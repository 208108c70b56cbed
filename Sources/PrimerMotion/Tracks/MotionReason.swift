/// Why a track counts as movement, which Reduce Motion must turn into a fade (Apple's Reduce Motion guidance (Docs/Motion.md)).
public enum MotionReason: Hashable, Sendable, CustomStringConvertible {
    /// The part grows or shrinks (Apple: reduce zooming and scaling).
    case scale
    /// The part moves along x or y.
    case offset
    /// The part turns.
    case rotation
    /// An SF Symbol replace effect, which scales the old symbol out and the new one in.
    case symbolReplace
    /// An SF Symbol effect such as bounce; whether symbols adapt by themselves is undocumented.
    case symbolEffect(String)
    /// A transition that scales or moves the part in or out.
    case transition(ViewTransition)
    /// A spring that overshoots and swings back (Apple: tighten springs to reduce bounce).
    case bouncingSpring(bounce: Double)

    public var description: String {
        switch self {
        case .scale: "scales"
        case .offset: "moves (offset)"
        case .rotation: "rotates"
        case .symbolReplace: "symbol replace effect scales the symbols"
        case .symbolEffect(let name): "symbol effect \(name) moves the symbol"
        case .transition(let transition): "\(transition) transition moves the part in or out"
        case .bouncingSpring(let bounce): "spring bounces (bounce \(NumberText.compact(bounce)))"
        }
    }
}
