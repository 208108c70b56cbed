/// How a view comes in or goes out (SwiftUI's `AnyTransition`).
public enum ViewTransition: Hashable, Sendable, CustomStringConvertible {
    /// Fades in or out; the only transition that does not move.
    case opacity
    /// Grows from or shrinks to nothing.
    case scale
    /// Comes in from the leading edge and leaves by the trailing edge.
    case slide
    /// Moves in from, or out to, an edge.
    case move(Edge)
    /// Pushes in from an edge while the old content moves out the other way.
    case push(Edge)

    /// Why the transition moves the view, or nil for ``opacity``.
    public var movement: MotionReason? { self == .opacity ? nil : .transition(self) }

    /// The token the line format writes: `opacity`, `scale`, `slide`, `move(bottom)`, `push(top)`.
    public var description: String {
        switch self {
        case .opacity: "opacity"
        case .scale: "scale"
        case .slide: "slide"
        case .move(let edge): "move(\(edge))"
        case .push(let edge): "push(\(edge))"
        }
    }

    /// Every form the line format accepts, for error messages.
    public static let forms = "opacity, scale, slide, move(EDGE) or push(EDGE), EDGE one of top, bottom, leading, trailing"

    /// Reads a token as ``description`` writes it; nil if it is not one.
    public init?<S: StringProtocol>(token: S) {
        switch token {
        case "opacity": self = .opacity
        case "scale": self = .scale
        case "slide": self = .slide
        default:
            for (name, make) in [("move", ViewTransition.move), ("push", ViewTransition.push)] {
                let prefix = name + "("
                if token.hasPrefix(prefix), token.hasSuffix(")"),
                   let edge = Edge(rawValue: String(token.dropFirst(prefix.count).dropLast())) {
                    self = make(edge)
                    return
                }
            }
            return nil
        }
    }
}
