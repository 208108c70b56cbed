@testable import PrimerAppDump
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// XCUITest writes a line break in a label, identifier or value raw: the element's text goes on over
/// the lines below its own. Each such element reads as one, located at its own line, its text's range
/// running over the lines it takes.
@Suite("App dump: text with line breaks")
struct AppDumpLineBreakTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The element's lines, the first written at depth 1 (column 5 of line 4).
        var lines: [String]
        var element: DumpElement
        var testDescription: String { name }
    }

    static func range(_ span: String) -> SourceRange { SpecTest.range(span, file: DumpTest.path) }

    static let frame = DumpFrame(x: 20, y: 100, width: 350, height: 40)

    static let cases: [Case] = [
        Case(name: "a label over two lines",
             lines: ["    StaticText, 0x2, {{20.0, 100.0}, {350.0, 40.0}}, label: 'First line", "second line'"],
             element: DumpElement(type: "StaticText", address: "0x2", frame: frame, label: "First line\nsecond line",
                                  depth: 1, parent: 0, range: range("4:5-5:13"), labelRange: range("4:62-5:12"))),
        Case(name: "a line ending in an apostrophe inside the label",
             lines: ["    StaticText, 0x2, label: 'Rock'", "n' roll'"],
             element: DumpElement(type: "StaticText", address: "0x2", label: "Rock'\nn' roll", depth: 1, parent: 0,
                                  range: range("4:5-5:9"), labelRange: range("4:30-5:8"))),
        Case(name: "quotes and ', ' inside the label",
             lines: ["    StaticText, 0x2, label: 'Don't", "say 'no', ok'"],
             element: DumpElement(type: "StaticText", address: "0x2", label: "Don't\nsay 'no', ok", depth: 1,
                                  parent: 0, range: range("4:5-5:14"), labelRange: range("4:30-5:13"))),
        Case(name: "a blank line inside the label",
             lines: ["    StaticText, 0x2, label: 'A", "", "B'"],
             element: DumpElement(type: "StaticText", address: "0x2", label: "A\n\nB", depth: 1, parent: 0,
                                  range: range("4:5-6:3"), labelRange: range("4:30-6:2"))),
        Case(name: "an identifier over two lines, then the label",
             lines: ["    Button, 0x2, identifier: 'go", "button', label: 'Go'"],
             element: DumpElement(type: "Button", address: "0x2", identifier: "go\nbutton", label: "Go", depth: 1,
                                  parent: 0, range: range("4:5-5:21"), labelRange: range("5:18-5:20"))),
        Case(name: "a value over two lines, then a flag",
             lines: ["    TextField, 0x2, label: 'Note', value: line one", "line two, Selected"],
             element: DumpElement(type: "TextField", address: "0x2", label: "Note", value: "line one\nline two",
                                  flags: ["Selected"], depth: 1, parent: 0, range: range("4:5-5:19"),
                                  labelRange: range("4:29-4:33"), valueRange: range("4:43-5:9"))),
        Case(name: "Xcode 26: the frame after a label over two lines",
             lines: ["    Button, label: 'Go", "on', {20.0, 100.0, 350.0, 40.0}"],
             element: DumpElement(type: "Button", frame: frame, label: "Go\non", depth: 1, parent: 0,
                                  range: range("4:5-5:32"), labelRange: range("4:21-5:3"))),
        Case(name: "a continuation line indented like an element but with no type",
             lines: ["    StaticText, 0x2, label: 'Total:", "      42 items'"],
             element: DumpElement(type: "StaticText", address: "0x2", label: "Total:\n      42 items", depth: 1,
                                  parent: 0, range: range("4:5-5:16"), labelRange: range("4:30-5:15"))),
    ]

    @Test(arguments: cases)
    func readsAsOneElement(_ testCase: Case) {
        let result = DumpTest.parse(DumpTest.dump(testCase.lines + ["    Button, 0x3, label: 'Next'"]))
        #expect(result.diagnostics == [])
        let next = 4 + testCase.lines.count
        #expect(result.dump.elements.dropFirst().map { $0 } == [
            testCase.element,
            DumpElement(type: "Button", address: "0x3", label: "Next", depth: 1, parent: 0,
                        range: Self.range("\(next):5-\(next):31"), labelRange: Self.range("\(next):26-\(next):30")),
        ])
    }

    /// The element line below a label over lines (spaces, a type, `, `) is the next element, a child
    /// of the one above when indented under it.
    @Test func theNextElementLineEndsTheText() {
        let result = DumpTest.parse(DumpTest.dump([
            "    Other, 0x2, label: 'Two", "lines'",
            "      StaticText, 0x3, label: 'Child'",
        ]))
        #expect(result.diagnostics == [])
        #expect(result.dump.elements.dropFirst().map { $0 } == [
            DumpElement(type: "Other", address: "0x2", label: "Two\nlines", depth: 1, parent: 0,
                        range: Self.range("4:5-5:7"), labelRange: Self.range("4:25-5:6")),
            DumpElement(type: "StaticText", address: "0x3", label: "Child", depth: 2, parent: 1,
                        range: Self.range("6:7-6:38"), labelRange: Self.range("6:32-6:37")),
        ])
    }

    /// The `Attributes:` line and the path to the element read the same way.
    @Test func theAttributesAndThePathReadLineBreaks() {
        let text = """
            Attributes: Application, 0x1, pid: 7, label: 'My
            App'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'My
            App'
            Path to element:
             →Application, 0x1, pid: 7, label: 'My
            App'
            Query chain:
             →Find: Target Application 'com.example.App'

            """
        let result = DumpTest.parse(text)
        #expect(result.diagnostics == [])
        #expect(result.dump.attributes == DumpElement(type: "Application", address: "0x1", processID: 7, label: "My\nApp",
                                                      depth: 0, range: Self.range("1:13-2:5"),
                                                      labelRange: Self.range("1:47-2:4")))
        #expect(result.dump.elements == [
            DumpElement(type: "Application", address: "0x1", processID: 7, label: "My\nApp", depth: 0, isMarked: true,
                        range: Self.range("4:3-5:5"), labelRange: Self.range("4:37-5:4")),
        ])
        #expect(result.dump.pathToElement == [
            DumpElement(type: "Application", address: "0x1", processID: 7, label: "My\nApp", depth: 0, isMarked: true,
                        range: Self.range("7:3-8:5"), labelRange: Self.range("7:37-8:4")),
        ])
    }

    /// A dump saved with CRLF line ends: the label's line break reads as `\n`, as in any dump.
    @Test func crlfLineEndsReadAsOneLineBreak() {
        let text = DumpTest.dump(["    StaticText, 0x2, label: 'First", "second'"]).replacingOccurrences(of: "\n", with: "\r\n")
        let result = DumpTest.parse(text)
        #expect(result.diagnostics == [])
        #expect(result.dump.elements.dropFirst().map { $0 } == [
            DumpElement(type: "StaticText", address: "0x2", label: "First\nsecond", depth: 1, parent: 0,
                        range: Self.range("4:5-5:8"), labelRange: Self.range("4:30-5:7")),
        ])
    }

    /// An author's `...` after a value is refused where it stands, not taken into the value.
    @Test func anElisionAfterAValueIsNotItsText() {
        let result = DumpTest.parse(DumpTest.dump(["    Slider, 0x2, label: 'Volume', value: 50%", "    ..."]))
        #expect(result.diagnostics == [
            DumpTest.error("5:5-5:8", "'...' stands for lines left out of the dump: XCUITest writes every element, and "
                           + "what VoiceOver reads cannot be told from a shortened dump; expected the whole element "
                           + "subtree, as XCUIApplication().debugDescription gives it", offending: "..."),
        ])
        #expect(result.dump.elements.dropFirst().map { $0 } == [
            DumpElement(type: "Slider", address: "0x2", label: "Volume", value: "50%", depth: 1, parent: 0,
                        range: Self.range("4:5-4:45"), labelRange: Self.range("4:26-4:32"),
                        valueRange: Self.range("4:42-4:45")),
        ])
    }

    /// Lines that do not read as the element's text are read as they would be alone: a quote never
    /// closed is an error at its element's line, and the line after it an unexpected line.
    @Test func linesThatDoNotJoinAreReadAlone() {
        let result = DumpTest.parse(DumpTest.dump([
            "    StaticText, 0x2, label: 'First", "second",
            "    Button, 0x3, label: 'OK'", "stray",
        ]))
        #expect(result.diagnostics == [
            DumpTest.error("4:22-4:35", "the value of 'label' has no closing quote; expected label: 'TEXT' followed by "
                           + "', ' or the end of the line", offending: "label: 'First"),
            DumpTest.error("5:1-5:7", "unexpected 'second'; expected an indented element line of 'Element subtree:', "
                           + "or the next block ('Path to element:', 'Query chain:')", offending: "second"),
            DumpTest.error("7:1-7:6", "unexpected 'stray'; expected an indented element line of 'Element subtree:', "
                           + "or the next block ('Path to element:', 'Query chain:')", offending: "stray"),
        ])
        #expect(result.dump.elements.dropFirst().map { $0 } == [
            DumpElement(type: "Button", address: "0x3", label: "OK", depth: 1, parent: 0,
                        range: Self.range("6:5-6:29"), labelRange: Self.range("6:26-6:28")),
        ])
    }
}
