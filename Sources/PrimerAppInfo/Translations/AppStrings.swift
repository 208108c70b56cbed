import PrimerModel
import PrimerSyntax

/// An app's own translations of one table (`Localizable`): its String Catalog(s), `.strings` and
/// `.stringsdict` files, looked up as iOS looks up a `LocalizedStringResource` or a `Text("literal")`.
///
/// The rules:
/// - The app's language for a locale is chosen as for the Info.plist (``InfoPlistLocalization``):
///   the locale if the app has it, else its language, else the development region (Apple, Technical
///   Q&A QA1828). Every language a catalog, strings file or `.lproj` folder names counts.
/// - The key is looked up in that language only. A key it lacks shows the key itself, which is the
///   source text ("If no value exists for key, returns value unless value is NULL or an empty string,
///   in which case key is returned": Apple, `CFBundleCopyLocalizedStringForLocalizations`); there is
///   no per-key fallback to another language.
/// - A catalog's value is read before a strings file's (Xcode builds a catalog into the same table;
///   one target holding both for one table is a choice PrimerSpec resolves this way). A device
///   variation reads as iPhone reads it (`iphone`, else `other`). A value that varies by plural
///   category, any `.stringsdict` entry, and a catalog value PrimerSpec refuses fail with their
///   located message: a text a block shows has no number to choose a case with.
/// - A plain `String` passed to `Text` is never looked up; that is the caller's rule, not this type's.
package struct AppStrings: Hashable, Sendable {
    /// The app's development region (`CFBundleDevelopmentRegion`), the language of its source text
    /// unless a catalog says otherwise.
    package var developmentRegion: String
    /// The String Catalogs of the table.
    package var catalogs: [StringCatalogFile.Catalog] { didSet { languages = Self.languages(of: self) } }
    /// The `.strings` files of the table, one per language.
    package var stringsTables: [LocalizedTable] { didSet { languages = Self.languages(of: self) } }
    /// The `.stringsdict` files of the table, one per language.
    package var stringsDicts: [StringsDictFile.Table] { didSet { languages = Self.languages(of: self) } }
    /// Further languages the app ships (`.lproj` folders, the project's known regions).
    package var localizations: Set<String> { didSet { languages = Self.languages(of: self) } }
    /// The languages the app has a localization for, as iOS compares them (lowercase, `-`), without `Base`:
    /// worked out when the tables change, not at each lookup (it reads every catalog entry).
    package private(set) var languages: Set<String> = []

    /// Creates the translations from tables already read.
    package init(developmentRegion: String, catalogs: [StringCatalogFile.Catalog] = [], stringsTables: [LocalizedTable] = [],
                stringsDicts: [StringsDictFile.Table] = [], localizations: Set<String> = []) {
        self.developmentRegion = developmentRegion
        self.catalogs = catalogs
        self.stringsTables = stringsTables
        self.stringsDicts = stringsDicts
        self.localizations = localizations
        self.languages = Self.languages(of: self)
    }

    /// ``languages`` of the tables as they are.
    private static func languages(of strings: AppStrings) -> Set<String> {
        var all = strings.localizations.map(InfoPlistLocalization.canonical)
        for catalog in strings.catalogs {
            all.append(InfoPlistLocalization.canonical(catalog.sourceLanguage))
            for entry in catalog.entries.values { all += entry.localizations.keys.map(InfoPlistLocalization.canonical) }
        }
        all += strings.stringsTables.map { InfoPlistLocalization.canonical($0.language) }
        all += strings.stringsDicts.map { InfoPlistLocalization.canonical($0.language) }
        return Set(all).subtracting(["base"])
    }

    /// The languages the app ships besides its source language, as ``languages`` writes them, sorted.
    package var translatedLanguages: [String] {
        languages.subtracting([InfoPlistLocalization.canonical(sourceLanguage)]).sorted()
    }

    /// The language the source text is written in: the first catalog's `sourceLanguage`, else the development region.
    package var sourceLanguage: String { catalogs.first?.sourceLanguage ?? developmentRegion }

    /// What iOS shows for `key` (the source text) in `locale`, or the located reason it cannot be read as one string.
    package func lookup(_ key: String, locale: String) -> Result<StringLookup, Finding> {
        let (language, how) = InfoPlistLocalization.appLanguage(locale: locale, localizations: languages,
                                                                developmentRegion: developmentRegion)
        let wanted = InfoPlistLocalization.canonical(locale)
        let match: StringLookup.Match = language == wanted ? .locale
            : Self.primary(language) == Self.primary(wanted) ? .language : .developmentRegion
        let inOtherLanguage = match == .developmentRegion && Self.primary(language) != Self.primary(wanted)
        var result = StringLookup(key: key, locale: locale, text: key, appLanguage: language, match: match, found: false,
                                  fellBack: inOtherLanguage, state: nil, location: nil, reason: "")
        let shown = "'\(TextExcerpt.shown(key))'"
        let context = how.isEmpty ? "" : " (\(how.dropFirst(2)))"
        for table in stringsDicts where InfoPlistLocalization.canonical(table.language) == language {
            guard let entry = table.entries[key] else { continue }
            let rules = Set(entry.variables.values.map(\.rule.rawValue)).sorted() + (entry.widths.isEmpty ? [] : ["NSStringVariableWidthRuleType"])
            let expected = "a key with one string, in a String Catalog or a .strings file"
            return .failure(.error("\(shown) varies by \(rules.joined(separator: " and ")) in \(table.file): a text a block "
                                   + "shows has no number to choose a case with; expected \(expected)",
                                   at: SourceRange(at: entry.location), offendingText: TextExcerpt.shown(key), expected: expected))
        }
        for catalog in catalogs {
            guard let entry = catalog.entries[key] else { continue }
            if !entry.shouldTranslate {
                // The app chose to show the source text in every language (a name, say): not a fallback.
                result.fellBack = false
                result.reason = "\(catalog.file) marks \(shown) shouldTranslate: false, so iOS shows the source text\(context)"
                return .success(result)
            }
            guard let form = entry.localizations.first(where: { InfoPlistLocalization.canonical($0.key) == language })?.value
            else { continue }
            switch Self.readable(form, key: key, language: language, file: catalog.file) {
            case .failure(let error): return .failure(error)
            case .success(nil): continue
            case .success(let (value, state)?):
                result.text = value.value
                result.found = true
                result.location = value.location
                result.state = entry.extractionState == "stale" ? .stale : state
                result.reason = "\(catalog.file) has a value in \(language)\(context)"
                return .success(result)
            }
        }
        for table in stringsTables where InfoPlistLocalization.canonical(table.language) == language {
            guard let value = table.values[key] else { continue }
            result.text = value.value
            result.found = true
            result.location = value.location
            result.reason = "\(table.file) has a value in \(language)\(context)"
            return .success(result)
        }
        let source = InfoPlistLocalization.canonical(sourceLanguage)
        if Self.primary(language) != Self.primary(source) { result.fellBack = true }
        result.reason = Self.primary(language) == Self.primary(source)
            ? "\(shown) is the source text, in \(sourceLanguage)\(context)"
            : "no \(language) value for \(shown), so iOS shows the source text, in \(sourceLanguage)\(context)"
        return .success(result)
    }

    /// A catalog value as one string: a text, or a device variation's iPhone case; nil when a device
    /// variation has no case for iPhone; a plural or refused value fails.
    static func readable(_ form: CatalogForm, key: String, language: String,
                         file: String) -> Result<(LocatedValue, TranslationState?)?, Finding> {
        switch form {
        case .text(let value, let state): return .success((value, state))
        case .refused(let error): return .failure(error)
        case .device:
            guard let chosen = form.onIPhone else { return .success(nil) }
            return readable(chosen, key: key, language: language, file: file)
        case .plural(let cases, let at):
            let expected = "a stringUnit (one string) for a text a block shows"
            return .failure(.error("the \(language) value of \"\(TextExcerpt.shown(key))\" in \(file) varies by plural "
                                   + "category (\(cases.keys.sorted().joined(separator: ", "))): a text a block shows has no "
                                   + "number to choose a case with; expected \(expected)",
                                   at: SourceRange(at: at), offendingText: "\"plural\"", expected: expected))
        }
    }

    /// The language subtag of a canonical tag: `pt-br` → `pt`.
    static func primary(_ tag: String) -> Substring { tag.split(separator: "-").first ?? Substring(tag) }
}

