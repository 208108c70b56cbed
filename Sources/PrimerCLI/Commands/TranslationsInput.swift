import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

/// The app's translations `strings --strings PATH` reads: one `.xcstrings` file, or a folder's
/// `Localizable.xcstrings`, `*.lproj/Localizable.strings` and `.stringsdict` files.
struct TranslationsInput: Hashable, Sendable {
    /// What was read.
    var strings: AppStrings
    /// Warnings from the readers (each located in its file).
    var warnings: [Finding]

    /// Why the translations cannot be used: the text for standard error.
    struct Failure: Error, Hashable, Sendable {
        var message: String
    }

    /// The source language of the texts `strings` writes, and the development region assumed for
    /// the app's files: English, as the blocks' source text is.
    static let sourceLanguage = "en"

    /// Reads `path`, or the message for standard error (every error located in its file) when a file
    /// does not read or the path holds no translations: input PrimerSpec cannot use is exit 2.
    static func load(_ path: String, invocation: Invocation) -> Result<TranslationsInput, Failure> {
        let file = FilePath(absolute: invocation.resolve(path), display: path)
        let origin = SourceRange(at: AppInfoSources.commandLine)
        if path.hasSuffix(".xcstrings") {
            switch StringCatalogFile.load(file, origin: origin) {
            case .success(let catalog):
                return .success(TranslationsInput(
                    strings: AppStrings(developmentRegion: sourceLanguage, catalogs: [catalog]), warnings: []))
            case .failure(let error):
                return .failure(Failure(message: errorLine(error)))
            }
        }
        let loaded = AppStrings.load(folder: file, developmentRegion: sourceLanguage, origin: origin)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(Failure(message: errors.map(errorLine).joined(separator: "\n"))) }
        let strings = loaded.strings
        guard !strings.catalogs.isEmpty || !strings.stringsTables.isEmpty || !strings.stringsDicts.isEmpty else {
            return .failure(Failure(message: "error: \(StringsCommand.translationsOption) '\(path)' holds no Localizable.xcstrings, "
                            + "*.lproj/Localizable.strings or .stringsdict file; expected a folder holding the app's "
                            + "translations, or a .xcstrings file"))
        }
        return .success(TranslationsInput(strings: strings, warnings: loaded.diagnostics))
    }

    /// An error as a line of standard error: `FILE:LINE:COLUMN: error: …` where it has a place in a file.
    static func errorLine(_ error: Finding) -> String {
        error.location.file == AppInfoSources.commandLine.file ? "error: " + error.commandLineText : error.headline
    }
}
