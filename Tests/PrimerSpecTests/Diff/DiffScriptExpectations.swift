@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What every diff must be, checked the same way by the small random diffs and the linear-space ones.
enum DiffScriptExpectations {
    /// A valid edit script (its `.same` pairs are equal lines, and replaying it gives back both sides)
    /// that is also a shortest one (its edits are what the longest common subsequence leaves).
    static func expectValidAndMinimal(_ diff: LineDiff, expected: [String], actual: [String],
                                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var rebuiltExpected: [String] = []
        var rebuiltActual: [String] = []
        for change in diff.changes {
            switch change {
            case .same(let e, let a):
                #expect(expected[e] == actual[a], sourceLocation: sourceLocation)
                rebuiltExpected.append(expected[e])
                rebuiltActual.append(actual[a])
            case .removed(let e): rebuiltExpected.append(expected[e])
            case .inserted(let a): rebuiltActual.append(actual[a])
            }
        }
        #expect(rebuiltExpected == expected, sourceLocation: sourceLocation)
        #expect(rebuiltActual == actual, sourceLocation: sourceLocation)
        #expect(diff.editCount == expected.count + actual.count - 2 * lcsLength(expected, actual),
                sourceLocation: sourceLocation)
    }

    /// The length of the longest common subsequence, by dynamic programming over two rows: the
    /// reference a minimal diff is held against.
    static func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            var current = [Int](repeating: 0, count: b.count + 1)
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                current[j] = a[i] == b[j] ? previous[j + 1] + 1 : max(previous[j], current[j + 1])
            }
            previous = current
        }
        return previous[0]
    }
}
