@testable import PrimerAppDump
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The dump reader: every attribute form the English system alerts on record (Docs/Sources.md)3 documents, the tree from the indentation,
/// the `→` marker, flags, cut values, quotes inside labels, and every error as a whole value with
/// its location in the dump.
@Suite("App dump reader")
struct AppDumpParserTests {
    struct LineCase: CustomTestStringConvertible, Sendable {
        var line: String
        var element: DumpElement
        var testDescription: String { line }
    }

    /// The element the dump line (written at depth 1, from column 5 of line 4) stands for.
    static func element(_ line: String, type: String, qualifier: String? = nil, address: String? = "0x1",
                        pid: Int? = nil, traits: String? = nil, frame: DumpFrame? = nil, identifier: String? = nil,
                        label: String? = nil, placeholder: String? = nil, value: String? = nil,
                        other: [DumpAttribute] = [], flags: [String] = []) -> LineCase {
        func range(_ columns: (Int, Int)) -> SourceRange {
            SourceRange(lowerBound: SourceLocation(file: DumpTest.path, line: 4, column: columns.0),
                        upperBound: SourceLocation(file: DumpTest.path, line: 4, column: columns.1))
        }
        // The columns of a text written right after `key` on the line (which starts at column 5).
        func columns(after key: String, _ text: String?) -> (Int, Int)? {
            guard let text, let found = line.range(of: key + text) else { return nil }
            let start = 5 + line.distance(from: line.startIndex, to: found.lowerBound) + key.count
            return (start, start + text.count)
        }
        return LineCase(line: line, element: DumpElement(
            type: type, qualifier: qualifier, address: address, processID: pid, traitsMask: traits, frame: frame,
            identifier: identifier, label: label, placeholderValue: placeholder, value: value, otherAttributes: other,
            flags: flags, depth: 1, parent: 0, range: range((5, 5 + line.count)),
            labelRange: columns(after: "label: '", label).map(range), valueRange: columns(after: "value: ", value).map(range)))
    }

    static let frame = DumpFrame(x: 0, y: 0, width: 10, height: 10)
    static let frameText = "{{0.0, 0.0}, {10.0, 10.0}}"

    static let lines: [LineCase] = [
        element("Window (Main), 0x1, {{0.0, 0.0}, {414.0, 896.0}}", type: "Window", qualifier: "Main",
                frame: DumpFrame(x: 0, y: 0, width: 414, height: 896)),
        element("Image, 0x1, {{20.0, 59.0}, {40.0, 40.0}}", type: "Image",
                frame: DumpFrame(x: 20, y: 59, width: 40, height: 40)),
        element("StaticText, 0x1, {{68.0, 224.5}, {285.5, 26.5}}, identifier: 'welcomeMessage', label: 'Welcome to XCUITest Course '",
                type: "StaticText", frame: DumpFrame(x: 68, y: 224.5, width: 285.5, height: 26.5),
                identifier: "welcomeMessage", label: "Welcome to XCUITest Course "),
        element("TextField, 0x1, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e...",
                type: "TextField", frame: DumpFrame(x: 32, y: 224, width: 271, height: 21), identifier: "email",
                value: "ukautomationuser@e..."),
        element("TextField, 0x1, \(frameText), placeholderValue: 'Username', value: Username, Keyboard Focused",
                type: "TextField", frame: frame, placeholder: "Username", value: "Username",
                flags: ["Keyboard Focused"]),
        element("Button, 0x1, {{16.0, 700.0}, {358.0, 50.0}}, label: 'Save', Disabled", type: "Button",
                frame: DumpFrame(x: 16, y: 700, width: 358, height: 50), label: "Save",
                flags: ["Disabled"]),
        element("Button, 0x1, {{190.0, 619.0}, {183.0, 48.0}}, label: '我的', Selected", type: "Button",
                frame: DumpFrame(x: 190, y: 619, width: 183, height: 48), label: "我的",
                flags: ["Selected"]),
        element("Other, 0x1, \(frameText), Disabled", type: "Other", frame: frame, flags: ["Disabled"]),
        element("Other, 0x1c49915e0, traits: 8589934592, {{0.0, 0.0}, {375.0, 812.0}}", type: "Other",
                address: "0x1c49915e0", traits: "8589934592", frame: DumpFrame(x: 0, y: 0, width: 375, height: 812)),
        element("Application, 0x1, pid: 8736, label: 'XCUITest_study'", type: "Application", pid: 8736,
                label: "XCUITest_study"),
        element("Button, 0x1, {{-12.5, 0.0}, {44.0, 44.0}}", type: "Button",
                frame: DumpFrame(x: -12.5, y: 0, width: 44, height: 44)),
        // Quotes are not escaped: a label may hold `'`, `', '` and `"`.
        element("StaticText, 0x1, \(frameText), label: 'Buttons: 'Don't Allow', 'Allow'.'", type: "StaticText",
                frame: frame, label: "Buttons: 'Don't Allow', 'Allow'."),
        element("StaticText, 0x1, \(frameText), label: 'It's \"done\"'", type: "StaticText", frame: frame,
                label: "It's \"done\""),
        element("StaticText, 0x1, \(frameText), label: 'Reminders''", type: "StaticText", frame: frame,
                label: "Reminders'"),
        element("Button, 0x1, \(frameText), label: 'Tap', Selected', Selected", type: "Button", frame: frame,
                label: "Tap', Selected", flags: ["Selected"]),
        element("StaticText, 0x1, \(frameText), identifier: 'a', label: 'b, c', value: 1, 2, Selected", type: "StaticText",
                frame: frame, identifier: "a", label: "b, c", value: "1, 2", flags: ["Selected"]),
        // An attribute out of order cannot close a label: it is read as part of it.
        element("Button, 0x1, \(frameText), label: 'A', identifier: 'b'", type: "Button", frame: frame,
                label: "A', identifier: 'b"),
        element("Cell, 0x1, \(frameText), label: 'Name', value: O'Brien", type: "Cell", frame: frame, label: "Name", value: "O'Brien"),
        element("Button, 0x1, \(frameText), label: 'x', title: 'Go', Hittable", type: "Button", frame: frame,
                label: "x", other: [DumpAttribute(key: "title", value: "Go")], flags: ["Hittable"]),
        element("Other, \(frameText), label: ''", type: "Other", address: nil, frame: frame, label: ""),
    ]

