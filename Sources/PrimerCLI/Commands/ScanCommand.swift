import PrimerAppInfo
import PrimerModel
import PrimerReports
import PrimerScan
import PrimerSpec
import PrimerSyntax

/// `primer-spec scan`: every permission an app's Swift code asks for, held against its Info.plist
/// keys, its specs and its deployment target (the rules in Docs/Scan.md).
package enum ScanCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "scan",
        abstract: "Find every permission an app's Swift code asks for and check its Info.plist keys and specs.",
        usage: "scan [--project PATH [--target NAME] | --info-plist FILE | --xcconfig FILE] [SOURCES ...] "
            + "[--specs DIR] [--require-specs] [--format \(FormatSelection.usage(.scan))] [--verbose]",
        arguments: [("SOURCES", "Folders or .swift files to read (default: the Swift files the project's target compiles, else its folder, else '.').")],
        options: AppInfoSources.optionDefinitions.filter { !["--app", "--locale"].contains($0.name) } + AppSelection.scanOptions,
        discussion: """
        Reads the Swift sources with a lexer of its own (comments, strings and interpolation are not code) \
        and finds each request for a permission: notifications, location (the iOS 17 and 18 APIs that ask \
        implicitly included), camera, microphone, photos, contacts, calendars, reminders, health, tracking, \
        speech, Bluetooth, Face ID, motion, media library, local network, Siri, HomeKit, Focus status and \
        NFC. A receiver kept in a property or local the file types or creates, a bare call inside an \
        extension of the framework type, and options, levels or policies passed by name are read; a value \
        the file does not give is a located note saying what was assumed. The key a request needs follows \
        the #available branch it sits in and the deployment target. Each request is held against \
        the app's Info.plist keys (--info-plist, --project or --xcconfig; without them, the one .xcodeproj \
        in the current folder), the specs in --specs (default Specs, when there is one) and the app's \
        deployment target. Without SOURCES, the Swift files the project's target compiles are read (its \
        Sources phase and synchronized folders); reading no Swift file is a warning. Exit codes: 0 nothing at error level; 1 an error-level finding (a request \
        whose key is missing ends the app); 2 bad input or usage. The APIs and rules are in Docs/Scan.md. \
        \(FormatSelection.discussion)
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        let format = try FormatSelection(arguments, invocation: invocation, formats: ReportFormat.formats(for: .scan),
                                         command: name).format
        let app = try AppSelection(arguments, invocation: invocation, command: name)
        let result = try app.scan(requireSpecs: arguments.flag("--require-specs"), command: name)
        // In text, an input that could not be read is an error line on standard error, as elsewhere;
        // the other formats carry it in the report.
        var errors = result.errors
        if format == .text {
            errors = []
        } else {
            // An error about a file named on the command line (a plist that does not parse, a project
            // with two app targets) is placed at that file, so SARIF and GitHub can show it.
            errors = errors.map { error in
                guard error.location.file == AppInfoSources.commandLine.file else { return error }
                var placed = error
                placed.range = SourceRange(at: SourceLocation(file: app.displayName, line: 1, column: 1))
                return placed
            }
        }
        let report = result.report(target: app.displayName, errors: errors)
        let body = format.render(report, context: invocation.reportContext)
        var output = body
        if format == .text {
            output = overview(result, app: app, verbose: arguments.flag("--verbose")) + body
        }
        var messages = result.warnings.map(\.commandLineText)
        if format == .text { messages += result.errors.map { "error: " + $0.commandLineText } }
        if app.appInfo == nil {
            messages.append("note: no Info.plist read, so keys are not checked; give --info-plist, --project or --xcconfig")
        }
        return CommandResult(exitCode: result.exitCode, output: output,
                             errorOutput: messages.map { "\($0)\n" }.joined())
    }

    /// What was read and found: one line, then with --verbose every request.
    static func overview(_ result: ScanResult, app: AppSelection, verbose: Bool) -> String {
        let permissions = result.permissions.map(\.description)
        var lines = ["read \(result.files) Swift \(result.files == 1 ? "file" : "files") (\(result.lines) lines)"
                     + (result.info?.searched.map { " and \($0)" } ?? "") + ": "
                     + "\(result.requests.count) \(result.requests.count == 1 ? "request" : "requests")"
                     + (permissions.isEmpty ? "" : " for \(permissions.joined(separator: ", "))")]
        for copy in result.copies {
            let unfollowed = copy.differences.filter { $0.severity != .note }.count
            lines.append("copy of \(copy.design) (\(copy.block)) at \(copy.location.file):\(copy.location.line): "
                         + "\(copy.differences.count) \(copy.differences.count == 1 ? "difference" : "differences") from the "
                         + "published design" + (unfollowed == 0 ? "" : ", \(unfollowed) a spec cannot follow")
                         + (verbose || copy.differences.isEmpty ? "" : " (--verbose lists them)"))
            if verbose { lines += copy.differences.map { "  " + $0.rendered } }
        }
        if verbose {
            lines += result.requests.map { "  " + $0.line }
            if let target = result.info?.deploymentTarget { lines.append("  deployment target: iOS \(target.value)") }
            if let specs = result.specs {
                lines += specs.map { spec in
                    "  spec \(spec.path) (\(spec.block)): "
                        + (spec.permissions.isEmpty ? "names no permission scan knows"
                           : spec.permissions.map(\.description).joined(separator: ", "))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
