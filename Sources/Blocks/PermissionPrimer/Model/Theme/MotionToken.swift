import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The `SPTheme` motion tokens state changes use (the design: "changes use motion.smooth and motion.snappy").
///
/// PrimerMotion maps each token to a curve.
public enum MotionToken: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case smooth, snappy

    public var description: String { "motion.\(rawValue)" }
}
