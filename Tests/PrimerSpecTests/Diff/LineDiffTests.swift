@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The edit scripts `LineDiff` computes: minimal, with removals before insertions.
struct LineDiffTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expected: [String]
        var actual: [String]
        var changes: [LineDiff.Change]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "both empty", expected: [], actual: [], changes: []),
        Case(name: "expected empty", expected: [], actual: ["a", "b"], changes: [.inserted(actual: 0), .inserted(actual: 1)]),
        Case(name: "actual empty", expected: ["a", "b"], actual: [], changes: [.removed(expected: 0), .removed(expected: 1)]),
        Case(
            name: "all equal",
            expected: ["a", "b"],
            actual: ["a", "b"],
            changes: [.same(expected: 0, actual: 0), .same(expected: 1, actual: 1)]
        ),
        Case(
            name: "changed line",
            expected: ["a", "b", "c"],
            actual: ["a", "B", "c"],
            changes: [.same(expected: 0, actual: 0), .removed(expected: 1), .inserted(actual: 1), .same(expected: 2, actual: 2)]
        ),
        Case(
            name: "missing line",
            expected: ["a", "b", "c"],
            actual: ["a", "c"],
            changes: [.same(expected: 0, actual: 0), .removed(expected: 1), .same(expected: 2, actual: 1)]
        ),
        Case(
            name: "extra line",
            expected: ["a", "c"],
            actual: ["a", "b", "c"],
            changes: [.same(expected: 0, actual: 0), .inserted(actual: 1), .same(expected: 1, actual: 2)]
        ),
        Case(
            name: "two changed lines group removals first",
            expected: ["a", "b", "c", "d"],
            actual: ["a", "B", "C", "d"],
            changes: [
                .same(expected: 0, actual: 0), .removed(expected: 1), .removed(expected: 2),
                .inserted(actual: 1), .inserted(actual: 2), .same(expected: 3, actual: 3),
            ]
        ),
        Case(
            name: "moved last line to the front",
            expected: ["a", "b", "c"],
            actual: ["c", "a", "b"],
            changes: [.inserted(actual: 0), .same(expected: 0, actual: 1), .same(expected: 1, actual: 2), .removed(expected: 2)]
        ),
    ]

    @Test(arguments: cases)
    func computesTheEditScript(_ testCase: Case) {
        let diff = LineDiff(expected: testCase.expected, actual: testCase.actual)
        #expect(diff.changes == testCase.changes)
    }

    /// The letters each side's lines are drawn from: the same, or sides that share only some lines
    /// (the diff numbers the shorter side's lines only, and a longer side's line absent there matches nothing).
    static let alphabets: [(expected: [String], actual: [String])] = [
        (["a", "b", "c", "d"], ["a", "b", "c", "d"]),
        (["a", "b", "c", "d"], ["a", "b"]),
        (["c"], ["a", "b", "c", "d"]),
        (["a", "b"], ["c", "d"]),
    ]

    @Test(arguments: alphabets)
    func randomDiffsAreValidAndMinimal(_ alphabet: (expected: [String], actual: [String])) {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let expected = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                alphabet.expected.randomElement(using: &generator) ?? "a"
            }
            let actual = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                alphabet.actual.randomElement(using: &generator) ?? "a"
            }
            DiffScriptExpectations.expectValidAndMinimal(LineDiff(expected: expected, actual: actual),
                                                          expected: expected, actual: actual)
        }
    }
}
