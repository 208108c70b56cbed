import PrimerModel
import PrimerSyntax

/// The messages of the dump reader, each naming the offending text and what was expected, located
/// in the dump at `file:line:column`.
enum AppDumpError: Sendable {
    /// Where the format is described, for messages that send people there.
    static let formatPage = "Docs/AppDumps.md"

    /// An error whose message is `problem; expected expectation`.
    static func make(_ problem: String, expected: String, at range: SourceRange, offendingText: String?,
                     notes: [Finding.Note] = []) -> Finding {
        .error("\(problem); expected \(expected)", at: range, offendingText: offendingText.map { TextExcerpt.shown($0) },
               expected: expected, notes: notes)
    }

    /// A range on one line, from one 0-based character offset to another.
    static func range(file: String, line: Int, from start: Int, to end: Int) -> SourceRange {
        SourceRange(lowerBound: SourceLocation(file: file, line: line, column: start + 1),
                    upperBound: SourceLocation(file: file, line: line, column: max(start, end) + 1))
    }

    /// `'text'`, shortened to 40 characters, invisible characters written `\u{…}` (``TextExcerpt/visible(_:)``).
    static func quote(_ text: some StringProtocol) -> String {
        let cut = text.utf8.count <= 40 || text.count <= 40 ? String(text) : String(text.prefix(39)) + "…"
        return "'" + TextExcerpt.visible(cut) + "'"
    }

    static let elementShape = "an element line: TYPE, 0xADDRESS, {{x, y}, {width, height}}, then identifier: '…', "
        + "label: '…', placeholderValue: '…', value: … and flags (Xcode 26: TYPE, identifier: '…', label: '…', "
        + "{x, y, width, height})"
    static let attributeShape = "an attribute (identifier: '…', label: '…', placeholderValue: '…', value: …) or a flag "
        + "(Selected, Disabled, Keyboard Focused), in that order, after ', '"

    static func empty(file: String) -> Finding {
        make("the file holds no XCUITest dump",
             expected: "the text of XCUIApplication().debugDescription: 'Attributes:', 'Element subtree:', "
                + "'Path to element:' and 'Query chain:' (see \(formatPage))",
             at: SourceRange(at: SourceLocation(file: file, line: 1, column: 1)), offendingText: nil)
    }

    static func debuggerQuoted(file: String, line: Int, text: String) -> Finding {
        make("the dump is in the debugger's quoted form (\"Attributes: …\\n…\", as `po` prints it)",
             expected: "the text itself: write XCUIApplication().debugDescription to the file from the UI test "
                + "(see \(formatPage))",
             at: range(file: file, line: line, from: 0, to: min(text.count, 12)), offendingText: String(text.prefix(12)))
    }

    static func unexpectedLine(file: String, line: Int, text: String, in block: String?) -> Finding {
        let trimmed = text.drop { $0 == " " }
        let start = text.count - trimmed.count
        let expected = block.map { "an indented element line of '\($0)', or the next block ('Path to element:', "
            + "'Query chain:')" } ?? "'Attributes:', 'Element subtree:', 'Path to element:' or 'Query chain:' "
            + "(see \(formatPage))"
        return make("unexpected \(quote(trimmed))", expected: expected,
                    at: range(file: file, line: line, from: start, to: text.count), offendingText: String(trimmed))
    }

    static func duplicateBlock(_ header: String, file: String, line: Int, first: Int) -> Finding {
        make("second '\(header)' block", expected: "each block once",
             at: range(file: file, line: line, from: 0, to: header.count), offendingText: header,
             notes: [.init("the first is here", at: SourceLocation(file: file, line: first, column: 1))])
    }

    static func badIndentation(file: String, line: Int, columns: Int, base: Int, previousDepth: Int?) -> Finding {
        let deepest = previousDepth.map { "at most \(base + 2 * ($0 + 1)) columns (one level under the line above)" }
            ?? "\(base) columns, as the subtree's first line"
        return make("element indented by \(columns) columns", expected: "an indent of \(base) columns plus 2 a level, "
                    + deepest,
                    at: range(file: file, line: line, from: 0, to: columns), offendingText: nil)
    }

