import PrimerModel

/// The section's lines must be what the builders generate: each difference is a finding at its line.
public struct LinesMatchRule: SectionRule {
    /// Creates the rule.
    public init() {}

    public func findings(in context: SectionContext) -> [Diagnostic] {
        let (diff, expected, section) = (context.diff, context.expected, context.section)
        var findings: [Diagnostic] = []
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

    private static func lineBefore(_ changes: [LineDiff.Change], index: Int, expected: [BodyLine]) -> BodyLine? {
        for change in changes[..<min(index, changes.count)].reversed() {
            if case .same(let at, _) = change { return expected[at] }
        }
        return nil
    }

    static func changed(_ line: BodyLine, to actual: String) -> Diagnostic {
        .error("the spec says \(TextExcerpt.shown(line.canonicalText)), but the builder generates "
               + TextExcerpt.shown(actual),
               at: line.range, offendingText: line.canonicalText, expected: actual)
    }

    static func unexpected(_ line: BodyLine) -> Diagnostic {
        .error("the spec has \(TextExcerpt.shown(line.canonicalText)), which the builder does not generate here",
               at: line.range, offendingText: line.canonicalText, expected: "no such line")
    }

    static func missing(_ actual: String, after anchor: BodyLine?, section: ResolvedSection) -> Diagnostic {
        let range = anchor?.range ?? section.syntax.headerRange
        let place = anchor.map { "after line \($0.line)" } ?? "at the start of the section"
        return .error("the spec is missing \(TextExcerpt.shown(actual)) \(place)", at: range, offendingText: nil, expected: actual)
    }
}
