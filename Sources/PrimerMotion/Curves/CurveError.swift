/// Why a curve cannot run: a parameter out of range, or a spring that never comes to rest.
public enum CurveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter is not a number the curve can use.
    case invalidParameter(name: String, value: Double, expected: String)
    /// The spring has no damping (bounce 1) or negative damping (bounce above 1), so it never settles.
    case neverSettles(dampingRatio: Double)

    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let expected):
            "\(name) is \(value); expected \(expected)"
        case .neverSettles(let ratio):
            "the spring never settles (damping ratio \(ratio)); expected a bounce below 1"
        }
    }
}