    static func noSubtree(file: String, line: Int, application: String?) -> Finding {
        let app = application.map { " \(quote($0))" } ?? ""
        return make("the dump has only a query chain and no 'Element subtree:': XCTest could not snapshot the app\(app) "
                    + "(it may have hung or crashed)",
                    expected: "a dump written while the app is idle, with its element subtree",
                    at: range(file: file, line: line, from: 0, to: 12), offendingText: "Query chain:")
    }

    static func emptySubtree(file: String, line: Int) -> Finding {
        make("'Element subtree:' holds no element", expected: "one element a line below it, the application first",
             at: range(file: file, line: line, from: 0, to: 16), offendingText: "Element subtree:")
    }

    // MARK: Forms XCUITest does not write

    static func longLine(file: String, line: Int, bytes: Int) -> Finding {
        make("the line is \(bytes) bytes long, more than the \(AppDumpParser.lineLimit) a dump line may have",
             expected: "a dump as XCUITest writes it, one element a line (XCTest cuts long values with '...')",
             at: range(file: file, line: line, from: 0, to: 1), offendingText: nil)
    }

    static func indented(file: String, line: Int, columns: Int, text: String) -> Finding {
        let trimmed = text.dropFirst(columns)
        let spaces = columns == 1 ? "1 space" : "\(columns) spaces"
        return make("the dump is indented by \(spaces): \(quote(trimmed)) starts at column \(columns + 1), and "
                    + "XCUITest writes its headers at the start of the line (a dump pasted into a comment or quoted "
                    + "from a log keeps the indent)",
                    expected: "the dump as XCUIApplication().debugDescription gives it, without the indent "
                        + "(see \(formatPage))",
                    at: range(file: file, line: line, from: columns, to: text.count), offendingText: String(trimmed))
    }

    static func testLogLine(file: String, line: Int, column: Int) -> Finding {
        make("a test log line ('t = …') inside the dump: the dump was copied out of the test's log with the log's "
             + "own lines between its lines",
             expected: "the dump's lines alone: write XCUIApplication().debugDescription to a file or an attachment "
                + "from the UI test (see \(formatPage))",
             at: range(file: file, line: line, from: column, to: column + 3), offendingText: "t =")
    }

    static func elided(file: String, line: Int, text: String) -> Finding {
        let start = text.prefix { $0 == " " }.count
        let mark = String(text.dropFirst(start))
        return make("\(quote(mark)) stands for lines left out of the dump: XCUITest writes every element, and what "
                    + "VoiceOver reads cannot be told from a shortened dump",
                    expected: "the whole element subtree, as XCUIApplication().debugDescription gives it",
                    at: range(file: file, line: line, from: start, to: text.count), offendingText: mark)
    }

    static func headless(file: String, line: Int, text: String) -> Finding {
        let trimmed = text.drop { $0 == " " }
        let start = text.count - trimmed.count
        return make("the text starts with an element line, \(quote(trimmed)), with no 'Attributes:' or 'Element "
                    + "subtree:' above it: a part of a dump, not the whole",
                    expected: "the whole of XCUIApplication().debugDescription, from its 'Attributes:' line "
                        + "(see \(formatPage))",
                    at: range(file: file, line: line, from: start, to: text.count), offendingText: String(trimmed))
    }

    static func unclosedOptional(file: String, line: Int) -> Finding {
        make("'Optional(' is never closed", expected: "the ')' line that ends a dump printed from an optional",
             at: range(file: file, line: line, from: 0, to: AppDumpParser.optionalOpening.count),
             offendingText: AppDumpParser.optionalOpening)
    }

    static func afterOptional(file: String, line: Int, text: String) -> Finding {
        let trimmed = text.drop { $0 == " " }
        let start = text.count - trimmed.count
        return make("unexpected \(quote(trimmed)) after the ')' that closes 'Optional('",
                    expected: "the end of the file: one dump a file",
                    at: range(file: file, line: line, from: start, to: text.count), offendingText: String(trimmed))
    }
}
