@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Rendering, ordering and suggestions of the shared diagnostic types.
struct DiagnosticTests {
    @Test func rendersHeadlineAndNotes() {
        let diagnostic = Finding.error(
            "unknown state 'grantd'; expected one of ready, requesting, granted, limited, denied, failed (did you mean 'granted'?)",
            at: SourceRange(
                lowerBound: PrimerSyntax.SourceLocation(file: "Specs/a.primerspec", line: 3, column: 11),
                upperBound: PrimerSyntax.SourceLocation(file: "Specs/a.primerspec", line: 3, column: 17)
            ),
            offendingText: "grantd",
            expected: "one of ready, requesting, granted, limited, denied, failed",
            notes: [
                Finding.Note("states are declared by the model", at: PrimerSyntax.SourceLocation(file: "Specs/a.primerspec", line: 1, column: 8)),
                Finding.Note("no location"),
            ]
        )
        #expect(
            diagnostic.rendered == """
                Specs/a.primerspec:3:11: error: unknown state 'grantd'; expected one of ready, requesting, granted, limited, denied, failed (did you mean 'granted'?)
                Specs/a.primerspec:1:8: note: states are declared by the model
                note: no location
                """
        )
        #expect(diagnostic.description == diagnostic.rendered)
        #expect(diagnostic.range.description == "Specs/a.primerspec:3:11-3:17")
    }

    @Test func locationsOrderByFileLineAndColumn() {
        let locations = [("b", 1, 1), ("a", 2, 1), ("a", 1, 9), ("a", 1, 2)].map {
            PrimerSyntax.SourceLocation(file: $0.0, line: $0.1, column: $0.2)
        }
        #expect(locations.sorted().map(\.description) == ["a:1:2", "a:1:9", "a:2:1", "b:1:1"])
    }

    @Test func sortingDiagnosticsIsStableForEqualLocations() {
        let here = SourceRange(at: PrimerSyntax.SourceLocation(file: "a", line: 1, column: 1))
        let later = SourceRange(at: PrimerSyntax.SourceLocation(file: "a", line: 2, column: 1))
        let diagnostics = [Finding.error("c", at: later), .error("a", at: here), .error("b", at: here)]
        #expect(diagnostics.sortedByLocation().map(\.message) == ["a", "b", "c"])
    }

    @Test(arguments: [
        ("grantd", "granted"),
        ("Granted", "granted"),
        ("titel", nil),
        ("denid", "denied"),
        ("xyz", nil),
        ("acessibility3", "accessibility3"),
        ("accessibility", "accessibility1"),
    ] as [(String, String?)])
    func suggestsTheClosestCandidate(_ word: String, _ suggestion: String?) {
        let candidates = ["ready", "requesting", "granted", "limited", "denied", "failed", "accessibility1", "accessibility3"]
        #expect(Suggestion.closest(to: word, among: candidates) == suggestion)
    }

    @Test(arguments: [
        ("", "", 0), ("a", "", 1), ("kitten", "sitting", 3), ("titel", "title", 1), ("ABC", "abc", 0), ("ca", "abc", 3),
    ])
    func editDistance(_ lhs: String, _ rhs: String, _ distance: Int) {
        #expect(Suggestion.editDistance(lhs, rhs) == distance)
        #expect(Suggestion.editDistance(rhs, lhs) == distance)
    }

    @Test func didYouMeanIsEmptyWithoutACloseCandidate() {
        #expect(Suggestion.didYouMean("titel", among: ["title", "app"]) == " (did you mean 'title'?)")
        #expect(Suggestion.didYouMean("zzz", among: ["title", "app"]) == "")
    }
}
