import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerSyntax

extension SpecLanguage {
    /// The options naming the language on the command line: `--locale` (among
    /// ``AppInfoSources/optionDefinitions`` too, since it also picks the Info.plist's localized values)
    /// and `--strings`.
    package static let optionDefinitions: [BlockOption] = [
        .value("--locale", "LANG", help: localeHelp),
        .value("--strings", "PATH", help: "The app's translations of its Localizable table: a folder with "
               + "Localizable.xcstrings or *.lproj/Localizable.strings, or one .xcstrings file."),
    ]

    /// The app's options (``AppInfoSources/optionDefinitions``) for a block's command: `--locale` as the
    /// language the block is read in, `--strings` after it.
    package static var appAndLanguageOptions: [BlockOption] {
        AppInfoSources.optionDefinitions.flatMap { option in
            option.name == "--locale" ? optionDefinitions : [option]
        }
    }

    /// The help text of `--locale`.
    static var localeHelp: String {
        "The language VoiceOver speaks and the app's texts are looked up in, and whose localized Info.plist "
            + "values to read: \(supported), with a region such as de-AT (default: the app's development region)."
    }

    /// The language the command line gives: `--locale` (refused with the languages that have a table
    /// of VoiceOver's words) and `--strings`, whose problems are returned, located in their files.
    /// Without `--locale`, the app's development region when the options name its files
    /// (``AppInfo/developmentRegion``), as a spec header without `locale` reads it; a region with no
    /// table reads English, with a warning.
    package init(options: BlockOptions, developmentRegion: LocatedValue? = nil,
                diagnostics: inout [Finding]) throws(BlockOptionError) {
        self = .english
        if let text = options.value("--locale") {
            switch Self.parse(text) {
            case .success(let (locale, words)):
                self.locale = locale
                self.words = words
                isGiven = true
            case .failure(let error):
                throw BlockOptionError("--locale \(error.description)", command: options.command)
            }
        } else if let region = developmentRegion {
            switch Self.parse(region.value) {
            case .success(let (locale, words)):
                self.locale = locale
                self.words = words
            case .failure:
                diagnostics.append(Self.regionWithoutWords(region, at: SourceRange(at: AppInfoSources.commandLine),
                                                           subject: "the screen", remedy: "--locale LANG"))
            }
        }
        guard let path = options.value("--strings") else { return }
        let file = FilePath(absolute: options.resolve(path), display: path)
        let loaded = Self.loadStrings(file, origin: SourceRange(at: AppInfoSources.commandLine),
                                      developmentRegion: VoiceOverWords.english.language)
        if loaded.isEmpty, let error = loaded.diagnostics.first(where: { $0.severity == .error }) {
            throw BlockOptionError("--strings: \(error.commandLineText)", command: options.command)
        }
        strings = loaded.strings
        diagnostics += loaded.diagnostics
    }
}
