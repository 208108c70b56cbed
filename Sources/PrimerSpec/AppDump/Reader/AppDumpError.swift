/// The messages of the dump reader, each naming the offending text and what was expected, located
/// in the dump at `file:line:column`.
enum AppDumpError: Sendable {
    /// Where the format is described, for messages that send people there.
    static let formatPage = "Docs/AppDumps.md"

    /// An error whose message is `problem; expected expectation`.
    static func make(_ problem: String, expected: String, at range: SourceRange, offendingText: String?,
                     notes: [Diagnostic.Note] = []) -> Diagnostic {
        .error("\(problem); expected \(expected)", at: range, offendingText: offendingText, expected: expected,
               notes: notes)
    }

    /// A range on one line, from one 0-based character offset to another.
    static func range(file: String, line: Int, from start: Int, to end: Int) -> SourceRange {
        SourceRange(lowerBound: SourceLocation(file: file, line: line, column: start + 1),
                    upperBound: SourceLocation(file: file, line: line, column: max(start, end) + 1))
    }

    /// `'text'`, shortened to 40 characters.
    static func quote(_ text: some StringProtocol) -> String {
        let text = String(text)
        return "'" + (text.count > 40 ? String(text.prefix(39)) + "…" : text) + "'"
    }

    static let elementShape = "an element line: TYPE, 0xADDRESS, {{x, y}, {width, height}}, then identifier: '…', "
        + "label: '…', placeholderValue: '…', value: … and flags"
    static let attributeShape = "an attribute (identifier: '…', label: '…', placeholderValue: '…', value: …) or a flag "
        + "(Selected, Disabled, Keyboard Focused), in that order, after ', '"

    static func empty(file: String) -> Diagnostic {
        make("the file holds no XCUITest dump",
             expected: "the text of XCUIApplication().debugDescription: 'Attributes:', 'Element subtree:', "
                + "'Path to element:' and 'Query chain:' (see \(formatPage))",
             at: SourceRange(at: SourceLocation(file: file, line: 1, column: 1)), offendingText: nil)
    }

    static func debuggerQuoted(file: String, line: Int, text: String) -> Diagnostic {
        make("the dump is in the debugger's quoted form (\"Attributes: …\\n…\", as `po` prints it)",
             expected: "the text itself: write XCUIApplication().debugDescription to the file from the UI test "
                + "(see \(formatPage))",
             at: range(file: file, line: line, from: 0, to: min(text.count, 12)), offendingText: String(text.prefix(12)))
    }

    static func unexpectedLine(file: String, line: Int, text: String, in block: String?) -> Diagnostic {
        let trimmed = text.drop { $0 == " " }
        let start = text.count - trimmed.count
        let expected = block.map { "an indented element line of '\($0)', or the next block ('Path to element:', "
            + "'Query chain:')" } ?? "'Attributes:', 'Element subtree:', 'Path to element:' or 'Query chain:' "
            + "(see \(formatPage))"
        return make("unexpected \(quote(trimmed))", expected: expected,
                    at: range(file: file, line: line, from: start, to: text.count), offendingText: String(trimmed))
    }

    static func duplicateBlock(_ header: String, file: String, line: Int, first: Int) -> Diagnostic {
        make("second '\(header)' block", expected: "each block once",
             at: range(file: file, line: line, from: 0, to: header.count), offendingText: header,
             notes: [.init("the first is here", at: SourceLocation(file: file, line: first, column: 1))])
    }

    static func badIndentation(file: String, line: Int, columns: Int, base: Int, previousDepth: Int?) -> Diagnostic {
        let deepest = previousDepth.map { "at most \(base + 2 * ($0 + 1)) columns (one level under the line above)" }
            ?? "\(base) columns, as the subtree's first line"
        return make("element indented by \(columns) columns", expected: "an indent of \(base) columns plus 2 a level, "
                    + deepest,
                    at: range(file: file, line: line, from: 0, to: columns), offendingText: nil)
    }

    static func noSubtree(file: String, line: Int, application: String?) -> Diagnostic {
        let app = application.map { " \(quote($0))" } ?? ""
        return make("the dump has only a query chain and no 'Element subtree:': XCTest could not snapshot the app\(app) "
                    + "(it may have hung or crashed)",
                    expected: "a dump written while the app is idle, with its element subtree",
                    at: range(file: file, line: line, from: 0, to: 12), offendingText: "Query chain:")
    }

    static func emptySubtree(file: String, line: Int) -> Diagnostic {
        make("'Element subtree:' holds no element", expected: "one element a line below it, the application first",
             at: range(file: file, line: line, from: 0, to: 16), offendingText: "Element subtree:")
    }
}
