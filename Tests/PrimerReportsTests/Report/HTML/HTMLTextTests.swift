@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("HTMLText")
struct HTMLTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("<script>alert(\"x\")</script>", "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"),
        ("Fish & Chips", "Fish &amp; Chips"),
        ("it's \"quoted\"", "it&#39;s &quot;quoted&quot;"),
        ("&amp;", "&amp;amp;"),
        ("שלום עולם", "שלום עולם"),
        ("مرحبا 🔔 👩🏽‍💻", "مرحبا 🔔 👩🏽‍💻"),
        ("a\u{0}b\u{7}c\u{1B}[31md\u{85}e", "abc[31mde"),
        ("line\nbreak\ttab", "line\nbreak\ttab"),
    ])
    func escapes(_ text: String, _ escaped: String) {
        #expect(HTMLText.escape(text) == escaped)
    }

    @Test func isolatesUserTextFromTheWordsAroundIt() {
        #expect(HTMLText.isolated("שלום <b>") == "<bdi>שלום &lt;b&gt;</bdi>")
    }

    @Test(arguments: [
        ("Specs/a b.primerspec", "Specs-a-b-primerspec"),
        ("<script>", "script"),
        ("שלום", "x"),
        ("file-1-line-10", "file-1-line-10"),
    ])
    func identifiersAreSafe(_ text: String, _ identifier: String) {
        #expect(HTMLText.identifier(text) == identifier)
    }
}
