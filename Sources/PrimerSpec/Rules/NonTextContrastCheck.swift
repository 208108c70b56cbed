import PrimerAccessibility
import PrimerModel
import PrimerSyntax

/// A control's shape reaches 3:1 against what surrounds it.
package struct NonTextContrastCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "non-text-contrast", title: "Non-text contrast", category: .colour, severity: .error,
        references: [.nonTextContrast],
        explanation: "The outline or fill that shows where a button is must reach 3:1 against the colours "
            + "around it, so that people with low vision can find it. Decorative graphics are exempt.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var any = false
        var findings: [Finding] = []
        for appearance in Appearance.allCases {
            for pair in subject.model.contrast(appearance: appearance) where pair.role == .shape || pair.role == .graphic {
                any = true
                guard pair.ratio < 3 else { continue }
                findings.append(finding(in: subject,
                    part: pair.part, environment: FindingEnvironment(appearance: appearance),
                    message: .lowShapeContrast(pair),
                    section: .contrast(appearance)))
            }
        }
        return any ? .checked(findings) : .notApplicable(.noShapeColours)
    }
}

extension Finding.Message {
    fileprivate static func lowShapeContrast(_ pair: ContrastPair) -> Self {
        "\(pair.part)'s \(pair.role): \(pair.foreground) on \(pair.background) is \(pair.ratioText), needs 3:1"
    }

    fileprivate static let noShapeColours: Self = "the block states no colours of control shapes or graphics"
}
