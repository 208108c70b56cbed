import Foundation
import PrimerModel
import PrimerSyntax

/// The string values of an Info.plist (XML or binary), each with the line it is on when the file is XML.
package enum InfoPlistFile {
    /// The largest Info.plist read, in bytes: real ones are a few kilobytes. A choice.
    package static let sizeLimit = 8 << 20

    /// What an Info.plist gives: its top-level string values, and what was noticed without refusing it.
    package struct Contents: Hashable, Sendable {
        /// Every top-level string value, each at its `<string>` when the file is XML.
        package var values: [String: LocatedValue]
        /// A key given twice (a warning at each occurrence that is not read).
        package var warnings: [Finding]

        /// Creates contents.
        package init(values: [String: LocatedValue] = [:], warnings: [Finding] = []) {
            self.values = values
            self.warnings = warnings
        }
    }

    /// Every top-level string value, or an error at `origin` (the spec line or setting naming the file).
    /// A path that is not a regular file says what it is instead (a folder, a dangling link, a FIFO);
    /// `namedBy` names the setting that gave the path (`INFOPLIST_FILE`), if one did.
    /// With the run's `files`, a file is read once per run.
    package static func load(_ path: FilePath, origin: SourceRange?,
                            namedBy setting: String? = nil, files: AppFileCache? = nil) -> Result<Contents, Finding> {
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        let noun = setting.map { "Info.plist \($0) names" } ?? "Info.plist"
        return files.value("info-plist", path) {
            path.read(limit: sizeLimit, noun: noun, expected: "a readable Info.plist", at: at)
                .flatMap { parse(Data($0), path: path, origin: at) }
        }
    }

    /// Parses the bytes of an XML or binary Info.plist. Old-style, JSON and UTF-16 files are refused
    /// with the `plutil` line that converts them (see `PropertyListFile`).
    ///
    /// A key the top-level dictionary gives twice is read as Foundation reads it, the last value
    /// winning (CoreFoundation's XML parser sets each entry over the one before, `CFPropertyList.c`),
    /// located at its own line; each earlier occurrence is a warning.
    package static func parse(_ data: Data, path: FilePath, origin: SourceRange) -> Result<Contents, Finding> {
        let dictionary: [String: Any]
        do {
            dictionary = try PropertyListFile.dictionary(from: [UInt8](data))
        } catch .notADictionary {
            return .failure(failure("the property list's top level is not a dictionary", path: path, at: origin,
                                    expected: "an Info.plist dictionary"))
        } catch {
            return .failure(failure("not a property list: \(error.description)", path: path, at: origin,
                                    expected: "an XML or binary Info.plist"))
        }
        let located = locatedEntries(in: data, file: path.display)
        var lines: [String: SourceLocation] = [:]
        var warnings: [Finding] = []
        if let entries = located {
            var read: [String: LocatedPlistXML.Entry] = [:]
            for entry in entries { read[entry.key] = entry }
            for entry in entries {
                guard let last = read[entry.key] else { continue }
                if last.keyLocation == entry.keyLocation {
                    lines[entry.key] = entry.value.location
                } else {
                    warnings.append(duplicate(entry, read: last))
                }
            }
        } else {
            for (key, at) in keyLines(in: data) {
                lines[key] = SourceLocation(file: path.display, line: at.line, column: at.column)
            }
        }
        var values: [String: LocatedValue] = [:]
        for (key, value) in dictionary {
            guard let string = value as? String else { continue }
            values[key] = LocatedValue(string, at: lines[key])
        }
        return .success(Contents(values: values, warnings: warnings))
    }

    /// The top-level entries of an XML Info.plist in file order, each with where its key and value
    /// are; nil for a binary file or one the located reader does not take (its values then have the
    /// lines ``keyLines(in:)`` finds).
    private static func locatedEntries(in data: Data, file: String) -> [LocatedPlistXML.Entry]? {
        guard !data.starts(with: Array("bplist".utf8)),
              case .success(let document) = LocatedPlistXML.parse([UInt8](data), file: file) else { return nil }
        return document.entries
    }

    /// The warning at a key's earlier occurrence, with a note at the one read.
    private static func duplicate(_ entry: LocatedPlistXML.Entry, read last: LocatedPlistXML.Entry) -> Finding {
        let key = TextExcerpt.shown(entry.key, limit: FilePath.quotedLimit)
        let expected = "each key once"
        return Finding(severity: .warning, range: SourceRange(at: entry.keyLocation),
                       message: "the Info.plist gives \(key) more than once; the last, at line \(last.keyLocation.line), "
                           + "is read, as Foundation reads a property list, so this one is never shown; expected \(expected)",
                       offendingText: "<key>\(key)</key>", expected: expected,
                       notes: [.init("the \(key) that is read is here", at: last.keyLocation)])
    }

    private static func failure(_ message: String, path: FilePath, at origin: SourceRange, expected: String) -> Finding {
        .error("\(TextExcerpt.shown(path.display, limit: FilePath.quotedLimit)): \(message); expected \(expected)", at: origin,
               offendingText: TextExcerpt.shown(path.display, limit: FilePath.quotedLimit),
               expected: expected)
    }

    /// Where each key's `<string>` value starts, for an XML file the located reader does not take: the
    /// line after `<key>NAME</key>`, nesting not followed (a fallback).
    static func keyLines(in data: Data) -> [String: (line: Int, column: Int)] {
        guard let text = String(data: data, encoding: .utf8), text.contains("<key>") else { return [:] }
        var result: [String: (line: Int, column: Int)] = [:]
        var pendingKey: String?
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var rest = line[...]
            while !rest.isEmpty {
                if let key = pendingKey, let open = rest.range(of: "<string") {
                    if result[key] == nil {
                        result[key] = (lineNumber, line.distance(from: line.startIndex, to: open.lowerBound) + 1)
                    }
                    pendingKey = nil
                    rest = rest[open.upperBound...]
                } else if let open = rest.range(of: "<key>"), let close = rest.range(of: "</key>", range: open.upperBound..<rest.endIndex) {
                    pendingKey = String(rest[open.upperBound..<close.lowerBound])
                    rest = rest[close.upperBound...]
                } else {
                    break
                }
            }
        }
        return result
    }
}
