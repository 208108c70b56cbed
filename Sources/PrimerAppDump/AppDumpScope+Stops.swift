import PrimerModel
import PrimerSyntax

/// What a scope selects of a dump.
extension AppDumpScope {
    /// The stops of the block, in the dump's order, or why the scope finds none.
    package func stops(in dump: AppDump) -> Result<[DumpStop], AppDumpScopeProblem> {
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
package struct AppDumpScopeProblem: Error, Hashable, Sendable {
    /// What is wrong.
    package var message: String
    /// What was expected instead.
    package var expected: String
    /// Where in the dump (its first line when nothing is more to the point).
    package var location: SourceLocation

    /// Creates a problem.
    package init(message: String, expected: String, location: SourceLocation) {
        self.message = message
        self.expected = expected
        self.location = location
    }
}
