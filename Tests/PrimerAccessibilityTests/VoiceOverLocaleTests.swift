import PrimerAccessibility
import Testing

/// BCP 47 tags as a spec names a locale, and the table of VoiceOver's words each one reads with.
@Suite struct VoiceOverLocaleTests {
    /// A tag, its parts in canonical case, its fallback chain.
    struct ParseCase: Sendable, CustomTestStringConvertible {
        var text: String
        var language: String
        var script: String?
        var region: String?
        var tag: String
        var chain: [String]
        var testDescription: String { text }
    }

    static let parsed: [ParseCase] = [
        ParseCase(text: "de", language: "de", tag: "de", chain: ["de"]),
        ParseCase(text: "de-AT", language: "de", region: "AT", tag: "de-AT", chain: ["de-AT", "de"]),
        ParseCase(text: "pt_br", language: "pt", region: "BR", tag: "pt-BR", chain: ["pt-BR", "pt"]),
        ParseCase(text: "es-419", language: "es", region: "419", tag: "es-419", chain: ["es-419", "es"]),
        ParseCase(text: "ZH-hant-tw", language: "zh", script: "Hant", region: "TW", tag: "zh-Hant-TW",
                  chain: ["zh-Hant-TW", "zh-TW", "zh-Hant", "zh"]),
        ParseCase(text: "sr-Latn", language: "sr", script: "Latn", tag: "sr-Latn", chain: ["sr-Latn", "sr"]),
        ParseCase(text: "yue", language: "yue", tag: "yue", chain: ["yue"]),
        ParseCase(text: "de-CH-1996", language: "de", region: "CH", tag: "de-CH-1996", chain: ["de-CH-1996", "de"]),
        ParseCase(text: "en-US-u-ca-gregory", language: "en", region: "US", tag: "en-US-u-ca-gregory",
                  chain: ["en-US-u-ca-gregory", "en"]),
        ParseCase(text: "ar-x-test", language: "ar", tag: "ar-x-test", chain: ["ar-x-test", "ar"]),
    ]

    @Test(arguments: parsed)
    func parses(_ row: ParseCase) throws {
        let locale = try VoiceOverLocale(parsing: row.text)
        #expect(locale.language == row.language)
        #expect(locale.script == row.script)
        #expect(locale.region == row.region)
        #expect(locale.tag == row.tag)
        #expect(locale.fallbackChain == row.chain)
    }

    static let malformed: [(String, VoiceOverLocaleError)] = [
        ("", .malformed("", reason: "the tag is empty")),
        ("german", .malformed("german", reason: "'german' is not a language subtag of two or three letters")),
        ("d", .malformed("d", reason: "'d' is not a language subtag of two or three letters")),
        ("12", .malformed("12", reason: "'12' is not a language subtag of two or three letters")),
        ("de-", .malformed("de-", reason: "the tag has an empty subtag")),
        ("de--AT", .malformed("de--AT", reason: "the tag has an empty subtag")),
        ("de-A", .malformed("de-A", reason: "the extension 'A' has no subtags after it")),
        ("de-ABC", .malformed("de-ABC", reason: "'ABC' is in the place of a script (four letters), a region "
                              + "(two letters or three digits) or a variant (five to eight characters)")),
        ("de-AT!", .malformed("de-AT!", reason: "'AT!' is not a subtag (one to eight letters or digits)")),
        ("en-verylongvariant", .malformed("en-verylongvariant",
                                          reason: "'verylongvariant' is not a subtag (one to eight letters or digits)")),
    ]

    @Test(arguments: malformed)
    func refusesMalformedTags(_ text: String, _ error: VoiceOverLocaleError) {
        #expect(throws: error) { try VoiceOverLocale(parsing: text) }
    }

    @Test func malformedMessageSaysWhatWasExpected() {
        let error = VoiceOverLocaleError.malformed("german", reason: "'german' is not a language subtag of two or three letters")
        #expect(error.description == "'german' is not a language tag: 'german' is not a language subtag of two or three "
                + "letters; expected a BCP 47 language tag such as de, de-AT, pt-BR or es-419")
        #expect(error.offendingText == "german")
    }

    static let matched: [(String, String)] = [
        ("en", "en"), ("en-GB", "en"), ("en-AU", "en"), ("de", "de"), ("de-AT", "de"), ("de-CH", "de"),
        ("es", "es"), ("es-419", "es"), ("es-MX", "es"), ("ru", "ru"), ("ru-RU", "ru"), ("DE_at", "de"),
    ]

    @Test(arguments: matched)
    func matchesTheLanguageTable(_ tag: String, _ language: String) throws {
        #expect(try VoiceOverWords.table(forTag: tag).language == language)
    }

    static let unsupported: [(String, String)] = [("pt-BR", "pt-BR"), ("ja", "ja"), ("ar", "ar"), ("zh_hant", "zh-Hant")]

    @Test(arguments: unsupported)
    func refusesALanguageWithoutATable(_ text: String, _ tag: String) {
        #expect(throws: VoiceOverLocaleError.unsupported(tag, available: ["de", "en", "es", "ru"])) {
            try VoiceOverWords.table(forTag: text)
        }
    }

    @Test func unsupportedMessageListsTheLanguagesWithATable() {
        let error = VoiceOverLocaleError.unsupported("pt-BR", available: VoiceOverWords.languages)
        #expect(error.description == "there is no table of VoiceOver's words for 'pt-BR'; the languages with one are "
                + "de, en, es, ru; expected a locale whose language is one of de, en, es, ru")
        #expect(error.expected == "a locale whose language is one of de, en, es, ru")
    }
}
