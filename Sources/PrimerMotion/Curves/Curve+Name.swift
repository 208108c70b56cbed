extension Curve: CustomStringConvertible {
    /// The name a timeline line prints: `smooth`, `snappy`, `bouncy`, `default`, `spring(0.5, 0.2)`,
    /// `spring(response: 0.3, dampingFraction: 0.8)`, `easeInOut`, `easeInOut(0.2)`, `linear(0.2)`.
    ///
    /// Presets print by their SwiftUI name; eases of 0.35 s print without a duration; ``instant`` (no
    /// animation) prints `instant`.
    /// ``init(name:)`` reads every name back to the same curve.
    public var name: String {
        switch self {
        case .spring(let duration, let bounce):
            if self == .smooth { return "smooth" }
            if self == .snappy { return "snappy" }
            if self == .bouncy { return "bouncy" }
            return "spring(\(NumberText.compact(duration)), \(NumberText.compact(bounce)))"
        case .responseSpring(let response, let fraction):
            if self == .default { return "default" }
            return "spring(response: \(NumberText.compact(response)), dampingFraction: \(NumberText.compact(fraction)))"
        case .easeInOut(let duration): return Self.easeName("easeInOut", duration)
        case .easeIn(let duration): return Self.easeName("easeIn", duration)
        case .easeOut(let duration): return Self.easeName("easeOut", duration)
        case .linear(let duration): return duration == 0 ? "instant" : Self.easeName("linear", duration)
        }
    }

    public var description: String { name }

    /// Every form ``init(name:)`` accepts, for error messages.
    public static let nameForms =
        "smooth, snappy, bouncy, default, spring, spring(D, B), spring(response: R, dampingFraction: F), "
        + "easeInOut, easeIn, easeOut, linear, or one of those with a duration such as easeInOut(0.2), "
        + "or instant (no animation)"

    /// Reads a curve's name as ``name`` prints it (spaces after commas optional); nil if it is not one.
    public init?<S: StringProtocol>(name text: S) {
        let name = String(text).trimmingSpaces
        switch name {
        case "smooth": self = .smooth; return
        case "snappy": self = .snappy; return
        case "bouncy": self = .bouncy; return
        case "default": self = .default; return
        case "spring": self = .spring(); return
        case "easeInOut": self = .easeInOut; return
        case "easeIn": self = .easeIn; return
        case "easeOut": self = .easeOut; return
        case "linear": self = .linear; return
        case "instant": self = .instant; return
        default: break
        }
        guard let (head, arguments) = Self.call(name) else { return nil }
        switch (head, arguments.count) {
        case ("spring", 2):
            if arguments[0].hasPrefix("response:"), arguments[1].hasPrefix("dampingFraction:"),
               let response = NumberText.parse(arguments[0].dropFirst("response:".count).trimmingSpaces),
               let fraction = NumberText.parse(arguments[1].dropFirst("dampingFraction:".count).trimmingSpaces) {
                self = .responseSpring(response: response, dampingFraction: fraction)
                return
            }
            guard let duration = NumberText.parse(arguments[0]), let bounce = NumberText.parse(arguments[1]) else {
                return nil
            }
            self = .spring(duration: duration, bounce: bounce)
        case ("easeInOut", 1), ("easeIn", 1), ("easeOut", 1), ("linear", 1):
            guard let duration = NumberText.parse(arguments[0]) else { return nil }
            switch head {
            case "easeInOut": self = .easeInOut(duration: duration)
            case "easeIn": self = .easeIn(duration: duration)
            case "easeOut": self = .easeOut(duration: duration)
            default: self = .linear(duration: duration)
            }
        default:
            return nil
        }
    }

    /// The head and the trimmed comma-separated arguments of `NAME(A, B)`, or nil without a `(` and
    /// a closing `)`. An ASCII name (every curve a timeline writes) is split by its bytes, where each
    /// byte is a character and `(`, `)` and `,` are never part of a larger one; any other goes by
    /// characters, as a combining mark can make a `(` part of another character.
    private static func call(_ name: String) -> (head: String, arguments: [String])? {
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
            let body = name[name.index(after: open)..<name.index(before: name.endIndex)]
            return (String(name[..<open]),
                    body.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces })
        }
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")), utf8.last == UInt8(ascii: ")") else { return nil }
        let close = utf8.index(before: utf8.endIndex)
        var arguments: [String] = []
        var start = utf8.index(after: open)
        while true {
            let end = utf8[start..<close].firstIndex(of: UInt8(ascii: ",")) ?? close
            arguments.append(name[start..<end].trimmingSpaces)
            guard end < close else { break }
            start = utf8.index(after: end)
        }
        return (String(name[..<open]), arguments)
    }

    private static func easeName(_ base: String, _ duration: Double) -> String {
        duration == defaultEaseDuration ? base : "\(base)(\(NumberText.compact(duration)))"
    }
}
