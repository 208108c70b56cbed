/// How VoiceOver reads an element made with `accessibilityElement(children: .combine)`: the labels
/// of its children, in order, joined with a comma and a space; a child with nothing to say (an
/// empty text, a hidden symbol) adds nothing.
public enum CombinedLabel {
    /// What SwiftUI's `.combine` puts between two children's labels.
    public static let separator = ", "

    /// The children's labels joined as `.combine` joins them.
    public static func join(_ labels: [String], separator: String = CombinedLabel.separator) -> String {
        labels.filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// ``join(_:separator:)`` of two labels, without the arrays: the one that is not empty, or both
    /// with the separator between them, written into one string.
    public static func join(_ first: String, _ second: String, separator: String = CombinedLabel.separator) -> String {
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        var label = ""
        label.reserveCapacity(first.utf8.count + separator.utf8.count + second.utf8.count)
        label += first
        label += separator
        label += second
        return label
    }
}
