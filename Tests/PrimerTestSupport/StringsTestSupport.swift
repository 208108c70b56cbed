import Foundation
import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
import Testing

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
