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

/// Reads tool output back for assertions.
enum StringsOutput {
    /// A String Catalog's top level, parsed with JSONSerialization.
    static func catalogObject(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    /// The catalog's `strings` as key → (comment, en value, state, extraction state).
    static func catalogEntries(_ text: String) throws -> [String: CatalogEntry] {
        let strings = try #require(try catalogObject(text)["strings"] as? [String: Any])
        var result: [String: CatalogEntry] = [:]
        for (key, value) in strings {
            let entry = try #require(value as? [String: Any])
            let localizations = entry["localizations"] as? [String: Any]
            let unit = (localizations?["en"] as? [String: Any])?["stringUnit"] as? [String: Any]
            result[key] = CatalogEntry(comment: entry["comment"] as? String,
                                       extractionState: entry["extractionState"] as? String,
                                       state: unit?["state"] as? String, value: unit?["value"] as? String,
                                       languages: localizations.map { Array($0.keys) } ?? [])
        }
        return result
    }

    /// The JSON format decoded back into the catalogue.
    static func catalogue(_ text: String) throws -> SpokenCatalogue {
        try JSONDecoder().decode(SpokenCatalogue.self, from: Data(text.utf8))
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

/// One key of a parsed String Catalog.
struct CatalogEntry: Hashable {
    var comment: String?
    var extractionState: String?
    var state: String?
    var value: String?
    var languages: [String]
}

/// Writes an XML Info.plist with the given string keys into a new temporary folder; returns the folder.
func writeInfoPlist(_ values: [String: String], name: String = #function) throws -> String {
    let folder = try makeTemporaryFolder(name)
    let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
    try data.write(to: URL(fileURLWithPath: folder + "/Info.plist"))
    return folder
}
