@testable import BlockTestSupport
import Foundation
import PrimerBlocks
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The resolver looks for a section's transition by its states' indices in the model's state names;
/// it finds what `BlockModel.transitions(from:to:via:)` finds by the names, for every pair of states
/// (and a name that is no state) with no event, each event and an unknown one, in the model of every
/// bundled spec: the one match with its index, or the same error.
@Suite("Transition lookup")
struct TransitionLookupTests {
    /// A word token on line 1.
    static func word(_ text: String, column: Int) -> Token {
        Token(kind: .word, text: text, value: text,
              range: SourceRange(at: SourceLocation(file: SpecTest.path, line: 1, column: column)))
    }

    @Test("the lookup by indices finds what the filter by names finds")
    func indicesFindWhatNamesFind() throws {
        let resolver = SpecResolver(blocks: .standard, workingDirectory: SpecTest.repositoryRoot)
        var found = 0
        for path in try SpecTest.bundledSpecs() {
            let text = try TemporaryFiles.text(at: SpecTest.repositoryRoot + "/" + path)
            guard let model = resolver.resolve(SpecParser.parse(text: text, path: path).recovered).spec?.model else {
                continue
            }
            let names = SpecResolver.ModelNames(model)
            let states = names.stateNames + ["nowhere"]
            for from in states {
                for to in states {
                    for event in [nil] + names.eventNames + ["never"] as [String?] {
                        let (fromToken, toToken) = (Self.word(from, column: 1), Self.word(to, column: 20))
                        let viaToken = event.map { Self.word($0, column: 40) }
                        var diagnostics: [Finding] = []
                        let resolved = resolver.resolveTransition(from: fromToken, to: toToken, via: viaToken,
                                                                  model: names, diagnostics: &diagnostics)
                        let place = "\(path): \(from) -> \(to) via \(event ?? "-")"
                        let known = names.stateNames.contains(from) && names.stateNames.contains(to)
                            && (event == nil || names.eventNames.contains(event ?? ""))
                        let matches = model.transitions(from: from, to: to, via: event)
                        if known, matches.count == 1 {
                            #expect(resolved?.name == matches[0], "\(place)")
                            #expect(resolved?.index == model.transitions.firstIndex(of: matches[0]), "\(place)")
                            #expect(diagnostics.isEmpty, "\(place)")
                            found += 1
                        } else {
                            #expect(resolved == nil, "\(place)")
                            #expect(!diagnostics.isEmpty, "\(place)")
                        }
                        if known, matches.count > 1 {
                            #expect(diagnostics == [SemanticError.ambiguousTransition(from: fromToken, to: toToken,
                                                                                       events: matches.map(\.via))],
                                    "\(place)")
                        }
                    }
                }
            }
        }
        // The run exercised what it is about: many transitions were found.
        #expect(found > 100, "only \(found) transitions were found")
    }
}
