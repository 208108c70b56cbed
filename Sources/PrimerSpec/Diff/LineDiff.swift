import Foundation
import PrimerMotion

/// A minimal line-by-line diff of expected lines against actual lines (Myers' algorithm, in linear
/// space).
///
/// The result is a shortest edit script as long as aligning the lines takes at most
/// ``workBudget`` steps; beyond that, the lines still unaligned show as removed and inserted (after
/// their common first and last lines), so time and memory stay linear in the number of lines
/// whatever they hold. It is deterministic: inside each run of changes all removed lines come
/// before the inserted ones, each group in source order, so a changed line shows as `−old` then
/// `+new`.
package struct LineDiff: Hashable, Sendable {
    /// One step of the diff, with the indices (0-based) of the lines it refers to.
    package enum Change: Hashable, Sendable {
        /// `expected[expected]` equals `actual[actual]`.
        case same(expected: Int, actual: Int)
        /// `expected[expected]` is missing from the actual lines.
        case removed(expected: Int)
        /// `actual[actual]` is not in the expected lines.
        case inserted(actual: Int)

        /// Whether the step is ``same(expected:actual:)``.
        package var isSame: Bool {
            if case .same = self { true } else { false }
        }
    }

    /// The expected lines (for example a spec section's body).
    package var expected: [String]
    /// The actual lines (for example what the builder produced).
    package var actual: [String]
    /// The edit script turning ``expected`` into ``actual``.
    package var changes: [Change]

    /// Computes the diff of `expected` against `actual`.
    package init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
        self.changes = Self.unchanged(expected, actual) ?? Self.compute(expected, actual).changes
    }

    /// The script of two bodies whose lines are the same bytes, in the same order (a passing
    /// section): every line unchanged, as ``compute(_:_:budget:)`` gives it (its common start takes
    /// every line), without numbering the lines; nil when any line differs.
    ///
    /// The same bytes make the same line under every way ``MiddleSnakeDiff`` tells lines apart.
    static func unchanged(_ expected: [String], _ actual: [String]) -> [Change]? {
        guard expected.count == actual.count else { return nil }
        for (line, other) in zip(expected, actual) where !sameBytes(line, other) { return nil }
        return expected.indices.map { .same(expected: $0, actual: $0) }
    }

    /// Whether two strings are the same UTF-8 bytes (compared in one go where both are contiguous).
    static func sameBytes(_ line: String, _ other: String) -> Bool {
        guard line.utf8.count == other.utf8.count else { return false }
        let compared = line.utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                guard let base = bytes.baseAddress, let otherBase = otherBytes.baseAddress else { return true }
                return memcmp(base, otherBase, bytes.count) == 0
            }
        }
        return (compared ?? nil) ?? line.utf8.elementsEqual(other.utf8)
    }

    /// Whether any line differs.
    package var hasDifferences: Bool {
        changes.contains { !$0.isSame }
    }

    /// The number of removed plus inserted lines.
    package var editCount: Int {
        changes.filter { !$0.isSame }.count
    }

    /// How much work a diff may spend aligning lines (diagonal steps plus line comparisons) before
    /// it shows what is left as a plain replacement: about 50 ms. Myers' work is about the lines
    /// times the differences, so a body of a thousand lines with a thousand differences, or of ten
    /// thousand with a hundred, stays exact; two unrelated bodies of thousands of lines do not. A choice.
    package static let workBudget = 10_000_000

    /// The edit script and what it cost, with a budget (for tests that count the work).
    static func compute(_ expected: [String], _ actual: [String], budget: Int = workBudget)
        -> (changes: [Change], cost: MiddleSnakeDiff.Cost) {
        var diff = MiddleSnakeDiff(expected: expected, actual: actual, budget: budget)
        var changes = diff.takeChanges()
        normalize(&changes)
        return (changes, diff.cost)
    }

    /// Reorders each run of changes so removals come before insertions, each in its order, in place:
    /// a run's insertions wait in a buffer while its removals move up, so a script of a million
    /// changes is not copied.
    private static func normalize(_ changes: inout [Change]) {
        var inserted: [Change] = []
        var write = 0
        var read = 0
        while read <= changes.count {
            // A run ends at an unchanged line or at the end; every slot before `read` was read, and
            // `write` catches up with `read` at the run's end, so nothing unread is overwritten.
            if read == changes.count || changes[read].isSame {
                for change in inserted {
                    changes[write] = change
                    write += 1
                }
                inserted.removeAll(keepingCapacity: true)
                write = read + 1
                read += 1
                continue
            }
            if case .inserted = changes[read] {
                inserted.append(changes[read])
            } else {
                changes[write] = changes[read]
                write += 1
            }
            read += 1
        }
    }
}
