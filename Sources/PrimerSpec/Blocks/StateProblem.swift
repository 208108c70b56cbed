import PrimerSyntax

/// Why a state a block knows cannot be used here, such as `limited` for a camera primer.
public struct StateProblem: Hashable, Sendable, Error {
    /// The message, such as `state 'limited' applies only to photos; a camera primer is granted or denied`.
    public var message: String
    /// What would be valid instead, such as `a state of the camera primer`.
    public var expected: String

    /// Creates a problem.
    public init(_ message: String, expected: String) {
        self.message = message
        self.expected = expected
    }
}
