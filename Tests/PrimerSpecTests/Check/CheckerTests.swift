import Foundation
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The checker, starting from a correct spec (what `check --record` writes into empty sections) and
/// changing one thing at a time: each difference is found at its own line, with its own message.
@Suite("Checker")
struct CheckerTests {
    /// Sections left empty, for the recorder to fill.
    static let empty = CardSpec.empty

    /// The recorded spec, line by line (line N of the file is `base[N - 1]`).
    static let base = CardSpec.recorded

    static var baseText: String { base.joined(separator: "\n") }

    /// The range of the content of line `number` of `lines`: from after the indentation to the end.
    static func contentRange(_ number: Int, in lines: [String]) -> String {
        let line = lines[number - 1]
        let indent = line.prefix { $0 == " " }.count
        return "\(number):\(indent + 1)-\(number):\(line.count + 1)"
    }

    /// The canonical form of a spec body line: tokens separated by single spaces.
    static func canonical(_ line: String) -> String {
        line.split(separator: " ").joined(separator: " ")
    }

    static func changed(_ number: Int, in lines: [String], to actual: String) -> Finding {
        let written = canonical(lines[number - 1])
        return SpecTest.error(contentRange(number, in: lines),
                              "the spec says \(written), but the builder generates \(actual)",
                              offending: written, expected: actual, rule: "lines-match")
    }

    static func unexpected(_ number: Int, in lines: [String]) -> Finding {
        let written = canonical(lines[number - 1])
        return SpecTest.error(contentRange(number, in: lines),
                              "the spec has \(written), which the builder does not generate here",
                              offending: written, expected: "no such line", rule: "lines-match")
    }

    static func missing(_ actual: String, after number: Int, in lines: [String]) -> Finding {
        SpecTest.error(contentRange(number, in: lines), "the spec is missing \(actual) after line \(number)",
                       offending: nil, expected: actual, rule: "lines-match")
    }

