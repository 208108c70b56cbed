import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// `primer-spec app-info`: what iOS shows of an app, read as a spec reads it: its name and every
/// purpose string its files declare, each with the file and line it comes from.
package enum AppInfoCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "app-info",
        abstract: "Print the app name and every purpose string an app's files declare, with where each comes from.",
        usage: "app-info (--info-plist FILE | --project PATH [--target NAME] [--configuration NAME] | --xcconfig FILE) "
            + "[--locale LANG] [--build-setting NAME=VALUE ...]",
        options: AppInfoSources.optionDefinitions
            + [.flag("--verbose", help: "Also list every Info.plist localization file found, with the rule that picked it.")],
        discussion: """
        The same readers 'check' uses for a spec's info-plist, project or xcconfig: build settings \
        expanded, a generated Info.plist merged over the target's file as Xcode merges it. One line \
        for the app name, then one per usage-description key the files give, with its file:line:column. \
        The localization file read is shown with the rule that picked it: the target's Resources \
        phase or synchronized folder with a project, else a narrow search beside the Info.plist \
        (--verbose lists every file found). \
        Values are quoted as Swift quotes strings, except that an invisible character (a zero-width \
        space, a byte order mark, a right-to-left mark, a no-break space, a control character) is \
        written as its code point in angle brackets, such as ⟨U+200B⟩, and a last 'invisible:' line \
        names each one; a typed \\u{200B} shows as \\\\u{200B}, a typed ⟨ as \\u{27E8}. \
        Warnings (a setting that disagrees with the file, a base xcconfig that is not there) and \
        errors go to standard error; what could be read is printed all the same, and an error exits 2.
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        let name = definition.name
        if let extra = arguments.positionals.first {
            throw UsageError("unexpected '\(TextExcerpt.shown(extra, limit: TextExcerpt.wordLimit))'; 'app-info' takes "
                             + "options only (--info-plist FILE, --project PATH or --xcconfig FILE)", command: name)
        }
        let sources = try AppInfoSources(options: BlockOptions(arguments: arguments, invocation: invocation, command: name))
        guard sources.namesAFile else {
            throw UsageError("give --info-plist FILE, --project PATH or --xcconfig FILE", command: name)
        }
        let (info, diagnostics) = AppInfoReader.read(sources, keys: AppInfo.usageDescriptionKeys, blocking: [])
        let errors = diagnostics.filter { $0.severity == .error }
        // A note about the command line (a path found in other letter case) says it is one.
        let warnings = diagnostics.filter { $0.severity != .error }.map { finding in
            finding.severity == .note && finding.location.file == AppInfoSources.commandLine.file
                ? "note: " + finding.commandLineText : finding.commandLineText
        }
        // What could be read is printed even when a value could not be: an app name that refers to a
        // setting no file gives does not hide the purpose strings.
        let messages = warnings + errors.map { "error: " + $0.commandLineText }
        return CommandResult(exitCode: errors.isEmpty ? .success : .badInput,
                             output: info.searched == nil && info.appName == nil && info.values.isEmpty ? ""
                                : text(info, verbose: arguments.flag("--verbose")),
                             errorOutput: messages.map { "\($0)\n" }.joined())
    }

    /// The listing: the files read, the localization file and the rule that picked it, the app name,
    /// then each purpose string, one a line; `verbose` lists every localization file found. Values are
    /// quoted as ``ShownValue`` quotes them, an invisible character written `⟨U+200B⟩`; a last
    /// `invisible:` line for each such mark says what it stands for.
    static func text(_ info: AppInfo, verbose: Bool = false) -> String {
        func where_(_ value: LocatedValue) -> String { value.location.map { "  (\($0))" } ?? "" }
        var marked: [Unicode.Scalar] = []
        func shown(_ value: String) -> String {
            for scalar in ShownValue.marked(in: value) where !marked.contains(scalar) { marked.append(scalar) }
            return ShownValue.quoted(value)
        }
        var lines = ["read: \(info.searched ?? "nothing")"]
        if let localization = info.localization {
            lines.append("localized: \(localization)")
            if let rule = info.localizationRule { lines.append("picked: \(rule)") }
        }
        if verbose {
            for file in info.localizationFiles {
                lines.append("localization file: \(file.file)\(file.language.map { " (\($0))" } ?? ""): \(file.rule)")
            }
        }
        if let name = info.appName {
            lines.append("app name: \(shown(name.value))\(where_(name))")
        } else {
            lines.append("app name: none (no CFBundleDisplayName or CFBundleName)")
        }
        for key in AppInfo.usageDescriptionKeys {
            guard let value = info.values[key] else { continue }
            let blank = value.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            lines.append("\(key): \(shown(value.value))\(where_(value))"
                         + (blank ? "  empty: iOS would show its alert with no reason" : "")
                         + (info.notes[key].map { $0.hasPrefix("\(key) from ") ? "" : "  (not localized: the Info.plist's own)" } ?? ""))
        }
        if !AppInfo.usageDescriptionKeys.contains(where: { info.values[$0] != nil }) {
            lines.append("purpose strings: none")
        }
        lines += ShownValue.legend(for: marked).map { "invisible: " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
