import PrimerModel
import PrimerSyntax

/// The app's strings in a String Catalog (`Localizable.xcstrings`): every key with each language's
/// value as a ``CatalogForm``, for lookups by source text. Plural and device variations are read
/// case by case; anything else that varies is refused with a located message, never read as a string.
extension StringCatalogFile {
    /// One key of a catalog: its source text, and its value per language.
    package struct Entry: Hashable, Sendable {
        /// The key: for `LocalizedStringResource` and `Text("literal")`, the source text itself.
        package var key: String
        /// Where the key is written.
        package var location: SourceLocation
        /// `extractionState`, if given (`manual`, `stale`, `extracted_with_value`, …).
        package var extractionState: String?
        /// `shouldTranslate: false` marks a key the app never translates.
        package var shouldTranslate: Bool
        /// The value per language, as the catalog names the language.
        package var localizations: [String: CatalogForm]
    }

    /// Reads every key's localizations; never throws: a value it cannot read becomes ``CatalogForm/refused(_:)``.
    static func entries(_ root: LocatedJSON) -> [String: Entry] {
        var result: [String: Entry] = [:]
        for member in root["strings"]?.members ?? [] {
            let fields = member.value
            var entry = Entry(key: member.name, location: member.nameLocation,
                              extractionState: fields["extractionState"]?.string,
                              shouldTranslate: fields["shouldTranslate"].map { if case .bool(false, _) = $0 { false } else { true } } ?? true,
                              localizations: [:])
            for language in fields["localizations"]?.members ?? [] {
                entry.localizations[language.name] = form(language.value, key: member.name, language: language.name)
            }
            result[member.name] = entry
        }
        return result
    }

    /// One localization (or one variation case): a `stringUnit`, or `variations` of one kind.
    private static func form(_ value: LocatedJSON, key: String, language: String) -> CatalogForm {
        let place = "the \(TextExcerpt.shown(language, limit: TextExcerpt.wordLimit)) value of \"\(TextExcerpt.shown(key))\""
        guard let members = value.members else {
            return .refused(refusal("\(place) is \(value.kindName)", at: value.location, offending: value.kindName,
                                    expected: "an object with a stringUnit or variations"))
        }
        if let substitutions = members.last(where: { $0.name == "substitutions" }) {
            return .refused(refusal("\(place) has substitutions (format arguments each with their own plural "
                                    + "cases), which PrimerSpec does not fill", at: substitutions.nameLocation,
                                    offending: "\"substitutions\"", expected: "a stringUnit, or plural or device variations"))
        }
        if let variations = members.last(where: { $0.name == "variations" }) {
            let kinds = variations.value.members ?? []
            guard kinds.count == 1, let kind = kinds.first, kind.name == "plural" || kind.name == "device" else {
                let names = kinds.map { "\"\(TextExcerpt.shown($0.name, limit: TextExcerpt.wordLimit))\"" }
                return .refused(refusal("\(place) has variations by \(names.isEmpty ? "nothing" : names.joined(separator: " and "))",
                                        at: kinds.first?.nameLocation ?? variations.nameLocation,
                                        offending: names.first ?? "\"variations\"",
                                        expected: "one kind of variation: \"plural\" or \"device\""))
            }
            let allowed = kind.name == "plural" ? CatalogForm.pluralCategories : CatalogForm.devices
            guard let caseMembers = kind.value.members, !caseMembers.isEmpty else {
                return .refused(refusal("the \(kind.name) variations of \(place) are \(kind.value.members == nil ? kind.value.kindName : "empty")",
                                        at: kind.value.location, offending: "\"\(kind.name)\"",
                                        expected: "an object of \(kind.name == "plural" ? "plural categories" : "devices")"))
            }
            var cases: [String: CatalogForm] = [:]
            for member in caseMembers {
                guard allowed.contains(member.name) else {
                    return .refused(refusal("\(place) has the \(kind.name) case \"\(TextExcerpt.shown(member.name, limit: TextExcerpt.wordLimit))\"",
                                            at: member.nameLocation, offending: "\"\(TextExcerpt.shown(member.name))\"",
                                            expected: "one of \(allowed.sorted().joined(separator: ", "))"))
                }
                let inner = form(member.value, key: key, language: "\(language) \(kind.name) \(member.name)")
                if case .refused = inner { return inner }
                cases[member.name] = inner
            }
            if kind.name == "plural", cases["other"] == nil {
                return .refused(refusal("the plural variations of \(place) have no \"other\" case", at: kind.nameLocation,
                                        offending: "\"plural\"", expected: "\"other\": every language's plural rules end in it"))
            }
            return kind.name == "plural" ? .plural(cases, at: kind.nameLocation) : .device(cases, at: kind.nameLocation)
        }
        guard let unit = value["stringUnit"] else {
            return .refused(refusal("\(place) has neither a stringUnit nor variations", at: value.location, offending: "{…}",
                                    expected: "\"stringUnit\": { \"state\": …, \"value\": … }"))
        }
        guard let text = unit["value"], let string = text.string else {
            return .refused(refusal("the stringUnit of \(place) has no string \"value\"", at: unit.location, offending: "{…}",
                                    expected: "\"value\": \"TEXT\""))
        }
        var state: TranslationState?
        if let written = unit["state"] {
            guard let name = written.string, let known = TranslationState(rawValue: name) else {
                return .refused(refusal("the state of \(place) is \(written.string.map { "\"\(TextExcerpt.shown($0))\"" } ?? written.kindName)",
                                        at: written.location, offending: written.string ?? written.kindName,
                                        expected: "one of \(TranslationState.written)"))
            }
            state = known
        }
        return .text(LocatedValue(string, at: text.location), state: state)
    }

    private static func refusal(_ problem: String, at location: SourceLocation, offending: String, expected: String) -> Finding {
        .error("\(problem); expected \(expected)", at: SourceRange(at: location), offendingText: TextExcerpt.shown(offending),
               expected: expected)
    }
}
