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
        let named = Finding.Note("the dump is named here", at: path.range.lowerBound)
        let read = Self.read(absolute, shownAs: Self.displayPath(path.value, specPath: file.path)) { problem in
            let expected = "a text file holding XCUIApplication().debugDescription, its path relative to the spec"
            return .error("cannot read the app dump \(TextExcerpt.shown(path.text)) (looked for "
                          + "\(TextExcerpt.shown(absolute))): \(problem.description); expected \(expected)",
                          at: path.range, offendingText: TextExcerpt.shown(path.text), expected: expected)
        }
        let parsed: AppDumpParseResult
        switch read {
        case .failure(let unreadable):
            diagnostics.append(unreadable)
            return nil
        case .success(let result): parsed = result
        }
        diagnostics += parsed.diagnostics.map { diagnostic in
            var located = diagnostic
            located.notes.append(named)
            return located
        }
        guard hasVoiceOver, !parsed.hasErrors else { return nil }
        return AppDumpTarget(state: resolvedState, writtenPath: path.value, scope: scope?.scope ?? .wholeApp,
                             dump: parsed.dump)
    }

    /// The dump held against a spec's `voiceover STATE` section by `check --dump`, as an `app-dump`
    /// section would hold it: the section's outcome, or the errors that stop it. `dumpPath` is as the
    /// command line gives it, relative to ``workingDirectory``; the spec names no line for it, so a
    /// dump that does not read is located at the `voiceover` section.
    func commandLineOutcome(_ dumpPath: String, state: String, scope: AppDumpScope, in spec: ResolvedSpec) -> FileOutcome {
        let specPath = spec.file.path
        let target = SectionTarget.voiceover(state: state, environment: .standard)
        guard let voiceOver = spec.sections.first(where: { $0.target == target }) else {
            let at = spec.file.header.first?.range ?? SourceRange(at: SourceLocation(file: specPath, line: 1, column: 1))
            let error = AppDumpFindings.noVoiceOverSection(state: state, at: at, offendingText: nil)
            return FileOutcome(path: specPath, errors: [error])
        }
        let absolute = SpecSearch(workingDirectory: workingDirectory).resolve(dumpPath)
        let read = Self.read(absolute, shownAs: dumpPath) { problem in
            let expected = "a text file holding XCUIApplication().debugDescription, its path relative to the working folder"
            let shown = TextExcerpt.shown(dumpPath)
            return .error("--dump \(shown): cannot read the app dump: \(problem.description); expected " + expected,
                          at: voiceOver.syntax.headerRange, offendingText: shown, expected: expected)
        }
        switch read {
        case .failure(let unreadable): return FileOutcome(path: specPath, errors: [unreadable])
        case .success(let parsed) where parsed.hasErrors: return FileOutcome(path: specPath, errors: parsed.diagnostics)
        case .success(let parsed):
            let dumped = AppDumpTarget(state: state, writtenPath: dumpPath, scope: scope, dump: parsed.dump)
            let outcome = AppDumpComparison(target: dumped).outcome(
                in: spec, line: voiceOver.syntax.headerLine, title: dumped.description,
                headerRange: voiceOver.syntax.headerRange)
            return FileOutcome(path: specPath, sections: [outcome])
        }
    }

    /// Reads and parses the dump at `absolute` (named `display` in the dump's own locations), within
    /// the dump size limit; `unreadable` says why it cannot be read, located where it is named.
    static func read(_ absolute: String, shownAs display: String,
                     unreadable: (InputFile.Problem) -> Finding) -> Result<AppDumpParseResult, Finding> {
        do {
            return .success(AppDumpParser.parse(try InputFile.read(absolute, limit: AppDumpParser.sizeLimit), path: display))
        } catch {
            return .failure(unreadable(error))
        }
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
