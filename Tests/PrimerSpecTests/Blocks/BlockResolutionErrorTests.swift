@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What a spec gets wrong about its block, each a whole located diagnostic, against the tests' small
/// blocks (``TestBlocks``: the sign-up card, the default, and the banner): an unknown block, a section
/// kind, field or state the block lacks, `block` not first.
@Suite("Block resolution errors")
struct BlockResolutionErrorTests {
    static let blocks = TestBlocks.registry
    static let cardFields = "one of block, accept, primer, app, info-plist, purpose, project, target, configuration, "
        + "xcconfig, build-setting, locale, strings, strict-words, ios, title, reason, benefit, alert-buttons, custom-request"
    static let bannerFields = "one of block, accept, text, tint"

    typealias Case = SpecDiagnosticsCase

    static let cases: [Case] = [
        Case("an unknown block, with a suggestion", "block baner\n\nvoiceover ready\n", [
            SpecTest.error("1:7-1:12", "unknown block 'baner'; expected one of sign-up-card, banner (did you mean 'banner'?)",
                           offending: "baner", expected: "sign-up-card, banner"),
        ]),
        Case("an unknown block, nothing close", "block carousel\n\nvoiceover ready\n", [
            SpecTest.error("1:7-1:15", "unknown block 'carousel'; expected one of sign-up-card, banner",
                           offending: "carousel", expected: "sign-up-card, banner"),
        ]),
        Case("a section kind the banner lacks", "block banner\n\nmotion ready -> ready\n", [
            SpecTest.error("3:1-3:7", "the banner block has no 'motion' sections; expected one of voiceover",
                           offending: "motion", expected: "one of voiceover"),
        ]),
        Case("the card's field in a banner spec", "block banner\nprimer camera\n\nvoiceover ready\n", [
            SpecTest.error("2:1-2:7", "'primer' is not a field of the banner block; expected \(bannerFields)",
                           offending: "primer", expected: bannerFields),
        ]),
        Case("the banner's field in a card spec, no block named", "primer newsletter\ntint indigo\n\nvoiceover ready\n", [
            SpecTest.error("2:1-2:5", "'tint' is not a field of the sign-up-card block; expected \(cardFields)",
                           offending: "tint", expected: cardFields),
        ]),
        Case("a state the block lacks", "block banner\n\nvoiceover shown\n", [
            SpecTest.error("3:11-3:16", "unknown state 'shown'; expected one of ready", offending: "shown",
                           expected: "ready"),
        ]),
    ]

    @Test(arguments: cases)
    func diagnostics(_ fixture: Case) throws {
        let (spec, diagnostics) = try SpecTest.resolve(fixture.text, blocks: Self.blocks)
        #expect(spec == nil)
        #expect(diagnostics == fixture.diagnostics)
    }

    @Test func blockNotFirstIsAnError() {
        let text = "text \"Hi\"\nblock banner\n\nvoiceover ready\n"
        let (spec, diagnostics) = SpecLoader.load(Array(text.utf8), path: SpecTest.path, workingDirectory: nil,
                                                  blocks: Self.blocks)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:1-2:6", "'block' is not the first directive; expected it before 'text' on line 1",
                           offending: "block", expected: "it before 'text' on line 1",
                           notes: [("1:1", "'text' is here")]),
        ])
    }

    @Test func aLeadingFieldBeforeBlockIsAnError() {
        let text = "primer newsletter\nblock sign-up-card\n\nvoiceover ready\n"
        let (spec, diagnostics) = SpecLoader.load(Array(text.utf8), path: SpecTest.path, workingDirectory: nil,
                                                  blocks: Self.blocks)
        #expect(spec == nil)
        #expect(diagnostics.first == SpecTest.error(
            "2:1-2:6", "'block' is not the first directive; expected it before 'primer' on line 1",
            offending: "block", expected: "it before 'primer' on line 1", notes: [("1:1", "'primer' is here")]))
    }

    /// `Finding` promises a message that "names the offending text and what was expected, so that
    /// the one-line rendered form is useful on its own": the list of what the block has is in it.
    @Test(arguments: [
        ("block banner\n\nannounce ready -> ready\n", "expected one of voiceover"),
        ("block banner\napp \"X\"\n\nvoiceover ready\n", "expected one of block, accept, text, tint"),
    ])
    func theRenderedErrorListsWhatTheBlockHas(_ text: String, _ listed: String) throws {
        let diagnostic = try #require(try SpecTest.resolve(text, blocks: Self.blocks).diagnostics.first)
        #expect(diagnostic.rendered.contains(listed))
    }

    /// `block NAME` naming the default block means what no `block` line means.
    @Test(arguments: ["voiceover ready", "voiceover ready dynamic-type accessibility3"])
    func namingTheDefaultBlockIsTheSameAsNoBlock(_ section: String) throws {
        let named = try SpecTest.resolved("block sign-up-card\nprimer newsletter\ntitle \"Join\"\n\n\(section)\n",
                                          blocks: Self.blocks)
        let bare = try SpecTest.resolved("primer newsletter\ntitle \"Join\"\n\n\(section)\n", blocks: Self.blocks)
        #expect(named.block.name == "sign-up-card")
        #expect(bare.block.name == "sign-up-card")
        let target = try #require(bare.sections.first?.target)
        #expect(named.sections.first?.target == target)
        let lines = SectionGenerator.lines(for: target, in: bare)
        #expect(lines == ["\"Join. Heading.\""])
        #expect(SectionGenerator.lines(for: target, in: named) == lines)
    }
}
