@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Spec lines are read as text only when they are valid UTF-8, on every release the package supports.
@Suite("UTF-8 text")
struct UTF8TextTests {
    @Test(arguments: [
        ([UInt8](), ""),
        (Array("voiceover ready".utf8), "voiceover ready"),
        (Array("“Reminders” 👋🏽 עברית e\u{301}".utf8), "“Reminders” 👋🏽 עברית e\u{301}"),
        (Array("\u{FFFD} is a real character".utf8), "\u{FFFD} is a real character"),
    ])
    func validBytesAreTheirText(bytes: [UInt8], text: String) {
        #expect(UTF8Text.validated(bytes) == text)
    }

    @Test(arguments: [
        [0xFF],                   // never valid
        [0x61, 0xC3],             // a sequence cut short
        [0xC0, 0xAF],             // an overlong "/"
        [0xED, 0xA0, 0x80],       // a surrogate, U+D800
        [0xF4, 0x90, 0x80, 0x80], // past U+10FFFF
        [0x80, 0x61],             // a continuation byte first
    ] as [[UInt8]])
    func invalidBytesAreNotText(bytes: [UInt8]) {
        #expect(UTF8Text.validated(bytes) == nil)
    }
}
