import PrimerModel
import PrimerMotion
import PrimerSyntax

/// One rule of the audit catalogue, as data: what it checks, how much a finding weighs, what it
/// rests on, and where `Docs/Rules.md` explains it.
package struct RuleDefinition: Hashable, Sendable, Identifiable {
    /// What the rule is about.
    package enum Category: String, Hashable, Sendable, Codable, CustomStringConvertible {
        case voiceover, layout, colour, text, motion, privacy
        /// A spec's own lines against what the builders or an app's dump give (the checker's rules).
        case spec

        package var description: String { rawValue }
    }

    /// The stable id, kebab-case, such as `text-contrast`.
    package var id: String
    /// A short title.
    package var title: String
    /// What the rule is about.
    package var category: Category
    /// How much a finding weighs unless configured otherwise.
    package var severity: Severity
    /// What the rule rests on.
    package var references: [RuleReference]
    /// One paragraph: what is checked, why, and how to fix it.
    package var explanation: String

    /// Creates a rule.
    package init(id: String, title: String, category: Category, severity: Severity,
                references: [RuleReference], explanation: String) {
        self.id = id
        self.title = title
        self.category = category
        self.severity = severity
        self.references = references
        self.explanation = explanation
    }

    /// The anchor of the rule's section in `Docs/Rules.md`.
    package var anchor: String { "Docs/Rules.md#\(id)" }

    /// Tags for SARIF and JSON: the category and each reference's tags.
    package var tags: [String] { [category.rawValue] + references.flatMap(\.tags) }
}
