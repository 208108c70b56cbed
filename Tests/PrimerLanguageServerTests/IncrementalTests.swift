import Foundation
@testable import PrimerLanguageServer
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The analysis the server keeps between edits (sections reused, the audit and the header's model
/// kept) gives exactly what a fresh analysis of the same text gives, over long runs of random edits.
@Suite("incremental analysis")
struct IncrementalTests {
    static let context = AnalysisContext(blocks: CardSpec.blocks, workingDirectory: "/work/spec")
    static let uri = "file:///work/spec/s.primerspec"
    static let recorded = CardSpec.recordedText
    /// The texts a run starts from (and an edit may put back whole): LF, CR LF, and CR LF after a
    /// byte order mark.
    static let starts: [(name: String, text: String)] = [
        ("LF", recorded),
        ("CR LF", recorded.replacingOccurrences(of: "\n", with: "\r\n")),
        ("BOM and CR LF", "\u{FEFF}" + recorded.replacingOccurrences(of: "\n", with: "\r\n")),
    ]

    /// SplitMix64: a small seeded generator, so a failing run can be replayed from its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One random edit as an editor sends it: a range of the current text and its new text. Most
    /// touch a section body, as typing does; some shift every later line, split a section's body
    /// with a blank line or merge two sections by deleting one, rename a state in a section header,
    /// or change the header's fields (which must drop the kept audit and model).
    static func edit(_ document: TextDocument, start: String, using random: inout SeededGenerator) -> (TextRange?, String) {
        let lines = (0..<document.lineCount).map { String(document.line($0) ?? "") }
        let line = Int.random(in: 0..<max(lines.count, 1), using: &random)
        let length = lines.isEmpty ? 0 : lines[line].utf16.count
        let at = Int.random(in: 0...length, using: &random)
        func range(_ startLine: Int, _ start: Int, _ endLine: Int, _ end: Int) -> TextRange {
            TextRange(start: TextPosition(line: startLine, character: start), end: TextPosition(line: endLine, character: end))
        }
        switch Int.random(in: 0..<14, using: &random) {
        case 10, 11:  // the whole text replaced by the text the run started from (an undo of everything, full sync)
            return (nil, start)
        case 12:  // a blank line: splits a body, or ends one early
            return (range(line, 0, line, 0), "\n")
        case 13:  // a line joined to the next: a blank line between two sections goes, merging them
            guard let blank = lines.indices.filter({ lines[$0].allSatisfy(\.isWhitespace) && $0 + 1 < lines.count })
                .randomElement(using: &random) else { return (range(0, 0, 0, 0), "") }
            return (range(blank, 0, blank + 1, 0), "")
        case 0...3:  // type or delete a character in a body line
            guard let body = lines.indices.filter({ lines[$0].hasPrefix("  ") }).randomElement(using: &random) else {
                return (range(0, 0, 0, 0), "")
            }
            let count = lines[body].utf16.count
            let column = Int.random(in: 2...count, using: &random)
            if Bool.random(using: &random), column < count {
                return (range(body, column, body, column + 1), "")
            }
            return (range(body, column, body, column), String("ae .,\"x’".randomElement(using: &random) ?? "x"))
        case 4:  // type a character anywhere
            return (range(line, at, line, at), String("a\n #-\"".randomElement(using: &random) ?? "a"))
        case 5:  // delete a line
            return line + 1 < lines.count ? (range(line, 0, line + 1, 0), "") : (range(line, 0, line, length), "")
        case 6:  // duplicate a line, shifting the sections below
            return (range(line, 0, line, 0), lines[line] + "\n")
        case 7:  // rename a state in a section header
            guard let header = lines.indices.filter({ !lines[$0].hasPrefix(" ") && lines[$0].contains(" ") && !lines[$0].hasPrefix("#") })
                .randomElement(using: &random) else { return (range(0, 0, 0, 0), "") }
            let words = lines[header].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            var renamed = words
            let index = Int.random(in: 0..<words.count, using: &random)
            renamed[index] = ["ready", "on", "off", "snoozed", "onn", "accessibility3"].randomElement(using: &random) ?? "ready"
            return (range(header, 0, header, lines[header].utf16.count), renamed.joined(separator: " "))
        case 8:  // add a header field
            return (range(1, 0, 1, 0), ["title \"Later\"\n", "accept one-way-on * \"the design asks twice\"\n",
                                         "snooze\n", "accept lines-match ready \"x\"\n",
                                         "accept automatic-motion-can-stop * \"x\"\n"].randomElement(using: &random) ?? "")
        default:  // remove the line after the first (often a header field)
            return lines.count > 2 ? (range(1, 0, 2, 0), "") : (range(0, 0, 0, 0), "")
        }
    }

    @Test("diagnostics of the kept analysis equal a fresh analysis after every random edit",
          arguments: [1, 2, 3, 4] as [UInt64], 0..<3)
    func incrementalEqualsFull(seed: UInt64, start: Int) {
        var random = SeededGenerator(state: seed)
        let (name, startText) = Self.starts[start]
        var document = TextDocument(uri: Self.uri, version: 1, text: startText)
        var kept = SpecAnalysis(document, context: Self.context)
        let conversion = DiagnosticConversion(context: Self.context)
        var reused = 0
        var resolvedAgain = 0
        var moved = 0
        var auditsMoved = 0
        for step in 1...60 {
            let (range, text) = Self.edit(document, start: startText, using: &random)
            document.apply(text, in: range)
            let previous = kept
            kept = SpecAnalysis(document, context: Self.context, previous: previous)
            let fresh = SpecAnalysis(document, context: Self.context)
            if kept.reusedSections > 0 { reused += 1 }
            if (kept.resolution?.taken ?? 0) > 0 { resolvedAgain += 1 }
            moved += kept.movedSections
            if kept.auditMoved { auditsMoved += 1 }
            let seed = "\(seed) (\(name))"
            // The parse and the resolve that reused earlier work give what fresh ones give, whole.
            #expect(kept.parsed == fresh.parsed, "seed \(seed), step \(step): the parse differs")
            #expect(kept.spec?.file == fresh.spec?.file, "seed \(seed), step \(step): the resolved file differs")
            #expect(kept.spec?.sections == fresh.spec?.sections, "seed \(seed), step \(step): the resolved sections differ")
            #expect(kept.outcome == fresh.outcome, "seed \(seed), step \(step): the check differs")
            #expect(kept.audit?.results == fresh.audit?.results, "seed \(seed), step \(step): the audit differs")
            #expect(conversion.diagnostics(kept) == conversion.diagnostics(fresh),
                    "seed \(seed), step \(step): the diagnostics differ after replacing \(range.map { "\($0)" } ?? "the text") with \(text.debugDescription)")
            if kept.outcome != fresh.outcome { return }
        }
        // The run exercised what it is about: edits where earlier work was kept.
        #expect(reused >= 4, "seed \(seed): only \(reused) of 60 edits reused a checked section")
        #expect(resolvedAgain >= 6, "seed \(seed): only \(resolvedAgain) of 60 edits took back a resolved section")
        // Edits that added or removed lines kept the checked sections and the audit below them, moved.
        #expect(moved > 0, "seed \(seed): no checked section was kept on other lines")
        #expect(auditsMoved > 0, "seed \(seed): the audit was never kept with its findings moved")
    }
}
