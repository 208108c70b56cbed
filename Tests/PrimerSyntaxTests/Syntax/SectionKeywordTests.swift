@testable import PrimerSyntax
import Testing

/// ``SectionKeyword/named(_:)``, the parser's look-up by length, gives what the synthesized
/// ``SectionKeyword/init(rawValue:)`` gives: for every keyword, and for words near one (a letter
/// changed, added, dropped or cased, the same letters in another form) and other first words.
struct SectionKeywordTests {
    static let words: [String] = SectionKeyword.allCases.map(\.rawValue)
        + SectionKeyword.allCases.flatMap { keyword -> [String] in
            let name = keyword.rawValue
            return [name + "s", String(name.dropLast()), String(name.dropFirst()), name.uppercased(),
                    name.capitalized, " " + name, name + "\u{301}", name.replacingOccurrences(of: "e", with: "é"),
                    name.replacingOccurrences(of: "o", with: "o\u{308}"), String(name.reversed())]
        }
        + ["", "-", "->", "primer", "app", "ios", "hint", "voiceover-", "app_dump", "appdump", "sizes\t",
           "😀😀", "contrasts", "announcé", "12345", "123456789"]

    @Test(arguments: words)
    func namedIsTheRawValue(word: String) {
        #expect(SectionKeyword.named(word) == SectionKeyword(rawValue: word))
    }
}
