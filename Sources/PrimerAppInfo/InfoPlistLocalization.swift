import PrimerModel
import PrimerSyntax

/// Chooses, as iOS does, the localized Info.plist values an app shows in a locale, and says where
/// each came from.
///
/// - The files: the target's, when there is a project, else those a narrow search finds beside the
///   Info.plist (``LocalizedFileSearch``).
/// - The app's languages: each `.lproj` folder that holds an InfoPlist.strings, each language of the
///   InfoPlist.xcstrings catalog, and the folders known to be the app's whatever they hold: with a
///   project, every `.lproj` folder among the target's resources (the built app's localizations, which
///   iOS chooses its language from); without one, the `.lproj` folders beside the Info.plist.
/// - The languages read for the locale: those ``LanguageMatch`` gives (`sv-SE` reads `sv-SE`, then
///   `sv`); none matching, the app's development region (Apple, Technical Q&A QA1828 "How iOS
///   Determines the Language For Your App").
/// - The one `InfoPlist.strings` iOS loads: the first that exists of those languages, `Base`, and the
///   development region (swift-corelibs-foundation, `CFBundle_Resources.c`: the chosen languages'
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
    /// Each file found (as messages show it), its language and the rule that picked it, in the order found.
    var files: [AppInfo.LocalizationFile] = []
    /// Problems reading the files (each located in its file).
    var diagnostics: [Finding] = []
    /// Whether the file iOS would load for this locale does not read (its error stays an error).
    var brokenChoice = false
    /// That file, as messages show it.
    var brokenFile: String?

    /// The rule that picked the chosen (or broken) file, if any.
    var chosenRule: String? {
        let file = table?.file ?? brokenFile
        return files.first { $0.file == file }?.rule
    }

    /// Finds and reads the localizations of `infoPlist` for `locale`: among `resources` when the
    /// project gives the target's, else by the narrow search.
    static func resolve(infoPlist: FilePath, projectFolder: FilePath?, resources: [XcodeProject.TargetFile]?,
                        locale: String, developmentRegion: String, origin: SourceRange,
                        files: AppFileCache? = nil) -> InfoPlistLocalization {
        let found = resources.map { LocalizedFileSearch.fromProject($0) }
            ?? LocalizedFileSearch.search(infoPlist: infoPlist, projectFolder: projectFolder)
        var result = InfoPlistLocalization(locale: locale, developmentRegion: developmentRegion, choice: "")
        if let first = found.missing.first {
            result.diagnostics.append(missingWarning(found.missing, first: first, origin: origin))
        }
        result.diagnostics += found.unreadable.map { $0.finding(expected: LocalizedFileSearch.unreadableExpected) }
        var tables: [String: LocalizedTable] = [:]
        var refusedByLanguage: [String: [String: Finding]] = [:]
        var broken: [String: String] = [:]
        var written: [String: String] = [:]
        for language in found.appLanguages { written[canonical(language)] = language }
        // The nearest file of a language wins (the search is breadth first).
        for file in found.stringsFiles where tables[canonical(file.language)] == nil && broken[canonical(file.language)] == nil {
            written[canonical(file.language)] = file.language
            result.files.append(.init(file: file.path.display, language: file.language, rule: file.rule.description))
            switch StringsFile.load(file.path, language: file.language, origin: origin, files: files) {
            case .success(let table):
                tables[canonical(file.language)] = table
                result.diagnostics += table.warnings
            case .failure(let error):
                broken[canonical(file.language)] = file.path.display
                result.diagnostics.append(error)
            }
        }
        var catalogLanguages: [String] = []
        for catalog in found.catalogs.prefix(1) {
            result.files.append(.init(file: catalog.path.display, language: nil, rule: catalog.rule.description))
            switch StringCatalogFile.load(catalog.path, origin: origin, files: files) {
            case .success(let loaded):
                result.diagnostics += loaded.warnings
                for (language, table) in loaded.tables where tables[canonical(language)] == nil {
                    tables[canonical(language)] = table
                    written[canonical(language)] = language
                }
                catalogLanguages += loaded.tables.keys
                for (language, keys) in loaded.refused {
                    refusedByLanguage[canonical(language)] = keys
                    written[canonical(language)] = language
                    catalogLanguages.append(language)
                }
            case .failure(let error): result.diagnostics.append(error)
            }
        }
        result.allTables = tables.values.sorted { $0.file < $1.file }
        let fileLanguages = found.stringsFiles.map(\.language) + catalogLanguages
        let localizations = Set((Array(found.appLanguages) + fileLanguages).map(canonical))
            .subtracting(["base"])
        let matched = LanguageMatch.matches(locale: locale, localizations: localizations)
        let how = Self.how(locale: locale, matched: matched, developmentRegion: developmentRegion) { written[$0] ?? $0 }
        var order = matched.isEmpty ? [canonical(developmentRegion)] : matched
        order.append("base")
        if !order.contains(canonical(developmentRegion)) { order.append(canonical(developmentRegion)) }
        let shown = { (language: String) in language == "base" ? "Base" : written[language] ?? language }
        for (position, candidate) in order.enumerated() {
            if let file = broken[candidate] {
                result.brokenChoice = true
                result.brokenFile = file
                result.choice = "\(file) (locale \(locale)\(how)), which does not read"
                return result
            }
            guard let table = tables[candidate] ?? (refusedByLanguage[candidate] != nil ? LocalizedTable(
                file: found.catalogs.first?.path.display ?? "", language: candidate) : nil) else { continue }
            result.table = table
            result.refused = refusedByLanguage[candidate] ?? [:]
            let skipped = order[..<position].map(shown)
            let fallback = skipped.isEmpty ? "" : "; no InfoPlist.strings for \(skipped.joined(separator: " or "))"
            result.choice = "\(table.file) (locale \(locale)\(how)\(fallback))"
            return result
        }
        result.choice = tables.isEmpty ? "" : "no InfoPlist.strings for \(order.map(shown).joined(separator: ", ")) "
            + "(locale \(locale)\(how))"
        return result
    }

    /// One warning for the Info.plist localization files the target copies that are not on disk: they
    /// are left out (Xcode would stop the build at them), located where the project names the first.
    static func missingWarning(_ missing: [XcodeProject.TargetFile], first: XcodeProject.TargetFile,
                               origin: SourceRange) -> Finding {
        let more = missing.count > 1 ? " and \(missing.count - 1) more" : ""
        let shown = TextExcerpt.shown(first.path.display)
        let expected = "the files the project names, on disk"
        return Finding(severity: .warning, range: first.reference.map { SourceRange(at: $0) } ?? origin,
                       message: "\(shown)\(more), \(first.origin.description), \(missing.count > 1 ? "are" : "is") not on disk; "
                           + "left out of the app's localizations (Xcode would stop the build there); expected \(expected)",
                       offendingText: shown, expected: expected)
    }

    /// How the locale's language was found, for the choice: empty when the app has the locale.
    static func how(locale: String, matched: [String], developmentRegion: String,
                    shown: (String) -> String = { $0 }) -> String {
        guard let first = matched.first else {
            if canonical(locale) == canonical(developmentRegion) { return "" }
            return "; the app has no \(locale) localization, so iOS uses its development region \(developmentRegion)"
        }
        return first == canonical(locale) ? "" : "; the app has no \(locale) localization, so iOS uses \(shown(first))"
    }

    /// The language iOS runs the app in for one preferred language, and how it was found (empty when
    /// the app has the locale itself): the best of ``LanguageMatch/matches(locale:localizations:)``,
    /// else the development region.
    static func appLanguage(locale: String, localizations: Set<String>, developmentRegion: String) -> (String, String) {
        let matched = LanguageMatch.matches(locale: locale, localizations: localizations)
        return (matched.first ?? canonical(developmentRegion),
                how(locale: locale, matched: matched, developmentRegion: developmentRegion))
    }

    /// A language ID compared as iOS compares `.lproj` names: case aside, `_` as `-` (`pt_BR` and
    /// `pt-br` are one), and an old English name of a language as its code (`English.lproj` is `en`:
    /// swift-corelibs-foundation, `CFBundle_Locale.c`, maps the old names to language codes).
    package static func canonical(_ language: String) -> String {
        let lowered = language.replacingOccurrences(of: "_", with: "-").lowercased()
        return legacyNames[lowered] ?? lowered
    }

    /// The old `.lproj` names of the languages older Xcode templates used, with their codes (a few of
    /// the names `CFBundle_Locale.c` maps).
    static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "spanish": "es", "dutch": "nl",
        "japanese": "ja",
    ]

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
