import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A report as JUnit XML, as Jenkins' `junit-10.xsd` requires it (every `testsuite` with `name`,
/// `tests`, `failures` and `errors`) and as Jenkins and GitLab display it.
///
/// For a check, a testsuite per spec file: a `spec parses and resolves` testcase (an `<error>` when it
/// does not; the file's warnings in its `<system-out>`), then a testcase per section named by what
/// it checks (`voiceover ready`), never by its line, so adding a line renames nothing. For an audit, a
/// testsuite per audited spec and a testcase per rule (`text-contrast`): a `<failure>` for its errors,
/// `<skipped>` when it does not apply, and its warnings, notes and accepted findings (with their
/// severity and reason) in `<system-out>`. Each testcase's `classname` is the spec's folder and name
/// (`Specs.camera`), which Jenkins shows as package `Specs`, class `camera`. Paths are relative to the
/// repository root (``ReportPaths``).
package struct JUnitReporter: CommandReporter {
    /// How paths are written: relative to the repository root.
    package var paths: ReportPaths

    /// Creates a reporter writing paths relative to the repository holding the working directory.
    package init(paths: ReportPaths = .current) { self.paths = paths }

    /// The name of the testcase that holds whether a spec file parses and resolves.
    package static let specCaseName = "spec parses and resolves"

    /// The check's XML document.
    package func render(_ report: CheckReport) -> String {
        let report = paths.relative(report)
        var suites: [Suite] = []
        for file in report.files {
            let classname = Self.classname(file.path)
            var cases = [Case(name: Self.specCaseName, classname: classname)]
            if let first = file.errors.first {
                cases[0].problem = .error(type: Finding.specErrorRule, message: first.message,
                                          text: file.errors.map(\.rendered).joined(separator: "\n"))
            }
            cases[0].output = file.warnings.map(\.rendered)
            var names = UniqueNames()
            for section in file.sections {
                var testcase = Case(name: names.next(section.title), classname: classname)
                if section.status == .failed {
                    let body = LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
                        + "\n" + section.findings.filter { $0.severity == .error }.map(\.rendered).joined(separator: "\n")
                    testcase.problem = .failure(type: "mismatch",
                                                message: section.findings.first?.message ?? "the section does not match",
                                                text: body)
                }
                testcase.output = section.findings.filter { $0.severity != .error }.map(\.rendered)
                cases.append(testcase)
            }
            suites.append(Suite(name: file.path, file: file.path, cases: cases))
        }
        return document(name: "primer-spec check", suites: suites)
    }

    /// The audit's XML document.
    package func render(_ report: AuditReport) -> String {
        let report = paths.relative(report)
        var suites: [Suite] = []
        for error in report.errors {
            let path = error.location.file
            var testcase = Case(name: Self.specCaseName, classname: Self.classname(path))
            testcase.problem = .error(type: Finding.specErrorRule, message: error.message, text: error.rendered)
            suites.append(Suite(name: path, file: path, cases: [testcase]))
        }
        for audit in report.audits {
            let name = audit.path ?? audit.block
            let classname = audit.path.map(Self.classname) ?? Self.classname(audit.block)
            let cases = RuleCatalogue.rules.map { rule -> Case in
                let results = audit.results.filter { $0.rule == rule.id }
                var testcase = Case(name: rule.id, classname: classname)
                let failed = results.filter { $0.outcome == .fail }
                if let first = failed.first {
                    testcase.problem = .failure(type: rule.id, message: first.message,
                                                text: failed.map(TextReporter.line).joined(separator: "\n"))
                } else if !results.isEmpty && results.allSatisfy({ $0.outcome == .notApplicable }) {
                    testcase.problem = .skipped(message: Set(results.map(\.message)).sorted().joined(separator: "; "))
                }
                testcase.output = results.compactMap { result in
                    switch result.outcome {
                    case .warning: "\(result.severity): " + TextReporter.line(result)
                    case .accepted(let reason): "\(result.severity): " + TextReporter.line(result) + " (accepted: \(reason))"
                    default: nil
                    }
                }
                return testcase
            }
            suites.append(Suite(name: name, file: audit.path, cases: cases))
        }
        return document(name: "primer-spec audit", suites: suites)
    }

    /// A rule-set report (`scan`): a testsuite per input that could not be read, then one for the
    /// target (the app) with a testcase per rule, failing when the rule found an error; its other
    /// findings in `<system-out>`.
    package func renderFindings(_ report: Report) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"primer-spec \(escape(report.command.rawValue))\">"]
        for error in report.errors {
            let name = escape(error.location.file)
            lines.append("  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\">")
            lines.append("    <testcase classname=\"\(name)\" name=\"input\">")
            lines.append("      <error message=\"\(escape(error.message))\">\(escape(error.rendered))</error>")
            lines.append("    </testcase>")
            lines.append("  </testsuite>")
        }
        let name = escape(report.target)
        let failures = report.rules.filter { rule in report.findings(of: rule).contains { $0.severity == .error } }
        lines.append("  <testsuite name=\"\(name)\" tests=\"\(report.rules.count)\" failures=\"\(failures.count)\">")
        for rule in report.rules {
            let findings = report.findings(of: rule)
            let failed = findings.filter { $0.severity == .error }
            lines.append("    <testcase classname=\"\(name)\" name=\"\(escape(rule.id))\">")
            if let first = failed.first {
                lines.append("      <failure message=\"\(escape(first.message))\">"
                             + escape(failed.map { Report.line($0) }.joined(separator: "\n")) + "</failure>")
            } else if !findings.isEmpty {
                lines.append("      <system-out>" + escape(findings.map { Report.line($0) }.joined(separator: "\n"))
                             + "</system-out>")
            }
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The class Jenkins and GitLab show for a spec: its folder with dots for slashes, then its name
    /// without the extension, any dot in it made `_` so Jenkins does not split there
    /// (`Specs/camera.primerspec` → `Specs.camera`).
    static func classname(_ path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        guard var last = components.popLast() else { return path }
        if last.hasSuffix(".primerspec") { last = String(last.dropLast(".primerspec".count)) }
        return (components.map { $0.replacingOccurrences(of: ".", with: "_") }
                + [last.replacingOccurrences(of: ".", with: "_")]).joined(separator: ".")
    }

    /// What became of a testcase that did not pass.
    enum Problem {
        case failure(type: String, message: String, text: String)
        case error(type: String, message: String, text: String)
        case skipped(message: String)
    }

    /// One testcase.
    struct Case {
        var name: String
        var classname: String
        var problem: Problem?
        /// Lines for `<system-out>`: the findings that do not fail the case, with their severity.
        var output: [String] = []
    }

    /// One testsuite.
    struct Suite {
        var name: String
        var file: String?
        var cases: [Case]

        func count(_ predicate: (Problem) -> Bool) -> Int { cases.filter { $0.problem.map(predicate) ?? false }.count }
        var failures: Int { count { if case .failure = $0 { true } else { false } } }
        var errors: Int { count { if case .error = $0 { true } else { false } } }
        var skipped: Int { count { if case .skipped = $0 { true } else { false } } }
    }

    /// The document: `testsuites` with the totals, then each suite.
    private func document(name: String, suites: [Suite]) -> String {
        let tests = suites.map(\.cases.count).reduce(0, +)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(suites.map(\.failures).reduce(0, +))\" "
                + "errors=\"\(suites.map(\.errors).reduce(0, +))\">",
        ]
        for suite in suites {
            let file = suite.file.map { " file=\"\(escape($0))\"" } ?? ""
            lines.append("  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.cases.count)\" "
                         + "failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\"\(file)>")
            for testcase in suite.cases {
                let open = "    <testcase name=\"\(escape(testcase.name))\" classname=\"\(escape(testcase.classname))\""
                guard testcase.problem != nil || !testcase.output.isEmpty else {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                switch testcase.problem {
                case .failure(let type, let message, let text):
                    lines.append("      <failure type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(text))</failure>")
                case .error(let type, let message, let text):
                    lines.append("      <error type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(text))</error>")
                case .skipped(let message):
                    lines.append("      <skipped message=\"\(escape(message))\"/>")
                case nil:
                    break
                }
                if !testcase.output.isEmpty {
                    lines.append("      <system-out>\(escape(testcase.output.joined(separator: "\n")))</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func escape(_ text: String) -> String { XMLText.escape(text) }
}

/// Names made unique in order: the second `voiceover ready` is `voiceover ready #2`.
struct UniqueNames {
    private var seen: [String: Int] = [:]

    mutating func next(_ name: String) -> String {
        let count = (seen[name] ?? 0) + 1
        seen[name] = count
        return count == 1 ? name : "\(name) #\(count)"
    }
}

extension ReportFormat {
    /// JUnit XML as Jenkins' `junit-10.xsd` requires, one testcase per section (check) or rule (audit,
    /// scan), named by what it checks, for CI test dashboards (Jenkins, GitLab).
    package static let junit = ReportFormat(name: "junit") { report, _ in JUnitReporter().render(report) }
}