extension AppStrings {
    /// The translations found under a folder, and every problem reading them.
    package struct Loaded: Hashable, Sendable {
        /// What was read; a file that does not read is left out.
        package var strings: AppStrings
        /// Each file that does not read (an error, located in its file) and each warning a reader gave.
        package var diagnostics: [Finding]

        /// Creates a result.
        package init(strings: AppStrings, diagnostics: [Finding]) {
            self.strings = strings
            self.diagnostics = diagnostics
        }
    }

    /// Reads one table's files under `folder` (its `TABLE.xcstrings`, `LANG.lproj/TABLE.strings` and
    /// `LANG.lproj/TABLE.stringsdict`, searched as the Info.plist's localizations are: Docs/Localization.md);
    /// `origin` locates an error reading a file (the spec line naming the folder); with the run's `files`,
    /// each file is read once per run.
    package static func load(folder: FilePath, table: String = "Localizable", developmentRegion: String,
                            origin: SourceRange, files: AppFileCache? = nil) -> Loaded {
        let found = LocalizedFileSearch.walk(folder, depthLimit: LocalizedFileSearch.depthLimit, table: table)
        var strings = AppStrings(developmentRegion: developmentRegion, localizations: found.languages)
        var diagnostics = found.unreadable.map { $0.finding(expected: LocalizedFileSearch.unreadableExpected) }
        for path in found.catalogs.map(\.path) {
            switch StringCatalogFile.load(path, origin: origin, files: files) {
            case .success(let catalog):
                strings.catalogs.append(catalog)
                diagnostics += catalog.warnings
            case .failure(let error): diagnostics.append(error)
            }
        }
        for file in found.stringsFiles {
            switch StringsFile.load(file.path, language: file.language, origin: origin, table: table, files: files) {
            case .success(let table):
                strings.stringsTables.append(table)
                diagnostics += table.warnings
            case .failure(let error): diagnostics.append(error)
            }
        }
        for file in found.stringsDicts {
            switch StringsDictFile.load(file.path, language: file.language, origin: origin, files: files) {
            case .success(let table): strings.stringsDicts.append(table)
            case .failure(let error): diagnostics.append(error)
            }
        }
        if found.truncated {
            diagnostics.append(Finding(severity: .warning, range: origin,
                                       message: "the search for \(table) files stopped after \(LocalizedFileSearch.folderLimit) "
                                           + "folders; expected a folder holding the app's localizations",
                                       offendingText: TextExcerpt.shown(folder.display),
                                       expected: "a folder holding the app's localizations"))
        }
        return Loaded(strings: strings, diagnostics: diagnostics)
    }
}
