import PrimerMotion
import PrimerSyntax

/// What a rule rests on: a WCAG 2.2 success criterion, or a platform guideline or practice.
package enum RuleReference: Hashable, Sendable, CustomStringConvertible {
    /// A WCAG 2.2 success criterion: number, name and level (`1.4.3`, `Contrast (Minimum)`, `AA`).
    case wcag(String, name: String, level: String)
    /// A platform source: Apple's HIG page, App Review Guidelines section, or a tool's practice, with
    /// the public page it is read from (nil when there is none to link).
    case platform(String, url: String? = nil)

    /// `WCAG 1.4.3 Contrast (Minimum) (AA)` or the platform source.
    package var description: String {
        switch self {
        case .wcag(let number, let name, let level): "WCAG \(number) \(name) (\(level))"
        case .platform(let source, _): source
        }
    }

    /// The tag SARIF and JSON carry: `wcag143`, `wcag-aa`, or `platform`.
    package var tags: [String] {
        switch self {
        case .wcag(let number, _, let level):
            ["wcag" + number.replacingOccurrences(of: ".", with: ""), "wcag-" + level.lowercased()]
        case .platform: ["platform"]
        }
    }

    /// The public page a person can open: the W3C Understanding page of a criterion, or the platform
    /// source's page (Apple's guidelines, a tool's repository); nil when there is none.
    package var url: String? {
        guard case .wcag(_, let name, _) = self else {
            if case .platform(_, let url) = self { return url }
            return nil
        }
        let slug = name.lowercased().replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "")
            .replacingOccurrences(of: ",", with: "").split(separator: " ").joined(separator: "-")
        return "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
    }
}

extension RuleReference {
    /// Apple's App Review Guidelines, section 5.1.1 (Data Collection and Storage).
    static let appReviewDataCollection = "https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage"
    /// Apple's App Review Guidelines, section 5.1.2 (Data Use and Sharing).
    static let appReviewDataUse = "https://developer.apple.com/app-store/review/guidelines/#data-use-and-sharing"
    /// Apple's Human Interface Guidelines page on privacy (requesting permission, tracking requests).
    static let higPrivacy = "https://developer.apple.com/design/human-interface-guidelines/privacy"
    /// Apple's Human Interface Guidelines page on motion.
    static let higMotion = "https://developer.apple.com/design/human-interface-guidelines/motion"
    /// Apple's Human Interface Guidelines page on accessibility (control sizes).
    static let higAccessibility = "https://developer.apple.com/design/human-interface-guidelines/accessibility"
    /// Google's GTXiLib, whose redundant-description check the rule follows.
    static let gtxiLib = "https://github.com/google/GTXiLib"

    static let nonTextContent = RuleReference.wcag("1.1.1", name: "Non-text Content", level: "A")
    static let infoAndRelationships = RuleReference.wcag("1.3.1", name: "Info and Relationships", level: "A")
    static let contrastMinimum = RuleReference.wcag("1.4.3", name: "Contrast (Minimum)", level: "AA")
    static let resizeText = RuleReference.wcag("1.4.4", name: "Resize Text", level: "AA")
    static let nonTextContrast = RuleReference.wcag("1.4.11", name: "Non-text Contrast", level: "AA")
    static let pauseStopHide = RuleReference.wcag("2.2.2", name: "Pause, Stop, Hide", level: "A")
    static let animationFromInteractions = RuleReference.wcag("2.3.3", name: "Animation from Interactions", level: "AAA")
    static let headingsAndLabels = RuleReference.wcag("2.4.6", name: "Headings and Labels", level: "AA")
    static let targetSizeEnhanced = RuleReference.wcag("2.5.5", name: "Target Size (Enhanced)", level: "AAA")
    static let targetSizeMinimum = RuleReference.wcag("2.5.8", name: "Target Size (Minimum)", level: "AA")
    static let nameRoleValue = RuleReference.wcag("4.1.2", name: "Name, Role, Value", level: "A")
    static let statusMessages = RuleReference.wcag("4.1.3", name: "Status Messages", level: "AA")
}
