@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
import PrimerBlocks
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Every spec example in the README and `Docs/` is checked: a fenced block whose first line (after
/// comments) is a header field or a section header must follow an HTML comment saying what it is:
///
/// - `<!-- spec: passes -->`: a whole spec that `check` passes;
/// - `<!-- spec: records -->`: a whole spec with empty sections that `check --record` fills, after
///   which it passes;
/// - `<!-- spec: fails EXIT "TEXT" -->`: a whole spec meant to fail, with the exit code `check` gives
///   and text its report holds;
/// - `<!-- spec: excerpt of Specs/FILE -->`: lines of a bundled spec, `…` standing for lines left out:
///   each header line is in the file's header, each section header is one of its sections, and
///   each body line is in that section's body, in order (spacing and comments aside);
/// - `<!-- spec: syntax -->`: sections that show the syntax only; they must parse;
/// - `<!-- spec: fake block -->`: a spec of the tests' `FakeBlock` that `check` passes.
@Suite("Spec examples in the README and Docs")
struct DocExamplesTests {
    static let root = SpecTest.repositoryRoot
    static let documents = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }

    struct Example: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var marker: String?
        var lines: [String]
        var testDescription: String { "\(document):\(line)" }
        var text: String { lines.joined(separator: "\n") + "\n" }
    }

    static let keywords = (BlockRegistry.standard.headerFields.map(\.name) + SectionKeyword.allCases.map(\.rawValue))

    /// Every fenced block that is a spec or a piece of one, with the marker above it.
    static let examples: [Example] = documents.flatMap { document -> [Example] in
        guard let text = try? String(contentsOfFile: root + "/" + document, encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var found: [Example] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else { index += 1; continue }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            let first = body.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") } ?? ""
            if isSpecLine(first) {
                let above = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                let marker = above.flatMap { line -> String? in
                    guard line.hasPrefix("<!-- spec:"), line.hasSuffix("-->") else { return nil }
                    return line.dropFirst("<!-- spec:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                }
                found.append(Example(document: document, line: index + 1, marker: marker, lines: body))
            }
            index = end + 1
        }
        return found
    }

    /// Whether a block's first line starts a spec or a piece of one: a section header, or a header
    /// field that parses as one (a dump line such as `symbol (hidden: decorative) …` does not).
    static func isSpecLine(_ line: String) -> Bool {
        guard !line.hasPrefix(" "), let word = line.split(separator: " ").first.map(String.init),
              keywords.contains(word) else { return false }
        if SectionKeyword(rawValue: word) != nil { return true }
        let text = word == "primer" || word == "block" ? line + "\n" : "primer notifications\n" + line + "\n"
        return SpecParser.parse(text: text, path: "line").checkingHeader(against: .standard).diagnostics.isEmpty
    }

    /// `SpecFormat.md`'s table of each block's fields lists exactly the fields the block declares.
    @Test(arguments: [("### Permission primer fields", "permission-primer"), ("### Primer screen fields", "primer-screen"),
                      ("## Permission priming headers", "permission-priming")])
    func theFieldTablesListEachBlocksDeclarations(_ heading: String, _ blockName: String) throws {
        let text = try String(contentsOfFile: Self.root + "/Docs/SpecFormat.md", encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix(heading) })
        let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        // The field names are the first word of each `code span` in a row's first cell.
        let listed = rows.flatMap { row -> [String] in
            let cell = row.split(separator: "|").first.map(String.init) ?? ""
            return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
                .compactMap { $0.element.split(separator: " ").first.map(String.init) }
        }
        let block = try #require(BlockRegistry.standard.block(named: blockName))
        #expect(Set(listed) == Set(block.headerFields.map(\.name)))
        #expect(listed.count == Set(listed).count)
    }

    /// A sentence counting the blocks that ship ("Three blocks exist", "two ship today") names as
    /// many as the standard registry holds, so a new block cannot leave a stale count behind.
    @Test func theDocsCountTheBlocksThatShip() throws {
        let words = ["one", "two", "three", "four", "five", "six"]
        let count = BlockRegistry.standard.names.count
        let pattern = try Regex("\\b(one|two|three|four|five|six) (blocks|designs) (exist|ship|are shipped)|\\b(one|two|three|four|five|six) ship today")
            .ignoresCase()
        for document in Self.documents {
            let text = try String(contentsOfFile: Self.root + "/" + document, encoding: .utf8)
            for match in text.matches(of: pattern) {
                let word = String(text[match.range]).lowercased().split(separator: " ").first.map(String.init) ?? ""
                #expect(words.firstIndex(of: word).map { $0 + 1 } == count,
                        "\(document): '\(text[match.range])' counts \(word); \(count) blocks ship")
            }
        }
        // The README names each design and each block's library.
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        for name in ["**PermissionPrimer**", "**PermissionPrimerScreen**", "**Permission Priming**", "`PermissionPrimer`",
                     "`PrimerScreen`", "`PermissionPriming`", "`PrimerBlocks`"] {
            #expect(readme.contains(name), "README.md does not name \(name)")
        }
    }

    @Test func theDocsHaveExamples() {
        #expect(Self.examples.count >= 14)
        #expect(Set(Self.examples.map(\.document)).isSuperset(of: ["README.md", "Docs/SpecFormat.md"]))
    }

    @Test(arguments: examples)
    func everyExampleIsWhatItSaysItIs(_ example: Example) throws {
        let marker = try #require(example.marker, "\(example.testDescription): no <!-- spec: … --> marker above the example")
        let path = "Specs/doc-example.primerspec"
        switch marker.split(separator: " ").first.map(String.init) {
        case "passes":
            let outcome = SpecTest.check(example.text, path: path, workingDirectory: Self.root)
            #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
            #expect(!outcome.sections.isEmpty && outcome.sections.allSatisfy { $0.status == .passed },
                    "\(outcome.sections.filter { $0.status == .failed }.map(\.title))")
        case "records":
            let recorded = try SpecTest.recorded(example.text, path: path, workingDirectory: Self.root)
            let outcome = SpecTest.check(recorded, path: path, workingDirectory: Self.root)
            #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
            #expect(outcome.sections.allSatisfy { $0.status == .passed })
        case "fails":
            let words = marker.split(separator: " ", maxSplits: 2).map(String.init)
            let code = try #require(words.count > 1 ? Int32(words[1]) : nil, "fails needs an exit code")
            let report = CheckReport(files: [SpecTest.check(example.text, path: path, workingDirectory: Self.root)])
            #expect(report.exitCode.rawValue == code)
            if words.count > 2 {
                let shown = String(words[2].dropFirst().dropLast())
                #expect(TextReporter().render(report).contains(shown), "\(TextReporter().render(report))")
            }
        case "excerpt":
            let file = String(marker.dropFirst("excerpt of ".count))
            try Self.expectExcerpt(example, of: file)
        case "syntax":
            let text = example.lines.first?.hasPrefix("primer ") == true || example.lines.first?.hasPrefix("block ") == true
                ? example.text : "primer notifications\n\n" + example.text
            let parsed = SpecParser.parse(text: text, path: path).checkingHeader(against: .standard)
            #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.rendered))")
        case "fake":
            // A spec of the block the tests define (`FakeBlock`); BlockSeamTests checks the page quotes it.
            let outcome = Checker(blocks: FakeBlock.registry).check(Array(example.text.utf8), path: path)
            #expect(outcome.errors.isEmpty, "\(outcome.errors.map(\.rendered))")
            #expect(!outcome.sections.isEmpty && outcome.sections.allSatisfy { $0.status == .passed })
        default:
            Issue.record("\(example.testDescription): unknown marker '\(marker)'")
        }
    }

    /// A line as compared: comments outside strings dropped, runs of spaces outside strings made one.
    static func canonical(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var lastWasSpace = true
        for character in line {
            if inString {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                }
                lastWasSpace = false
                continue
            }
            if character == "#" { break }
            if character == " " || character == "\t" {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
                continue
            }
            if character == "\"" { inString = true }
            result.append(character)
            lastWasSpace = false
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    static func isGap(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == "\u{2026}" || trimmed == "..."
    }

    /// `lines` are in `within`, in order (each found after the previous one).
    static func inOrder(_ lines: [String], within: [String]) -> String? {
        var position = within.startIndex
        for line in lines {
            guard let found = within[position...].firstIndex(of: line) else { return line }
            position = found + 1
        }
        return nil
    }

    static func expectExcerpt(_ example: Example, of file: String) throws {
        let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        let spec = try SpecTest.parse(text, path: file)
        let fileLines = SpecTest.lines(text)
        // The example split into its header and its sections, each a header line and body lines.
        var header: [String] = []
        var sections: [(header: String, body: [String])] = []
        for line in example.lines where !isGap(line) && !canonical(line).isEmpty {
            if line.hasPrefix(" ") {
                sections[sections.count - 1].body.append(canonical(line))
            } else if let word = line.split(separator: " ").first, SectionKeyword(rawValue: String(word)) != nil {
                sections.append((canonical(line), []))
            } else {
                header.append(canonical(line))
            }
        }
        let fileHeader = spec.header.map { canonical(fileLines[$0.range.lowerBound.line - 1]) }
        #expect(inOrder(header, within: fileHeader) == nil, "\(example.testDescription): header line not in \(file)")
        for section in sections {
            let match = spec.sections.first { canonical(fileLines[$0.headerLine - 1]) == section.header }
            let found = try #require(match, "\(example.testDescription): '\(section.header)' is not a section of \(file)")
            let body = found.contentLines.map { canonical(fileLines[$0.line - 1]) }
            let missing = inOrder(section.body, within: body)
            #expect(missing == nil, "\(example.testDescription): '\(missing ?? "")' is not in '\(section.header)' of \(file)")
        }
    }
}
