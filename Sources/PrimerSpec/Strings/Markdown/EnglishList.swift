/// Joins words as an English list: `a`, `a and b`, `a, b and c`.
package enum EnglishList {
    /// The words joined with commas and a final `and`.
    package static func join(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }
}
