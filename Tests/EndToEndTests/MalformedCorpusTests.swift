@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The malformed-input corpus (`Tests/MalformedCorpus`): each file checked gives the exit code and the
/// first located message `expected.tsv` lists for it. `scripts/malformed-corpus.sh` runs the same
/// files as separate processes and also fails on a signal or anything written to standard error.
@Suite("Malformed-input corpus")
struct MalformedCorpusTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var file: String
        var exitCode: Int32
        var firstMessage: String
        var testDescription: String { file }
    }

    static let folder = SpecTest.repositoryRoot + "/Tests/MalformedCorpus"

    /// The rows of `expected.tsv`: file, exit code, first located message (`$CORPUS` for the folder).
    static let entries: [Entry] = {
        guard let text = try? String(contentsOfFile: folder + "/expected.tsv", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { row in
            let fields = row.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let code = Int32(fields[1]) else { return nil }
            return Entry(file: fields[0], exitCode: code,
                         firstMessage: fields[2].replacingOccurrences(of: "$CORPUS", with: folder))
        }
    }()

    @Test func theCorpusCoversEveryKindOfMalformedInput() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".primerspec") }
        #expect(files.count >= 60)
        #expect(Set(files) == Set(Self.entries.map(\.file)), "every file has its expectation, and only those")
        #expect(Self.entries.allSatisfy { !$0.firstMessage.isEmpty }, "every outcome is located")
    }

    @Test(arguments: entries)
    func eachFileGivesItsExitCodeAndFirstLocatedMessage(_ entry: Entry) {
        let result = PrimerSpecTool.run(Invocation(arguments: ["check", entry.file], workingDirectory: Self.folder))
        #expect(result.exitCode.rawValue == entry.exitCode)
        // The first error located at PATH:LINE:COLUMN in any file (an Info.plist, a project), else the
        // first line located in the spec (a section's own line, FILE:LINE, is not a message).
        let lines = result.output.split(separator: "\n").map { $0.drop { $0 == " " } }
        let located = lines.first { $0.prefixMatch(of: #/[^ ]+:\d+:\d+: error: /#) != nil }
            ?? lines.first { $0.hasPrefix(entry.file + ":") && $0.dropFirst(entry.file.count).prefixMatch(of: /:\d+:\d+:\s/) != nil }
        #expect(located.map(String.init) == entry.firstMessage)
    }
}
