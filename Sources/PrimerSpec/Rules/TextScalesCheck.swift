import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerSyntax

/// Text keeps growing through the accessibility sizes; only decoration may stop.
package struct TextScalesCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "text-scales", title: "Text scales", category: .text, severity: .error,
        references: [.resizeText],
        explanation: "People who choose the accessibility text sizes need the words to grow with them. A "
            + "symbol may stop growing to leave the words room, but text that stops growing (a capped "
            + "`dynamicTypeSize(...)` range) fails them. Let text grow at every size; reflow rather than cap.")

    /// The sizes text must keep growing through: from the largest standard size up.
    static let sizes: [DynamicTypeSize] = DynamicTypeSize.allCases.filter { $0 >= .xxxLarge }

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var seen: Set<PartID> = []
        var findings: [Finding] = []
        for state in subject.states {
            let trees = Self.sizes.map { subject.model.tree(state: state, environment: PrimerEnvironment(dynamicTypeSize: $0)) }
            // Text only: an image VoiceOver reads is judged by other rules (1.4.4 is about text).
            let parts = (trees.first?.elements.filter { !$0.traits.contains(.image) }.map(\.id) ?? [])
                + (trees.first?.hiddenParts.filter { $0.reason == .combined }.map(\.id) ?? [])
            for part in parts where !seen.contains(part) {
                let points = trees.map { $0.pointSize(of: part) ?? 0 }
                guard let stop = (1..<points.count).first(where: { points[$0] <= points[$0 - 1] }) else { continue }
                seen.insert(part)
                let environment = PrimerEnvironment(dynamicTypeSize: Self.sizes[stop])
                findings.append(finding(in: subject,
                    part: part, state: state, environment: FindingEnvironment(dynamicTypeSize: Self.sizes[stop]),
                    message: .stopsGrowing(part, at: Self.sizes[stop - 1], points[stop - 1], then: Self.sizes[stop], points[stop]),
                    section: .sizes(state: state, environment: environment)))
            }
        }
        return .checked(findings)
    }
}

extension Finding.Message {
    fileprivate static func stopsGrowing(_ part: PartID, at size: DynamicTypeSize, _ points: Double,
                                         then next: DynamicTypeSize, _ nextPoints: Double) -> Self {
        Self("\(part) stops growing at \(size): \(PointSizeText.format(points)) there and "
             + "\(PointSizeText.format(nextPoints)) at \(next); text needs to keep growing")
    }
}
