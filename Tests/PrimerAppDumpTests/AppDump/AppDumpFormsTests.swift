import Foundation
@testable import PrimerAppDump
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The forms a dump arrives in: Xcode 26's lines (no address, `{x, y, width, height}`, the frame
/// after the attributes), a dump printed from an optional (`Optional(…)`), the ASCII `->` marker;
/// and the forms XCUITest does not write (an indented paste, a `...` elision, a subtree without its
/// headers, test log lines inside the dump), each refused with a message that says what it is.
@Suite("App dump: the forms XCUITest writes")
struct AppDumpFormsTests {
    static let flat = DumpFrame(x: 24, y: 702, width: 345, height: 54)

    static let lines: [AppDumpParserTests.LineCase] = [
        AppDumpParserTests.element("Button, label: 'Continue', {24.0, 702.0, 345.0, 54.0}", type: "Button", address: nil,
                                   frame: flat, label: "Continue"),
        AppDumpParserTests.element("NavigationBar, identifier: 'Settings', {0.0, 62.0, 402.0, 106.0}", type: "NavigationBar",
                                   address: nil, frame: DumpFrame(x: 0, y: 62, width: 402, height: 106),
                                   identifier: "Settings"),
        AppDumpParserTests.element("Button, identifier: 'primer.continue', label: 'Continue', {24.0, 702.0, 345.0, 54.0}, Selected",
                                   type: "Button", address: nil, frame: flat, identifier: "primer.continue",
                                   label: "Continue", flags: ["Selected"]),
        AppDumpParserTests.element("Switch, label: 'Push', value: 1, {16.0, 166.5, 343.0, 52.5}", type: "Switch", address: nil,
                                   frame: DumpFrame(x: 16, y: 166.5, width: 343, height: 52.5), label: "Push", value: "1"),
        // No address, the frame before the attributes (a form between the two).
        AppDumpParserTests.element("SearchField, {{17.0, 583.0}, {346.0, 38.0}}, placeholderValue: 'Search'",
                                   type: "SearchField", address: nil,
                                   frame: DumpFrame(x: 17, y: 583, width: 346, height: 38), placeholder: "Search"),
        // A frame-like text inside a label stays in the label.
        AppDumpParserTests.element("StaticText, label: 'at {1.0, 2.0, 3.0, 4.0}', {0.0, 0.0, 10.0, 10.0}", type: "StaticText",
                                   address: nil, frame: DumpFrame(x: 0, y: 0, width: 10, height: 10),
                                   label: "at {1.0, 2.0, 3.0, 4.0}"),
    ]

    @Test(arguments: lines)
    func xcode26Lines(_ testCase: AppDumpParserTests.LineCase) throws {
        let result = DumpTest.parse(DumpTest.dump(["    " + testCase.line]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))")
        #expect(result.dump.elements.last == testCase.element)
    }

    /// An Xcode 26 dump: `Attributes:` without an address, the subtree's application without a pid.
    static let xcode26 = """
        Attributes: Application, pid: 7, label: 'App'
        Element subtree:
         →Application, label: 'App'
            Window (Main), {0.0, 0.0, 393.0, 852.0}
              Button, identifier: 'go', label: 'Go', {24.0, 702.0, 345.0, 54.0}
        Path to element:
         →Application, label: 'App'
        Query chain:
         →Find: Target Application 'com.example.App'

        """

    @Test func anXcode26DumpReadsWhole() throws {
        let result = DumpTest.parse(Self.xcode26)
        #expect(result.diagnostics.isEmpty)
        let dump = result.dump
        #expect(dump.attributes?.processID == 7)
        #expect(dump.elements.map(\.type) == ["Application", "Window", "Button"])
        #expect(dump.elements.map(\.depth) == [0, 1, 2])
        #expect(dump.elements.map(\.parent) == [nil, 0, 1])
        #expect(dump.elements.map(\.frame) == [nil, DumpFrame(x: 0, y: 0, width: 393, height: 852), Self.flat])
        #expect(dump.targetApplication == "com.example.App")
    }

    @Test func aDumpPrintedFromAnOptionalReadsWithItsColumns() throws {
        let text = "Optional(" + DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'"]) + ")\n"
        let result = DumpTest.parse(text)
        #expect(result.diagnostics.isEmpty)
        let attributes = try #require(result.dump.attributes)
        // `Attributes: ` is written from column 10, after `Optional(`: the element starts at column 22.
        #expect(attributes.range.lowerBound == SpecTest.location("1:22", file: DumpTest.path))
        #expect(attributes.label == "App")
        #expect(result.dump.elements.map(\.label) == ["App", "A"])
        #expect(result.dump.queryChain == [" →Find: Target Application 'com.example.App'"])
    }

    @Test func theASCIIMarkerReadsAsTheArrow() throws {
        let text = DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'"])
            .replacingOccurrences(of: "→", with: "->")
        let result = DumpTest.parse(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.dump.elements.map(\.depth) == [0, 1])
        #expect(result.dump.elements.map(\.isMarked) == [true, false])
        #expect(result.dump.elements.first?.range.lowerBound == SpecTest.location("3:4", file: DumpTest.path))
    }

