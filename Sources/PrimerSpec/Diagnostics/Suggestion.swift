/// "Did you mean …?" suggestions based on the Levenshtein edit distance (with adjacent swaps).
///
/// Comparison is case-insensitive and counts characters (grapheme clusters). A candidate is
/// suggested only when it is within ``maximumDistance(for:)`` edits of the word; among
/// equally close candidates the first one given wins, so results are deterministic.
public enum Suggestion: Sendable {
    /// The candidate closest to `word`, or `nil` when none is close enough.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = maximumDistance(for: word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            guard distance <= limit else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The largest edit distance still worth suggesting for `word`: `max(1, length / 3)`.
    public static func maximumDistance(for word: String) -> Int {
        max(1, word.count / 3)
    }

    /// The case-insensitive edit distance between two strings, in characters: the
    /// Levenshtein distance where swapping two adjacent characters also counts as one edit
    /// (the "optimal string alignment" distance), so `titel` is one edit from `title`.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let source = Array(lhs.lowercased())
        let target = Array(rhs.lowercased())
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        // rows[i][j]: distance between the first i characters of source and the first j of target.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for i in 0...source.count { rows[i][0] = i }
        for j in 0...target.count { rows[0][j] = j }
        for i in 1...source.count {
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var best = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    best = min(best, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = best
            }
        }
        return rows[source.count][target.count]
    }

    /// `unknown WHAT 'value'; expected one of A, B, C (did you mean 'B'?)`: the one wording of an
    /// unknown name, shared by spec diagnostics and command-line errors.
    public static func unknownMessage(_ what: String, value: String, validValues: [String]) -> String {
        "unknown \(what) '\(value)'; expected one of \(validValues.joined(separator: ", "))"
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
