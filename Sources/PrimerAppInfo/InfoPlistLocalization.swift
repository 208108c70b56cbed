import PrimerModel
import PrimerSyntax

/// Chooses, as iOS does, the localized Info.plist values an app shows in a locale, and says where
/// each came from.
///
/// - The app's language: the locale if the app has that localization (a `LANG.lproj` folder, or a
///   project known region), else its language without the region or script (`pt-BR` → `pt`), else
///   the app's development region (Apple, Technical Q&A QA1828 "How iOS Determines the Language For
///   Your App").
/// - The one `InfoPlist.strings` iOS loads: the first that exists of the app's language, `Base`, and
///   the development region (swift-corelibs-foundation, `CFBundle_Resources.c`: the chosen language's
///   `.lproj`, then `Base.lproj`, then the remaining languages, development language first;
///   `CFBundle.c`, `CFBundleGetLocalInfoDictionary` loads one `InfoPlist.strings`).
/// - A key: that file's value wins; a key it lacks takes the Info.plist's own value ("If a localized
///   version of a key does not exist, the routines return the value stored in the Info.plist file":
///   Apple, Information Property List Key Reference, "Localizing Property List Values";
///   `CFBundleGetValueForInfoDictionaryKey`: "Look in InfoPlist.strings first. Then look in Info.plist").
/// - Localized values are copied into the app as written, without build-setting expansion (swift-build,
///   `Sources/SWBTaskExecution/TaskActions/CopyStringsFileTaskAction.swift` only converts the encoding).
package struct InfoPlistLocalization {
    /// The chosen table, if any, and how it was chosen.
    var table: LocalizedTable?
    /// Keys the chosen catalog language refuses (a value with variations).
    var refused: [String: Finding] = [:]
    /// The locale asked for, as given.
    var locale: String
    /// The app's development region used.
    var developmentRegion: String
    /// Why this table (or none): `fr.lproj/InfoPlist.strings (locale fr)`, `… (no pt-BR localization; its language pt)`.
    var choice: String
    /// Every table found, for the keys only a strings file holds.
    var allTables: [LocalizedTable] = []
    /// Problems reading the files (each located in its file).
    var diagnostics: [Finding] = []
    /// Whether the file iOS would load for this locale does not read (its error stays an error).
    var brokenChoice = false
    /// That file, as messages show it.
    var brokenFile: String?

    /// Finds and reads the localizations of `infoPlist` for `locale`.
    static func resolve(infoPlist: FilePath, projectFolder: FilePath?, knownRegions: [String], locale: String,
                        developmentRegion: String, origin: SourceRange) -> InfoPlistLocalization {
        let found = LocalizedFileSearch.search(infoPlist: infoPlist, projectFolder: projectFolder)
        var result = InfoPlistLocalization(locale: locale, developmentRegion: developmentRegion, choice: "")
        var tables: [String: LocalizedTable] = [:]
        var refusedByLanguage: [String: [String: Finding]] = [:]
        var broken: [String: String] = [:]
        // The nearest file of a language wins (the search is breadth first).
        for file in found.stringsFiles where tables[canonical(file.language)] == nil && broken[canonical(file.language)] == nil {
            switch StringsFile.load(file.path, language: file.language, origin: origin) {
            case .success(let table):
                tables[canonical(file.language)] = table
                result.diagnostics += table.warnings
            case .failure(let error):
                broken[canonical(file.language)] = file.path.display
                result.diagnostics.append(error)
            }
        }
        for path in found.catalogs.prefix(1) {
            switch StringCatalogFile.load(path, origin: origin) {
            case .success(let catalog):
                for (language, table) in catalog.tables where tables[canonical(language)] == nil {
                    tables[canonical(language)] = table
                }
                for (language, keys) in catalog.refused { refusedByLanguage[canonical(language)] = keys }
            case .failure(let error): result.diagnostics.append(error)
            }
        }
        result.allTables = tables.values.sorted { $0.file < $1.file }
        let localizations = Set((Array(found.languages) + knownRegions + tables.keys.map { $0 } + broken.keys.map { $0 })
            .map(canonical))
            .subtracting(["base"])
        let (language, how) = appLanguage(locale: locale, localizations: localizations, developmentRegion: developmentRegion)
        var order = [language, "base"]
        if canonical(developmentRegion) != language { order.append(canonical(developmentRegion)) }
        for (position, candidate) in order.enumerated() {
            if let file = broken[candidate] {
                result.brokenChoice = true
                result.brokenFile = file
                result.choice = "\(file) (locale \(locale)\(how)), which does not read"
                return result
            }
            guard let table = tables[candidate] ?? (refusedByLanguage[candidate] != nil ? LocalizedTable(
                file: found.catalogs.first?.display ?? "", language: candidate) : nil) else { continue }
            result.table = table
            result.refused = refusedByLanguage[candidate] ?? [:]
            let skipped = order[..<position].map { $0 == "base" ? "Base" : $0 }
            let fallback = skipped.isEmpty ? "" : "; no InfoPlist.strings for \(skipped.joined(separator: " or "))"
            result.choice = "\(table.file) (locale \(locale)\(how)\(fallback))"
            return result
        }
        result.choice = tables.isEmpty ? "" : "no InfoPlist.strings for \(order.map { $0 == "base" ? "Base" : $0 }.joined(separator: ", ")) "
            + "(locale \(locale)\(how))"
        return result
    }

    /// The language iOS runs the app in for one preferred language.
    static func appLanguage(locale: String, localizations: Set<String>, developmentRegion: String) -> (String, String) {
        let wanted = canonical(locale)
        if localizations.contains(wanted) || wanted == canonical(developmentRegion) { return (wanted, "") }
        var parts = wanted.split(separator: "-").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            let shorter = parts.joined(separator: "-")
            if localizations.contains(shorter) { return (shorter, "; the app has no \(locale) localization, so iOS uses \(shorter)") }
        }
        return (canonical(developmentRegion),
                "; the app has no \(locale) localization, so iOS uses its development region \(developmentRegion)")
    }

    /// A language ID compared as iOS compares `.lproj` names: case aside, `_` as `-` (`pt_BR` and
    /// `pt-br` are one).
    package static func canonical(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// Whether a language tag is one BCP 47 allows in a `.lproj` name: letters, digits and `-`/`_`
    /// between subtags of one to eight characters, the first of two or three letters (or `Base`).
    package static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count) || text == "Base",
              first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
