import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The section's lines must be what the builders generate: each difference is a finding at its line.
///
/// A section that is empty, or that shares no line with what the builders generate, gets one finding
/// that suggests `--record` instead of one per line.
package struct LinesMatchRule: Rule {
    /// Creates the rule.
    package init() {}

    package let rule = Self.definition

    /// The rule, as data.
    static let definition = RuleDefinition(
        id: "lines-match", title: "Lines match the builders", category: .spec, severity: .error, references: [],
        explanation: "Every line of a section must be what the block's builders generate for it. Review the diff, "
            + "then fix the design or run primer-spec check --record to rewrite the section.")

    package func evaluate(_ context: SectionContext) -> RuleEvaluation {
        .checked(findings(in: context))
    }

    private func findings(in context: SectionContext) -> [Finding] {
        let (diff, expected, section) = (context.diff, context.expected, context.section)
        if let whole = Self.wholeSection(context) { return [whole] }
        var findings: [Finding] = []
        var index = 0
        let changes = diff.changes
        while index < changes.count {
            var removed: [Int] = []
            var inserted: [Int] = []
            while index < changes.count, case .removed(let at) = changes[index] { removed.append(at); index += 1 }
            while index < changes.count, case .inserted(let at) = changes[index] { inserted.append(at); index += 1 }
            if removed.isEmpty && inserted.isEmpty { index += 1; continue }
            let paired = min(removed.count, inserted.count)
            for offset in 0..<paired {
                findings.append(Self.changed(expected[removed[offset]], to: diff.actual[inserted[offset]]))
            }
            for at in removed.dropFirst(paired) { findings.append(Self.unexpected(expected[at])) }
            let anchor = removed.last.map { expected[$0] } ?? Self.lineBefore(changes, index: index, expected: expected)
            for at in inserted.dropFirst(paired) {
                findings.append(Self.missing(diff.actual[at], after: anchor, section: section))
            }
        }
        return findings
    }

    /// One finding for an empty section, or one none of whose lines the builders generate; nil otherwise.
    static func wholeSection(_ context: SectionContext) -> Finding? {
        let (expected, actual) = (context.expected, context.diff.actual)
        let header = context.section.syntax
        // Worked out only for a finding: a passing section needs none of it.
        var count: String { "\(actual.count) \(actual.count == 1 ? "line" : "lines")" }
        if expected.isEmpty {
            guard !actual.isEmpty else { return nil }
            let them = actual.count == 1 ? "it" : "them"
            return .error("the section '\(header.canonicalHeaderText)' is empty, and the builder generates \(count); "
                          + "run primer-spec check --record to write \(them), then review \(them)",
                          at: header.headerRange, offendingText: nil, expected: "the \(count) the builder generates", rule: definition.id)
        }
        let shared = context.diff.changes.contains { if case .same = $0 { return true } else { return false } }
        guard !shared, expected.count > 1 || actual.count > 1, let first = expected.first else { return nil }
        let written = "\(expected.count) \(expected.count == 1 ? "line" : "lines")"
        return .error("none of the section's \(written) is what the builder generates (\(count)); review the diff, "
                      + "or run primer-spec check --record to rewrite the section",
                      at: first.range, offendingText: first.canonicalText, expected: "the \(count) the builder generates", rule: definition.id)
    }

    private static func lineBefore(_ changes: [LineDiff.Change], index: Int, expected: [BodyLine]) -> BodyLine? {
        for change in changes[..<min(index, changes.count)].reversed() {
            if case .same(let at, _) = change { return expected[at] }
        }
        return nil
    }

    static func changed(_ line: BodyLine, to actual: String) -> Finding {
        .error("the spec says \(TextExcerpt.shown(line.canonicalText)), but the builder generates "
               + TextExcerpt.shown(actual),
               at: line.range, offendingText: line.canonicalText, expected: actual, rule: definition.id)
    }

    static func unexpected(_ line: BodyLine) -> Finding {
        .error("the spec has \(TextExcerpt.shown(line.canonicalText)), which the builder does not generate here",
               at: line.range, offendingText: line.canonicalText, expected: "no such line", rule: definition.id)
    }

    static func missing(_ actual: String, after anchor: BodyLine?, section: ResolvedSection) -> Finding {
        let range = anchor?.range ?? section.syntax.headerRange
        let place = anchor.map { "after line \($0.line)" } ?? "at the start of the section"
        return .error("the spec is missing \(TextExcerpt.shown(actual)) \(place)", at: range, offendingText: nil, expected: actual,
                      rule: definition.id)
    }
}
