import Foundation

/// The string values of an Info.plist (XML or binary), each with the line it is on when the file is XML.
public enum InfoPlistFile {
    /// Every top-level string value, or an error at `origin` (the spec line naming the file).
    public static func load(_ path: FilePath, origin: SourceRange?) -> Result<[String: LocatedValue], Diagnostic> {
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        guard let data = FileManager.default.contents(atPath: path.absolute) else {
            let reason = FileManager.default.fileExists(atPath: path.absolute) ? "the file cannot be read" : "no such file"
            return .failure(failure("cannot read the Info.plist: \(reason)", path: path, at: at,
                                    expected: "a readable Info.plist"))
        }
        return parse(data, path: path, origin: at)
    }

    /// Parses the bytes of an XML or binary Info.plist.
    public static func parse(_ data: Data, path: FilePath, origin: SourceRange) -> Result<[String: LocatedValue], Diagnostic> {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason = data.isEmpty ? "the file is empty" : "it does not parse"
            return .failure(failure("not a property list: \(reason)", path: path, at: origin,
                                    expected: "an XML or binary Info.plist"))
        }
        guard let dictionary = object as? [String: Any] else {
            return .failure(failure("the property list's top level is not a dictionary", path: path, at: origin,
                                    expected: "an Info.plist dictionary"))
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

    private static func failure(_ message: String, path: FilePath, at origin: SourceRange, expected: String) -> Diagnostic {
        .error("\(path.display): \(message); expected \(expected)", at: origin, offendingText: path.display,
               expected: expected)
    }

    /// Where each top-level key's `<string>` value starts, for an XML file: the line after `<key>NAME</key>`.
    static func keyLines(in data: Data) -> [String: (line: Int, column: Int)] {
        guard let text = String(data: data, encoding: .utf8), text.contains("<key>") else { return [:] }
        var result: [String: (line: Int, column: Int)] = [:]
        var pendingKey: String?
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
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