    @Test(arguments: lines)
    func eachAttributeForm(_ testCase: LineCase) throws {
        #expect(try DumpTest.element(testCase.line) == testCase.element)
    }

    @Test func theTreeFollowsTheIndentation() throws {
        let result = DumpTest.parse(DumpTest.dump([
            "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}",
            "      Other, 0x3, {{0.0, 0.0}, {393.0, 852.0}}",
            "        Button, 0x4, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'",
            "          StaticText, 0x5, {{0.0, 0.0}, {10.0, 10.0}}, label: 'A'",
            "        StaticText, 0x6, {{0.0, 0.0}, {10.0, 10.0}}, label: 'B'",
            "      Other, 0x7, {{0.0, 0.0}, {1.0, 1.0}}",
        ]))
        #expect(result.diagnostics.isEmpty)
        let dump = result.dump
        #expect(dump.elements.map(\.depth) == [0, 1, 2, 3, 4, 3, 2])
        #expect(dump.elements.map(\.parent) == [nil, 0, 1, 2, 3, 2, 1])
        #expect(dump.elements.map(\.isMarked) == [true, false, false, false, false, false, false])
        #expect(dump.elements.map(\.line) == Array(3...9))
        #expect(dump.children(of: 2) == [3, 5])
        #expect(dump.descendants(of: 2) == 3..<6)
        #expect(dump.ancestry(of: 4) == [4, 3, 2, 1, 0])
        #expect(dump.attributes?.label == "App")
        #expect(dump.pathToElement.map(\.type) == ["Application"])
        #expect(dump.pathToElement.first?.isMarked == true)
        #expect(dump.queryChain == [" →Find: Target Application 'com.example.App'"])
        #expect(dump.targetApplication == "com.example.App")
    }

    @Test func theFirstLineSetsTheBaseIndent() throws {
        // A dump pasted without its leading space: the marker starts the line.
        let result = DumpTest.parse("Element subtree:\n→Application, 0x1, pid: 7, label: 'App'\n   Window, 0x2, {{0.0, 0.0}, {1.0, 1.0}}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.dump.elements.map(\.depth) == [0, 1])
    }

    @Test func theTestLogAroundADumpAndCRLFAreRead() throws {
        let text = "    t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 7\r\n"
            + DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'"]).replacingOccurrences(of: "\n", with: "\r\n")
        let result = DumpTest.parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.dump.elements.last?.label == "A")
        #expect(result.dump.elements.last?.line == 5)
    }

