import Foundation
import PrimerReports
import PrimerSpec
import PrimerSyntax

extension CheckCommand {
    /// `check --format html [--audit]`: checks every file as the other formats do, and keeps each
    /// resolved spec so the page can draw what its sections describe; one page, with the audit's
    /// findings when asked for. The exit code is the check's, or the worse of the two.
    static func html(_ files: [(String, String)], invocation: Invocation, audit runsAudit: Bool) -> CommandResult {
        let checker = Checker(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
        var outcomes: [FileOutcome] = []
        var specs: [ResolvedSpec] = []
        for (display, absolute) in files {
            let bytes: [UInt8]
            do { bytes = try read(FileToCheck(display: display, absolute: absolute)) } catch { return error.result }
            let outcome = checker.check(bytes, path: display)
            outcomes.append(outcome)
            if outcome.errors.isEmpty,
               let spec = SpecLoader.load(bytes, path: display, workingDirectory: invocation.workingDirectory,
                                          blocks: invocation.blocks).spec {
                specs.append(spec)
            }
        }
        let report = CheckReport(files: outcomes)
        let audit = runsAudit ? AuditCommand.audit(files, invocation: invocation) : nil
        let page = HTMLReportPage.of(report, specs: specs, audit: audit)
        let exitCode = [report.exitCode, audit?.exitCode ?? .success].max { $0.rawValue < $1.rawValue } ?? report.exitCode
        return CommandResult(exitCode: exitCode, output: HTMLReporter().render(page))
    }
}
