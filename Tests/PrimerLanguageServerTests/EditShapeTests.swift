import Foundation
@testable import PrimerLanguageServer
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// Edits of each shape, chosen by hand: after each, the analysis that kept the work of the text before
/// (the parse, resolve and check of the sections the edit did not reach) gives what a fresh analysis of
/// the same text gives; and so does a character typed in another section right after it, which keeps
/// what the edit's own analysis made.
@Suite("edit shapes")
struct EditShapeTests {
    static let context = AnalysisContext(blocks: CardSpec.blocks, workingDirectory: "/work/spec")
    static let uri = "file:///work/spec/s.primerspec"

    /// An edit: the text it replaces (its first occurrence) and the new text.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var find: String
        var replacement: String
        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(name: "a character typed inside a section body", find: "We remind you", replacement: "We remindx you"),
        Edit(name: "a character deleted inside a section body", find: "Allow. Button.", replacement: "Allow Button."),
        Edit(name: "a line added inside a body", find: "  \"Not now. Button.\"\n", replacement: "  \"Not now. Button.\"\n  \"More.\"\n"),
        Edit(name: "a line break typed inside a body (the lines below move)", find: "reminders. Heading.\"\n", replacement: "reminders. Heading.\"\n\n"),
        Edit(name: "the blank line between two sections removed", find: "Button.\"\n\nannounce", replacement: "Button.\"\nannounce"),
        Edit(name: "an edit across a section boundary", find: "now. Button.\"\n\nannounce ready -> on\n  \"Reminders",
             replacement: "now. Button.\"\n  \"Reminders"),
        Edit(name: "a section header edited", find: "announce ready -> on", replacement: "announce ready -> off"),
        Edit(name: "a section header's state misspelt", find: "motion ready -> off", replacement: "motion redy -> off"),
        Edit(name: "a header field edited", find: "reminders daily", replacement: "reminders weekly"),
        Edit(name: "a header field added", find: "reminders daily\n", replacement: "reminders daily\ntitle \"Later\"\n"),
        Edit(name: "a section header deleted", find: "announce ready -> on\n", replacement: ""),
        Edit(name: "the first section header deleted", find: "voiceover ready\n", replacement: ""),
        Edit(name: "a new section inserted between two", find: "\nannounce ready -> on",
             replacement: "\nvoiceover ready reduce-motion\n  \"Turn on reminders. Heading.\"\n\nannounce ready -> on"),
        Edit(name: "a new section header typed inside a body", find: "  \"Allow. Button.\"\n",
             replacement: "announce ready -> off\n  \"Allow. Button.\"\n"),
        Edit(name: "a new section appended at the end", find: "\"Reminders are off\"\n",
             replacement: "\"Reminders are off\"\n\nvoiceover ready dynamic-type xxxLarge\n  \"Turn on reminders. Heading.\"\n"),
        Edit(name: "the last section deleted", find: "\nmotion ready -> off\n", replacement: "\n"),
    ]

    /// The text with the first occurrence of `edit.find` replaced, as an editor's ranged change.
    static func apply(_ edit: Edit, to document: inout TextDocument) -> Bool {
        guard let found = document.text.range(of: edit.find) else { return false }
        let range = TextRange(start: document.position(of: found.lowerBound), end: document.position(of: found.upperBound))
        document.apply(edit.replacement, in: range)
        return true
    }

    /// The kept analysis's whole results, held to a fresh analysis's.
    static func expectSame(_ kept: SpecAnalysis, _ document: TextDocument, _ what: String) {
        let fresh = SpecAnalysis(document, context: context)
        let conversion = DiagnosticConversion(context: context)
        #expect(kept.parsed == fresh.parsed, "\(what): the parse differs")
        #expect(kept.spec?.sections == fresh.spec?.sections, "\(what): the resolved sections differ")
        #expect(kept.outcome == fresh.outcome, "\(what): the check differs")
        #expect(kept.audit?.results == fresh.audit?.results, "\(what): the audit differs")
        #expect(kept.auditKey == fresh.auditKey, "\(what): the audit's key differs")
        #expect(conversion.diagnostics(kept) == conversion.diagnostics(fresh), "\(what): the diagnostics differ")
    }

    @Test("an edit's kept analysis equals a fresh one", arguments: edits, ["\n", "\r\n"])
    func keptEqualsFresh(edit: Edit, ending: String) throws {
        let text = CardSpec.recordedText.replacingOccurrences(of: "\n", with: ending)
        var document = TextDocument(uri: Self.uri, version: 1, text: text)
        let opened = SpecAnalysis(document, context: Self.context)
        let shaped = Edit(name: edit.name, find: edit.find.replacingOccurrences(of: "\n", with: ending),
                          replacement: edit.replacement.replacingOccurrences(of: "\n", with: ending))
        #expect(Self.apply(shaped, to: &document), "the text to replace is not in the spec")
        let edited = SpecAnalysis(document, context: Self.context, previous: opened)
        Self.expectSame(edited, document, edit.name)
        // Then a character typed at the end of the last section's first body line, and deleted again.
        let line = try #require((0..<document.lineCount).last { document.line($0)?.hasPrefix("  ") == true
            && document.line($0 - 1)?.hasPrefix(" ") == false })
        let end = document.range(ofLine: line).end
        document.apply("x", in: TextRange(at: end))
        let typed = SpecAnalysis(document, context: Self.context, previous: edited)
        Self.expectSame(typed, document, "\(edit.name), then a character typed")
        document.apply("", in: TextRange(start: end, end: TextPosition(line: end.line, character: end.character + 1)))
        let deleted = SpecAnalysis(document, context: Self.context, previous: typed)
        Self.expectSame(deleted, document, "\(edit.name), then the character deleted")
    }

    @Test("a character typed in one section keeps every other section's work")
    func typedKeepsTheOthers() throws {
        var document = TextDocument(uri: Self.uri, version: 1, text: CardSpec.recordedText)
        let opened = SpecAnalysis(document, context: Self.context)
        #expect(Self.apply(Edit(name: "typed", find: "We remind you", replacement: "We remindx you"), to: &document))
        let edited = SpecAnalysis(document, context: Self.context, previous: opened)
        // The card's spec has four sections: the three the edit did not reach are kept, checked.
        #expect(edited.reusedSections == 3)
        #expect(edited.resolution?.taken == 3)
        Self.expectSame(edited, document, "typed")
    }
}
