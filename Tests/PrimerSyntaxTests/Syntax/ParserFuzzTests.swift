@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The parser never traps, whatever the bytes, and always keeps every byte.
struct ParserFuzzTests {
    /// Byte fragments that exercise the lexer and the structure rules.
    static let fragments: [[UInt8]] = [
        "primer", "voiceover", "announce", "motion", "hint", "priority", "via", "->", "dynamic-type",
        "reduce-motion", "title", "benefit", "app", "info-plist", "ios", "17.6", "ready", "\"", "\\", "\\u{",
        "}", "\\u{1F600}", "\\q", "#", " ", "  ", "\t", "\n", "\r\n", "\r", "\"Don’t\"", "😀", "\u{301}",
        "عربى", "\u{2028}", "\u{7}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0xEF, 0xBB, 0xBF], [0x00]]

    static func check(_ bytes: [UInt8]) {
        let result = SpecParser.parse(bytes, path: Fixture.path)
        #expect(result.recovered.reconstructedBytes() == bytes)
        let lineCount = max(1, result.recovered.lines.count)
        for diagnostic in result.diagnostics {
            #expect((1...lineCount).contains(diagnostic.location.line))
            #expect(diagnostic.location.column >= 1)
            #expect(diagnostic.range.lowerBound <= diagnostic.range.upperBound)
            #expect(diagnostic.severity == .error)
        }
        for section in result.recovered.sections {
            #expect(section.bodyLines.lowerBound == section.headerLine + 1)
            #expect(section.body.allSatisfy { section.bodyLines.contains($0.line) })
        }
        #expect(SpecParser.parse(bytes, path: Fixture.path) == result)
    }

    @Test func randomFragmentSoupNeverTraps() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<1500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += Self.fragments.randomElement(using: &generator) ?? []
            }
            Self.check(bytes)
        }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1500 {
            let bytes = (0..<Int.random(in: 0...120, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            Self.check(bytes)
        }
    }

    @Test func mutatedExampleNeverTraps() {
        let example = Array(SpecParserTests.example.utf8)
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<400 {
            var bytes = example
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where position < bytes.count:
                    bytes.remove(at: position)
                case 1 where position < bytes.count:
                    bytes[position] = UInt8.random(in: 0...255, using: &generator)
                default:
                    bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator) ?? [], at: position)
                }
            }
            Self.check(bytes)
        }
    }
}
