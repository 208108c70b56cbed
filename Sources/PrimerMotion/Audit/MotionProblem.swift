import PrimerModel

/// A motion problem in a timeline (not a `Finding` of the spec: the motion rules turn it into one): a
/// track that still moves, repeats or fades too long in a timeline meant for Reduce Motion (an error),
/// or that moves or blinks on and on in a full-motion timeline (a warning: WCAG 2.2.2).
public struct MotionProblem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a track.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The track moves its part.
        case moves(MotionReason)
        /// The track runs longer than the fade limit.
        case tooLong(duration: Double, limit: Double)
        /// The track repeats under Reduce Motion (Apple: reduce repeating animation).
        case repeats(Repetition)
        /// In full motion, the track moves or blinks, repeating for ever or for `lasts` seconds in all,
        /// more than `limit` (``PauseStopHideAudit/limit``, 5 s): WCAG 2.2.2 Pause, Stop, Hide (level A)
        /// asks for a way to pause, stop or hide it. `lasts` is infinite for a track that repeats for ever.
        case needsPause(lasts: Double, limit: Double)

        /// ``Severity/warning`` for ``needsPause(lasts:limit:)`` (whether the screen offers a way to pause,
        /// stop or hide the motion is not in the timeline), ``Severity/error`` for the rest.
        public var severity: Severity {
            switch self {
            case .moves, .tooLong, .repeats: .error
            case .needsPause: .warning
            }
        }

        public var description: String {
            switch self {
            case .moves(let reason): reason.description
            case .tooLong(let duration, let limit):
                "runs \(TimelineClock.format(duration)) s, longer than the \(TimelineClock.format(limit)) s fade limit"
            case .repeats(let repetition):
                "\(Self.repeating(repetition)) (Apple: reduce repeating animation)"
            case .needsPause(let lasts, let limit):
                (lasts.isFinite
                    ? "moves or blinks on repeat for \(TimelineClock.format(lasts)) s, more than \(NumberText.compact(limit)) s"
                    : "moves or blinks on repeat for ever")
                    + "; WCAG 2.2.2 Pause, Stop, Hide (level A) asks for a way to pause, stop or hide it"
            }
        }

        /// `repeats forever every 2.71 s`, `repeats 3 times every 2.71 s`.
        private static func repeating(_ repetition: Repetition) -> String {
            let period = TimelineClock.format(repetition.period)
            return switch repetition.count {
            case .forever: "repeats forever every \(period) s"
            case .times(let count): "repeats \(count) times every \(period) s"
            }
        }
    }

    /// The offending track.
    public var track: Track
    /// What is wrong with it.
    public var problem: Problem

    /// Creates a problem.
    public init(track: Track, problem: Problem) {
        self.track = track
        self.problem = problem
    }

    /// How serious the problem is: its problem's ``Problem/severity``.
    public var severity: Severity { problem.severity }

    /// For example `0.30 symbol: symbol replace effect scales the symbols`.
    public var description: String { "\(TimelineClock.format(track.start)) \(track.part): \(problem)" }
}
