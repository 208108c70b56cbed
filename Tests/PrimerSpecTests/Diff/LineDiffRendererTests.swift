@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// Golden renderings of `LineDiffRenderer`.
struct LineDiffRendererTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expected: [String]
        var actual: [String]
        var lineNumbers: [Int]? = nil
        var context = 3
        var golden: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "changed word",
            expected: ["voiceover ready", "\"Continue. Button.\"", "\"Not now. Button.\""],
            actual: ["voiceover ready", "\"Continue, Button.\"", "\"Not now. Button.\""],
            golden: """
                −expected +actual
                  voiceover ready
                − "Continue. Button."
                + "Continue, Button."
                  "Not now. Button."
                """
        ),
        Case(
            name: "missing line",
            expected: ["a", "b", "c"],
            actual: ["a", "c"],
            golden: """
                −expected +actual
                  a
                − b
                  c
                """
        ),
        Case(
            name: "extra line",
            expected: ["a", "c"],
            actual: ["a", "b", "c"],
            golden: """
                −expected +actual
                  a
                + b
                  c
                """
        ),
        Case(
            name: "reordered lines",
            expected: ["a", "b", "c"],
            actual: ["c", "a", "b"],
            golden: """
                −expected +actual
                + c
                  a
                  b
                − c
                """
        ),
        Case(
            name: "all equal and short",
            expected: ["a", "b", "c"],
            actual: ["a", "b", "c"],
            golden: """
                −expected +actual
                  a
                  b
                  c
                """
        ),
        Case(
            name: "all equal and long",
            expected: ["a", "b", "c", "d"],
            actual: ["a", "b", "c", "d"],
            golden: """
                −expected +actual
                  … (4 unchanged lines)
                """
        ),
        Case(name: "both empty", expected: [], actual: [], golden: "−expected +actual"),
        Case(
            name: "expected empty",
            expected: [],
            actual: ["a", ""],
            golden: """
                −expected +actual
                + a
                +
                """
        ),
        Case(
            name: "actual empty",
            expected: ["a"],
            actual: [],
            golden: """
                −expected +actual
                − a
                """
        ),
        Case(
            name: "long unchanged runs collapse around the change",
            expected: (1...20).map { "line \($0)" },
            actual: (1...20).map { $0 == 10 ? "line ten" : "line \($0)" },
            golden: """
                −expected +actual
                  … (6 unchanged lines)
                  line 7
                  line 8
                  line 9
                − line 10
                + line ten
                  line 11
                  line 12
                  line 13
                  … (7 unchanged lines)
                """
        ),
        Case(
            name: "a short run between changes stays whole",
            expected: ["a", "1", "2", "3", "4", "5", "b"],
            actual: ["A", "1", "2", "3", "4", "5", "B"],
            context: 3,
            golden: """
                −expected +actual
                − a
                + A
                  1
                  2
                  3
                  4
                  5
                − b
                + B
                """
        ),
        Case(
            name: "a long run between changes collapses in the middle",
            expected: ["a", "1", "2", "3", "4", "5", "b"],
            actual: ["A", "1", "2", "3", "4", "5", "B"],
            context: 1,
            golden: """
                −expected +actual
                − a
                + A
                  1
                  … (3 unchanged lines)
                  5
                − b
                + B
                """
        ),
        Case(
            name: "line numbers in the gutter for expected lines",
            expected: ["voiceover ready", "  \"Continue. Button.\"", "  \"Not now. Button.\""],
            actual: ["voiceover ready", "  \"Continue. Button.\"", "    hint \"Asks iOS.\"", "  \"Not now.\""],
            lineNumbers: [8, 9, 10],
            golden: """
                −expected +actual
                   8 │ voiceover ready
                   9 │   "Continue. Button."
                − 10 │   "Not now. Button."
                +    │     hint "Asks iOS."
                +    │   "Not now."
                """
        ),
        Case(
            name: "line numbers with a collapsed run",
            expected: ["a", "b", "c", "d", "e", "f"],
            actual: ["a", "b", "c", "d", "e", "F"],
            lineNumbers: [7, 8, 9, 10, 11, 12],
            context: 2,
            golden: """
                −expected +actual
                     │ … (3 unchanged lines)
                  10 │ d
                  11 │ e
                − 12 │ f
                +    │ F
                """
        ),
        Case(
            name: "a single hidden line is named in the singular",
            expected: ["a", "b", "c"],
            actual: ["a", "b", "C"],
            context: 1,
            golden: """
                −expected +actual
                  … (1 unchanged line)
                  b
                − c
                + C
                """
        ),
    ]

    @Test(arguments: cases)
    func rendersGolden(_ testCase: Case) {
        let diff = LineDiff(expected: testCase.expected, actual: testCase.actual)
        let rendered = LineDiffRenderer(context: testCase.context).render(diff, expectedLineNumbers: testCase.lineNumbers)
        #expect(rendered == testCase.golden)
    }

    @Test func colourWrapsChangedLinesAndLegendOnly() {
        let diff = LineDiff(expected: ["a", "b"], actual: ["a", "c"])
        let rendered = LineDiffRenderer(usesColor: true).render(diff)
        let red = "\u{1B}[31m"
        let green = "\u{1B}[32m"
        let reset = "\u{1B}[0m"
        #expect(
            rendered == """
                \(red)−expected\(reset) \(green)+actual\(reset)
                  a
                \(red)− b\(reset)
                \(green)+ c\(reset)
                """
        )
    }

    @Test func colourIsOffByDefault() {
        let rendered = LineDiffRenderer().render(LineDiff(expected: ["a"], actual: ["b"]))
        #expect(!rendered.contains("\u{1B}"))
    }
}
