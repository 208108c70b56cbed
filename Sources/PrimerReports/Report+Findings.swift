import PrimerModel
import PrimerSpec
import PrimerSyntax

/// How the reports write a finding of a report of findings alone (`scan`): what it is about, and
/// the finding in one line.
extension Report {
    /// What a finding is about, as reports name it: the permission, or `app`.
    static func about(_ finding: Finding) -> String { finding.subject.app?.description ?? "app" }

    /// A finding in one line: `FAIL file:line:column camera: message`; an error fails, anything
    /// else warns (`NOTE` for a note when `notesAsNotes`).
    static func line(_ finding: Finding, notesAsNotes: Bool = false) -> String {
        let word = finding.severity == .error ? "FAIL" : finding.severity == .note && notesAsNotes ? "NOTE" : "WARN"
        let location = finding.isLocated && !finding.location.shown.isEmpty ? "\(finding.location.shown) " : ""
        return "\(word) \(location)\(about(finding)): \(finding.message)"
    }

    /// The message with its notes beneath, as SARIF and GitHub carry it.
    static func messageWithNotes(_ finding: Finding) -> String {
        ([finding.message] + finding.notes.map(\.description)).joined(separator: "\n")
    }
}
