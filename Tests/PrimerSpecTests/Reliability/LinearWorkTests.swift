import Foundation
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Hostile input costs linear work: the reproducers of issue 14, counted (diff steps, distance
/// cells, output characters) or timed as N against 8N within one run, never against a clock.
@Suite("Linear work on hostile input")
struct LinearWorkTests {
    // MARK: - The line diff

    /// `count` lines, none of which the other side has.
    static func distinctLines(_ count: Int, prefix: String) -> [String] {
        (0..<count).map { "\(prefix) \($0)" }
    }

    @Test(arguments: [1_000, 8_000, 16_000])
    func aDiffOfBodiesThatShareNothingStaysWithinItsBudgetAndLinearMemory(_ count: Int) {
        let expected = Self.distinctLines(count, prefix: "spec")
        let actual = Self.distinctLines(count, prefix: "builder")
        let (changes, cost) = LineDiff.compute(expected, actual)
        let size = expected.count + actual.count
        #expect(cost.work <= LineDiff.workBudget + 4 * size)
        // Two frontiers of the part being split, never one per edit step.
        #expect(cost.peakFrontierEntries <= 2 * size + 8)
        #expect(changes.count == size)
        #expect(changes.filter(\.isSame).isEmpty)
    }

    @Test func theWorkOfALongBodyWithAFewChangedLinesGrowsLinearly() {
        // Ten changed lines spread over the body: the diff stays a shortest one, and its work grows
        // with the body (Myers' work is the lines times the differences).
        func body(_ count: Int, changed: Bool) -> [String] {
            (0..<count).map { changed && $0 % (count / 10) == count / 20 ? "changed \($0)" : "line \($0)" }
        }
        let small = LineDiff.compute(body(2_000, changed: false), body(2_000, changed: true))
        let large = LineDiff.compute(body(16_000, changed: false), body(16_000, changed: true))
        #expect(!small.cost.exhaustedBudget)
        #expect(!large.cost.exhaustedBudget)
        #expect(small.changes.filter { !$0.isSame }.count == 2 * 10)
        #expect(large.changes.filter { !$0.isSame }.count == 2 * 10)
        #expect(Double(large.cost.work) / Double(small.cost.work) <= WorkClock.linearBound)
    }

    @Test func aDiffBeyondItsBudgetIsStillAValidScriptKeepingTheCommonEnds() {
        let expected = ["head", "a", "b", "c", "tail"]
        let actual = ["head", "c", "x", "a", "tail"]
        let (changes, cost) = LineDiff.compute(expected, actual, budget: 0)
        #expect(cost.exhaustedBudget)
        #expect(changes == [
            .same(expected: 0, actual: 0),
            .removed(expected: 1), .removed(expected: 2), .removed(expected: 3),
            .inserted(actual: 1), .inserted(actual: 2), .inserted(actual: 3),
            .same(expected: 4, actual: 4),
        ])
    }

    @Test(arguments: [2, 3, 6])
    func theLinearSpaceDiffIsAShortestEditScript(_ alphabet: Int) {
        var generator = SeededGenerator(seed: UInt64(alphabet) &* 31)
        let words = (0..<alphabet).map { "w\($0)" }
        for _ in 0..<200 {
            let expected = (0..<Int.random(in: 0...60, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
            let actual = (0..<Int.random(in: 0...60, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
            DiffScriptExpectations.expectValidAndMinimal(LineDiff(expected: expected, actual: actual),
                                                          expected: expected, actual: actual)
        }
    }

    @Test func linesCompareByCanonicalEquivalenceUnlessTheyHoldARunOfCombiningMarks() {
        // "é" precomposed and decomposed are the same line, as `==` says.
        #expect(LineDiff(expected: ["caf\u{E9}"], actual: ["cafe\u{301}"]).editCount == 0)
        // Past 30 combining marks in a row (Unicode's stream-safe limit), lines are told apart by their bytes.
        let marks = String(repeating: "\u{301}", count: 31)
        #expect(LineDiff(expected: ["\u{E9}" + marks], actual: ["e\u{301}" + marks]).editCount == 2)
        #expect(LineDiff(expected: ["e" + marks], actual: ["e" + marks]).editCount == 0)
    }

    // MARK: - "Did you mean"

    /// Every keyword that may start an unindented line of a spec of the tests' blocks.
    static let allKeywords = CardSpec.blocks.headerFields.map(\.name) + SectionKeyword.allCases.map(\.rawValue)

    @Test(arguments: [10, 160_000])
    func didYouMeanComparesOnlyWordsOfPlausibleLength(_ length: Int) {
        let candidates = Self.allKeywords
        var work = 0
        _ = Suggestion.closest(to: String(repeating: "x", count: length), among: candidates, work: &work)
        let longest = candidates.map(\.count).max() ?? 0
        // At most a table of the word against each candidate, and only for words near their length.
        #expect(work <= candidates.count * (longest + longest / 2 + 1) * longest)
        if length > 2 * longest { #expect(work == 0) }
    }

    @Test func didYouMeanStillFindsTheNearWord() {
        #expect(Suggestion.closest(to: "titel", among: Self.allKeywords) == "title")
        #expect(Suggestion.closest(to: "VOICEOVER", among: Self.allKeywords) == "voiceover")
        #expect(Suggestion.closest(to: "v", among: ["voiceover"]) == nil)
    }

    // MARK: - Parsing

    /// A passing `voiceover ready` section of the recorded reminder card with `comments` comment lines in its body.
    static func sampleWithCommentedBody(_ comments: Int) throws -> String {
        let sample = CardSpec.recordedText
        let header = "voiceover ready\n"
        guard let range = sample.range(of: header) else { return sample }
        let filler = (0..<comments).map { "  # comment \($0)\n" }.joined()
        return sample.replacingCharacters(in: range, with: header + filler)
    }

    @Test func aLongPassingBodyParsesInLinearTime() throws {
        let small = Array(try Self.sampleWithCommentedBody(1_000).utf8)
        let large = Array(try Self.sampleWithCommentedBody(8_000).utf8)
        let parsed = SpecParser.parse(large, path: "s.primerspec")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.recovered.sections.first?.body.count ?? 0 > 8_000)
        let ratio = WorkClock.ratio(small: { _ = SpecParser.parse(small, path: "s.primerspec") },
                                    large: { _ = SpecParser.parse(large, path: "s.primerspec") })
        #expect(ratio <= WorkClock.linearBound, "8x the comment lines took \(ratio)x the time")
        // And it still passes.
        let outcome = Checker(blocks: CardSpec.blocks).check(large, path: "s.primerspec")
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.allSatisfy { $0.status == .passed })
    }

    @Test func aLongStringLexesInLinearTime() {
        func spec(_ length: Int) -> [UInt8] {
            Array("reminders daily\ntitle \"\(String(repeating: "é", count: length))\"\n".utf8)
        }
        let (small, large) = (spec(20_000), spec(160_000))
        let ratio = WorkClock.ratio(small: { _ = SpecParser.parse(small, path: "s.primerspec") },
                                    large: { _ = SpecParser.parse(large, path: "s.primerspec") })
        #expect(ratio <= WorkClock.linearBound, "8x the characters took \(ratio)x the time")
    }

    // MARK: - Messages

    @Test func checkingALongTitleTakesLinearTime() {
        func spec(_ length: Int) -> [UInt8] {
            Array("reminders daily\ntitle \"\(String(repeating: "a", count: length))\"\n\nvoiceover ready\n  \"x\"\n".utf8)
        }
        let (small, large) = (spec(25_000), spec(200_000))
        let ratio = WorkClock.ratio(small: { _ = CheckReport(files: [Checker(blocks: CardSpec.blocks).check(small, path: "s.primerspec")]).summary },
                                    large: { _ = CheckReport(files: [Checker(blocks: CardSpec.blocks).check(large, path: "s.primerspec")]).summary })
        #expect(ratio <= WorkClock.linearBound, "8x the title took \(ratio)x the time")
    }

    @Test func aHugeTitleIsCutInEveryMessageAndDiffLine() throws {
        let title = String(repeating: "a", count: 200_000)
        let text = "reminders daily\ntitle \"\(title)\"\n\nvoiceover ready\n  \"x\"\n"
        let report = CheckReport(files: [Checker(blocks: CardSpec.blocks).check(Array(text.utf8), path: "s.primerspec")])
        #expect(report.failedCount == 1)
        for format in ReportFormat.formats(for: .check) {
            // GitHub annotations and JUnit failures hold their diff on one line, its lines escaped.
            let output = format.render(report, usesColor: false)
                .replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "&#10;", with: "\n")
            let longest = output.split(separator: "\n").map(\.count).max() ?? 0
            // A diff line or a message quoting two lines, each cut to the limit, plus their words.
            #expect(longest <= 2 * TextExcerpt.lineLimit + 300, "\(format): a line of \(longest) characters")
            // SARIF and Xcode's lines hold the findings alone, not the section's diff.
            guard format != .sarif && format != .xcode else { continue }
            let generated = StringLiteral.quoted(title + ". Heading.")
            #expect(output.contains("… (\(generated.count) characters)"), "\(format)")
        }
    }
}
