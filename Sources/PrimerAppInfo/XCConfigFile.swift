import Foundation
import PrimerModel
import PrimerSyntax

/// Reads an `.xcconfig` file, with its `#include`s, into build settings; every problem names its line.
///
/// Read as `swiftlang/swift-build` reads one (`Sources/SWBMacro/MacroConfigFileParser.swift`): lines end
/// at `\n`, `\r\n`, `\r`, U+2028 or U+2029; a line is blank, a `//` comment, `#include "PATH"` (or
/// `#include? "PATH"`, which may be missing), or `NAME[condition=pattern]… = VALUE` with an optional
/// `;`, a value ending in `\` going on to the next line. `//` starts a comment anywhere, as in Xcode.
/// A later assignment goes over an earlier one, `$(inherited)` standing for it. Values are taken as
/// written, quotes included.
///
/// An include is searched for as `Sources/SWBCore/MacroConfigFileLoader.swift` searches: in the
/// including file's folder, then in the folders of the files that included it, then in the search
/// folders (a project's folder); `NAME` without an extension is also tried as `NAME.xcconfig`.
package enum XCConfigFile {
    /// How deeply includes may nest before the chain is refused. A choice.
    package static let maximumIncludeDepth = 16
    /// The largest xcconfig read, in bytes: real ones are a few kilobytes. A choice.
    package static let sizeLimit = 8 << 20

    /// The settings of a file and what it includes, with every problem found in them.
    ///
    /// - Parameters:
    ///   - searchFolders: Where includes not beside their includer are looked for (a project's folder).
    ///   - missing: The severity of "the file is not there": an error for a file the user named, a
    ///     warning for a project's base configuration, which the project reads on without.
    package static func load(_ path: FilePath, origin: SourceRange?, searchFolders: [FilePath] = [],
                            missing: Severity = .error) -> (settings: BuildSettings, diagnostics: [Finding]) {
        var reader = Reader()
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        var path = path
        if missing != .error {
            switch path.onDisk() {
            case .exact: break
            case .differsInCase(let found):
                reader.diagnostics.append(FilePath.caseNote(namedBy: "the base configuration (baseConfigurationReference)",
                                                            written: path.display, found: found, at: at.lowerBound))
                path = found
            case .missing:
                let shown = TextExcerpt.shown(path.display, limit: FilePath.quotedLimit)
                let expected = "the base xcconfig the project names"
                reader.diagnostics.append(Finding(
                    severity: missing, range: at,
                    message: "\(shown): the base configuration (baseConfigurationReference) is not there: Xcode reports "
                        + "\"Unable to open base configuration reference file\" and stops the build; PrimerSpec reads on "
                        + "without its settings; expected \(expected)",
                    offendingText: shown, expected: expected))
                reader.settings.missingFiles.append(.init(path: path.display, location: origin?.lowerBound))
                return (reader.settings, reader.diagnostics)
            }
        }
        reader.read(path, origin: at, chain: [], searchFolders: searchFolders)
        return (reader.settings, reader.diagnostics)
    }

    /// Parses text already read; `path` names it and resolves its includes.
    package static func parse(_ text: String, path: FilePath, searchFolders: [FilePath] = [])
        -> (settings: BuildSettings, diagnostics: [Finding]) {
        var reader = Reader()
        reader.parse(text, path: path, chain: [path.absolute], searchFolders: searchFolders)
        return (reader.settings, reader.diagnostics)
    }

    /// The settings and diagnostics of one load, as files are read into them.
    private struct Reader {
        var settings = BuildSettings()
        var diagnostics: [Finding] = []

        mutating func read(_ path: FilePath, origin: SourceRange, chain: [String], searchFolders: [FilePath]) {
            let bytes: [UInt8]
            switch path.read(limit: sizeLimit, noun: "xcconfig", expected: "a readable .xcconfig file", at: origin) {
            case .success(let read): bytes = read
            case .failure(let error):
                diagnostics.append(error)
                return
            }
            guard let text = UTF8Text.validated(bytes) else {
                let shown = TextExcerpt.shown(path.display, limit: FilePath.quotedLimit)
                diagnostics.append(.error("\(shown): the xcconfig is not UTF-8 text; expected a text .xcconfig file",
                                          at: origin, offendingText: shown, expected: "a text .xcconfig file"))
                return
            }
            parse(text, path: path, chain: chain + [path.absolute], searchFolders: searchFolders)
        }

        mutating func parse(_ text: String, path: FilePath, chain: [String], searchFolders: [FilePath]) {
            let lines = XCConfigFile.lines(of: text)
            var index = 0
            while index < lines.count {
                let lineNumber = index + 1
                let rawLine = lines[index]
                index += 1
                let line = lineNumber == 1 && rawLine.first == "\u{FEFF}" ? rawLine.dropFirst() : rawLine
                let content = withoutComment(line)
                let indent = content.prefix { $0 == " " || $0 == "\t" }.count
                let trimmed = XCConfigFile.trimmed(content)
                guard !trimmed.isEmpty else { continue }
                let start = SourceLocation(file: path.display, line: lineNumber, column: indent + 1)
                if trimmed.hasPrefix("#") {
                    include(trimmed, at: start, from: path, chain: chain, searchFolders: searchFolders)
                    continue
                }
                guard let (name, valueStart) = assignment(content, at: start) else { continue }
                var value = Self.valueText(content[valueStart...])
                if value.hasSuffix("\\") {
                    // A value ending in `\` goes on: the next lines' text, joined with spaces.
                    var chunks = [XCConfigFile.trimmed(value.dropLast())]
                    while index < lines.count {
                        let next = Self.valueText(withoutComment(lines[index]))
                        guard !next.isEmpty else { break }
                        index += 1
                        guard next.hasSuffix("\\") else { chunks.append(next); break }
                        chunks.append(XCConfigFile.trimmed(next.dropLast()))
                    }
                    value = chunks.filter { !$0.isEmpty }.joined(separator: " ")
                }
                let leading = content[valueStart...].prefix { $0 == " " || $0 == "\t" }.count
                let column = content.distance(from: content.startIndex, to: valueStart) + leading + 1
                settings.set(name, LocatedValue(value, at: SourceLocation(file: path.display, line: lineNumber, column: column)))
            }
        }

        /// A value's text: trimmed, without a final `;`.
        private static func valueText(_ text: Substring) -> String {
            var value = XCConfigFile.trimmed(text)
            if value.hasSuffix(";") { value = XCConfigFile.trimmed(value.dropLast()) }
            return value
        }

        /// `NAME[parameter=pattern]… =`: the name as `BuildSettings.set` takes it and where the value
        /// starts; nil, with an error, when the line is not an assignment.
        private mutating func assignment(_ content: Substring, at start: SourceLocation) -> (String, Substring.Index)? {
            let body = content.drop { $0 == " " || $0 == "\t" }
            let nameEnd = body.firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? body.endIndex
            let name = body[..<nameEnd]
            guard let first = name.first, first.isLetter || first == "_" else {
                let shown = TextExcerpt.shown(String(body), limit: FilePath.quotedLimit)
                let expected = "NAME = VALUE, #include \"PATH\" or a // comment"
                diagnostics.append(.error("'\(shown)' is not a setting; expected \(expected)", at: SourceRange(at: start),
                                          offendingText: shown, expected: expected))
                return nil
            }
            var cursor = nameEnd
            while cursor < body.endIndex, body[cursor] == " " || body[cursor] == "\t" || body[cursor] == "[" {
                guard body[cursor] == "[" else { cursor = body.index(after: cursor); continue }
                guard let close = body[cursor...].firstIndex(of: "]"),
                      body[cursor..<close].contains("="), body[body.index(after: cursor)] != "=" else {
                    let written = TextExcerpt.shown(String(body[cursor...]), limit: FilePath.quotedLimit)
                    let expected = "a condition such as [sdk=iphoneos*] or [config=Debug]"
                    diagnostics.append(.error("\(TextExcerpt.shown(String(name), limit: 100)) has a malformed condition '\(written)'; expected \(expected)",
                                              at: SourceRange(at: start), offendingText: written, expected: expected))
                    return nil
                }
                cursor = body.index(after: close)
            }
            guard cursor < body.endIndex, body[cursor] == "=" else {
                let shown = TextExcerpt.shown(String(body), limit: FilePath.quotedLimit)
                let expected = "NAME = VALUE, #include \"PATH\" or a // comment"
                diagnostics.append(.error("'\(shown)' is not a setting; expected \(expected)",
                                          at: SourceRange(at: start), offendingText: shown, expected: expected))
                return nil
            }
            let written = String(body[..<cursor]).filter { $0 != " " && $0 != "\t" }
            return (written, body.index(after: cursor))
        }

        /// `#include "PATH"` or `#include? "PATH"`, searched for as Xcode searches.
        private mutating func include(_ directive: String, at start: SourceLocation, from path: FilePath, chain: [String],
                                      searchFolders: [FilePath]) {
            let at = SourceRange(at: start)
            let afterHash = directive.dropFirst().drop { $0 == " " || $0 == "\t" }
            let keyword = String(afterHash.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
            guard keyword == "include" || keyword == "include?" else {
                let shown = TextExcerpt.shown(keyword, limit: TextExcerpt.wordLimit)
                diagnostics.append(.error("unknown directive '#\(shown)'; expected #include \"PATH\" or #include? \"PATH\"",
                                          at: at, offendingText: TextExcerpt.shown(directive, limit: FilePath.quotedLimit), expected: "#include \"PATH\""))
                return
            }
            let optional = keyword == "include?"
            let rest = XCConfigFile.trimmed(afterHash.dropFirst(keyword.count))
            guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\""), !rest.dropFirst().dropLast().contains("\"") else {
                diagnostics.append(.error("#\(keyword) needs a quoted path, found '\(TextExcerpt.shown(rest, limit: TextExcerpt.wordLimit))'; expected #\(keyword) \"PATH\"",
                                          at: at, offendingText: TextExcerpt.shown(rest, limit: FilePath.quotedLimit), expected: "#\(keyword) \"PATH\""))
                return
            }
            let written = String(rest.dropFirst().dropLast())
            var folders = [XCConfigFile.folder(of: path)]
            for folder in searchFolders where !folders.contains(where: { $0.absolute == folder.absolute }) { folders.append(folder) }
            guard let (included, differsInCase) = XCConfigFile.locate(written, in: folders) else {
                if optional { return }
                let searched = folders.prefix(3).map { TextExcerpt.shown($0.display.isEmpty ? "." : $0.display, limit: FilePath.quotedLimit) }
                    .joined(separator: ", ") + (folders.count > 3 ? ", …" : "")
                let shown = TextExcerpt.shown(written, limit: FilePath.quotedLimit)
                diagnostics.append(Finding(
                    severity: .warning, range: at,
                    message: "the included file '\(shown)' is not there (searched \(searched)): Xcode reports \"could not "
                        + "find included file\" and stops the build; PrimerSpec reads on without its settings; expected "
                        + "the file, or #include? for one that may be missing",
                    offendingText: shown, expected: "the included file"))
                settings.missingFiles.append(.init(path: written, location: start))
                return
            }
            if differsInCase {
                diagnostics.append(FilePath.caseNote(namedBy: "#\(keyword)", written: written, found: included, at: start))
            }
            if chain.contains(included.absolute) {
                let expected = "includes that do not loop"
                diagnostics.append(Finding(
                    severity: .warning, range: at,
                    message: "\(TextExcerpt.shown(path.display, limit: FilePath.quotedLimit)) includes \(TextExcerpt.shown(included.display, limit: FilePath.quotedLimit)), which is "
                        + "already being read: the includes loop, and Xcode skips this include; expected \(expected)",
                    offendingText: TextExcerpt.shown(directive, limit: FilePath.quotedLimit), expected: expected))
                return
            }
            if chain.count > maximumIncludeDepth {
                diagnostics.append(.error("includes nest more than \(maximumIncludeDepth) files deep at "
                                          + "\(TextExcerpt.shown(included.display, limit: FilePath.quotedLimit)); expected includes at most "
                                          + "\(maximumIncludeDepth) deep", at: at,
                                          offendingText: TextExcerpt.shown(directive, limit: FilePath.quotedLimit),
                                          expected: "includes at most \(maximumIncludeDepth) deep"))
                return
            }
            read(included, origin: at, chain: chain, searchFolders: folders)
        }
    }

    /// Where an include names: the first folder holding it (an absolute path as it is), trying
    /// `NAME.xcconfig` for a `NAME` without an extension, found as macOS finds it (ignoring letter case,
    /// see ``FilePath/onDisk()``), and whether the disk spells it in other case; nil when no folder holds it.
    static func locate(_ written: String, in folders: [FilePath]) -> (path: FilePath, differsInCase: Bool)? {
        func found(_ path: FilePath) -> (path: FilePath, differsInCase: Bool)? {
            switch path.onDisk() {
            case .exact: (path, false)
            case .differsInCase(let spelled): (spelled, true)
            case .missing: nil
            }
        }
        let lastComponent = written.split(separator: "/").last ?? ""
        let alternatives = [written] + (lastComponent.contains(".") ? [] : [written + ".xcconfig"])
        if written.hasPrefix("/") {
            return alternatives.lazy.compactMap { found(FilePath(absolute: $0, display: $0)) }.first
        }
        for folder in folders {
            if let hit = alternatives.lazy.compactMap({ found(folder.child($0)) }).first { return hit }
        }
        return nil
    }

    /// The folder a file is in, as a path its includes are resolved against.
    static func folder(of path: FilePath) -> FilePath {
        FilePath(absolute: FilePath.folder(of: path.absolute), display: FilePath.folder(of: path.display))
    }

    /// The lines of `text`, split where Xcode ends a line: `\n`, `\r\n`, `\r`, U+2028, U+2029. Walked by
    /// Unicode scalars: a line end is always a character of its own (CR LF one), so this splits where
    /// walking characters does.
    static func lines(of text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var lines: [Substring] = []
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            start = next
            index = next
        }
        lines.append(text[start...])
        return lines
    }

    /// `text` without whitespace at either end, as Foundation's `trimmingCharacters(in: .whitespaces)`
    /// (tabs and the space separators); text of plain ASCII is trimmed of spaces and tabs, the only
    /// ASCII characters of that set, without Foundation.
    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: .whitespaces) }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isBlank($0) }), let last = utf8.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    /// The line up to a `//` comment (a line of plain ASCII searched byte by byte, as Foundation's
    /// search finds the same place there).
    static func withoutComment(_ line: Substring) -> Substring {
        let utf8 = line.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let next = utf8.index(after: index)
                if next < utf8.endIndex, utf8[index] == UInt8(ascii: "/"), utf8[next] == UInt8(ascii: "/") {
                    return line[..<index]
                }
                index = next
            }
            return line
        }
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }
}
