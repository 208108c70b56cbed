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
}
