/// How iOS matches a requested language against an app's localizations: the localizations it reads,
/// best first.
///
/// Apple's `Bundle.preferredLocalizations(from:)` returns "typically either a single
/// non-region-specific localization or a region-specific localization followed by a corresponding
/// non-region-specific localization", and a resource is looked for in each in turn; Technical Note
/// TN2418 ("Language Identifiers in iOS, macOS, watchOS, and tvOS") says the fallbacks follow the
/// language, script and region of the identifier ("Language and Locale IDs" in Apple's
/// Internationalization and Localization Guide: `zh-Hans`, `zh-Hant` are scripts, `pt-BR` a region).
/// So a locale reads, of the localizations the app has:
///
/// 1. the locale itself (`sv-SE`);
/// 2. its language and script (`zh-Hant-TW` → `zh-Hant`), a Chinese region standing for its script
///    (`zh-TW`, `zh-HK`, `zh-MO` are Traditional, `zh-CN`, `zh-SG` Simplified: CLDR's likely subtags);
/// 3. its language and region without the script (`zh-Hant-TW` → `zh-TW`, the older `.lproj` name);
/// 4. its language alone (`sv-SE` → `sv`, `pt-BR` → `pt`), unless the locale's script is not the
///    language's usual one (`zh-Hant` never reads `zh.lproj`, which is Simplified; `sr-Latn` never
///    reads `sr.lproj`, which is Cyrillic).
///
/// TN2418's nearer-region fallback (`en-IN` reading `en-GB` before `en`) comes from locale data PrimerSpec
/// does not carry: such a locale reads its language (a choice, said in Docs/SpecFormat.md).
package enum LanguageMatch {
    /// The script a language is written in when its tag names none (CLDR likely subtags), for the
    /// languages written in more than one.
    static let usualScript: [String: String] = ["zh": "hans", "sr": "cyrl", "uz": "latn", "az": "latn", "bs": "latn",
                                                "pa": "guru", "mn": "cyrl"]
    /// The Chinese regions written in Traditional characters (CLDR likely subtags).
    static let traditionalRegions: Set<String> = ["tw", "hk", "mo"]

    /// The tags a locale may read, best first, canonical (lowercase, `-`), without duplicates.
    package static func candidates(for locale: String) -> [String] {
        let parts = InfoPlistLocalization.canonical(locale).split(separator: "-").map(String.init)
        guard let language = parts.first else { return [] }
        let script = parts.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        let region = parts.dropFirst().first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        let impliedScript = script ?? (language == "zh" ? (region.map { traditionalRegions.contains($0) } == true ? "hant" : "hans")
                                                        : nil)
        var list = [parts.joined(separator: "-")]
        if let impliedScript {
            if let region { list.append("\(language)-\(impliedScript)-\(region)") }
            list.append("\(language)-\(impliedScript)")
        }
        if let region { list.append("\(language)-\(region)") }
        if language == "zh", script != nil, region == nil {
            // The older `.lproj` names for the two scripts.
            list += impliedScript == "hant" ? ["zh-tw", "zh-hk"] : ["zh-cn"]
        }
        if impliedScript == nil || impliedScript == usualScript[language] { list.append(language) }
        var seen: Set<String> = []
        return list.filter { seen.insert($0).inserted }
    }

    /// The app's localizations a locale reads, best first (see the type's documentation).
    package static func matches(locale: String, localizations: Set<String>) -> [String] {
        let available = Set(localizations.map(InfoPlistLocalization.canonical))
        return candidates(for: locale).filter { available.contains($0) }
    }
}
