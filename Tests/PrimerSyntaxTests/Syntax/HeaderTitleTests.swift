@testable import PrimerSyntax
import Testing

/// A section's title read from its header line's text when that is canonical already is the title
/// built from its tokens, whatever the line holds.
@Suite("Section titles from the header line")
struct HeaderTitleTests {
    /// Header lines: plain, spaced, commented, with strings that are and are not their own canonical
    /// form, and with text that is not ASCII.
    static let headers: [(name: String, line: String, title: String)] = [
        ("plain words", "motion ready -> requesting via continue", "motion ready -> requesting via continue"),
        ("modifiers", "voiceover ready dynamic-type accessibility3 reduce-motion",
         "voiceover ready dynamic-type accessibility3 reduce-motion"),
        ("two spaces", "voiceover  ready", "voiceover ready"),
        ("a trailing space", "voiceover ready ", "voiceover ready"),
        ("a tab between words", "voiceover\tready", "voiceover ready"),
        ("a comment", "voiceover ready # the first screen", "voiceover ready"),
        ("a plain string", "app-dump ready \"dumps/ready.txt\"", "app-dump ready \"dumps/ready.txt\""),
        ("a string with an escape", "app-dump ready \"dumps/\\u{72}eady.txt\"", "app-dump ready \"dumps/ready.txt\""),
        ("a word that is not ASCII", "voiceover prêt", "voiceover prêt"),
    ]

    @Test(arguments: headers)
    func theTitleIsTheTokensJoined(name: String, line: String, title: String) throws {
        let parsed = SpecParser.parse(text: "primer notifications\n\n" + line + "\n  \"Element.\"\n", path: "t.primerspec")
        let section = try #require(parsed.recovered.sections.first, "\(name)")
        #expect(section.canonicalHeaderText == title, "\(name)")
        #expect(section.canonicalHeaderText(in: parsed.recovered) == section.canonicalHeaderText, "\(name)")
    }
}
