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

    /// Reads `path` as a spec's `strings` field is read, or the message for standard error (every
    /// error located in its file, or named as the option's) when a file does not read or the path
    /// holds no translations: input PrimerSpec cannot use is exit 2.
    static func load(_ path: String, invocation: Invocation) -> Result<TranslationsInput, Failure> {
        let file = FilePath(absolute: invocation.resolve(path), display: path)
        let loaded = SpecLanguage.loadStrings(file, origin: SourceRange(at: AppInfoSources.commandLine),
                                              developmentRegion: sourceLanguage)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(Failure(message: errors.map(errorLine).joined(separator: "\n"))) }
        return .success(TranslationsInput(strings: loaded.strings, warnings: loaded.diagnostics))
    }

    /// An error as a line of standard error: `FILE:LINE:COLUMN: error: …` where it has a place in a file.
    static func errorLine(_ error: Finding) -> String {
        error.location.file == AppInfoSources.commandLine.file
            ? "error: \(StringsCommand.translationsOption): " + error.commandLineText : error.headline
    }
}
