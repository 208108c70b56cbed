/// "Did you mean …?" suggestions based on the Levenshtein edit distance.
///
/// Comparison is case-insensitive and counts characters (grapheme clusters). A candidate is
/// suggested only when it is within ``maximumDistance(for:)`` edits of the word; among
/// equally close candidates the first one given wins, so results are deterministic.
public enum Suggestion {
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

    /// The case-insensitive Levenshtein distance between two strings, in characters.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let source = Array(lhs.lowercased())
        let target = Array(rhs.lowercased())
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for (row, sourceCharacter) in source.enumerated() {
            current[0] = row + 1
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }

    /// ` (did you mean 'candidate'?)` for the closest candidate, or an empty string.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let candidate = closest(to: word, among: candidates) else {
            return ""
        }
        return " (did you mean '\(candidate)'?)"
    }
}
