import PrimerModel

/// Which part of a dump is the block: the rest of the app (navigation bar, tab bar, other cells) is
/// left out of the comparison.
///
/// - `identifier-prefix "P"`: every element whose identifier, or an ancestor's, starts with P;
/// - `container "ID"`: everything inside the first element whose identifier is ID;
/// - `labels "FIRST" "LAST"`: from the first element labelled FIRST to the first after it
///   labelled LAST, both included, in the dump's order;
/// - none: the whole app.
package enum AppDumpScope: Hashable, Sendable, CustomStringConvertible {
    /// Every element VoiceOver stops on in the whole app.
    case wholeApp
    /// Elements whose identifier, or an ancestor's, starts with a prefix.
    case identifierPrefix(String)
    /// Elements inside the first element with an identifier.
    case container(String)
    /// Elements from one label to another, both included.
    case labels(first: String, last: String)

    /// The scope keywords of an `app-dump` section, with the placeholders of their strings.
    package static let keywords: [(word: String, placeholders: [String])] = [
        ("identifier-prefix", ["PREFIX"]), ("container", ["IDENTIFIER"]), ("labels", ["FIRST", "LAST"]),
    ]

    /// The scope of a keyword and its strings, or nil for an unknown keyword or a wrong count.
    package init?(keyword: String, values: [String]) {
        switch (keyword, values.count) {
        case ("identifier-prefix", 1): self = .identifierPrefix(values[0])
        case ("container", 1): self = .container(values[0])
        case ("labels", 2): self = .labels(first: values[0], last: values[1])
        default: return nil
        }
    }

    /// As an `app-dump` header writes it: `container "primer"`, or empty for the whole app.
    package var description: String {
        switch self {
        case .wholeApp: ""
        case .identifierPrefix(let prefix): "identifier-prefix \(StringLiteral.quoted(prefix))"
        case .container(let identifier): "container \(StringLiteral.quoted(identifier))"
        case .labels(let first, let last): "labels \(StringLiteral.quoted(first)) \(StringLiteral.quoted(last))"
        }
    }
}
