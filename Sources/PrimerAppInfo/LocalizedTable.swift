import PrimerSyntax

/// The localized Info.plist values of one language, read from an `InfoPlist.strings` file or from
/// one language of an `InfoPlist.xcstrings` String Catalog: each value with where it was written.
package struct LocalizedTable: Hashable, Sendable {
    /// The file the values come from, as messages show it.
    package var file: String
    /// The language, as the file names it: `fr` (from `fr.lproj`), `Base`, `pt-BR`.
    package var language: String
    /// The values by Info.plist key.
    package var values: [String: LocatedValue]
    /// What the reader noticed without refusing the file (a key given twice, an unclosed comment).
    package var warnings: [Finding]

    /// Creates a table.
    package init(file: String, language: String, values: [String: LocatedValue] = [:], warnings: [Finding] = []) {
        self.file = file
        self.language = language
        self.values = values
        self.warnings = warnings
    }
}
