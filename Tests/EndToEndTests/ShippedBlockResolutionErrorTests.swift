@testable import BlockTestSupport
import Foundation
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What a spec gets wrong about a shipped block, each a whole located diagnostic: an unknown block, a
/// section kind, field or state the block lacks, `block` not first. (PrimerSpecTests' own
/// `BlockResolutionErrorTests` holds the same errors against the tests' small blocks.)
@Suite("Block resolution errors, shipped blocks")
struct ShippedBlockResolutionErrorTests {
    static let screenKinds = "one of voiceover, sizes, targets, contrast, motion"
    static let primerFields = "one of block, accept, primer, app, info-plist, purpose, project, target, configuration, "
        + "xcconfig, build-setting, locale, strings, strict-words, ios, symbol, granted-symbol, denied-symbol, "
        + "title, reason, benefit, continue-title, alert-title, alert-message, alert-buttons, "
        + "granted-title, granted-line, denied-title, denied-line, limited-title, limited-line, "
        + "not-now-title, done-title, open-settings-title, error-message, custom-request, theme, code, call, design"
    static let screenFields = "one of block, accept, ios, symbol, title, message, benefit, continue-title, skip-title, no-skip, tint, locale, strings, strict-words, code, call, design"
    static let neverLearns = "the primer screen has no state 'granted': it never learns the permission's answer "
        + "(the app asks in onContinue), so it is only ever ready; expected ready"

    typealias Case = SpecDiagnosticsCase

    static let cases: [Case] = [
        Case("an unknown block, with a suggestion", "block primer-scren\n\nvoiceover ready\n", [
            SpecTest.error("1:7-1:19", "unknown block 'primer-scren'; expected one of permission-primer, primer-screen, "
                           + "permission-priming (did you mean 'primer-screen'?)",
                           offending: "primer-scren", expected: "permission-primer, primer-screen, permission-priming"),
        ]),
        Case("an unknown block, nothing close", "block carousel\n\nvoiceover ready\n", [
            SpecTest.error("1:7-1:15", "unknown block 'carousel'; expected one of permission-primer, primer-screen, permission-priming",
                           offending: "carousel", expected: "permission-primer, primer-screen, permission-priming"),
        ]),
        Case("a section kind the screen lacks", "block primer-screen\n\nannounce ready -> ready\n", [
            SpecTest.error("3:1-3:9", "the primer-screen block has no 'announce' sections; expected \(screenKinds)", offending: "announce",
                           expected: screenKinds),
        ]),
        Case("a section kind the priming lacks", "block permission-priming\ntype camera\n\nannounce ready -> denied\n", [
            SpecTest.error("4:1-4:9", "the permission-priming block has no 'announce' sections; expected \(screenKinds)",
                           offending: "announce", expected: screenKinds),
        ]),
        Case("primer in a screen spec", "block primer-screen\nprimer camera\n\nvoiceover ready\n", [
            SpecTest.error("2:1-2:7", "'primer' is not a field of the primer-screen block; expected \(screenFields)", offending: "primer",
                           expected: screenFields),
        ]),
        Case("app in a screen spec", "block primer-screen\napp \"X\"\n\nvoiceover ready\n", [
            SpecTest.error("2:1-2:4", "'app' is not a field of the primer-screen block; expected \(screenFields)", offending: "app",
                           expected: screenFields),
        ]),
        Case("tint in a primer spec", "primer notifications\ntint \"indigo\"\n\nvoiceover ready\n", [
            SpecTest.error("2:1-2:5", "'tint' is not a field of the permission-primer block; expected \(primerFields)",
                           offending: "tint", expected: primerFields),
        ]),
        Case("a state the screen never reaches", "block primer-screen\n\nvoiceover granted\n", [
            SpecTest.error("3:11-3:18", neverLearns, offending: "granted", expected: "ready"),
        ]),
        Case("a transition to a state the screen never reaches", "block primer-screen\n\nmotion ready -> granted\n", [
            SpecTest.error("3:17-3:24", neverLearns, offending: "granted", expected: "ready"),
        ]),
        Case("a state no block has", "block primer-screen\n\nsizes shown\n", [
            SpecTest.error("3:7-3:12", "unknown state 'shown'; expected one of ready", offending: "shown",
                           expected: "ready"),
        ]),
        Case("skip on a screen without skip", "block primer-screen\nno-skip\n\nmotion ready -> ready via skip\n", [
            SpecTest.error("4:27-4:31", "unknown event 'skip'; expected one of appear, continue", offending: "skip",
                           expected: "appear, continue"),
        ]),
        Case("the permission primer without a kind", "block permission-primer\n\nvoiceover ready\n", [
            SpecTest.error("1:1-1:24", "the permission-primer block needs 'primer KIND' after 'block'",
                           offending: "block permission-primer",
                           expected: "primer KIND, KIND one of notifications, location, camera, photos"),
        ]),
    ]