    @Test func theTestLogAfterTheQueryChainIsSkipped() {
        let result = DumpTest.parse(DumpTest.dump([]) + "    t =   111.02s Tear Down\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.dump.queryChain == [" →Find: Target Application 'com.example.App'"])
    }

    @Test func aSubtreeWithAnASCIIMarkerAndNoHeadersIsNamed() {
        #expect(DumpTest.parse(" ->Application, pid: 7\n").diagnostics == [DumpTest.error(
            "1:2-1:23", "the text starts with an element line, '->Application, pid: 7', with no 'Attributes:' or "
                + "'Element subtree:' above it: a part of a dump, not the whole; expected the whole of "
                + "XCUIApplication().debugDescription, from its 'Attributes:' line (see Docs/AppDumps.md)",
            offending: "->Application, pid: 7")])
    }

    static let refused: [AppDumpParserTests.ErrorCase] = [
        .init("an indented paste", "t =   1.00s Requesting snapshot\n" + DumpTest.dump([]).split(separator: "\n")
                .map { "     " + $0 }.joined(separator: "\n") + "\n", [DumpTest.error(
            "2:6-2:56", "the dump is indented by 5 spaces: 'Attributes: Application, 0x1, pid: 7, l…' starts at column "
                + "6, and XCUITest writes its headers at the start of the line (a dump pasted into a comment or quoted "
                + "from a log keeps the indent); expected the dump as XCUIApplication().debugDescription gives it, "
                + "without the indent (see Docs/AppDumps.md)",
            offending: "Attributes: Application, 0x1, pid: 7, label: 'App'")]),
        .init("a test log line inside the subtree", DumpTest.dump([
            "    t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 7",
            "    Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'A'"]), [DumpTest.error(
            "4:5-4:8", "a test log line ('t = …') inside the dump: the dump was copied out of the test's log with the "
                + "log's own lines between its lines; expected the dump's lines alone: write "
                + "XCUIApplication().debugDescription to a file or an attachment from the UI test (see Docs/AppDumps.md)",
            offending: "t =")]),
        .init("a '...' elision", DumpTest.dump(["    Window, 0x2, {{0.0, 0.0}, {1.0, 1.0}}", "      ...",
                                                "          Button, 0x3, {{0.0, 0.0}, {1.0, 1.0}}"]), [DumpTest.error(
            "5:7-5:10", "'...' stands for lines left out of the dump: XCUITest writes every element, and what VoiceOver "
                + "reads cannot be told from a shortened dump; expected the whole element subtree, as "
                + "XCUIApplication().debugDescription gives it", offending: "...")]),
        .init("a subtree without its headers", " →Application, 0x1, pid: 7, title: 'App'\n    Group, 0x2\n", [DumpTest.error(
            "1:2-1:41", "the text starts with an element line, '→Application, 0x1, pid: 7, title: 'App'', with no "
                + "'Attributes:' or 'Element subtree:' above it: a part of a dump, not the whole; expected the whole of "
                + "XCUIApplication().debugDescription, from its 'Attributes:' line (see Docs/AppDumps.md)",
            offending: "→Application, 0x1, pid: 7, title: 'App'")]),
        .init("the quoted form of an optional", "\"Optional(Attributes: Application, 0x1)\\n\"\n", [DumpTest.error(
            "1:1-1:13", "the dump is in the debugger's quoted form (\"Attributes: …\\n…\", as `po` prints it); expected "
                + "the text itself: write XCUIApplication().debugDescription to the file from the UI test "
                + "(see Docs/AppDumps.md)", offending: "\"Optional(At")]),
        .init("an Optional( never closed", "Optional(" + DumpTest.dump([]), [DumpTest.error(
            "1:1-1:10", "'Optional(' is never closed; expected the ')' line that ends a dump printed from an optional",
            offending: "Optional(")]),
        .init("text after the Optional's ')'", "Optional(" + DumpTest.dump([]) + ")\nAttributes: again\n", [DumpTest.error(
            "9:1-9:18", "unexpected 'Attributes: again' after the ')' that closes 'Optional('; expected the end of the "
                + "file: one dump a file", offending: "Attributes: again")]),
        .init("two frames", DumpTest.dump(["    Button, {{0.0, 0.0}, {1.0, 1.0}}, label: 'A', {0.0, 0.0, 1.0, 1.0}"]),
              [DumpTest.error("4:51-4:71", "a second frame '{0.0, 0.0, 1.0, 1.0}'; expected one frame an element",
                              offending: "{0.0, 0.0, 1.0, 1.0}")]),
        .init("a malformed Xcode 26 frame", DumpTest.dump(["    Button, {0.0, 0.0, 1.0}"]), [DumpTest.error(
            "4:13-4:28", "malformed frame '{0.0, 0.0, 1.0}'; expected {{x, y}, {width, height}} (or, from Xcode 26, "
                + "{x, y, width, height}), numbers in points, width and height not negative",
            offending: "{0.0, 0.0, 1.0}")]),
        .init("a line over the limit", DumpTest.dump(["    StaticText, label: '" + String(repeating: "a", count: 1 << 18) + "'"]),
              [DumpTest.error("4:1-4:2", "the line is 262169 bytes long, more than the 262144 a dump line may have; "
                                + "expected a dump as XCUITest writes it, one element a line (XCTest cuts long values "
                                + "with '...')", offending: nil)]),
    ]

    @Test(arguments: refused)
    func formsXCUITestDoesNotWriteAreNamed(_ testCase: AppDumpParserTests.ErrorCase) {
        #expect(AppDumpParser.parse(testCase.bytes, path: DumpTest.path).diagnostics == testCase.diagnostics)
    }

    @Test func anOffendingTextIsCutAndItsInvisibleCharactersShown() throws {
        let label = String(repeating: "\u{0}", count: 3) + String(repeating: "x", count: 5_000)
        let result = DumpTest.parse(DumpTest.dump(["    Button, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: '\(label)"]))
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.message == "the value of 'label' has no closing quote; expected label: 'TEXT' followed by ', ' or "
                + "the end of the line")
        #expect(error.offendingText == TextExcerpt.shown("label: '" + label))
        #expect((error.offendingText ?? "").count < 1_100)
    }
}
