import Foundation
@testable import PermissionPrimer
import Testing

/// A header's blank test (a purpose string of only whitespace) is what trimming it would leave.
@Suite("Permission primer blank purpose")
struct BlankPurposeTests {
    @Test(arguments: ["", " ", "\t\n", "\r\n", "\u{A0}", "\u{2028}", "\u{3000}\u{85}", "\u{200B}", "a", " a ",
                      "\u{301}", " \u{301}", "\u{FEFF}", "Purpose."])
    func blankIsWhatTrimmingLeavesEmpty(_ text: String) {
        #expect(PermissionPrimerHeader.isBlank(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}
