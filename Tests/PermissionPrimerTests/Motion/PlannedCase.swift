@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

/// One transition of one machine: every kind, with and without a custom request.
struct PlannedCase: Sendable, CustomTestStringConvertible {
    var kind: PrimerKind
    var hasCustomRequest: Bool
    var transition: PrimerTransition

    var content: PrimerContent { PrimerContent.standard(for: kind, appName: "Reminders") }

    func plan(reduceMotion: Bool, announcements: [TimelineAnnouncement] = []) -> Timeline {
        MotionPlanner.standard.plan(transition, content: content, environment: PrimerEnvironment(reduceMotion: reduceMotion),
                                    announcements: announcements)
    }

    var testDescription: String {
        "\(kind)\(hasCustomRequest ? " (custom request)" : "") \(transition.key)"
    }

    /// Every transition `allTransitions()` lists, for the four kinds, with and without a custom request.
    static let all: [PlannedCase] = PrimerKind.allCases.flatMap { kind in
        [false, true].flatMap { custom in
            PrimerMachine(kind: kind, hasCustomRequest: custom).allTransitions().map {
                PlannedCase(kind: kind, hasCustomRequest: custom, transition: $0)
            }
        }
    }

    /// The one transition with this key, if the machine has it.
    static func find(_ kind: PrimerKind, custom: Bool = false, _ from: PrimerStateName, _ to: PrimerStateName,
                     via: PrimerEventName) -> PlannedCase? {
        all.first { $0.kind == kind && $0.hasCustomRequest == custom && $0.transition.key == TransitionKey(
            from: from, to: to, via: via) }
    }
}
