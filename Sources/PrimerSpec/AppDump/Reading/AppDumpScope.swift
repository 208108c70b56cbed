import PrimerModel

/// Which part of a dump is the block: the rest of the app (navigation bar, tab bar, other cells) is
/// left out of the comparison.
///
/// - `identifier-prefix "P"`: every element whose identifier, or an ancestor's, starts with P;
/// - `container "ID"`: everything inside the first element whose identifier is ID;
/// - `labels "FIRST" "LAST"`: from the first element labelled FIRST to the first after it
///   labelled LAST, both included, in the dump's order;
/// - none: the whole app.
public enum AppDumpScope: Hashable, Sendable, CustomStringConvertible {
    /// Every element VoiceOver stops on in the whole app.
    case wholeApp
    /// Elements whose identifier, or an ancestor's, starts with a prefix.
    case identifierPrefix(String)
    /// Elements inside the first element with an identifier.
    case container(String)
    /// Elements from one label to another, both included.
    case labels(first: String, last: String)

    /// The scope keywords of an `app-dump` section, with the placeholders of their strings.
    public static let keywords: [(word: String, placeholders: [String])] = [
        ("identifier-prefix", ["PREFIX"]), ("container", ["IDENTIFIER"]), ("labels", ["FIRST", "LAST"]),
    ]

    /// The scope of a keyword and its strings, or nil for an unknown keyword or a wrong count.
    public init?(keyword: String, values: [String]) {
        switch (keyword, values.count) {
        case ("identifier-prefix", 1): self = .identifierPrefix(values[0])
        case ("container", 1): self = .container(values[0])
        case ("labels", 2): self = .labels(first: values[0], last: values[1])
        default: return nil
        }
    }

    /// As an `app-dump` header writes it: `container "primer"`, or empty for the whole app.
    public var description: String {
        switch self {
        case .wholeApp: ""
        case .identifierPrefix(let prefix): "identifier-prefix \(StringLiteral.quoted(prefix))"
        case .container(let identifier): "container \(StringLiteral.quoted(identifier))"
        case .labels(let first, let last): "labels \(StringLiteral.quoted(first)) \(StringLiteral.quoted(last))"
        }
    }

    /// The stops of the block, in the dump's order, or why the scope finds none.
    public func stops(in dump: AppDump) -> Result<[DumpStop], AppDumpScopeProblem> {
        let all = DumpStop.all(in: dump)
        switch self {
        case .wholeApp:
            return all.isEmpty ? .failure(problem("the dump holds nothing VoiceOver reads", dump: dump, at: nil,
                                                  expected: "elements with a label or a value")) : .success(all)
        case .identifierPrefix(let prefix):
            let chosen = all.filter { stop in
                dump.ancestry(of: stop.index).contains { dump.elements[$0].identifier?.hasPrefix(prefix) ?? false }
            }
            guard chosen.isEmpty else { return .success(chosen) }
            return .failure(problem("no element VoiceOver reads has an identifier starting \(StringLiteral.quoted(prefix)), "
                                    + "nor is inside one", dump: dump, at: nil,
                                    expected: "an identifier starting \(StringLiteral.quoted(prefix))" + identifiers(in: dump)))
        case .container(let identifier):
            guard let container = dump.elements.firstIndex(where: { $0.identifier == identifier }) else {
                let known = Set(dump.elements.compactMap(\.identifier))
                return .failure(problem("no element has the identifier \(StringLiteral.quoted(identifier))", dump: dump, at: nil,
                                        expected: "an element with identifier: '\(identifier)'" + identifiers(in: dump)
                                            + Suggestion.didYouMean(identifier, among: known.sorted())))
            }
            let inside = all.filter { dump.ancestry(of: $0.index).contains(container) }
            guard inside.isEmpty else { return .success(inside) }
            return .failure(problem("the container \(StringLiteral.quoted(identifier)) holds nothing VoiceOver reads", dump: dump,
                                    at: container, expected: "elements with a label or a value inside it"))
        case .labels(let first, let last):
            guard let start = all.firstIndex(where: { $0.element.label == first }) else {
                return .failure(problem("no element VoiceOver reads has the label \(StringLiteral.quoted(first))", dump: dump,
                                        at: nil, expected: "an element with label: '\(first)'"
                                            + Suggestion.didYouMean(first, among: all.compactMap(\.element.label))))
            }
            guard let end = all[start...].firstIndex(where: { $0.element.label == last }) else {
                return .failure(problem("no element VoiceOver reads after \(StringLiteral.quoted(first)) has the label "
                                        + StringLiteral.quoted(last), dump: dump, at: all[start].index,
                                        expected: "an element with label: '\(last)' at or after line \(all[start].element.line)"
                                            + Suggestion.didYouMean(last, among: all[start...].compactMap(\.element.label))))
            }
            return .success(Array(all[start...end]))
        }
    }

    private func problem(_ message: String, dump: AppDump, at index: Int?, expected: String) -> AppDumpScopeProblem {
        AppDumpScopeProblem(message: message, expected: expected,
                            location: index.map(dump.location(of:)) ?? SourceLocation(file: dump.path, line: 1, column: 1))
    }

    private func identifiers(in dump: AppDump) -> String {
        var seen: [String] = []
        for identifier in dump.elements.compactMap(\.identifier) where !seen.contains(identifier) { seen.append(identifier) }
        guard !seen.isEmpty else { return " (the dump has no identifiers)" }
        let shown = seen.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
        return " (identifiers in the dump: \(shown)\(seen.count > 12 ? ", …" : ""))"
    }
}

/// Why a scope chooses nothing in a dump: the message, what was expected, and where in the dump.
public struct AppDumpScopeProblem: Error, Hashable, Sendable {
    /// What is wrong.
    public var message: String
    /// What was expected instead.
    public var expected: String
    /// Where in the dump (its first line when nothing is more to the point).
    public var location: SourceLocation

    /// Creates a problem.
    public init(message: String, expected: String, location: SourceLocation) {
        self.message = message
        self.expected = expected
        self.location = location
    }
}
