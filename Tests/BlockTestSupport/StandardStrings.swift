import Foundation
@testable import PermissionPrimer
import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
import Testing

/// One announcement the planner can post: the kind, the transition and the words.
struct PostedAnnouncement: Sendable, CustomTestStringConvertible {
    var kind: PrimerKind
    var transition: TransitionKey
    var announcement: Announcement

    var testDescription: String { "\(kind) \(transition): \(announcement)" }

    /// Every announcement of every transition of every kind, with and without a custom request.
    static func all(appName: String = PrimerContent.sampleAppName) -> [PostedAnnouncement] {
        PrimerKind.allCases.flatMap { kind in
            let content = PrimerContent.standard(for: kind, appName: appName)
            let transitions = [false, true].flatMap { PrimerMachine(kind: kind, hasCustomRequest: $0).allTransitions() }
            return transitions.flatMap { transition in
                AnnouncementPlanner.announcements(for: transition, content: content).map {
                    PostedAnnouncement(kind: kind, transition: transition.key, announcement: $0)
                }
            }
        }
    }
}

/// The permission primer's catalogue as `primer-spec strings` builds it without options.
enum StandardCatalogue {
    /// The standard content's strings for the given kinds (default: all four) and app name.
    static func primer(kinds: [PrimerKind] = PrimerKind.allCases,
                       appName: String = PrimerContent.sampleAppName) -> SpokenCatalogue {
        SpokenCatalogueBuilder.catalogue(of: kinds.map { model($0, appName: appName) })
    }

    /// A kind's model with its standard content and its template, listing either request.
    static func model(_ kind: PrimerKind, appName: String = PrimerContent.sampleAppName,
                      content: PrimerContent? = nil) -> PermissionPrimerModel {
        var model = PermissionPrimerModel(kind: kind, content: content ?? .standard(for: kind, appName: appName),
                                          machine: PrimerMachine(kind: kind), listsEitherRequest: true, appName: appName)
        model.template = content == nil ? .standard(for: kind, appName: AppNameFormat.marker) : nil
        return model
    }
}
