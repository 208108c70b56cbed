import PrimerAppInfo
import PrimerSyntax

/// The app's own translations written into the String Catalog `strings --format xcstrings` prints:
/// every key in every language the app ships, with the value and state the app's files give it.
///
/// For each key (the source text, as SwiftUI looks it up) and each language the app has besides the
/// catalog's source language:
/// - a value the app's catalog holds keeps its `state` (`translated`, `needs_review`, `new`, or
///   `stale`); a device variation is written as the iPhone reads it;
/// - a value only a `.strings` file holds is `translated` (a strings file records no state);
/// - a key with no value in the language is written `new` with the source text as its value, which
///   is also what iOS shows for it (**choice**: Xcode leaves an untranslated language out of a key,
///   but a catalog opened on its own then shows no column for a language no key has; Xcode itself
///   writes `new` units with a value, Docs/Outputs.md);
/// - a key the app marks `shouldTranslate: false` is written so, with the source language only.
///
/// A value that cannot be one string (plural variations, a `.stringsdict` entry, a refused value)
/// is reported as a warning at its place and written `new`, so nothing else is lost.
package enum CatalogTranslations {
    /// The catalog with the translations, and the warnings about values that could not be carried over.
    package struct Merged: Hashable, Sendable {
        /// The catalog to write.
        package var catalog: StringCatalog
        /// One warning per key and language whose value could not be read as one string.
        package var warnings: [Finding]
    }

    /// The languages the app ships besides the source language, spelled as its files spell them
    /// (`de`, `pt-BR`), in order.
    package static func languages(of strings: AppStrings, sourceLanguage: String) -> [String] {
        var spelled: [String: String] = [:]
        func add(_ language: String) {
            let canonical = InfoPlistLocalization.canonical(language)
            if spelled[canonical] == nil { spelled[canonical] = language }
        }
        for catalog in strings.catalogs {
            for entry in catalog.entries.values { entry.localizations.keys.sorted().forEach(add) }
        }
        strings.stringsTables.map(\.language).forEach(add)
        strings.stringsDicts.map(\.language).forEach(add)
        strings.localizations.sorted().forEach(add)
        let source = InfoPlistLocalization.canonical(sourceLanguage)
        return spelled.filter { $0.key != source && $0.key != "base" }.map(\.value).sorted()
    }

    /// `catalog` with every key's value in each language of `strings`.
    package static func merge(_ catalog: StringCatalog, with strings: AppStrings) -> Merged {
        let languages = languages(of: strings, sourceLanguage: catalog.sourceLanguage)
        var merged = catalog
        var warnings: [Finding] = []
        for key in catalog.strings.keys.sorted() {
            guard var entry = catalog.strings[key] else { continue }
            if strings.catalogs.contains(where: { $0.entries[key]?.shouldTranslate == false }) {
                entry.shouldTranslate = false
                merged.strings[key] = entry
                continue
            }
            for language in languages {
                switch unit(for: key, in: language, strings: strings) {
                case .success(let unit):
                    entry.localizations[language] = StringCatalogLocalization(stringUnit: unit)
                case .failure(let finding):
                    var warning = finding
                    warning.severity = .warning
                    warnings.append(warning)
                    entry.localizations[language] = StringCatalogLocalization(stringUnit: StringUnit(state: "new", value: key))
                }
            }
            merged.strings[key] = entry
        }
        return Merged(catalog: merged, warnings: warnings)
    }

    /// The value and state of `key` in `language`, or why it cannot be written as one string.
    static func unit(for key: String, in language: String, strings: AppStrings) -> Result<StringUnit, Finding> {
        strings.lookup(key, locale: language).map { lookup in
            guard lookup.found else { return StringUnit(state: TranslationState.new.rawValue, value: key) }
            let state = catalogState(of: key, in: language, strings: strings) ?? .translated
            return StringUnit(state: state.rawValue, value: lookup.text)
        }
    }

    /// The state the app's catalog gives the unit `lookup` read, if a catalog holds it.
    static func catalogState(of key: String, in language: String, strings: AppStrings) -> TranslationState? {
        let wanted = InfoPlistLocalization.canonical(language)
        for catalog in strings.catalogs {
            guard let form = catalog.entries[key]?.localizations.first(where: {
                InfoPlistLocalization.canonical($0.key) == wanted
            })?.value else { continue }
            if case .text(_, let state) = form.onIPhone ?? form { return state }
        }
        return nil
    }
}
