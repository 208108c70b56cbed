import Foundation
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// What a spec test does, as values: check each spec, record in the resolved mode, and say what went
/// wrong as issues: one per failing line at the spec's own line and column, and one summary per file
/// at the calling Swift line with the file's report (diff included) as an attachment. Nothing here
/// talks to a test framework; ``SpecIssueReporter`` does.
struct SpecExpectation: Sendable {
    /// The blocks the specs may name.
    var blocks: BlockRegistry
    /// The folder relative spec paths are relative to; nil for the process's current folder.
    var workingDirectory: String?
    /// The record mode and where it came from.
    var recording: SpecRecording
    /// Where a failing spec's generated lines are written for CI, if anywhere.
    var artifacts: SpecArtifacts? = nil

    /// The report after any recording, and the issues to record, in order.
    struct Result: Sendable {
        var report: CheckReport
        var issues: [SpecIssue]
    }

    /// Checks (and records) every spec under `paths`.
    func run(_ paths: [String]) throws(SpecSearchError) -> Result {
        let files = try SpecRun(blocks: blocks, workingDirectory: workingDirectory).files(paths)
        var issues: [SpecIssue] = []
        if let problem = recording.problem { issues.append(SpecIssue(problem.description, at: .caller)) }
        var outcomes: [FileOutcome] = []
        for file in files {
            let (outcome, fileIssues) = run(file)
            outcomes.append(outcome)
            issues += fileIssues
        }
        return Result(report: CheckReport(files: outcomes), issues: issues)
    }

    /// Checks (and records) one spec file.
    func run(_ file: SpecSearch.Found) -> (FileOutcome, [SpecIssue]) {
        let run = SpecRun(blocks: blocks, workingDirectory: workingDirectory)
        var loaded: LoadedSpec
        var outcome: FileOutcome
        var recorded: RecordOutcome?
        var refused: [Finding] = []
        if let scope = recording.mode.scope {
            // Recording reads and loads the file once; what it loaded is checked, unless it wrote the file.
            let attempt = run.record(file, scope: scope)
            loaded = attempt.loaded
            outcome = run.check(loaded)
            let written = attempt.writtenOutcome
            if outcome.errors.isEmpty {
                if !written.errors.isEmpty {
                    refused = written.errors
                } else if attempt.wroteFile {
                    recorded = written
                    // Line numbers may have moved: what still fails is read from the file as written.
                    loaded = run.load(file)
                    outcome = run.check(loaded)
                }
            }
        } else {
            loaded = run.load(file)
            outcome = run.check(loaded)
        }
        var issues = lineIssues(outcome) + refused.map(issue(for:))
        let generated = generatedSpec(loaded, outcome: outcome)
        if var summary = summary(of: file, outcome: outcome, recorded: recorded, refused: refused) {
            if let generated {
                let name = URL(fileURLWithPath: file.path).lastPathComponent
                summary.attachments.append(SpecIssue.Attachment(name: name + ".generated.primerspec",
                                                                text: String(decoding: generated, as: UTF8.self)))
                if let artifacts {
                    switch artifacts.write(generated, for: file.path) {
                    case .success(let path): summary.comment += "\nthe generated spec is at \(path)"
                    case .failure(let problem): summary.comment += "\n\(problem)"
                    }
                }
            }
            issues.append(summary)
        }
        return (outcome, issues)
    }

    /// The spec as it would be recorded (its failing sections as the builders generate them), when a
    /// section still fails; nil otherwise.
    func generatedSpec(_ loaded: LoadedSpec, outcome: FileOutcome) -> [UInt8]? {
        guard outcome.errors.isEmpty, outcome.sections.contains(where: { $0.status == .failed }) else { return nil }
        return Recorder(blocks: blocks, workingDirectory: workingDirectory)
            .record(loaded.spec, diagnostics: loaded.diagnostics, path: loaded.path, scope: .failing).newBytes
    }

    /// One issue per error or warning, at its spec line and column.
    func lineIssues(_ outcome: FileOutcome) -> [SpecIssue] {
        (outcome.errors + outcome.sections.flatMap(\.findings)).map(issue(for:))
    }

    /// The issue for a diagnostic: at its location, saying it as `file:line:col: error: message`.
    func issue(for diagnostic: Finding) -> SpecIssue {
        let absolute = SpecSearch(workingDirectory: workingDirectory).resolve(diagnostic.location.file)
        return SpecIssue(diagnostic.rendered, at: .spec(diagnostic.location, absolutePath: absolute),
                         severity: diagnostic.severity == .warning ? .warning : .error)
    }

    /// The file's summary at the calling line, or nil when there is nothing to say.
    func summary(of file: SpecSearch.Found, outcome: FileOutcome, recorded: RecordOutcome?,
                 refused: [Finding]) -> SpecIssue? {
        var parts: [String] = []
        let failed = outcome.sections.filter { $0.status == .failed }.count
        if !outcome.errors.isEmpty {
            let count = outcome.errors.count
            parts.append("\(file.path) cannot be checked: \(count) \(count == 1 ? "error" : "errors")")
        } else if failed > 0 {
            let hint = recording.mode == .never || recording.mode == .missing
                ? " (to write what the builders generate, run with \(SpecRecordMode.environmentVariable)=failed and review the change)"
                : ""
            parts.append("\(file.path): \(failed) of \(outcome.sections.count) sections failed" + hint)
        }
        let mode = "record mode \(recording.mode), from \(recording.source)"
        if let recorded {
            let count = recorded.changedSections.count
            parts.append("\(file.path): recorded \(count) \(count == 1 ? "section" : "sections") (\(mode)); "
                         + "review the change, then run again with record mode off")
            parts += recorded.changedSections.map { "  \(file.path):\($0)" }
        } else if !refused.isEmpty {
            parts.append("\(file.path): not recorded, nothing written (\(mode))")
        } else if recording.mode == .all, outcome.errors.isEmpty {
            parts.append("\(file.path): nothing to record (\(mode)): every section is as the builders print it; "
                         + "turn record mode off")
        }
        guard !parts.isEmpty else { return nil }
        var attachment: SpecIssue.Attachment?
        if !outcome.errors.isEmpty || failed > 0 {
            let report = TextReporter().render(CheckReport(files: [outcome]))
            parts.append(report.hasSuffix("\n") ? String(report.dropLast()) : report)
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            attachment = SpecIssue.Attachment(name: name + ".check.txt", text: report)
        }
        return SpecIssue(parts.joined(separator: "\n"), at: .caller, attachment: attachment)
    }
}
