import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerSyntax

extension HeaderField {
    /// `strings "PATH"`: the app's own translations of its `Localizable` table, a folder holding its
    /// `Localizable.xcstrings` or `*.lproj/Localizable.strings` files, or one `.xcstrings` file.
    package static let strings = HeaderField("strings", [.path()],
                                            help: "The app's translations: a folder with Localizable.xcstrings or "
                                                + "*.lproj/Localizable.strings, or one .xcstrings file.")
}

extension SpecLanguage {
    /// The header fields every block declares for its language: `locale`, `strings` and `strict-words`.
    package static let headerFields: [HeaderField] = [.locale, .strings, .strictWords]

    /// The table SwiftUI looks a `LocalizedStringResource` or a `Text` literal up in when the code
    /// names none, as the designs' code does.
    public static let defaultTable = "Localizable"

    /// The language a spec header gives: `locale LANG` parsed as a BCP 47 tag with a table of
    /// VoiceOver's words (a malformed tag or a language without one is an error at the value), and
    /// the translations `strings "PATH"` names, their problems located as the Info.plist's are.
    ///
    /// Without `locale`, the app's development region (``AppInfo/developmentRegion``, when the block
    /// read the app's Info.plist or project: `app`), findings about the language then located at the
    /// field naming the app's file; a region with no table reads English, with a warning there.
    /// Without either, English.
    package init(header: BlockHeader, app: AppInfo? = nil, diagnostics: inout [Finding]) {
        self = .english
        fallback = header.directives.first?.range ?? SourceRange(at: SourceLocation(file: header.file.path, line: 1, column: 1))
        if let token = header.directive(.locale)?.arguments.first {
            switch Self.parse(token.value) {
            case .success(let (locale, words)):
                self.locale = locale
                self.words = words
                isGiven = true
                localeOrigin = token.range
                diagnostics += Self.wordFindings(words, locale: locale, at: token.range, offendingText: token.text)
            case .failure(let error):
                diagnostics.append(.error(error.description, at: token.range, offendingText: token.text,
                                          expected: error.expected))
            }
        } else if let app, let region = app.developmentRegion {
            let at = app.origin ?? fallback
            switch Self.parse(region.value) {
            case .success(let (locale, words)):
                self.locale = locale
                self.words = words
                if !isEnglish { fallback = at }
                diagnostics += Self.wordFindings(words, locale: locale, at: at, offendingText: region.value)
            case .failure:
                diagnostics.append(Self.regionWithoutWords(region, at: at))
            }
        }
        guard let token = header.directive(.strings)?.arguments.first else { return }
        stringsOrigin = token.range
        let loaded = Self.loadStrings(header.filePath(token.value), origin: token.range,
                                      developmentRegion: app?.developmentRegion?.value ?? VoiceOverWords.english.language,
                                      files: header.appFiles)
        // Translations that did not read are reported; no text is then said to lack one.
        strings = loaded.isEmpty && loaded.diagnostics.containsErrors ? nil : loaded.strings
        diagnostics += loaded.diagnostics
        infoPlistStrings = Self.loadInfoPlistStrings(header.filePath(token.value), origin: token.range,
                                                     developmentRegion: strings?.developmentRegion ?? "en",
                                                     files: header.appFiles)
    }

    /// The warning for an app whose development region's language has no table of VoiceOver's words:
    /// the spec is read in English rather than failing, and `locale LANG` chooses a language.
    /// `subject` is what is read (`the spec`, `the screen`); `remedy` how to choose a language
    /// (`locale LANG` in a spec, `--locale LANG` on the command line).
    static func regionWithoutWords(_ region: LocatedValue, at range: SourceRange, subject: String = "the spec",
                                   remedy: String = "locale LANG") -> Finding {
        let source = region.location.map { "CFBundleDevelopmentRegion at \($0)" } ?? "the project's developmentRegion"
        let shown = TextExcerpt.shown(region.value, limit: TextExcerpt.wordLimit)
        return Finding(severity: .warning, range: range,
                       message: "the app's development region '\(shown)' (\(source)) has no table of VoiceOver's words "
                           + "(the languages with one are \(supported)), so \(subject) is read in English; expected "
                           + "\(remedy) naming one of \(supported)",
                       offendingText: shown, expected: "\(remedy) naming one of \(supported)")
    }

    /// The `InfoPlist` table under the translations' folder (nil for a single catalog file, or when
    /// none is there); its files' problems are the Info.plist reader's to report, so they are left out here.
    static func loadInfoPlistStrings(_ path: FilePath, origin: SourceRange, developmentRegion: String,
                                     files: AppFileCache? = nil) -> AppStrings? {
        guard !path.absolute.hasSuffix(".xcstrings") else { return nil }
        let loaded = AppStrings.load(folder: path, table: "InfoPlist", developmentRegion: developmentRegion, origin: origin,
                                     files: files)
        return loaded.isEmpty ? nil : loaded.strings
    }

    /// A locale and its table of VoiceOver's words, or why the text names neither.
    public static func parse(_ text: String) -> Result<(VoiceOverLocale, VoiceOverWords), VoiceOverLocaleError> {
        Result { () throws(VoiceOverLocaleError) -> (VoiceOverLocale, VoiceOverWords) in
            let locale = try VoiceOverLocale(parsing: text)
            return (locale, try VoiceOverWords.table(for: locale))
        }
    }

    /// Reads the app's `Localizable` table from a folder or one `.xcstrings` file; a place that
    /// holds none of its files is an error at `origin`. The development region becomes the first
    /// catalog's source language when there is one. With the run's `files`, each file is read once per run.
    package static func loadStrings(_ path: FilePath, origin: SourceRange, developmentRegion: String,
                                    files: AppFileCache? = nil) -> AppStrings.Loaded {
        var loaded: AppStrings.Loaded
        if path.absolute.hasSuffix(".xcstrings") {
            switch StringCatalogFile.load(path, origin: origin, files: files) {
            case .success(let catalog):
                loaded = AppStrings.Loaded(strings: AppStrings(developmentRegion: developmentRegion, catalogs: [catalog]),
                                           diagnostics: [])
            case .failure(let error):
                return AppStrings.Loaded(strings: AppStrings(developmentRegion: developmentRegion), diagnostics: [error])
            }
        } else {
            loaded = AppStrings.load(folder: path, table: defaultTable, developmentRegion: developmentRegion, origin: origin,
                                     files: files)
            let strings = loaded.strings
            if strings.catalogs.isEmpty, strings.stringsTables.isEmpty, strings.stringsDicts.isEmpty,
               !loaded.diagnostics.containsErrors {
                let expected = "a folder holding \(defaultTable).xcstrings or LANG.lproj/\(defaultTable).strings, "
                    + "or a .xcstrings file"
                loaded.diagnostics.append(.error("'\(TextExcerpt.shown(path.display))' holds none of the app's "
                                                 + "\(defaultTable) translations; expected \(expected)",
                                                 at: origin, offendingText: TextExcerpt.shown(path.display),
                                                 expected: expected))
            }
        }
        if let source = loaded.strings.catalogs.first?.sourceLanguage { loaded.strings.developmentRegion = source }
        return loaded
    }
}

extension AppStrings.Loaded {
    /// Whether no file of the table was read.
    var isEmpty: Bool { strings.catalogs.isEmpty && strings.stringsTables.isEmpty && strings.stringsDicts.isEmpty }
}
