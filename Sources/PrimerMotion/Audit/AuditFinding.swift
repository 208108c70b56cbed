/// A track that still moves, or fades too long, in a timeline meant for Reduce Motion.
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a track.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The track moves its part.
        case moves(MotionReason)
        /// The track runs longer than the fade limit.
        case tooLong(duration: Double, limit: Double)

        public var description: String {
            switch self {
            case .moves(let reason): reason.description
            case .tooLong(let duration, let limit):
                "runs \(TimelineClock.format(duration)) s, longer than the \(TimelineClock.format(limit)) s fade limit"
            }
        }
    }

    /// The offending track.
    public var track: Track
    /// What is wrong with it.
    public var problem: Problem

    /// Creates a finding.
    public init(track: Track, problem: Problem) {
        self.track = track
        self.problem = problem
    }

    /// For example `0.30 symbol: symbol replace effect scales the symbols`.
    public var description: String { "\(TimelineClock.format(track.start)) \(track.part): \(problem)" }
}