    @Test func aQueryChainOnTheHeaderLineNamesTheApp() {
        let result = DumpTest.parse("Query chain: →Find: Target Application 'com.example.Hung'\n")
        #expect(result.dump.queryChain == ["→Find: Target Application 'com.example.Hung'"])
        #expect(result.diagnostics == [DumpTest.error(
            "1:1-1:13", "the dump has only a query chain and no 'Element subtree:': XCTest could not snapshot the app "
                + "'com.example.Hung' (it may have hung or crashed); expected a dump written while the app is idle, with "
                + "its element subtree", offending: "Query chain:")])
    }

    @Test func everyFixtureReads() throws {
        let names = try DumpTest.fixtureNames()
        #expect(names.count == 12)
        for name in names where name != "hung-app.txt" {
            let dump = try DumpTest.fixture(name)
            #expect(dump.elements.first?.type == "Application", "\(name)")
            #expect(dump.elements.first?.isMarked == true, "\(name)")
            #expect(dump.targetApplication?.hasPrefix("com.example.") == true, "\(name)")
        }
    }

    @Test func aHungAppGivesOnlyItsQueryChain() throws {
        let result = AppDumpParser.parse(text: try DumpTest.text("hung-app.txt"), path: "Tests/AppDumps/hung-app.txt")
        #expect(!result.dump.hasSubtree)
        #expect(result.dump.targetApplication == "com.example.Reminders")
        #expect(result.diagnostics == [DumpTest.error(
            "1:1-1:13", "the dump has only a query chain and no 'Element subtree:': XCTest could not snapshot the app "
                + "'com.example.Reminders' (it may have hung or crashed); expected a dump written while the app is idle, "
                + "with its element subtree", offending: "Query chain:", file: "Tests/AppDumps/hung-app.txt")])
    }

    // MARK: Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var diagnostics: [Finding]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ diagnostics: [Finding]) {
            self.init(name, bytes: Array(text.utf8), diagnostics)
        }

        init(_ name: String, bytes: [UInt8], _ diagnostics: [Finding]) {
            self.name = name
            self.bytes = bytes
            self.diagnostics = diagnostics
        }
    }

    static let attributes = "an attribute (identifier: '…', label: '…', placeholderValue: '…', value: …) or a flag "
        + "(Selected, Disabled, Keyboard Focused), in that order, after ', '"

    static let errors: [ErrorCase] = [
        ErrorCase("an empty file", "", [DumpTest.error(
            "1:1-1:1", "the file holds no XCUITest dump; expected the text of XCUIApplication().debugDescription: "
                + "'Attributes:', 'Element subtree:', 'Path to element:' and 'Query chain:' (see Docs/AppDumps.md)",
            offending: nil)]),
        ErrorCase("the debugger's quoted form", "\"Attributes: Application, 0x1, pid: 7, label: \\'App\\'\\nElement subtree:\\n\"\n",
                  [DumpTest.error("1:1-1:13", "the dump is in the debugger's quoted form (\"Attributes: …\\n…\", as `po` "
                                    + "prints it); expected the text itself: write XCUIApplication().debugDescription to "
                                    + "the file from the UI test (see Docs/AppDumps.md)", offending: "\"Attributes:")]),
        ErrorCase("text before the first block", "Hello\n" + DumpTest.dump([]), [DumpTest.error(
            "1:1-1:6", "unexpected 'Hello'; expected 'Attributes:', 'Element subtree:', 'Path to element:' or "
                + "'Query chain:' (see Docs/AppDumps.md)", offending: "Hello")]),
        ErrorCase("an odd indent", DumpTest.dump(["     Window, 0x2, {{0.0, 0.0}, {1.0, 1.0}}"]), [DumpTest.error(
            "4:1-4:6", "element indented by 5 columns; expected an indent of 2 columns plus 2 a level, at most 4 columns "
                + "(one level under the line above)", offending: nil)]),
        ErrorCase("a line two levels deeper", DumpTest.dump(["      Window, 0x2, {{0.0, 0.0}, {1.0, 1.0}}"]), [DumpTest.error(
            "4:1-4:7", "element indented by 6 columns; expected an indent of 2 columns plus 2 a level, at most 4 columns "
                + "(one level under the line above)", offending: nil)]),
        ErrorCase("a line that is no element", DumpTest.dump(["Window, 0x2"]), [DumpTest.error(
            "4:1-4:12", "unexpected 'Window, 0x2'; expected an indented element line of 'Element subtree:', or the next "
                + "block ('Path to element:', 'Query chain:')", offending: "Window, 0x2")]),
        ErrorCase("a malformed frame", DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {44.0}}, label: 'A'"]), [DumpTest.error(
            "4:18-4:38", "malformed frame '{{0.0, 0.0}, {44.0}}'; expected {{x, y}, {width, height}} (or, from Xcode 26, "
                + "{x, y, width, height}), numbers in points, width and height not negative", offending: "{{0.0, 0.0}, {44.0}}")]),
        ErrorCase("a negative width", DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {-4.0, 4.0}}"]), [DumpTest.error(
            "4:18-4:43", "malformed frame '{{0.0, 0.0}, {-4.0, 4.0}}'; expected {{x, y}, {width, height}} (or, from "
                + "Xcode 26, {x, y, width, height}), numbers in points, width and height not negative", offending: "{{0.0, 0.0}, {-4.0, 4.0}}")]),
        ErrorCase("a label with no closing quote", DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Continue"]),
                  [DumpTest.error("4:44-4:60", "the value of 'label' has no closing quote; expected label: 'TEXT' followed "
                                    + "by ', ' or the end of the line", offending: "label: 'Continue")]),
        ErrorCase("an unquoted label", DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: Continue"]),
                  [DumpTest.error("4:44-4:59", "unexpected 'label: Continue' after the frame; expected \(attributes)",
                                  offending: "label: Continue")]),
        ErrorCase("an attribute after the flags", DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, Selected, label: 'A'"]),
                  [DumpTest.error("4:54-4:59", "'label' after the flag 'Selected'; expected the order identifier, label, "
                                    + "placeholderValue, value, flags", offending: "label")]),
        ErrorCase("a trailing comma", DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, "]),
                  [DumpTest.error("4:42-4:44", "nothing after the last ', '; expected \(attributes)", offending: ",")]),
        ErrorCase("a type that is not a word", DumpTest.dump(["    'Button', 0x2"]), [DumpTest.error(
            "4:5-4:13", "unexpected ''Button'' where the element type goes; expected an element type such as Button, "
                + "StaticText or Window (Main), then an element line: TYPE, 0xADDRESS, {{x, y}, {width, height}}, then "
                + "identifier: '…', label: '…', placeholderValue: '…', value: … and flags (Xcode 26: TYPE, identifier: "
                + "'…', label: '…', {x, y, width, height})", offending: "'Button'")]),
        ErrorCase("a block given twice", DumpTest.dump([]) + "Query chain:\n", [DumpTest.error(
            "8:1-8:13", "second 'Query chain:' block; expected each block once", offending: "Query chain:",
            notes: [("6:1", "the first is here")])]),
        ErrorCase("an empty subtree", "Element subtree:\nQuery chain:\n", [DumpTest.error(
            "1:1-1:17", "'Element subtree:' holds no element; expected one element a line below it, the application first",
            offending: "Element subtree:")]),
        ErrorCase("text after a block header", "Element subtree: now\n →Application, 0x1\n", [DumpTest.error(
            "1:17-1:21", "unexpected text after 'Element subtree:'; expected the header alone on its line",
            offending: " now")]),
        ErrorCase("invalid UTF-8", bytes: Array(DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: 'caf"]).utf8)
                    .flatMap { $0 == UInt8(ascii: "f") ? [$0, 0xFF] : [$0] },
                  [DumpTest.error("4:55-4:56", "invalid UTF-8 byte 0xFF; expected the file to be UTF-8 encoded text",
                                  offending: "0xFF")]),
    ]

    @Test(arguments: errors)
    func errorsAreLocatedInTheDump(_ testCase: ErrorCase) {
        #expect(AppDumpParser.parse(testCase.bytes, path: DumpTest.path).diagnostics == testCase.diagnostics)
    }

    @Test func everyErrorInAFileIsReportedInOneRun() {
        let result = DumpTest.parse(DumpTest.dump([
            "    Button, 0x2, {{0.0, 0.0}, {44.0}}",
            "    Button, 0x3, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A",
            "    Button, 0x4, {{0.0, 0.0}, {44.0, 44.0}}, label: 'B'",
        ]))
        #expect(result.diagnostics.map(\.location.line) == [4, 5])
        #expect(result.dump.elements.map(\.label) == ["App", "B"])
    }

    @Test func theChildrenOfALineThatDoesNotReadAreReadUnderItsParent() {
        let result = DumpTest.parse(DumpTest.dump([
            "    Other, 0x2, {{0.0, 0.0}}",
            "      Button, 0x3, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'",
            "        StaticText, 0x4, {{0.0, 0.0}, {4.0, 4.0}}, label: 'A'",
        ]))
        #expect(result.diagnostics.map(\.location.line) == [4])
        #expect(result.dump.elements.map(\.depth) == [0, 2, 3])
        #expect(result.dump.elements.map(\.parent) == [nil, 0, 1])
    }

    @Test func aHostileLineIsReadInLinearTime() {
        // 20,000 `', '` pairs inside one label: the closing quote is found in one backward pass.
        let label = String(repeating: "a', 'b", count: 20_000)
        let element = DumpTest.parse(DumpTest.dump(["    StaticText, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: '\(label)'"]))
        #expect(element.diagnostics.isEmpty)
        #expect(element.dump.elements.last?.label == label)
    }
}
