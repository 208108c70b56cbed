import PrimerMotion
import PrimerSyntax

/// The documented exit codes of `primer-spec`.
public enum ExitCode: Int32, Sendable, Hashable, CustomStringConvertible {
    /// Everything checked passed, or the command printed what was asked.
    case success = 0
    /// A spec section does not match what the builders generate.
    case mismatch = 1
    /// A spec that does not parse, bad input (an unknown kind, a bad Info.plist) or bad usage.
    case badInput = 2

    public var description: String { String(rawValue) }
}
