@testable import PrimerModel
@testable import PrimerSpec
import Testing

/// The resolver reads a section's `dynamic-type SIZE` by comparing the word with each size's name;
/// it reads what `DynamicTypeSize(rawValue:)` reads: every size, and words that are not one (other
/// cases, prefixes, longer words, empty, non-ASCII, the command line's forms).
@Suite("Dynamic Type size names")
struct DynamicTypeSizeNameTests {
    static let words = DynamicTypeSize.allCases.map(\.rawValue) + [
        "", "Large", "LARGE", "larg", "largee", "xxxxLarge", "accessibility", "accessibility0", "accessibility6",
        "AX3", "xsmall", "extraLarge", "large ", " large", "l\u{E1}rge", "large\u{301}", "\u{1F600}", "default",
    ]

    @Test(arguments: words)
    func readsWhatTheInitializerReads(_ word: String) {
        #expect(SpecResolver.dynamicTypeSize(named: word) == DynamicTypeSize(rawValue: word))
    }
}
