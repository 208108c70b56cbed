@testable import PrimerModel
import Testing

/// ``StringLiteral/needsAnyEscape(_:)`` tests eight bytes at a time; it must find what the scalar
/// test finds, wherever in the text (in a word of eight, across two, in the tail) the character is.
@Suite("String literal escape scan")
struct StringLiteralScanTests {
    /// Characters that are escaped, and some that are not, in one, two and three bytes.
    static let specials = ["\"", "\\", "\u{0}", "\u{1F}", "\n", "\t", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é",
                           "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{201C}", "👋🏽", " ", "~", "!", "#", "]"]

    /// The scalar-by-scalar test the byte scan stands for.
    static func onScalars(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || StringLiteral.needsEscape($0) }
    }

    @Test(arguments: specials)
    func eachCharacterIsFoundAtEveryPlace(_ special: String) {
        for length in 0..<26 {
            for place in 0...length {
                let plain = String(repeating: "a", count: length)
                let index = plain.index(plain.startIndex, offsetBy: place)
                let text = String(plain[..<index]) + special + String(plain[index...])
                #expect(StringLiteral.needsAnyEscape(text) == Self.onScalars(text), "\(text.debugDescription)")
            }
        }
    }

    /// Every byte value at every place of a word: the word test agrees with the byte test.
    @Test func theWordTestIsTheByteTest() {
        for value in 0...255 {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "m"), count: 8)
                bytes[place] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let plain = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
                #expect(StringLiteral.isPlainASCII(word) == plain, "\(value) at \(place)")
            }
        }
    }
}
