import PrimerModel
import PrimerSyntax

/// The command a ``Report`` is of, which also names the commands an output format serves.
package enum ReportCommand: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case check, audit, scan

    /// `check`, `audit` or `scan`.
    package var description: String { rawValue }
}

/// What `primer-spec check`, `audit` or `scan` found, as every output format renders it: the
/// findings (rule, severity, place, message, notes, subject) and the inputs that could not be read,
/// with the command, what was checked, the rules the findings are of and the document explaining
/// them. ``detail`` keeps what only some formats show of a command: a check's sections and diffs, an
/// audit's passes and accepted findings, a scan's extra JSON members.
package struct Report: Sendable {
    /// What a format may need of one command beyond its findings.
    package enum Detail: Sendable {
        /// The check's outcome of each file and section (the text, JUnit, GitHub and HTML reports show
        /// diffs and passing sections).
        case check(CheckReport)
        /// Every audit result, passes and accepted findings with their reasons included.
        case audit(AuditReport)
        /// Findings alone, against a rule set of their own (`scan`), and extra top-level members of
        /// the JSON object (`requests`, `copies`).
        case findings(extraJSON: @Sendable () -> [String: JSONValue])
    }

    /// The command that made it.
    package var command: ReportCommand
    /// What was checked, for people and JUnit's suite: the app's name for a scan; empty otherwise.
    package var target: String
    /// The rules the findings are of, in the order reports list them.
    package var rules: [RuleDefinition]
    /// The document explaining the rules, whose sections are named by rule id: `Docs/Scan.md`.
    package var document: String
    /// The open findings, in report order: a check's file warnings and section findings, an audit's
    /// failures and warnings (not its passes or accepted findings), a scan's findings.
    package var findings: [Finding]
    /// Inputs that could not be read, parsed or resolved, each at its file.
    package var errors: [Finding]
    /// What only some formats show of the command.
    package var detail: Detail

    /// The report of a check.
    package init(_ check: CheckReport) {
        command = .check
        target = ""
        rules = Checker.ruleDescriptions
        document = "Docs/SpecFormat.md"
        findings = check.files.flatMap { file in file.warnings + file.sections.flatMap(\.findings) }
        errors = check.errors
        detail = .check(check)
    }

    /// The report of an audit.
    package init(_ audit: AuditReport) {
        command = .audit
        target = ""
        rules = RuleCatalogue.rules
        document = "Docs/Rules.md"
        findings = audit.results.filter(\.isFinding).map(\.finding)
        errors = audit.errors
        detail = .audit(audit)
    }

    /// A report of findings against a rule set of their own (`scan`); `extraJSON` adds top-level
    /// members to the JSON object.
    package init(findings: [Finding], errors: [Finding] = [], target: String, rules: [RuleDefinition],
                 command: ReportCommand, document: String,
                 extraJSON: @escaping @Sendable () -> [String: JSONValue] = { [:] }) {
        self.command = command
        self.target = target
        self.rules = rules
        self.document = document
        self.findings = findings
        self.errors = errors
        self.detail = .findings(extraJSON: extraJSON)
    }

    /// The check's outcomes, when it is a check's report.
    package var check: CheckReport? {
        if case .check(let check) = detail { return check }
        return nil
    }

    /// The audit's results, when it is an audit's report.
    package var audit: AuditReport? {
        if case .audit(let audit) = detail { return audit }
        return nil
    }

    /// The extra top-level members of the JSON object; none but for a report of findings alone.
    package var extraJSON: [String: JSONValue] {
        if case .findings(let extra) = detail { return extra() }
        return [:]
    }

    /// The findings of a rule, in report order.
    package func findings(of rule: RuleDefinition) -> [Finding] { findings.filter { $0.rule == rule.id } }

    /// The closing count: a check's `N passed, M failed`, an audit's outcomes, else `1 error, 2
    /// warnings, 3 notes` over the findings.
    package var summary: String {
        switch detail {
        case .check(let check): return check.summary
        case .audit(let audit): return audit.summary
        case .findings:
            func count(_ severity: Severity, _ word: String) -> String {
                let number = findings.filter { $0.severity == severity }.count
                return "\(number) \(word)\(number == 1 ? "" : "s")"
            }
            return [count(.error, "error"), count(.warning, "warning"), count(.note, "note")].joined(separator: ", ")
        }
    }
}
