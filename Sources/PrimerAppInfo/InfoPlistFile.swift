import Foundation
import PrimerModel
import PrimerSyntax

/// The string values of an Info.plist (XML or binary), each with the line it is on when the file is XML.
public enum InfoPlistFile {
    /// The largest Info.plist read, in bytes: real ones are a few kilobytes. A choice.
    public static let sizeLimit = 8 << 20

    /// Every top-level string value, or an error at `origin` (the spec line naming the file). A path
    /// that is not a regular file says what it is instead (a folder, a dangling link, a FIFO).
    public static func load(_ path: FilePath, origin: SourceRange?) -> Result<[String: LocatedValue], Finding> {
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        return path.read(limit: sizeLimit, noun: "Info.plist", expected: "a readable Info.plist", at: at)
            .flatMap { parse(Data($0), path: path, origin: at) }
    }

    /// Parses the bytes of an XML or binary Info.plist. Old-style, JSON and UTF-16 files are refused
    /// with the `plutil` line that converts them (see `PropertyListFile`).
    public static func parse(_ data: Data, path: FilePath, origin: SourceRange) -> Result<[String: LocatedValue], Finding> {
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
        let lines = keyLines(in: data)
        var values: [String: LocatedValue] = [:]
        for (key, value) in dictionary {
            guard let string = value as? String else { continue }
            let location = lines[key].map { SourceLocation(file: path.display, line: $0.line, column: $0.column) }
            values[key] = LocatedValue(string, at: location)
        }
        return .success(values)
    }

    private static func failure(_ message: String, path: FilePath, at origin: SourceRange, expected: String) -> Finding {
        .error("\(TextExcerpt.shown(path.display)): \(message); expected \(expected)", at: origin,
               offendingText: TextExcerpt.shown(path.display),
               expected: expected)
    }

    /// Where each top-level key's `<string>` value starts, for an XML file: the line after `<key>NAME</key>`.
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
