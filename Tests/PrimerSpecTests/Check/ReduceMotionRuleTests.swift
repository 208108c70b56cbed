import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Under Reduce Motion, the spec's own lines must not move, whatever the builder generates.
@Suite("ReduceMotionRule")
struct ReduceMotionRuleTests {
    static let header = "reminders daily\n\nmotion ready -> on reduce-motion\n"

    /// The findings of the rule alone for a one-line body, with the builder made to agree with the
    /// spec (the actual lines are the spec's own), so only the rule speaks.
    static func findings(_ line: String, header: String = header) throws -> [Finding] {
        let spec = try CardSpec.resolved(header + "  " + line + "\n")
        let section = try #require(spec.sections.first)
        let agreeing = SectionContext(section: section, actual: [line], file: spec.file)
        #expect(!agreeing.diff.hasDifferences)
        #expect(LinesMatchRule().evaluate(agreeing).findings.isEmpty)
        return ReduceMotionRule().evaluate(agreeing).findings
    }

    static func moves(_ line: String, _ problems: [String]) -> (String, [String]) { (line, problems) }

    @Test(arguments: [
        moves("0.30  +0.20  symbol  replace bell.badge -> checkmark.circle  easeInOut(0.2)",
              ["symbol replace effect scales the symbols"]),
        moves("0.00  +0.20  title  scale 0.8 -> 1  easeInOut(0.2)", ["scales"]),
        moves("0.00  +0.20  title  offset 0,8 -> 0,0  easeInOut(0.2)", ["moves (offset)"]),
        moves("0.00  +0.20  symbol  rotation 0 -> 90  easeInOut(0.2)", ["rotates"]),
        moves("0.70  +0.20  done  appear move(bottom)  easeInOut(0.2)", ["move(bottom) transition moves the part in or out"]),
        moves("0.70  +0.20  notNow  disappear scale  easeInOut(0.2)", ["scale transition moves the part in or out"]),
        moves("0.30  +0.20  symbol  effect bounce  easeInOut(0.2)", ["symbol effect bounce moves the symbol"]),
        moves("0.00  +0.70  continue  progress shown  snappy",
              ["spring bounces (bounce 0.15)", "runs 0.70 s, longer than the 0.20 s fade limit"]),
        moves("0.30  +0.73  title  text  smooth", ["runs 0.73 s, longer than the 0.20 s fade limit"]),
        moves("0.30  +0.30  title  text  easeInOut(0.3)", ["runs 0.30 s, longer than the 0.20 s fade limit"]),
        moves("0.00  +0.73  symbol  replace a -> b  smooth",
              ["symbol replace effect scales the symbols", "runs 0.73 s, longer than the 0.20 s fade limit"]),
    ])
    func aLineThatMovesIsFoundAtThatLineEvenWhenTheBuilderAgrees(_ line: String, _ problems: [String]) throws {
        let part = line.split(separator: " ")[2]
        let canonical = line.split(separator: " ").joined(separator: " ")
        #expect(try Self.findings(line) == problems.map { problem in
            SpecTest.error("4:3-4:\(line.count + 3)",
                           "under Reduce Motion, \(part) still moves: \(problem); expected a fade of at most 0.20 s",
                           offending: canonical, expected: "a fade", rule: "reduce-motion")
        })
    }

    @Test(arguments: [
        "0.00  +0.20  continue  fade progress -> checkmark  easeInOut(0.2)",
        "0.30  +0.20  symbol  color textPrimary -> success  easeInOut(0.2)",
        "0.30  +0.20  title  text  easeInOut(0.2)",
        "0.30  +0.10  title  opacity 0 -> 1  easeIn(0.1)",
        "0.70  +0.20  done  appear opacity  easeInOut(0.2)",
        "0.70  +0.20  notNow  disappear opacity  linear(0.2)",
        "0.00  +0.20  continue  progress hidden  easeInOut(0.2)",
        "0.00  haptic  success",
        "0.30  announce  high \"Notifications are on\"",
        "1.00  call  onGranted(granted)",
    ])
    func fadesShortEasesAndCuesPass(_ line: String) throws {
        #expect(try Self.findings(line).isEmpty)
    }

    static let ring = "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat forever every 2.71"

    @Test(arguments: [
        moves("0.00  +0.20  symbol  opacity 0.5 -> 0  easeInOut(0.2)  repeat forever every 2.71",
              ["still animates: repeats forever every 2.71 s (Apple: reduce repeating animation); expected a fade of at most 0.20 s that plays once"]),
        moves("0.70  +0.20  title  color accent -> success  linear(0.2)  repeat 3 every 1.00",
              ["still animates: repeats 3 times every 1.00 s (Apple: reduce repeating animation); expected a fade of at most 0.20 s that plays once"]),
        moves(ring, [
            "still moves: scales; expected a fade of at most 0.20 s",
            "still animates: repeats forever every 2.71 s (Apple: reduce repeating animation); expected a fade of at most 0.20 s that plays once",
            "still moves: runs 2.00 s, longer than the 0.20 s fade limit; expected a fade of at most 0.20 s",
        ]),
    ])
    func aRepeatingLineIsAnErrorUnderReduceMotion(_ line: String, _ problems: [String]) throws {
        let canonical = line.split(separator: " ").joined(separator: " ")
        #expect(try Self.findings(line) == problems.map { problem in
            SpecTest.error("4:3-4:\(line.count + 3)", "under Reduce Motion, \(line.split(separator: " ")[2]) \(problem)",
                           offending: canonical,
                           expected: problem.hasPrefix("still animates") ? "a fade that plays once" : "a fade", rule: "reduce-motion")
        })
    }

    static let fullMotion = "reminders daily\n\nmotion ready -> on\n"
    static let pauseExpected = "a way to pause, stop or hide the motion, or motion that ends within 5 s"

    /// The warning the rule gives a full-motion line, at the line: under the audit's rule for the same
    /// cause, about the line's part, saying each thing once.
    static func pauseWarning(_ line: String, _ what: String) -> Finding {
        let part = String(line.split(separator: " ")[2])
        return Finding(severity: .warning, range: SpecTest.range("4:3-4:\(line.count + 3)"),
                       message: "\(part) moves or blinks on repeat \(what); expected \(pauseExpected) (WCAG 2.2.2 Pause, "
                           + "Stop, Hide, level A)",
                       offendingText: line.split(separator: " ").joined(separator: " "), expected: pauseExpected,
                       rule: "automatic-motion-can-stop", subject: FindingSubject(part: PartID(part)))
    }

    @Test(arguments: [
        (ring, "for ever"),
        ("0.00  +2.00  symbol  opacity 0.5 -> 0  easeOut(2)  repeat forever every 2.71", "for ever"),
        ("2.70  +0.01  symbol  scale 1.7 -> 1  linear(0.01)  repeat forever every 2.71", "for ever"),
        ("0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat 3 every 2.71", "for 7.42 s"),
    ])
    func motionOnRepeatInFullMotionIsAWarningNamingWCAG222(_ line: String, _ what: String) throws {
        #expect(try Self.findings(line, header: Self.fullMotion) == [Self.pauseWarning(line, what)])
    }

    @Test(arguments: [
        "0.00  +2.00  symbol  scale 1 -> 1.7  easeOut(2)  repeat 2 every 2.50",
        "0.30  +0.35  title  text  easeInOut  repeat forever every 1.00",
        "0.30  +0.73  symbol  replace bell.badge -> checkmark.circle  smooth",
    ])
    func fullMotionThatEndsOrDoesNotMoveHasNoWarning(_ line: String) throws {
        #expect(try Self.findings(line, header: Self.fullMotion).isEmpty)
    }

    @Test func aWarningLeavesTheSectionPassingAndAnErrorFailsIt() throws {
        let checker = Checker(blocks: CardSpec.blocks, rules: [ReduceMotionRule()])
        let full = checker.check(Array((Self.fullMotion + "  " + Self.ring + "\n").utf8), path: SpecTest.path)
        let passing = try #require(full.sections.first)
        #expect(passing.status == .passed)
        #expect(passing.findings == [Self.pauseWarning(Self.ring, "for ever")])
        #expect(passing.findings.map(\.headline) == [
            "s.primerspec:4:3: warning: symbol moves or blinks on repeat for ever; expected \(Self.pauseExpected) "
                + "(WCAG 2.2.2 Pause, Stop, Hide, level A)",
        ])
        let reduced = checker.check(Array((Self.header + "  " + Self.ring + "\n").utf8), path: SpecTest.path)
        let failing = try #require(reduced.sections.first)
        #expect(failing.status == .failed)
        #expect(failing.findings.count == 3 && failing.findings.allSatisfy { $0.severity == .error })
    }

    @Test func onlyReduceMotionMotionSectionsAreAudited() throws {
        let line = "0.30  +0.73  symbol  replace bell.badge -> checkmark.circle  smooth"
        #expect(try Self.findings(line, header: "reminders daily\n\nmotion ready -> on\n").isEmpty)
        #expect(try Self.findings(line, header: "reminders daily\n\nmotion ready -> on dynamic-type accessibility2\n").isEmpty)
        #expect(try Self.findings(line, header: "reminders daily\n\nmotion ready -> on dynamic-type xSmall reduce-motion\n").count == 2)
    }

    @Test func aLongerFadeLimitAllowsLongerFades() throws {
        let spec = try CardSpec.resolved(Self.header + "  0.30  +0.30  title  text  easeInOut(0.3)\n")
        let section = try #require(spec.sections.first)
        let context = SectionContext(section: section, actual: [], file: spec.file)
        #expect(ReduceMotionRule(fadeLimit: 0.3).evaluate(context).findings.isEmpty)
        #expect(ReduceMotionRule(fadeLimit: 0.25).evaluate(context).findings.map(\.message) == [
            "under Reduce Motion, title still moves: runs 0.30 s, longer than the 0.25 s fade limit; expected a fade of at most 0.25 s",
        ])
    }

    @Test func theCheckerReportsTheRuleBesideTheDiff() throws {
        // The builder fades the symbol; the spec says it bounces. Both rules speak, at the same line.
        let recorded = try CardSpec.recorded(Self.header)
        let bouncing = recorded.replacingOccurrences(of: "fade bell -> bell.badge", with: "effect bounce          ")
        #expect(bouncing != recorded)
        let outcome = CardSpec.check(bouncing)
        let section = try #require(outcome.sections.first)
        #expect(section.status == .failed)
        #expect(section.findings.map(\.headline) == [
            "s.primerspec:4:3: error: the spec says 0.00 +0.20 symbol effect bounce easeInOut(0.2), "
                + "but the builder generates 0.00 +0.20 symbol fade bell -> bell.badge easeInOut(0.2)",
            "s.primerspec:4:3: error: under Reduce Motion, symbol still moves: symbol effect bounce moves the symbol; "
                + "expected a fade of at most 0.20 s",
        ])
    }
}
