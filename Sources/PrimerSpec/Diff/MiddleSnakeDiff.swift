import PrimerMotion

/// Myers' O((N+M)·D) difference algorithm in linear space: find the middle snake of the shortest
/// edit script, split the problem there and diff both halves (Myers 1986, "An O(ND) Difference
/// Algorithm and Its Variations", section 4b).
///
/// The work is bounded: every diagonal step and every line comparison counts against
/// ``LineDiff/workBudget``. When the budget runs out, each part still to be diffed becomes a plain
/// "remove these lines, insert those" (after its common first and last lines), so a diff of two
/// very different long bodies costs time linear in their length plus the budget, never N·M.
/// Memory is linear: two frontiers of N+M+2 entries for the part being split, and the result.
struct MiddleSnakeDiff {
    /// What the diff cost: work done and the most frontier entries held at once.
    struct Cost: Hashable, Sendable {
        /// Diagonal steps plus line comparisons.
        var work = 0
        /// The largest number of frontier entries allocated at one time.
        var peakFrontierEntries = 0
        /// Whether the budget ran out, so part of the script is a plain replacement, not a shortest one.
        var exhaustedBudget = false
    }

    private let a: [Int]
    private let b: [Int]
    private let budget: Int
    private(set) var cost = Cost()
    private(set) var changes: [LineDiff.Change] = []

    /// Diffs `expected` against `actual`, spending at most about `budget` units of work on alignment.
    init(expected: [String], actual: [String], budget: Int) {
        // Compare small integers, not strings: each distinct line of the shorter side gets a number
        // once, and a line of the longer side takes the number of its equal there, or -1 when it has
        // none. Lines are only ever compared across the sides, so -1 matches nothing, and the table
        // grows with the shorter side (a body of a million lines against three generated ones holds three).
        var numbers: [LineKey: Int] = [:]
        let expectedIsShorter = expected.count <= actual.count
        numbers.reserveCapacity(expectedIsShorter ? expected.count : actual.count)
        func number(_ line: String) -> Int {
            let key = LineKey(line)
            if let known = numbers[key] { return known }
            let next = numbers.count
            numbers[key] = next
            return next
        }
        func known(_ line: String) -> Int {
            numbers[LineKey(line)] ?? -1
        }
        if expectedIsShorter {
            a = expected.map(number)
            b = actual.map(known)
        } else {
            b = actual.map(number)
            a = expected.map(known)
        }
        self.budget = budget
        changes.reserveCapacity(a.count + b.count)
        run()
    }

    /// The edit script, handed over: the diff keeps none of it, so the caller's copy is its only one.
    mutating func takeChanges() -> [LineDiff.Change] {
        defer { changes = [] }
        return changes
    }

    /// How lines are told apart: by canonical equivalence, as `==` on strings does, unless a line holds
    /// more than 30 combining marks in a row (Unicode's stream-safe limit). Swift would buffer such a
    /// run whole to normalize it (20 bytes a mark), so that line is told apart by its bytes.
    private enum LineKey: Hashable {
        case text(String)
        case bytes([UInt8])

        init(_ line: String) {
            var run = 0
            // Every scalar below U+0300 starts anew (canonical combining class 0): plain text is not looked up.
            for scalar in line.unicodeScalars {
                run = scalar.value < 0x300 || scalar.properties.canonicalCombiningClass == .notReordered ? 0 : run + 1
                if run > 30 {
                    self = .bytes(Array(line.utf8))
                    return
                }
            }
            self = .text(line)
        }
    }

    /// A piece of work on the explicit stack: diff two ranges, or emit unchanged lines.
    private enum Task {
        case diff(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int)
        case same(aStart: Int, bStart: Int, count: Int)
    }

