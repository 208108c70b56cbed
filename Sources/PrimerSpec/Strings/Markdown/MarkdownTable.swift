/// A GitHub-flavoured Markdown table whose cells keep their text exact.
package struct MarkdownTable: Hashable, Sendable {
    /// The column titles.
    package var header: [String]
    /// The rows, each a cell per column, already written as Markdown (see ``escape(_:)`` and ``code(_:)``).
    package var rows: [[String]]

    /// Creates a table.
    package init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The table's lines: the header, the delimiter row, then one line per row.
    package var lines: [String] {
        func line(_ cells: [String]) -> String {
            let padded = header.indices.map { cells.indices.contains($0) ? cells[$0] : "" }
            return "| " + padded.map { $0.isEmpty ? "" : $0 + " " }.joined(separator: "| ") + "|"
        }
        return [line(header.map(Self.escape)), "|" + String(repeating: " --- |", count: header.count)] + rows.map(line)
    }

    /// Text for a cell, exact when rendered: `\` → `\\`, `|` → `\|`, each line break `<br>`
    /// (`\r\n` counts as one).
    ///
    /// Everything else (curly quotes, emoji, right-to-left text, `%`) is written as it is.
    package static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "|": result += "\\|"
            case _ where character.isNewline: result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text as a code span for a cell: fenced with more backticks than it holds, `|` escaped.
    package static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        let body = text.replacing("|", with: "\\|").map { $0.isNewline ? " " : String($0) }.joined()
        return fence + padding + body + padding + fence
    }
}
