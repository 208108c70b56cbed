import PrimerReports

/// The format `check`, `audit` and `scan` write: the one `--format` names, else the one the
/// `PRIMERSPEC_FORMAT` environment variable names, else `xcode` when Xcode runs the tool, else text.
///
/// Xcode runs a Run Script build phase with the target's build settings as environment variables
/// (Apple, "Running custom scripts during a build"); `XCODE_VERSION_ACTUAL` and
/// `XCODE_PRODUCT_BUILD_VERSION` are among them, declared by the build system
/// (swiftlang/swift-build, Sources/SWBCore/Settings/BuiltinMacros.swift), and no shell sets them.
/// A build-tool plugin names its format itself (`--format xcode`), as the environment its command
/// runs in is the plugin's to give. Text on a terminal stays the default even there.
package struct FormatSelection: Sendable, Equatable {
    /// The format the run writes.
    package var format: ReportFormat
    /// Whether `--format` named it (not the environment or the default).
    package var isNamed: Bool

    /// The environment variable that names a default format: `PRIMERSPEC_FORMAT=xcode`.
    package static let environmentVariable = "PRIMERSPEC_FORMAT"

    /// The build settings Xcode exports to the tools a build runs, any one of which says Xcode runs it.
    package static let xcodeVariables = ["XCODE_VERSION_ACTUAL", "XCODE_PRODUCT_BUILD_VERSION"]

    /// What `--help` says of the default format.
    package static let discussion = "Without --format, the format is the one \(environmentVariable) names, else xcode "
        + "when Xcode runs the tool (a Run Script build phase: XCODE_VERSION_ACTUAL is set and the output is not a "
        + "terminal), else text."

    /// Creates a selection.
    package init(format: ReportFormat, isNamed: Bool) {
        self.format = format
        self.isNamed = isNamed
    }

    /// Whether Xcode runs the tool: a build setting only Xcode's build exports is set, and the output
    /// is not a terminal.
    package static func isRunByXcode(_ invocation: Invocation) -> Bool {
        !invocation.outputIsTerminal
            && xcodeVariables.contains { !(invocation.environment[$0] ?? "").isEmpty }
    }

    /// The format for a command that writes `formats`; an unknown name, or one the command does not
    /// write, is a usage error listing them.
    package init(_ arguments: ParsedArguments, invocation: Invocation, formats: [ReportFormat],
                 command: String) throws(UsageError) {
        func named(_ text: String, for what: String) throws(UsageError) -> ReportFormat {
            guard let format = ReportFormat(rawValue: text), formats.contains(format) else {
                throw .unknownValue(text, for: what, validValues: formats.map(\.rawValue), command: command)
            }
            return format
        }
        if let text = arguments.value("--format") {
            self.init(format: try named(text, for: "format"), isNamed: true)
        } else if let text = invocation.environment[Self.environmentVariable], !text.isEmpty {
            self.init(format: try named(text, for: "\(Self.environmentVariable) format"), isNamed: false)
        } else {
            let xcode = Self.isRunByXcode(invocation) && formats.contains(.xcode)
            self.init(format: xcode ? .xcode : .text, isNamed: false)
        }
    }
}