    private mutating func run() {
        // An explicit stack rather than recursion: the left half is finished before the right one.
        var stack: [Task] = [.diff(aLow: 0, aHigh: a.count, bLow: 0, bHigh: b.count)]
        while let task = stack.popLast() {
            switch task {
            case .same(let aStart, let bStart, let count):
                for offset in 0..<count {
                    changes.append(.same(expected: aStart + offset, actual: bStart + offset))
                }
            case .diff(var aLow, var aHigh, var bLow, var bHigh):
                while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
                    changes.append(.same(expected: aLow, actual: bLow))
                    aLow += 1
                    bLow += 1
                    cost.work += 1
                }
                var suffix = 0
                while aHigh > aLow, bHigh > bLow, a[aHigh - 1] == b[bHigh - 1] {
                    aHigh -= 1
                    bHigh -= 1
                    suffix += 1
                    cost.work += 1
                }
                if suffix > 0 { stack.append(.same(aStart: aHigh, bStart: bHigh, count: suffix)) }
                if aLow == aHigh || bLow == bHigh {
                    replace(aLow..<aHigh, with: bLow..<bHigh)
                    continue
                }
                switch middleSnake(aLow: aLow, aHigh: aHigh, bLow: bLow, bHigh: bHigh) {
                case .split(let x, let y) where (x, y) != (aLow, bLow) && (x, y) != (aHigh, bHigh):
                    stack.append(.diff(aLow: x, aHigh: aHigh, bLow: y, bHigh: bHigh))
                    stack.append(.diff(aLow: aLow, aHigh: x, bLow: bLow, bHigh: y))
                case .nothingInCommon:
                    replace(aLow..<aHigh, with: bLow..<bHigh)
                case .split, .outOfBudget:
                    // (A split at a corner would not shrink the problem; it does not happen, since the
                    // ranges differ at both ends, but it must not loop.)
                    cost.exhaustedBudget = true
                    replace(aLow..<aHigh, with: bLow..<bHigh)
                }
            }
        }
    }

    private mutating func replace(_ removed: Range<Int>, with inserted: Range<Int>) {
        for index in removed { changes.append(.removed(expected: index)) }
        for index in inserted { changes.append(.inserted(actual: index)) }
    }

    /// What the search for the middle snake found.
    private enum Split {
        /// A point on a shortest edit path, to diff each side of.
        case split(Int, Int)
        /// The paths never met: the ranges have no line in common, so replacing one by the other is
        /// the shortest script (the search covers every edit count up to half their total length).
        case nothingInCommon
        /// The budget ran out first.
        case outOfBudget
    }

    /// A point on a shortest edit path of the two ranges to split at. Both ranges are non-empty and
    /// differ in their first and last lines.
    private mutating func middleSnake(aLow: Int, aHigh: Int, bLow: Int, bHigh: Int) -> Split {
        let n = aHigh - aLow
        let m = bHigh - bLow
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        let length = 2 * maxD + 3
        guard cost.work < budget else { return .outOfBudget }
        cost.peakFrontierEntries = max(cost.peakFrontierEntries, 2 * length)
        // forward[offset + k]: the furthest x on diagonal k reached from the start;
        // backward[offset + k]: the furthest x on diagonal k reached from the end, counted from the end.
        var forward = [Int](repeating: -1, count: length)
        var backward = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let checksForward = delta % 2 != 0
        // Diagonals that ran off the edit graph are not extended again.
        var forwardStart = 0, forwardEnd = 0, backwardStart = 0, backwardEnd = 0
        for d in 0..<maxD {
            if cost.work >= budget { return .outOfBudget }
            var k1 = -d + forwardStart
            while k1 <= d - forwardEnd {
                cost.work += 1
                let index = offset + k1
                var x = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1]))
                    ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k1
                while x < n, y < m, a[aLow + x] == b[bLow + y] {
                    x += 1
                    y += 1
                    cost.work += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if checksForward {
                    let other = offset + delta - k1
                    if other >= 0, other < length, backward[other] != -1, x >= n - backward[other] {
                        return .split(aLow + x, bLow + y)
                    }
                }
                k1 += 2
            }
            var k2 = -d + backwardStart
            while k2 <= d - backwardEnd {
                cost.work += 1
                let index = offset + k2
                var x = (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1]))
                    ? backward[index + 1] : backward[index - 1] + 1
                var y = x - k2
                while x < n, y < m, a[aHigh - x - 1] == b[bHigh - y - 1] {
                    x += 1
                    y += 1
                    cost.work += 1
                }
                backward[index] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !checksForward {
                    let other = offset + delta - k2
                    if other >= 0, other < length, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (other - offset)
                        if forwardX >= n - x {
                            return .split(aLow + forwardX, bLow + forwardY)
                        }
                    }
                }
                k2 += 2
            }
        }
        return .nothingInCommon
    }
}
