import PrimerModel

/// "Did you mean …?" suggestions based on the Levenshtein edit distance (with adjacent swaps).
///
/// Comparison is case-insensitive and counts characters (grapheme clusters). A candidate is
/// suggested only when it is within ``maximumDistance(for:)`` edits of the word; among
/// equally close candidates the first one given wins, so results are deterministic.
public enum Suggestion: Sendable {
    /// The candidate closest to `word`, or `nil` when none is close enough.
    ///
    /// Only candidates of plausible length are compared: the edit distance is at least the difference
    /// in length, so a candidate whose length differs by more than ``maximumDistance(for:)`` is
    /// skipped unseen. The work is therefore linear in the word's length (to count it) plus at most
    /// the square of each candidate's, however long the word.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        var work = 0
        return closest(to: word, among: candidates, work: &work)
    }

    /// ``closest(to:among:)``, adding to `work` the number of distance-table cells it filled.
    static func closest(to word: String, among candidates: some Sequence<String>, work: inout Int) -> String? {
        let length = word.count
        let limit = maximumDistance(forLength: length)
        var source: [Character]?
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased())
            guard abs(target.count - length) <= limit else { continue }
            let lowered = source ?? Array(word.lowercased())
            source = lowered
            let distance = editDistance(lowered, target, work: &work)
            guard distance <= limit else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The largest edit distance still worth suggesting for `word`: `max(1, length / 3)`.
    public static func maximumDistance(for word: String) -> Int {
        maximumDistance(forLength: word.count)
    }

    private static func maximumDistance(forLength length: Int) -> Int {
        max(1, length / 3)
    }

    /// The case-insensitive edit distance between two strings, in characters: the
    /// Levenshtein distance where swapping two adjacent characters also counts as one edit
    /// (the "optimal string alignment" distance), so `titel` is one edit from `title`.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        var work = 0
        return editDistance(Array(lhs.lowercased()), Array(rhs.lowercased()), work: &work)
    }

    /// The distance of two lowercased character arrays, keeping three rows of the table.
    private static func editDistance(_ source: [Character], _ target: [Character], work: inout Int) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        // previous2, previous, current: rows i-2, i-1 and i of the table, where entry j is the
        // distance between the first i characters of source and the first j of target.
        var previous2 = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            work += target.count
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[target.count]
    }

    /// `unknown WHAT 'value'; expected one of A, B, C (did you mean 'B'?)`: the one wording of an
    /// unknown name, shared by spec diagnostics and command-line errors.
    public static func unknownMessage(_ what: String, value: String, validValues: [String]) -> String {
        "unknown \(what) '\(TextExcerpt.shown(value, limit: TextExcerpt.wordLimit))'; expected one of \(validValues.joined(separator: ", "))"
            + didYouMean(value, among: validValues)
    }

    /// ` (did you mean 'candidate'?)` for the closest candidate, or an empty string.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let candidate = closest(to: word, among: candidates) else {
            return ""
        }
        return " (did you mean '\(candidate)'?)"
    }
}
