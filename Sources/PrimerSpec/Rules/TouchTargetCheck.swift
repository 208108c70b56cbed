import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Every interactive part is at least 44 × 44 pt at every Dynamic Type size.
package struct TouchTargetCheck: Rule {
    package init() {}

    /// Apple's minimum, and WCAG 2.5.5's 44 CSS px (one iOS point is one CSS pixel).
    package static let minimum: Double = 44

    package let rule = RuleDefinition(
        id: "touch-target", title: "Touch target at least 44 × 44 pt", category: .layout, severity: .error,
        references: [.platform("Apple Human Interface Guidelines, Accessibility: controls at least 44 × 44 pt",
                               url: RuleReference.higAccessibility),
                     .targetSizeEnhanced, .targetSizeMinimum],
        explanation: "Small targets are hard to hit for people with tremor or low vision. Apple asks for at "
            + "least 44 × 44 pt, as WCAG 2.5.5 does (2.5.8 asks 24 × 24 at level AA). A view whose button sets "
            + "no minimum frame leaves its size to its text and padding, which no spec can prove: set "
            + "`frame(minHeight: 44)` (or more) and a full or minimum width.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var seen: Set<String> = []
        var stated = false
        var findings: [Finding] = []
        for state in subject.states {
            for size in DynamicTypeSize.allCases {
                let environment = PrimerEnvironment(dynamicTypeSize: size)
                for target in subject.model.targets(state: state, environment: environment) {
                    stated = true
                    let problems = [("height", target.height), ("width", target.width)].compactMap { side, value in
                        Self.problem(value).map { "its \(side) \($0)" }
                    }
                    // One finding a part: the first state and size it shows in.
                    guard !problems.isEmpty, seen.insert(target.part.description).inserted else { continue }
                    findings.append(finding(in: subject,
                        part: target.part, state: state, environment: FindingEnvironment(dynamicTypeSize: size),
                        message: .smallTarget(target.part, problems),
                        section: .targets(state: state, environment: environment)))
                }
            }
        }
        return stated ? .checked(findings) : .notApplicable(.noTargets)
    }

    static func problem(_ side: TouchTarget.Side) -> String? {
        switch side {
        case .fullWidth: nil
        case .atLeast(let points): points >= minimum ? nil : "is at least \(PointSizeText.format(points))"
        case .unset: "has no minimum (it follows the text and padding)"
        }
    }
}

extension Finding.Message {
    fileprivate static func smallTarget(_ part: PartID, _ problems: [String]) -> Self {
        let minimum = PointSizeText.format(TouchTargetCheck.minimum)
        return "\(part): \(problems.joined(separator: " and ")); needs at least \(minimum) × \(minimum)"
    }

    fileprivate static let noTargets: Self = "the block states no touch targets"
}
