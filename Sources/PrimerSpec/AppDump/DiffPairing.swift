/// A line diff read as pairs: lines that match, lines that changed (a removed line paired with the
/// inserted line in its place, in order), and lines only on one side.
struct DiffPairing: Sendable {
    /// Expected and actual indices of equal lines.
    var same: [(expected: Int, actual: Int)] = []
    /// Expected and actual indices of a changed line.
    var changed: [(expected: Int, actual: Int)] = []
    /// Expected lines with no counterpart.
    var removed: [Int] = []
    /// Actual lines with no counterpart, each with the expected line before it, if any.
    var inserted: [(actual: Int, after: Int?)] = []

    /// Reads a diff: inside each run of changes, removed and inserted lines pair up in order.
    init(_ diff: LineDiff) {
        let changes = diff.changes
        var index = 0
        var lastExpected: Int?
        while index < changes.count {
            if case .same(let expected, let actual) = changes[index] {
                same.append((expected, actual))
                lastExpected = expected
                index += 1
                continue
            }
            var removedRun: [Int] = []
            var insertedRun: [Int] = []
            while index < changes.count, case .removed(let at) = changes[index] { removedRun.append(at); index += 1 }
            while index < changes.count, case .inserted(let at) = changes[index] { insertedRun.append(at); index += 1 }
            let paired = min(removedRun.count, insertedRun.count)
            for offset in 0..<paired { changed.append((removedRun[offset], insertedRun[offset])) }
            removed += removedRun.dropFirst(paired)
            let anchor = removedRun.last ?? lastExpected
            inserted += insertedRun.dropFirst(paired).map { ($0, anchor) }
            lastExpected = removedRun.last ?? lastExpected
        }
    }

    /// The expected line each actual line stands for (equal or changed).
    var expectedForActual: [Int: Int] {
        var result: [Int: Int] = [:]
        for pair in same + changed { result[pair.actual] = pair.expected }
        return result
    }
}
