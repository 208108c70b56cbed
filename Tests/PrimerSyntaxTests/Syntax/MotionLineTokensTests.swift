import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Motion body lines are read by the timeline format's scanner from their source text (the line from
/// its first token to its last), non-ASCII text included: each error's column is the character
/// column in the whole line, and it splits words where the spec lexer splits tokens.
struct MotionLineTokensTests {
    /// What a motion body line reads as, from the spec's tokens.
    static func read(_ body: String) -> (entry: Result<TimelineEntry, Finding>, reference: Result<TimelineEntry, Finding>)? {
        let spec = "primer notifications\n\nmotion requesting -> granted\n  " + body + "\n"
        let file = SpecParser.parse(text: spec, path: Fixture.path).recovered
        guard let line = file.sections.first?.contentLines.first,
              let source = MotionLines.sourceText(of: line, in: file) else { return nil }
        let entry = MotionLines.entry(of: line, in: file, vocabulary: .any)
        // The reference: the source text scanned, its column counted from the line's first character.
        let start = line.range.lowerBound
        let reference = TimelineFormat.parse(source, vocabulary: .any, checksDurations: false).mapError { error in
            Finding.error("", at: SourceRange(at: SourceLocation(file: start.file, line: start.line, column: start.column + error.column - 1)),
                          offendingText: error.found, expected: error.expected)
        }
        return (entry, reference)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        /// The column of the error, and the text found there.
        var column: Int
        var found: String
        var testDescription: String { name }
    }

    static let errors: [Case] = [
        Case(name: "after a string with an accent and an emoji", body: "0.00  announce  high  \"Café 👋🏽\"  extra",
             column: 35, found: "extra"),
        Case(name: "a word with an accent", body: "0.00  haptic  succèss", column: 17, found: "succèss"),
        Case(name: "a decomposed accent, and a mark on the extra word", body: "0.00  announce  high  \"e\u{301}tude\"  x\u{301}",
             column: 34, found: "x\u{301}"),
        Case(name: "a curly apostrophe before a missing string", body: "0.00  announce  don’t", column: 24,
             found: TimelineParseError.endOfLine),
        Case(name: "a tab and a flag", body: "0.00\thaptic\t🇫🇷", column: 15, found: "🇫🇷"),
        // Reported at column 37 before: two columns early.
        Case(name: "a curve in curly quotes", body: "0.00  +0.35  title  opacity 0 -> 1  “easeInOut”", column: 39,
             found: "“easeInOut”"),
    ]

    @Test(arguments: errors)
    func errorsOnNonASCIILinesNameTheirCharacterColumn(_ testCase: Case) throws {
        let read = try #require(Self.read(testCase.body))
        guard case .failure(let finding) = read.entry, case .failure(let reference) = read.reference else {
            Issue.record("\(read.entry) against \(read.reference)")
            return
        }
        #expect(finding.range.lowerBound.column == testCase.column)
        #expect(finding.offendingText == testCase.found)
        #expect(finding.range == reference.range)
        #expect((finding.offendingText ?? "").unicodeScalars.elementsEqual((reference.offendingText ?? "").unicodeScalars))
        #expect(finding.expected == reference.expected)
    }

    static let entries = [
        "0.00  announce  high  \"Don’t miss a reminder 👋🏽\"", "0.00  announce  high  \"Cafe\u{301}\\tx \\u{2019} \"",
        "0.00  +0.35  title  opacity 0 -> 1  easeInOut", "0.00  announce  high  \"«Bienvenue» à bord\"",
        "0.00  announce  low  \"السماح بالإشعارات\"", "0.00  open  https://example.com/é",
    ]

    @Test(arguments: entries)
    func nonASCIILinesReadAsTheirText(_ body: String) throws {
        let read = try #require(Self.read(body))
        let entry = try read.entry.get()
        #expect(entry == (try read.reference.get()))
        if case .cue(let cue) = entry, case .announcement(let said) = cue.event,
           case .success(.cue(let referenceCue)) = read.reference, case .announcement(let referenceSaid) = referenceCue.event {
            #expect(said.text.unicodeScalars.elementsEqual(referenceSaid.text.unicodeScalars))
        }
    }

    /// Random lines of awkward pieces (marks after spaces, emoji, quotes, escapes) in every place of a
    /// cue and a track read from tokens as their text reads.
    @Test func randomNonASCIILinesReadAsTheirText() {
        var generator = SeededGenerator(seed: 0x70_CE_25)
        let pieces = ["é", "e\u{301}", "\u{301}", "👋🏽", "’", "“", "\"", "\\\"", " ", "  ", "\t", "x", "high", "->",
                      "\\u{2019}", "🇫🇷", "#", "\u{A0}", "ا"]
        let prefixes = ["0.00  announce  high  ", "0.00  announce  ", "0.00  +0.35  title  opacity 0 -> 1  ",
                        "0.00  haptic  ", "0.00  open  ", ""]
        var compared = 0
        for _ in 0..<4000 {
            var line = prefixes.randomElement(using: &generator) ?? ""
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                line += pieces.randomElement(using: &generator) ?? ""
            }
            // A combining mark right after a space or tab: see the test below.
            guard !Self.hasMarkAfterSeparator(line), let read = Self.read(line) else { continue }
            compared += 1
            switch (read.entry, read.reference) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(line.debugDescription)")
            case (.failure(let a), .failure(let b)):
                #expect(a.range == b.range && (a.offendingText ?? "").unicodeScalars.elementsEqual((b.offendingText ?? "").unicodeScalars)
                        && a.expected == b.expected, "\(line.debugDescription): \(a.range) \(String(describing: a.offendingText)) against \(b.range) \(String(describing: b.offendingText))")
            default: Issue.record("\(line.debugDescription): \(read.entry) against \(read.reference)")
            }
        }
        #expect(compared > 1000)
    }

    /// Whether a space or a tab in `line` is not a character of its own (a combining mark joins it).
    static func hasMarkAfterSeparator(_ line: String) -> Bool {
        line.contains { character in
            character.unicodeScalars.count > 1 && (character.unicodeScalars.first == " " || character.unicodeScalars.first == "\t")
        }
    }

    /// A combining mark right after a space or a tab between words starts the next word, as the spec
    /// lexer reads every line (header, voiceover, motion alike), and so does the timeline scanner (it
    /// once took the space and its mark as one character that is not a space, and joined the words).
    @Test func aMarkAfterASeparatingSpaceStartsTheNextWordAsTheLexerReadsIt() throws {
        let read = try #require(Self.read("0.00  haptic \u{301}success"))
        guard case .failure(let finding) = read.entry else {
            Issue.record("\(read.entry)")
            return
        }
        #expect(finding.range.lowerBound.column == 15)
        #expect(finding.offendingText == "\u{301}success")
        #expect(finding.expected == "a haptic: success or warning")
        guard case .failure(let scanned) = read.reference else {
            Issue.record("\(read.reference)")
            return
        }
        #expect(scanned.offendingText == "\u{301}success")
    }
}
