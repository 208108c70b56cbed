/// A minimal line-by-line diff of expected lines against actual lines (Myers' algorithm).
///
/// The result is a shortest edit script. It is deterministic: inside each run of changes all
/// removed lines come before the inserted ones, each group in source order, so a changed line
/// shows as `−old` then `+new`.
public struct LineDiff: Hashable, Sendable {
    /// One step of the diff, with the indices (0-based) of the lines it refers to.
    public enum Change: Hashable, Sendable {
        /// `expected[expected]` equals `actual[actual]`.
        case same(expected: Int, actual: Int)
        /// `expected[expected]` is missing from the actual lines.
        case removed(expected: Int)
        /// `actual[actual]` is not in the expected lines.
        case inserted(actual: Int)

        /// Whether the step is ``same(expected:actual:)``.
        public var isSame: Bool {
            if case .same = self { true } else { false }
        }
    }

    /// The expected lines (for example a spec section's body).
    public var expected: [String]
    /// The actual lines (for example what the builder produced).
    public var actual: [String]
    /// The edit script turning ``expected`` into ``actual``.
    public var changes: [Change]

    /// Computes the diff of `expected` against `actual`.
    public init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
        self.changes = Self.normalized(Self.myers(expected, actual))
    }

    /// Whether any line differs.
    public var hasDifferences: Bool {
        changes.contains { !$0.isSame }
    }

    /// The number of removed plus inserted lines.
    public var editCount: Int {
        changes.filter { !$0.isSame }.count
    }

    /// Myers' O((N+M)·D) shortest edit script, recovered from the saved frontiers.
    private static func myers(_ a: [String], _ b: [String]) -> [Change] {
        let n = a.count
        let m = b.count
        let limit = n + m
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var distance = 0
        search: for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1]
                    : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    distance = d
                    break search
                }
            }
        }
        var changes: [Change] = []
        var x = n
        var y = m
        for d in stride(from: distance, through: 0, by: -1) {
            let saved = trace[d]
            let k = x - y
            let previousK =
                (k == -d || (k != d && saved[offset + k - 1] < saved[offset + k + 1])) ? k + 1 : k - 1
            let previousX = saved[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                changes.append(.same(expected: x - 1, actual: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX, y > 0 {
                    changes.append(.inserted(actual: y - 1))
                } else if x > 0 {
                    changes.append(.removed(expected: x - 1))
                }
            }
            x = previousX
            y = previousY
        }
        return changes.reversed()
    }

    /// Reorders each run of changes so removals come before insertions.
    private static func normalized(_ changes: [Change]) -> [Change] {
        var result: [Change] = []
        var removed: [Change] = []
        var inserted: [Change] = []
        func flush() {
            result += removed + inserted
            removed = []
            inserted = []
        }
        for change in changes {
            switch change {
            case .same:
                flush()
                result.append(change)
            case .removed: removed.append(change)
            case .inserted: inserted.append(change)
            }
        }
        flush()
        return result
    }
}