    @Test(arguments: cases)
    func diagnostics(_ fixture: Case) throws {
        let (spec, diagnostics) = try SpecTest.resolve(fixture.text)
        #expect(spec == nil)
        #expect(diagnostics == fixture.diagnostics)
    }

    @Test func blockNotFirstIsAnError() {
        let text = "title \"Hi\"\nblock primer-screen\n\nvoiceover ready\n"
        let (spec, diagnostics) = SpecLoader.load(Array(text.utf8), path: SpecTest.path, workingDirectory: nil)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:1-2:6", "'block' is not the first directive; expected it before 'title' on line 1",
                           offending: "block", expected: "it before 'title' on line 1",
                           notes: [("1:1", "'title' is here")]),
        ])
    }

    @Test func primerBeforeBlockIsAnError() {
        let text = "primer notifications\nblock permission-primer\n\nvoiceover ready\n"
        let (spec, diagnostics) = SpecLoader.load(Array(text.utf8), path: SpecTest.path, workingDirectory: nil)
        #expect(spec == nil)
        #expect(diagnostics.first == SpecTest.error(
            "2:1-2:6", "'block' is not the first directive; expected it before 'primer' on line 1",
            offending: "block", expected: "it before 'primer' on line 1", notes: [("1:1", "'primer' is here")]))
    }

    /// `Finding` promises a message that "names the offending text and what was expected, so that
    /// the one-line rendered form is useful on its own": the list of what the block has is in it.
    @Test(arguments: [
        ("block primer-screen\n\nannounce ready -> ready\n", "voiceover, sizes, targets, contrast, motion"),
        ("block primer-screen\napp \"X\"\n\nvoiceover ready\n", "ios, symbol, title"),
    ])
    func theRenderedErrorListsWhatTheBlockHas(_ text: String, _ listed: String) throws {
        let diagnostic = try #require(try SpecTest.resolve(text).diagnostics.first)
        #expect(diagnostic.rendered.contains(listed))
    }

    @Test(arguments: [
        "voiceover ready",
        "voiceover denied dynamic-type accessibility3",
        "sizes ready dynamic-type accessibility5",
        "targets requesting",
        "announce requesting -> granted",
        "motion requesting -> denied reduce-motion",
        "motion ready -> requesting",
    ])
    func blockPermissionPrimerIsTheSameAsNoBlock(_ section: String) throws {
        let named = try SpecTest.resolved("block permission-primer\nprimer camera\napp \"Atlas\"\npurpose \"P.\"\n\n\(section)\n")
        let bare = try SpecTest.resolved("primer camera\napp \"Atlas\"\npurpose \"P.\"\n\n\(section)\n")
        #expect(named.block.name == bare.block.name)
        #expect(named.model.displayName == bare.model.displayName)
        #expect(named.model.transitions == bare.model.transitions)
        let target = try #require(bare.sections.first?.target)
        #expect(named.sections.first?.target == target)
        let lines = SectionGenerator.lines(for: target, in: bare)
        #expect(!lines.isEmpty)
        #expect(SectionGenerator.lines(for: target, in: named) == lines)
    }
}
