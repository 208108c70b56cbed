import Foundation
import PrimerModel

/// Reads an `.xcconfig` file, with its `#include`s, into build settings; every error names its line.
///
/// A line is blank, a `//` comment, `#include "PATH"` (or `#include? "PATH"`, which may be missing),
/// or `NAME = VALUE` with an optional `;`. `//` starts a comment anywhere, as in Xcode. A later
/// assignment replaces an earlier one, `$(inherited)` standing for it. Values are taken as written,
/// quotes included.
public enum XCConfigFile {
    /// How deeply includes may nest before the chain is called a loop.
    public static let maximumIncludeDepth = 16
    /// The largest xcconfig read, in bytes: real ones are a few kilobytes. A choice.
    public static let sizeLimit = 8 << 20

    /// The settings of a file and what it includes, or every error found in them.
    public static func load(_ path: FilePath, origin: SourceRange?) -> (settings: BuildSettings, diagnostics: [Diagnostic]) {
        var settings = BuildSettings()
        var diagnostics: [Diagnostic] = []
        read(path, origin: origin, chain: [], into: &settings, diagnostics: &diagnostics)
        return (settings, diagnostics)
    }

    /// Parses text already read; `path` names it and resolves its includes.
    public static func parse(_ text: String, path: FilePath) -> (settings: BuildSettings, diagnostics: [Diagnostic]) {
        var settings = BuildSettings()
        var diagnostics: [Diagnostic] = []
        parse(text, path: path, chain: [path.absolute], into: &settings, diagnostics: &diagnostics)
        return (settings, diagnostics)
    }

    private static func read(_ path: FilePath, origin: SourceRange?, chain: [String], into settings: inout BuildSettings,
                             diagnostics: inout [Diagnostic]) {
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        let bytes: [UInt8]
        switch path.read(limit: sizeLimit, noun: "xcconfig", expected: "a readable .xcconfig file", at: at) {
        case .success(let read): bytes = read
        case .failure(let error):
            diagnostics.append(error)
            return
        }
        guard let text = UTF8Text.validated(bytes) else {
            diagnostics.append(.error("\(path.display): the xcconfig is not UTF-8 text; expected a text .xcconfig file",
                                      at: at, offendingText: path.display, expected: "a text .xcconfig file"))
            return
        }
        parse(text, path: path, chain: chain + [path.absolute], into: &settings, diagnostics: &diagnostics)
    }

    private static func parse(_ text: String, path: FilePath, chain: [String], into settings: inout BuildSettings,
                              diagnostics: inout [Diagnostic]) {
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let line = String(lineNumber == 1 && rawLine.first == "\u{FEFF}" ? rawLine.dropFirst() : rawLine)
            let content = withoutComment(line)
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let indent = content.prefix { $0 == " " || $0 == "\t" }.count
            let start = SourceLocation(file: path.display, line: lineNumber, column: indent + 1)
            if trimmed.hasPrefix("#") {
                include(trimmed, at: start, from: path, chain: chain, into: &settings, diagnostics: &diagnostics)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                diagnostics.append(.error("'\(trimmed)' is not a setting; expected NAME = VALUE, #include \"PATH\" or a // comment",
                                          at: SourceRange(at: start), offendingText: trimmed,
                                          expected: "NAME = VALUE, #include \"PATH\" or a // comment"))
                continue
            }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let plainName = name.split(separator: "[", maxSplits: 1).first.map(String.init) ?? name
            guard BuildSettings.isPlainName(plainName) else {
                diagnostics.append(.error("'\(name)' is not a build setting name; expected a name of letters, digits and _, "
                                          + "such as INFOPLIST_KEY_NSCameraUsageDescription",
                                          at: SourceRange(at: start), offendingText: name,
                                          expected: "a name of letters, digits and _"))
                continue
            }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            let valueOffset = (content.range(of: "=").map { content.distance(from: content.startIndex, to: $0.upperBound) } ?? 0)
            let leading = content.dropFirst(valueOffset).prefix { $0 == " " || $0 == "\t" }.count
            let valueLocation = SourceLocation(file: path.display, line: lineNumber, column: valueOffset + leading + 1)
            settings.set(name, LocatedValue(value, at: valueLocation))
        }
    }

    /// `#include "PATH"` or `#include? "PATH"`, relative to the including file.
    private static func include(_ directive: String, at start: SourceLocation, from path: FilePath, chain: [String],
                                into settings: inout BuildSettings, diagnostics: inout [Diagnostic]) {
        let optional = directive.hasPrefix("#include?")
        let keyword = optional ? "#include?" : "#include"
        guard directive.hasPrefix("#include") else {
            diagnostics.append(.error("unknown directive '\(directive.split(separator: " ").first ?? "")'; expected "
                                      + "#include \"PATH\" or #include? \"PATH\"", at: SourceRange(at: start),
                                      offendingText: directive, expected: "#include \"PATH\""))
            return
        }
        let rest = directive.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
        guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else {
            diagnostics.append(.error("\(keyword) needs a quoted path, found '\(TextExcerpt.shown(rest, limit: TextExcerpt.wordLimit))'; expected \(keyword) \"PATH\"",
                                      at: SourceRange(at: start), offendingText: rest, expected: "\(keyword) \"PATH\""))
            return
        }
        let included = path.sibling(String(rest.dropFirst().dropLast()))
        if chain.contains(included.absolute) {
            diagnostics.append(.error("\(TextExcerpt.shown(path.display)) includes \(TextExcerpt.shown(included.display)), "
                                      + "which is already being read: the includes loop; expected includes that do not loop",
                                      at: SourceRange(at: start), offendingText: TextExcerpt.shown(directive),
                                      expected: "includes that do not loop"))
            return
        }
        if chain.count > maximumIncludeDepth {
            diagnostics.append(.error("includes nest more than \(maximumIncludeDepth) files deep at "
                                      + "\(TextExcerpt.shown(included.display)); expected includes at most "
                                      + "\(maximumIncludeDepth) deep", at: SourceRange(at: start),
                                      offendingText: TextExcerpt.shown(directive),
                                      expected: "includes at most \(maximumIncludeDepth) deep"))
            return
        }
        if optional && !FileManager.default.fileExists(atPath: included.absolute) { return }
        read(included, origin: SourceRange(at: start), chain: chain, into: &settings, diagnostics: &diagnostics)
    }

    /// The line up to a `//` comment.
    static func withoutComment(_ line: String) -> Substring {
        guard let range = line.range(of: "//") else { return line[...] }
        return line[..<range.lowerBound]
    }
}
