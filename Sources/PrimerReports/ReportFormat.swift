import Foundation
import PrimerSpec

/// An output format of `primer-spec check`, `audit` and `scan`: a name, the commands it serves, and
/// one rendering of the one ``Report`` they all produce. A format is a value (``text``, ``json``, …,
/// each declared beside its reporter) listed once in ``all``, so a new format is one value in one file
/// and one entry there; no code switches over the formats.
package struct ReportFormat: Sendable, Hashable, CustomStringConvertible {
    /// The name `--format` takes: `text`, `json`, `sarif`.
    package let name: String
    /// The commands that write it (`html`: check and audit).
    package let commands: Set<ReportCommand>
    /// Renders a report of one of ``commands``.
    let rendering: @Sendable (Report, ReportContext) -> String

    /// Creates a format from its name, the commands it serves and its rendering of their report.
    package init(name: String, commands: Set<ReportCommand> = Set(ReportCommand.allCases),
                 render: @escaping @Sendable (_ report: Report, _ context: ReportContext) -> String) {
        self.name = name
        self.commands = commands
        self.rendering = render
    }

    /// The format named `rawValue`, or nil when there is none.
    package init?(rawValue: String) {
        guard let format = Self.all.first(where: { $0.name == rawValue }) else { return nil }
        self = format
    }

    /// The name, as `--format` takes it.
    package var rawValue: String { name }

    /// The name.
    package var description: String { name }

    /// Every format, in the order `--help` and a usage error list them.
    package static let all: [ReportFormat] = [.text, .json, .sarif, .github, .junit, .html, .xcode]

    /// The formats a command writes, in ``all``'s order.
    package static func formats(for command: ReportCommand) -> [ReportFormat] {
        all.filter { $0.commands.contains(command) }
    }

    /// Renders the report; a format is asked only for a command it serves.
    package func render(_ report: Report, context: ReportContext = ReportContext()) -> String {
        rendering(report, context)
    }

    /// Renders a check report; the flag says whether the text may be coloured. For `html` this is the
    /// page of the outcomes alone; `primer-spec check` renders ``HTMLReportPage/of(_:specs:audit:)``
    /// instead, with what each section describes.
    package func render(_ report: CheckReport, usesColor: Bool = false) -> String {
        render(Report(report), context: ReportContext(usesColor: usesColor))
    }

    /// Renders an audit report.
    package func render(_ report: AuditReport) -> String {
        render(Report(report))
    }

    /// Formats are equal when their names are.
    package static func == (lhs: ReportFormat, rhs: ReportFormat) -> Bool { lhs.name == rhs.name }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a rendering may depend on besides the report: whether text may be coloured, and the folder
/// relative paths are read from.
package struct ReportContext: Sendable, Hashable {
    /// Whether the output may be coloured (a terminal without `NO_COLOR`).
    package var usesColor: Bool
    /// The folder relative paths are read from, absolute.
    package var workingDirectory: String

    /// A context; by default uncoloured, in this process's working directory.
    package init(usesColor: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.usesColor = usesColor
        self.workingDirectory = workingDirectory
    }
}
