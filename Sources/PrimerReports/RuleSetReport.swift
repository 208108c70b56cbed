import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Findings held against a rule set of their own rather than the audit's ``RuleCatalogue``: what
/// `primer-spec scan` reports. Each finding carries its rule, severity, place and what it is about
/// (``FindingSubject/app``: a permission or the app); each ``ReportFormat`` renders it.
package struct RuleSetReport: Sendable {
    /// The rules' findings, in the order reports list them.
    package var findings: [Finding]
    /// Inputs that could not be read, each at its file.
    package var errors: [Finding]
    /// What was checked, for people and JUnit's suite: the app's name.
    package var target: String
    /// The rules the findings are of, in the order reports list them.
    package var rules: [RuleDefinition]
    /// The command, for titles and summaries: `scan`.
    package var command: String
    /// The document explaining the rules, whose sections are named by rule id: `Docs/Scan.md`.
    package var document: String
    /// Extra top-level members of the JSON object (`requests` for scan).
    package var extraJSON: @Sendable () -> [String: JSONValue]

    /// Creates a report.
    package init(findings: [Finding], errors: [Finding] = [], target: String, rules: [RuleDefinition],
                command: String, document: String,
                extraJSON: @escaping @Sendable () -> [String: JSONValue] = { [:] }) {
        self.findings = findings
        self.errors = errors
        self.target = target
        self.rules = rules
        self.command = command
        self.document = document
        self.extraJSON = extraJSON
    }

    /// The formats this report is written in (every audit format but the HTML page).
    package static let formats: [ReportFormat] = [.text, .json, .sarif, .github, .junit, .xcode]

    /// The findings of a rule, in report order.
    func findings(of rule: RuleDefinition) -> [Finding] { findings.filter { $0.rule == rule.id } }

    /// `1 error, 2 warnings, 3 notes` over the findings.
    package var summary: String {
        func count(_ severity: Severity, _ word: String) -> String {
            let number = findings.filter { $0.severity == severity }.count
            return "\(number) \(word)\(number == 1 ? "" : "s")"
        }
        return [count(.error, "error"), count(.warning, "warning"), count(.note, "note")].joined(separator: ", ")
    }

    /// What a finding is about, as reports name it: the permission, or `app`.
    static func about(_ finding: Finding) -> String { finding.subject.app?.description ?? "app" }

    /// A finding in one line: `FAIL file:line:column camera: message`; an error fails, anything
    /// else warns (`NOTE` for a note when `notesAsNotes`).
    static func line(_ finding: Finding, notesAsNotes: Bool = false) -> String {
        let word = finding.severity == .error ? "FAIL" : finding.severity == .note && notesAsNotes ? "NOTE" : "WARN"
        let location = finding.isLocated ? "\(finding.location) " : ""
        return "\(word) \(location)\(about(finding)): \(finding.message)"
    }

    /// The message with its notes beneath, as SARIF and GitHub carry it.
    static func messageWithNotes(_ finding: Finding) -> String {
        ([finding.message] + finding.notes.map(\.description)).joined(separator: "\n")
    }
}