    @Test func theBaseSpecIsWhatRecordingWritesAndItPasses() throws {
        expectSameLines(try CardSpec.recorded(Self.empty), Self.base)
        let outcome = CardSpec.check(Self.baseText)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(outcome.sections.map(\.line) == [3, 9, 12, 22])
        #expect(outcome.sections.map(\.title) == [
            "voiceover ready", "announce ready -> on", "motion ready -> on reduce-motion", "motion ready -> off",
        ])
        #expect(outcome.sections.allSatisfy { $0.findings.isEmpty && !$0.diff.hasDifferences })
        #expect(CheckReport(files: [outcome]).exitCode == .success)
        #expect(CheckReport(files: [outcome]).summary == "4 passed, 0 failed")
    }

    struct Mutation: CustomTestStringConvertible, Sendable {
        var name: String
        var lines: [String]
        /// The line of the one failing section's header.
        var failingSection: Int
        var findings: [Finding]
        var testDescription: String { name }
    }

    static var mutations: [Mutation] {
        var changedWord = base
        changedWord[5] = "  \"Allow, Button.\""
        var dropped = base
        dropped.remove(at: 4)  // the reason, line 5
        var reordered = base
        reordered.swapAt(5, 6)  // Allow and Not now
        var extra = base
        extra.insert("  \"Extra. Button.\"", at: 7)  // after Not now, as line 8
        var replaced = base
        replaced[12] = "  0.00  +0.20  symbol    replace bell -> bell.badge  easeInOut(0.2)"
        var priority = base
        priority[9] = "  \"Reminders are on\" priority default"
        var twoChanged = base
        twoChanged[3] = "  \"Turn on reminders.\""
        twoChanged[5] = "  \"Allow.\""
        var motionDropped = base
        motionDropped.remove(at: 27)  // haptic warning, line 28

        return [
            Mutation(name: "a changed word", lines: changedWord, failingSection: 3, findings: [
                changed(6, in: changedWord, to: "\"Allow. Button.\""),
            ]),
            Mutation(name: "a missing element", lines: dropped, failingSection: 3, findings: [
                missing("\"We remind you each day of what is due.\"", after: 4, in: dropped),
            ]),
            Mutation(name: "a reordered element", lines: reordered, failingSection: 3, findings: [
                unexpected(6, in: reordered),
                missing("\"Not now. Button.\"", after: 7, in: reordered),
            ]),
            Mutation(name: "an extra element", lines: extra, failingSection: 3, findings: [
                unexpected(8, in: extra),
            ]),
            Mutation(name: "a motion track not faded under Reduce Motion", lines: replaced, failingSection: 12, findings: [
                changed(13, in: replaced, to: "0.00 +0.20 symbol fade bell -> bell.badge easeInOut(0.2)"),
                SpecTest.error(contentRange(13, in: replaced),
                               "under Reduce Motion, symbol still moves: symbol replace effect scales the symbols; expected a fade of at most 0.20 s",
                               offending: canonical(replaced[12]), expected: "a fade", rule: "reduce-motion"),
            ]),
            Mutation(name: "a wrong announcement priority", lines: priority, failingSection: 9, findings: [
                changed(10, in: priority, to: "\"Reminders are on\" priority high"),
            ]),
            Mutation(name: "two changed lines, each at its own line", lines: twoChanged, failingSection: 3, findings: [
                changed(4, in: twoChanged, to: "\"Turn on reminders. Heading.\""),
                changed(6, in: twoChanged, to: "\"Allow. Button.\""),
            ]),
            Mutation(name: "a missing motion cue", lines: motionDropped, failingSection: 22, findings: [
                missing("0.00 haptic warning", after: 27, in: motionDropped),
            ]),
        ]
    }

    @Test(arguments: mutations)
    func eachDifferenceIsFoundAtItsLine(_ mutation: Mutation) {
        let outcome = CardSpec.check(mutation.lines.joined(separator: "\n"))
        #expect(outcome.errors.isEmpty)
        let failed = outcome.sections.filter { $0.status == .failed }
        #expect(failed.map(\.line) == [mutation.failingSection])
        #expect(failed.first?.findings == mutation.findings)
        // Every other section still passes, with nothing to say.
        for section in outcome.sections where section.line != mutation.failingSection {
            #expect(section.status == .passed)
            #expect(section.findings.isEmpty)
        }
        let report = CheckReport(files: [outcome])
        #expect(report.exitCode == .mismatch)
        #expect(report.summary == "3 passed, 1 failed")
    }

    @Test func theDiffKeepsTheSpecsLineNumbersAndWriting() throws {
        var lines = Self.base
        lines[5] = "  \"Allow, Button.\"   # a comment is not part of the line"
        lines.insert("  # a comment line inside the body", at: 4)
        let outcome = CardSpec.check(lines.joined(separator: "\n"))
        let section = try #require(outcome.sections.first)
        #expect(section.status == .failed)
        // Comment lines are not compared, and do not count: the expected lines keep their file line numbers.
        #expect(section.expectedLineNumbers == [4, 6, 7, 8])
        #expect(section.diff.expected == ["\"Turn on reminders. Heading.\"", "\"We remind you each day of what is due.\"",
                                          "\"Allow, Button.\"", "\"Not now. Button.\""])
        #expect(section.diff.changes.filter { !$0.isSame } == [.removed(expected: 2), .inserted(actual: 2)])
        #expect(section.findings.map(\.location) == [SpecTest.location("7:3")])
    }

    @Test func motionLinesShowAsWrittenInTheDiff() throws {
        var lines = Self.base
        lines[22] = "  0.00 +0.73 title text smooth"  // spacing differs: still equal
        lines[23] = "  0.00  +0.73  reason  fade a -> b  smooth"  // differs
        let outcome = CardSpec.check(lines.joined(separator: "\n"))
        let section = try #require(outcome.sections.last)
        #expect(section.findings.map(\.location) == [SpecTest.location("24:3")])
        #expect(section.diff.expected.prefix(2) == [
            "0.00 +0.73 title text smooth",
            "0.00  +0.73  reason  fade a -> b  smooth",
        ])
        #expect(section.diff.actual.prefix(2) == [
            "0.00  +0.73  title     text               smooth",
            "0.00  +0.73  reason    text               smooth",
        ])
    }

    /// `line` with each run of spaces outside strings replaced by `separator`.
    static func respaced(_ line: String, indent: String, separator: String) -> String {
        var result = ""
        var inString = false
        var lastWasSpace = false
        for character in line.drop(while: { $0 == " " }) {
            if character == "\"" { inString.toggle() }
            if character == " " && !inString {
                if !lastWasSpace { result += separator }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            result.append(character)
        }
        return indent + result
    }

    @Test(arguments: [
        ("single spaces", " ", " ", ""),
        ("tabs between words", "  ", "\t", ""),
        ("wide spaces and tabs", "      ", " \t    ", ""),
        ("a trailing comment", "  ", "  ", "   # fine"),
        ("trailing spaces", "  ", "  ", "    "),
    ])
    func whitespaceInMotionLinesDoesNotMatter(_ name: String, _ indent: String, _ separator: String, _ suffix: String) {
        let respace = { (line: String) in Self.respaced(line, indent: indent, separator: separator) + suffix }
        var lines = Self.base
        for index in 12...19 { lines[index] = respace(lines[index]) }
        for index in 22...28 { lines[index] = respace(lines[index]) }
        let outcome = CardSpec.check(lines.joined(separator: "\n"))
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
        #expect(outcome.sections.map(\.status) == [.passed, .passed, .passed, .passed])
    }

    @Test func escapesInStringsDoNotMatterInAnySection() {
        var lines = Self.base
        lines[4] = "  \"We\\u{20}remind you each day of what is \\u{64}ue.\""
        lines[9] = "  \"Reminders\\u{20}are on\" priority high"
        lines[18] = "  0.30         announce  high \"Reminders\\u{20}are \\u{6F}n\""
        lines[28] = "  0.00         announce      high \"Reminders are \\u{6F}ff\""
        let outcome = CardSpec.check(lines.joined(separator: "\n"))
        #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
        #expect(outcome.sections.map(\.status) == [.passed, .passed, .passed, .passed])
    }

    @Test func anEmptySectionIsOneFindingThatSuggestsRecording() throws {
        let outcome = CardSpec.check("reminders daily\n\nannounce ready -> off\n")
        let section = try #require(outcome.sections.first)
        #expect(section.status == .failed)
        #expect(section.findings == [
            SpecTest.error("3:1-3:22", "the section 'announce ready -> off' is empty, and the builder generates "
                           + "1 line; run primer-spec check --record to write it, then review it",
                           offending: nil, expected: "the 1 line the builder generates", rule: "lines-match"),
        ])
    }

    @Test func aSilentTransitionWithALineHasAnExtraLine() throws {
        let outcome = CardSpec.check("reminders daily\n\nannounce off -> ready\n  \"Asking\" priority low\n")
        #expect(outcome.sections.first?.findings == [
            SpecTest.error("4:3-4:24", "the spec has \"Asking\" priority low, which the builder does not generate here",
                           offending: "\"Asking\" priority low", expected: "no such line", rule: "lines-match"),
        ])
        let silent = CardSpec.check("reminders daily\n\nannounce off -> ready\n\nmotion off -> ready via retry\n")
        #expect(silent.sections.map(\.status) == [.passed, .passed])
    }

    @Test func aFileThatDoesNotParseOrResolveHasErrorsAndNoSections() {
        let unparsed = CardSpec.check("reminders daily\ntitel \"x\"\n")
        #expect(unparsed.sections.isEmpty)
        #expect(unparsed.errors.map(\.location) == [SpecTest.location("2:1")])
        let unresolved = CardSpec.check("reminders daily\n\nvoiceover onn\n\nvoiceover ready\n")
        #expect(unresolved.sections.isEmpty)
        #expect(unresolved.errors.map(\.location) == [SpecTest.location("3:11")])
        for outcome in [unparsed, unresolved] {
            let report = CheckReport(files: [outcome, CardSpec.check(Self.baseText)])
            #expect(report.exitCode == .badInput)
            #expect(report.summary == "4 passed, 0 failed")
        }
    }

    @Test func exitCodesAndTheClosingLineCountSectionsAcrossFiles() {
        var changed = Self.base
        changed[5] = "  \"Allow, Button.\""
        changed[9] = "  \"Reminders are on\" priority low"
        let passing = CardSpec.check(Self.baseText, path: "a.primerspec")
        let failing = CardSpec.check(changed.joined(separator: "\n"), path: "b.primerspec")
        let broken = CardSpec.check("reminders daily\nvoiceover ready\n  Allow\n", path: "c.primerspec")
        let cases: [([FileOutcome], ExitCode, String)] = [
            ([], .success, "0 passed, 0 failed"),
            ([passing], .success, "4 passed, 0 failed"),
            ([passing, failing], .mismatch, "6 passed, 2 failed"),
            ([failing, broken], .badInput, "2 passed, 2 failed"),
            ([broken], .badInput, "0 passed, 0 failed"),
        ]
        for (files, code, summary) in cases {
            let report = CheckReport(files: files)
            #expect(report.exitCode == code)
            #expect(report.summary == summary)
            #expect(report.passedCount + report.failedCount == report.sections.count)
        }
        #expect(CheckReport(files: [passing, failing]).sections.map(\.file) == Array(repeating: "a.primerspec", count: 4)
            + Array(repeating: "b.primerspec", count: 4))
        #expect(ExitCode.success.rawValue == 0 && ExitCode.mismatch.rawValue == 1 && ExitCode.badInput.rawValue == 2)
    }

    @Test func customRulesRunInsteadOfTheStandardOnes() throws {
        struct EveryLine: Rule {
            let rule = RuleDefinition(id: "every-line", title: "Every line", category: .spec, severity: .warning,
                                 references: [], explanation: "Sees every line.")
            func evaluate(_ context: SectionContext) -> RuleEvaluation {
                .checked(context.expected.map { .init(severity: .warning, range: $0.range, message: "seen") })
            }
        }
        var changed = Self.base
        changed[5] = "  \"Allow, Button.\""
        let spec = try CardSpec.resolved(changed.joined(separator: "\n"))
        let outcome = Checker(blocks: CardSpec.blocks, rules: [EveryLine()]).check(spec.sections[1], in: spec)
        // Warnings alone do not fail a section.
        #expect(outcome.status == .passed)
        #expect(outcome.findings.map(\.headline) == ["s.primerspec:10:3: warning: seen"])
        let lines = Checker(blocks: CardSpec.blocks, rules: []).check(Array(changed.joined(separator: "\n").utf8), path: "s.primerspec")
        #expect(lines.sections.map(\.status) == [.passed, .passed, .passed, .passed])
    }
}
