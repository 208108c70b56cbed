/// A BCP 47 language tag (RFC 5646) as a spec or the command line names a locale: `de`, `de-AT`,
/// `pt-BR`, `es-419`, `zh-Hant-TW`, with its subtags in their canonical case.
///
/// Parsing accepts `_` as `-` (as `.lproj` folder names and `Locale` identifiers write it) and keeps
/// only what matching needs: the language, the script, the region. Variants, extensions (`-u-…`)
/// and private use (`-x-…`) are checked for shape and kept in ``tag`` but not matched on.
public struct VoiceOverLocale: Hashable, Sendable, CustomStringConvertible {
    /// The primary language, lowercase: `de`, `pt`, `yue`.
    public var language: String
    /// The script, title case, if given: `Hant`, `Latn`.
    public var script: String?
    /// The region, uppercase, if given: `AT`, `BR`, `419`.
    public var region: String?
    /// The whole tag in canonical case, `-` between subtags: `pt-BR`.
    public var tag: String

    /// Parses a tag; a tag that is not BCP 47 throws ``VoiceOverLocaleError/malformed(_:reason:)``.
    public init(parsing text: String) throws(VoiceOverLocaleError) {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(String.init)
        guard let first = subtags.first, !text.isEmpty else {
            throw .malformed(text, reason: "the tag is empty")
        }
        guard (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else {
            throw .malformed(text, reason: "'\(first)' is not a language subtag of two or three letters")
        }
        let language = first.lowercased()
        var script: String?
        var region: String?
        var canonical = [language]
        var index = 1
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(Self.isLetter) {
            let value = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            script = value
            canonical.append(value)
            index += 1
        }
        if index < subtags.count {
            let part = subtags[index]
            if part.count == 2 && part.allSatisfy(Self.isLetter) || part.count == 3 && part.allSatisfy(Self.isDigit) {
                region = part.uppercased()
                canonical.append(part.uppercased())
                index += 1
            }
        }
        var inExtension = false
        while index < subtags.count {
            let part = subtags[index]
            guard !part.isEmpty else { throw .malformed(text, reason: "the tag has an empty subtag") }
            guard part.count <= 8, part.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) }) else {
                throw .malformed(text, reason: "'\(part)' is not a subtag (one to eight letters or digits)")
            }
            if part.count == 1 {
                inExtension = true
            } else if !inExtension {
                let variant = part.count >= 5 || (part.count == 4 && part.first.map(Self.isDigit) == true)
                guard variant else {
                    throw .malformed(text, reason: "'\(part)' is in the place of a script (four letters), a region "
                                     + "(two letters or three digits) or a variant (five to eight characters)")
                }
            }
            canonical.append(part.lowercased())
            index += 1
        }
        if inExtension, subtags.last?.count == 1 {
            throw .malformed(text, reason: "the extension '\(subtags.last ?? "")' has no subtags after it")
        }
        self.language = language
        self.script = script
        self.region = region
        self.tag = canonical.joined(separator: "-")
    }

    /// English, `en`: the locale of every spec that names none.
    public static let english = VoiceOverLocale(language: "en", script: nil, region: nil, tag: "en")

    private init(language: String, script: String?, region: String?, tag: String) {
        self.language = language
        self.script = script
        self.region = region
        self.tag = tag
    }

    /// The tags to try, most specific first, as iOS falls back: `zh-Hant-TW`, `zh-Hant`, `zh`.
    public var fallbackChain: [String] {
        var chain: [String] = []
        let base = [language] + (script.map { [$0] } ?? [])
        if region != nil || tag != base.joined(separator: "-") { chain.append(tag) }
        if let region, script != nil { chain.append(([language, region]).joined(separator: "-")) }
        if script != nil { chain.append(base.joined(separator: "-")) }
        chain.append(language)
        var seen = Set<String>()
        return chain.filter { seen.insert($0).inserted }
    }

    /// The tag.
    public var description: String { tag }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}

/// Why a locale cannot be used for VoiceOver's words.
public enum VoiceOverLocaleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a BCP 47 language tag.
    case malformed(String, reason: String)
    /// The tag is well formed but no table of VoiceOver's words exists for its language.
    case unsupported(String, available: [String])

    /// The text the user wrote.
    public var offendingText: String {
        switch self {
        case .malformed(let text, _), .unsupported(let text, _): text
        }
    }

    /// What would have been accepted.
    public var expected: String {
        switch self {
        case .malformed: "a BCP 47 language tag such as de, de-AT, pt-BR or es-419"
        case .unsupported(_, let available): "a locale whose language is one of \(available.joined(separator: ", "))"
        }
    }

    /// The message, ending in what was expected.
    public var description: String {
        switch self {
        case .malformed(let text, let reason):
            "'\(text)' is not a language tag: \(reason); expected \(expected)"
        case .unsupported(let text, let available):
            "there is no table of VoiceOver's words for '\(text)'; the languages with one are "
                + "\(available.joined(separator: ", ")); expected \(expected)"
        }
    }
}
