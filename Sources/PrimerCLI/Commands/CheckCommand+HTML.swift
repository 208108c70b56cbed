import Foundation
import PrimerReports
import PrimerSpec
import PrimerSyntax

extension CheckCommand {
    /// `check --format html [--audit]`: checks every file as the other formats do, and keeps each
    /// resolved spec so the page can draw what its sections describe; one page, with the audit's
    /// findings when asked for. Each spec is loaded once for its check, its drawing and its audit
    /// (``SpecRun``). The exit code is the check's, or the worse of the two.
    static func html(_ files: [SpecSearch.Found], run: SpecRun, audit runsAudit: Bool) -> CommandResult {
        let parts = run.map(files) { loaded -> (FileOutcome, ResolvedSpec?, FileAudit?) in
            let outcome = run.check(loaded)
            return (outcome, outcome.errors.isEmpty ? loaded.spec : nil, runsAudit ? run.audit(loaded) : nil)
        }
        let report = CheckReport(files: parts.map(\.0))
        let audit = runsAudit ? FileAudit.report(parts.compactMap(\.2)) : nil
        let page = HTMLReportPage.of(report, specs: parts.compactMap(\.1), audit: audit)
        let exitCode = [report.exitCode, audit?.exitCode ?? .success].max { $0.rawValue < $1.rawValue } ?? report.exitCode
        return CommandResult(exitCode: exitCode, output: HTMLReporter().render(page))
    }
}
