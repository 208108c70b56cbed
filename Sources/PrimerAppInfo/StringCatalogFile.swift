import PrimerModel
import PrimerSyntax

/// Reads a String Catalog (`InfoPlist.xcstrings`, Xcode 15 and later): JSON with `sourceLanguage` and
/// `strings` → key → `localizations` → language → `stringUnit` `{ "state", "value" }`. Xcode compiles
/// each language of an `InfoPlist.xcstrings` into that language's `InfoPlist.strings` (Apple,
/// "Localizing and varying text with a string catalog"; swift-build,
/// `Sources/SWBApplePlatform/AppIntentsMetadataTaskProducer.swift` treats `InfoPlist.xcstrings` as an
/// Info.plist localization source).
///
/// For an Info.plist (``Catalog/tables``), a value that varies (`variations`: `plural`, `device`) is
/// not one string: it is refused for that key and language with a located message, never read as one
/// of its cases. For the app's strings (``Catalog/entries``, `StringCatalogFile+Strings.swift`), plural
/// and device variations are read case by case, and the lookups decide (``AppStrings``).
package enum StringCatalogFile {
    /// The largest catalog read, in bytes: an app's whole `Localizable.xcstrings` may reach a few megabytes. A choice.
    package static let sizeLimit = 32 << 20

    /// What a catalog holds: its source language, and one table per language.
    package struct Catalog: Hashable, Sendable {
        /// The catalog file, as messages show it.
        package var file: String
        /// The language the strings were written in (`sourceLanguage`).
        package var sourceLanguage: String
        /// The values per language, each with where it was written.
        package var tables: [String: LocalizedTable]
        /// Keys refused per language (a value with variations), with why, for when a block asks for one.
        package var refused: [String: [String: Finding]]
        /// Every key with its value per language, variations included, for lookups by source text.
        package var entries: [String: Entry] = [:]
        /// What the reader noticed without refusing the file: a name given twice in one object.
        package var warnings: [Finding] = []
    }

    /// Reads the catalog at `path`; `origin` locates an error reading it.
    package static func load(_ path: FilePath, origin: SourceRange, files: AppFileCache? = nil) -> Result<Catalog, Finding> {
        files.value("catalog", path) {
            path.read(limit: sizeLimit, noun: "String Catalog", expected: "a readable .xcstrings file", at: origin)
                .flatMap { parse($0, file: path.display) }
        }
    }

    /// Parses the bytes of a catalog; locations name `file`.
    package static func parse(_ bytes: [UInt8], file: String) -> Result<Catalog, Finding> {
        LocatedJSON.parse(bytes, file: file).flatMap { root in
            Result { () throws(Finding) -> Catalog in
                var catalog = try catalog(root, file: file)
                catalog.entries = entries(root)
                catalog.warnings = duplicateNames(in: root)
                return catalog
            }
        }
    }

    private static func catalog(_ root: LocatedJSON, file: String) throws(Finding) -> Catalog {
        guard root.members != nil else {
            throw shape("the top level is \(root.kindName)", root, expected: "an object with sourceLanguage and strings")
        }
        guard let source = root["sourceLanguage"] else {
            throw shape("there is no \"sourceLanguage\"", root, expected: "\"sourceLanguage\": \"en\"")
        }
        guard let sourceLanguage = source.string, !sourceLanguage.isEmpty else {
            throw shape("\"sourceLanguage\" is \(source.kindName == "a string" ? "empty" : source.kindName)", source,
                        expected: "a language such as \"en\"")
        }
        var catalog = Catalog(file: file, sourceLanguage: sourceLanguage, tables: [:], refused: [:])
        guard let strings = root["strings"] else { return catalog }
        guard let entries = strings.members else {
            throw shape("\"strings\" is \(strings.kindName)", strings, expected: "an object of keys")
        }
        for entry in entries {
            guard let fields = entry.value.members else {
                throw shape("the key \"\(TextExcerpt.shown(entry.name))\" is \(entry.value.kindName)", entry.value,
                            expected: "an object with localizations")
            }
            _ = fields
            guard let localizations = entry.value["localizations"] else { continue }
            guard let languages = localizations.members else {
                throw shape("\"localizations\" of \"\(TextExcerpt.shown(entry.name))\" is \(localizations.kindName)",
                            localizations, expected: "an object of languages")
            }
            for language in languages {
                let key = TextExcerpt.shown(entry.name)
                guard language.value.members != nil else {
                    throw shape("the \(TextExcerpt.shown(language.name, limit: TextExcerpt.wordLimit)) localization of "
                                + "\"\(key)\" is \(language.value.kindName)", language.value,
                                expected: "an object with a stringUnit")
                }
                if let variations = language.value["variations"] {
                    let kinds = (variations.members ?? []).map(\.name).map { TextExcerpt.shown($0, limit: TextExcerpt.wordLimit) }
                    let what = kinds.isEmpty ? "variations" : "variations by \(kinds.joined(separator: " and "))"
                    catalog.refused[language.name, default: [:]][entry.name] = .error(
                        "the \(TextExcerpt.shown(language.name, limit: TextExcerpt.wordLimit)) value of \"\(key)\" has \(what): "
                            + "an Info.plist value is one string, and PrimerSpec does not choose a case for it; expected a "
                            + "stringUnit", at: SourceRange(at: language.value.members?.last { $0.name == "variations" }?.nameLocation
                                            ?? variations.location), offendingText: "\"variations\"",
                        expected: "\"stringUnit\": { \"state\": …, \"value\": … }")
                    continue
                }
                guard let unit = language.value["stringUnit"] else { continue }
                guard unit.members != nil, let valueJSON = unit["value"] else {
                    throw shape("the stringUnit of \"\(key)\" (\(TextExcerpt.shown(language.name, limit: TextExcerpt.wordLimit))) "
                                + (unit.members == nil ? "is \(unit.kindName)" : "has no \"value\""), unit,
                                expected: "\"stringUnit\": { \"state\": …, \"value\": \"TEXT\" }")
                }
                guard let value = valueJSON.string else {
                    throw shape("the value of \"\(key)\" (\(TextExcerpt.shown(language.name, limit: TextExcerpt.wordLimit))) is "
                                + valueJSON.kindName, valueJSON, expected: "a string")
                }
                catalog.tables[language.name, default: LocalizedTable(file: file, language: language.name)]
                    .values[entry.name] = LocatedValue(value, at: valueJSON.location)
            }
        }
        return catalog
    }

    /// A warning at every name given again in one object (a key of `strings`, a language of its
    /// `localizations`, a field), naming the line of the first: JSON leaves a repeated name undefined,
    /// and the reader takes the last, so the first is never shown. In document order.
    static func duplicateNames(in value: LocatedJSON) -> [Finding] {
        var found: [Finding] = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .object(let members, _):
                var first: [String: SourceLocation] = [:]
                for member in members {
                    if let earlier = first[member.name] {
                        let shown = TextExcerpt.shown(member.name)
                        found.append(Finding(
                            severity: .warning, range: SourceRange(at: member.nameLocation),
                            message: "\"\(shown)\" is given again; the first, at line \(earlier.line), is replaced by this "
                                + "one, so its value is never read; expected each name once in an object",
                            offendingText: "\"\(shown)\"", expected: "each name once in an object",
                            notes: [.init("the first \"\(TextExcerpt.shown(member.name, limit: TextExcerpt.wordLimit))\" is here",
                                          at: earlier)]))
                    } else {
                        first[member.name] = member.nameLocation
                    }
                }
                pending += members.map(\.value)
            case .array(let elements, _):
                pending += elements
            case .string, .number, .bool, .null:
                break
            }
        }
        return found.sortedByLocation()
    }

    private static func shape(_ problem: String, _ value: LocatedJSON, expected: String) -> Finding {
        .error("\(problem); expected \(expected) (a String Catalog as Xcode writes it)", at: SourceRange(at: value.location),
               offendingText: excerpt(of: value), expected: expected)
    }

    /// A value as messages quote it: a string or number as written, a container by its brackets.
    private static func excerpt(of value: LocatedJSON) -> String {
        switch value {
        case .object: "{…}"
        case .array: "[…]"
        case .string(let text, _): "\"" + TextExcerpt.shown(text) + "\""
        case .number(let text, _): TextExcerpt.shown(text)
        case .bool(let flag, _): flag ? "true" : "false"
        case .null: "null"
        }
    }
}
