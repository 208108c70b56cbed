import Foundation
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A block registered once is reachable from a spec header, the command line and `strings`: the
/// kernel knows it only through `Block`, `BlockModel` and a `BlockRegistry`.
@Suite("Block seam")
struct BlockSeamTests {
    static let spec = """
        block fake
        label "Wave"

        voiceover ready
          "Wave. Button."

        voiceover ready dynamic-type accessibility3
          "Wave. Button."

        motion ready -> ready via tap
          0.00  +0.20  badge  opacity 0 -> 1  easeInOut(0.2)
          0.00         call   onTap

        motion ready -> ready reduce-motion via tap
          0.00  +0.20  badge  opacity 0 -> 1  easeInOut(0.2)
          0.00         call   onTap

        """

    static func run(_ arguments: String...) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/", blocks: FakeBlock.registry))
    }

    @Test func aSpecNamingTheBlockResolvesAndChecks() throws {
        let file = try #require(SpecParser.parse(text: Self.spec, path: SpecTest.path).file)
        let (resolved, diagnostics) = SpecResolver(blocks: FakeBlock.registry).resolve(file)
        #expect(diagnostics.isEmpty)
        let spec = try #require(resolved)
        #expect(spec.block.name == "fake")
        #expect(spec.model.displayName == "fake block")
        #expect(spec.sections.map(\.target.description) == [
            "voiceover ready", "voiceover ready dynamic-type accessibility3", "motion ready -> ready via tap",
            "motion ready -> ready reduce-motion via tap",
        ])

        let outcome = Checker(blocks: FakeBlock.registry, rules: Checker.standardRules, workingDirectory: nil)
            .check(Array(Self.spec.utf8), path: SpecTest.path)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(outcome.sections.flatMap(\.findings).isEmpty)
    }

    /// What the tool does with a spec of a block it was handed: load (parse and resolve), check, and
    /// record a copy whose sections are empty, which gives the spec back.
    @Test func aFourthBlockNeedsNoKernelChangeFromSpecToRecord() throws {
        let (loaded, diagnostics) = SpecLoader.load(Array(Self.spec.utf8), path: SpecTest.path, workingDirectory: nil,
                                                    blocks: FakeBlock.registry)
        #expect(diagnostics.isEmpty)
        #expect(try #require(loaded).file.header.map(\.canonicalText) == ["block fake", "label \"Wave\""])
        let empty = Self.spec.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("  ") }.joined(separator: "\n")
        let recorded = Recorder(blocks: FakeBlock.registry).record(Array(empty.utf8), path: SpecTest.path)
        #expect(recorded.errors.isEmpty)
        #expect(recorded.newBytes.map { String(decoding: $0, as: UTF8.self) } == Self.spec)
        // Its field is its own: the other block does not know it, and it takes its arguments' checks.
        #expect(!SignUpCardBlock().headerFields.contains { $0.name == FakeBlock.label.name })
        let (_, wrong) = SpecLoader.load(Array("block fake\nlabel Wave\n\nvoiceover ready\n".utf8), path: SpecTest.path,
                                         workingDirectory: nil, blocks: FakeBlock.registry)
        #expect(wrong == [SpecTest.error("2:7-2:11", "unexpected 'Wave' after 'label'; expected \"TEXT\" (a quoted string)",
                                         offending: "Wave", expected: "\"TEXT\" (a quoted string)")])
    }

    /// `Docs/Extending.md` walks through this block: each of its Swift excerpts is a run of lines of
    /// `FakeBlock.swift`, and its spec is this suite's.
    @Test func theExtendingPageQuotesThisBlock() throws {
        let page = try String(contentsOfFile: SpecTest.repositoryRoot + "/Docs/Extending.md", encoding: .utf8)
        let source = try String(contentsOfFile: SpecTest.repositoryRoot + "/Tests/PrimerTestSupport/FakeBlock.swift",
                                encoding: .utf8)
        let blocks = Self.fencedBlocks(page)
        let excerpts = blocks.filter { $0.marker == "<!-- code: excerpt of Tests/PrimerTestSupport/FakeBlock.swift -->" }
        #expect(excerpts.count >= 4)
        for excerpt in excerpts {
            #expect(source.contains(excerpt.text), "not in FakeBlock.swift:\n\(excerpt.text)")
        }
        let specs = blocks.filter { $0.marker == "<!-- spec: fake block -->" }
        #expect(specs.map(\.text) == [Self.spec])
    }

    /// The fenced blocks of a markdown page, each with the line above it.
    static func fencedBlocks(_ page: String) -> [(marker: String, text: String)] {
        let lines = page.components(separatedBy: "\n")
        var blocks: [(marker: String, text: String)] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else { index += 1; continue }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let marker = lines[..<index].last { !$0.isEmpty } ?? ""
            blocks.append((marker, lines[(index + 1)..<min(end, lines.count)].map { $0 + "\n" }.joined()))
            index = end + 1
        }
        return blocks
    }

    @Test func aWrongLineInTheFakeSpecFailsAtItsLine() {
        let wrong = Self.spec.replacingOccurrences(of: "  \"Wave. Button.\"\n\nvoiceover ready dynamic",
                                                   with: "  \"Wave.\"\n\nvoiceover ready dynamic")
        let outcome = Checker(blocks: FakeBlock.registry, rules: Checker.standardRules, workingDirectory: nil)
            .check(Array(wrong.utf8), path: SpecTest.path)
        #expect(outcome.sections.map(\.status) == [.failed, .passed, .passed, .passed])
        #expect(outcome.sections.first?.findings.first?.location == SpecTest.location("5:3"))
    }

    @Test func theFakeSpecRejectsTheOtherBlocksFields() throws {
        let file = try SpecTest.parse("block fake\nprimer camera\n\nvoiceover ready\n")
        let (spec, diagnostics) = SpecResolver(blocks: FakeBlock.registry).resolve(file)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:1-2:7", "'primer' is not a field of the fake block; expected one of block, accept, label",
                           offending: "primer", expected: "one of block, accept, label"),
        ])
    }

    @Test func aSpecWithoutBlockStillMeansTheDefault() throws {
        let file = try SpecTest.parse("primer newsletter\n\nvoiceover ready\n")
        let spec = try #require(SpecResolver(blocks: FakeBlock.registry).resolve(file).spec)
        #expect(spec.block.name == "sign-up-card")
    }

    @Test func voiceoverPrintsItsElement() {
        let result = Self.run("voiceover", "--block", "fake")
        #expect(result.exitCode == .success)
        #expect(result.errorOutput.isEmpty)
        #expect(result.output == "Tap me. Button.\n")
        #expect(Self.run("voiceover", "--block", "fake", "--label", "Go").output == "Go. Button.\n")
        expectSameLines(Self.run("voiceover", "--block", "fake", "--sizes").output, ["badge  body  17pt", ""])
    }

    @Test func motionAllPrintsItsOneTransition() {
        let result = Self.run("motion", "--block", "fake", "--all")
        #expect(result.exitCode == .success)
        expectSameLines(result.output, [
            "motion ready -> ready via tap",
            "  0.00  +0.20  badge  opacity 0 -> 1  easeInOut(0.2)",
            "  0.00         call   onTap",
            "",
        ])
        #expect(Self.run("motion", "--block", "fake", "--all", "--reduce-motion").output
            .hasPrefix("motion ready -> ready reduce-motion via tap\n"))
    }

    @Test func stringsAreBuiltFromTheModel() {
        let markdown = Self.run("strings", "--block", "fake").output
        #expect(markdown.hasPrefix("# Spoken strings: fake block\n\n## fake block\n\nStates: ready.\n"))
        #expect(markdown.contains("\n| `badge` | ready | Tap me. Button. | |\n"))
        let json = Self.run("strings", "--block", "fake", "--format", "json", "--label", "Hi").output
        #expect(json.contains("\"key\" : \"fake-block.voiceover.badge.ready\",\n"))
        #expect(json.contains("\"text\" : \"Hi\"\n"))
    }

    @Test func theBlockRejectsAKind() {
        let result = Self.run("voiceover", "camera", "--block", "fake")
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput == "error: the fake block takes no KIND; got 'camera'\nSee 'primer-spec voiceover --help'.\n")
    }

    @Test(arguments: ["voiceover", "motion", "strings"])
    func helpListsTheBlocks(_ command: String) throws {
        let result = Self.run(command, "--help")
        #expect(result.exitCode == .success)
        let lines = SpecTest.lines(result.output)
        let heading = try #require(lines.firstIndex(of: "BLOCKS (--block NAME):"))
        #expect(Array(lines[(heading + 1)...].prefix(2)) == [
            "  sign-up-card  a card defined in the tests (default)",
            "  fake          a block defined in the tests",
        ])
        // Help lists the options of the block `--block` names, the default block's without it.
        #expect(!result.output.contains("--label TEXT"))
        #expect(result.output.contains("--custom-request"))
        let fake = Self.run(command, "--block", "fake", "--help")
        #expect(fake.exitCode == .success)
        #expect(fake.output.contains("  block options, --block fake: [--label TEXT]\n"))
        #expect(fake.output.contains("  --label TEXT              The fake block's one label.\n"))
        #expect(!fake.output.contains("--custom-request"))
    }

    @Test func checkHasNoBlocksSection() {
        #expect(!Self.run("check", "--help").output.contains("BLOCKS"))
    }

    /// Without `--state`, `voiceover` shows the block's first state, whatever its name.
    @Test func aBlockWhoseStateIsNotReady() {
        let registry = BlockRegistry([SignUpCardBlock(), FakeBlock(state: "shown")])
        let result = PrimerSpecTool.run(Invocation(arguments: ["voiceover", "--block", "fake"], workingDirectory: "/",
                                                   blocks: registry))
        #expect(result.exitCode == .success)
        #expect(result.output == "Tap me. Button.\n")
        let explicit = PrimerSpecTool.run(Invocation(arguments: ["voiceover", "--block", "fake", "--state", "shown"],
                                                     workingDirectory: "/", blocks: registry))
        #expect(explicit.output == "Tap me. Button.\n")
    }
}
