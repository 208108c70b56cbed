import Foundation
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The semantic pass of an `app-dump` section: the spec has the `voiceover STATE` section the dump is
/// held against, and the dump (relative to the spec) reads; its errors are located in the dump,
/// each with a note at the section that names it.
struct AppDumpResolver: Sendable {
    /// The folder a relative spec path is relative to; nil for the process's current folder.
    var workingDirectory: String?

    func resolve(state: Token, resolvedState: String, path: Token, scope: AppDumpScopeSyntax?, in file: SpecFile,
                 diagnostics: inout [Finding]) -> AppDumpTarget? {
        let hasVoiceOver = file.sections.contains { section in
            guard case .voiceover(let token, let modifiers) = section.kind, token.value == resolvedState else { return false }
            let size = modifiers.dynamicTypeSize?.value ?? DynamicTypeSize.default.rawValue
            return size == DynamicTypeSize.default.rawValue && !modifiers.isReduceMotion
        }
        if !hasVoiceOver {
            diagnostics.append(AppDumpFindings.noVoiceOverSection(state: resolvedState, at: state.range,
                                                                  offendingText: state.text))
        }
        let absolute = SpecResolver.path(path.value, relativeTo: file.path, workingDirectory: workingDirectory)
        let display = Self.displayPath(path.value, specPath: file.path)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(absolute, limit: AppDumpParser.sizeLimit)
        } catch {
            let expected = "a text file holding XCUIApplication().debugDescription, its path relative to the spec"
            diagnostics.append(.error("cannot read the app dump \(TextExcerpt.shown(path.text)) (looked for "
                                      + "\(TextExcerpt.shown(absolute))): \(error.description); expected \(expected)",
                                      at: path.range, offendingText: TextExcerpt.shown(path.text), expected: expected))
            return nil
        }
        let parsed = AppDumpParser.parse(bytes, path: display)
        let named = Finding.Note("the dump is named here", at: path.range.lowerBound)
        diagnostics += parsed.diagnostics.map { diagnostic in
            var located = diagnostic
            located.notes.append(named)
            return located
        }
        guard hasVoiceOver, !parsed.hasErrors else { return nil }
        return AppDumpTarget(state: resolvedState, writtenPath: path.value, scope: scope?.scope ?? .wholeApp,
                             dump: parsed.dump)
    }

    /// The dump's path as messages show it: joined to the spec's folder and tidied (`Specs/../Tests/a.txt`
    /// is `Tests/a.txt`), or as written when absolute.
    static func displayPath(_ path: String, specPath: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = specPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var parts: [String] = []
        let leadingSlash = specPath.hasPrefix("/")
        let written = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in folder.map(String.init) + written {
            switch part {
            case "", ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !leadingSlash { parts.append("..") }
            default: parts.append(part)
            }
        }
        return (leadingSlash ? "/" : "") + parts.joined(separator: "/")
    }
}
