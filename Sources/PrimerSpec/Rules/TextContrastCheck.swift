import PrimerAccessibility
import PrimerModel
import PrimerSyntax

/// Text reaches 4.5:1 against its background, 3:1 when large, in light and dark.
package struct TextContrastCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "text-contrast", title: "Text contrast", category: .colour, severity: .error,
        references: [.contrastMinimum],
        explanation: "Text needs a contrast ratio of at least 4.5:1 with its background, or 3:1 for large "
            + "text, in both appearances. What counts as large is a setting (`--large-text wcag|apple`): WCAG's "
            + "18 pt / 14 pt bold read as CSS points (24 / 18.67 iOS pt), or Apple's table (18 pt, or any bold). "
            + "Darken the text or the tint until the ratio holds.")

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        var any = false
        var findings: [Finding] = []
        for appearance in Appearance.allCases {
            for pair in subject.model.contrast(appearance: appearance) {
                guard case .text(let style, let bold) = pair.role else { continue }
                any = true
                let size = style.pointSize(at: .default)
                let large = subject.largeText.isLarge(pointSize: size, bold: bold)
                let needed = large ? 3.0 : 4.5
                guard pair.ratio < needed else { continue }
                findings.append(finding(in: subject,
                    part: pair.part, environment: FindingEnvironment(appearance: appearance),
                    message: .lowTextContrast(pair, style: style, size: size, bold: bold, large: large, needed: needed),
                    section: .contrast(appearance)))
            }
        }
        return any ? .checked(findings) : .notApplicable(.noColours)
    }

    static func ratio(_ value: Double) -> String { value == 4.5 ? "4.5:1" : "\(Int(value)):1" }
}

extension Finding.Message {
    fileprivate static func lowTextContrast(_ pair: ContrastPair, style: TextStyle, size: Double, bold: Bool, large: Bool,
                                            needed: Double) -> Self {
        Self("\(pair.part) (\(style) \(PointSizeText.format(size))\(bold ? " bold" : ""), \(large ? "large text" : "text")): "
             + "\(pair.foreground) on \(pair.background) is \(pair.ratioText), needs \(TextContrastCheck.ratio(needed))")
    }

    fileprivate static let noColours: Self = "the block states no colours (no contrast sections)"
}
