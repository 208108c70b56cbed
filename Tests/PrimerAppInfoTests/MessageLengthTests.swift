import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Every message about an app's files quotes its text cut short: hostile files (a reference nested
/// 10,000 deep, a name 10,000 characters long, a path of 5,000) give lines of a few hundred characters.
@Suite("Messages about an app's files stay short")
struct MessageLengthTests {
    /// The longest line a message may have. A bound the quoting limits keep (see `FilePath.quotedLimit`).
    static let lineBound = 1_000

    /// `A = $(A$(A…)))`, references nested 10,000 deep, and the app name referring to it.
    static let deepChain = "A = " + String(repeating: "$(A", count: 10_000) + String(repeating: ")", count: 10_000) + "\n"
        + "INFOPLIST_KEY_CFBundleDisplayName = $(A)\n"

    /// The whole finding the 10,000-deep chain gives: each quoted text cut at 120 characters.
    @Test func aReferenceNested10000DeepGivesOneShortFinding() throws {
        let folder = try AppInfoFixture.write(["Deep.xcconfig": Self.deepChain])
        let sources = AppInfoSources(xcconfig: .init(path: FilePath(absolute: folder + "/Deep.xcconfig", display: "Deep.xcconfig")))
        let (_, diagnostics) = AppInfoReader.read(sources, keys: [])
        let value = String(repeating: "$(A", count: 10_000) + String(repeating: ")", count: 10_000)
        // The 17th reference is the one nested too deep: its text runs from its `$(` to the end.
        let tooDeep = String(value.dropFirst(16 * 3))
        let head = String(value.prefix(120)) + "… (\(value.count) characters)"
        let tail = String(tooDeep.prefix(120)) + "… (\(tooDeep.count) characters)"
        let expected = "references nested at most 16 deep"
        #expect(diagnostics == [
            .error("CFBundleDisplayName is '$(A)': A is '\(head)': references nest more than 16 deep in '\(tail)'; "
                   + "expected \(expected), or app \"NAME\" in the spec (--app NAME)",
                   at: SourceRange(at: AppInfoFixture.at("Deep.xcconfig", 2, 37)), offendingText: tail, expected: expected,
                   notes: [.init("A is set here", at: AppInfoFixture.at("Deep.xcconfig", 1, 5))]),
        ])
        #expect(diagnostics.flatMap { $0.rendered.split(separator: "\n") }.allSatisfy { $0.count <= Self.lineBound })
    }

    static func run(_ character: String, _ count: Int) -> String { String(repeating: character, count: count) }

    /// `N…0 = $(N…1)`, … 200 settings deep, each name 2,000 characters long.
    static let longNames: String = {
        let stem = "N" + run("x", 2_000)
        var lines = (0..<200).map { (index: Int) -> String in "\(stem)\(index) = $(\(stem)\(index + 1))" }
        lines.append("INFOPLIST_KEY_CFBundleDisplayName = $(\(stem)0)")
        return lines.joined(separator: "\n") + "\n"
    }()

    static let hostile: [(String, String)] = [
        ("a reference nested 10,000 deep", deepChain),
        ("settings 200 deep with names of 2,000 characters", longNames),
        ("a reference never closed, 50,000 characters long", "INFOPLIST_KEY_CFBundleDisplayName = $(" + run("B", 50_000) + "\n"),
        ("a reference to an unset name of 10,000 characters", "INFOPLIST_KEY_CFBundleDisplayName = $(" + run("U", 10_000) + ")\n"),
        ("a missing include of 5,000 characters", "#include \"" + run("m", 5_000) + "\"\n"),
        ("a line of 20,000 characters that is not a setting", run("-", 20_000) + "\n"),
        ("a malformed condition of 10,000 characters", "A[sdk=" + run("c", 10_000) + " = 1\n"),
    ]

    /// Hostile xcconfigs, each read by `app-info`: no message line it prints passes the bound.
    @Test(arguments: hostile)
    func noLineIsLong(_ name: String, _ xcconfig: String) throws {
        let folder = try AppInfoFixture.write(["Hostile.xcconfig": xcconfig])
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info", "--xcconfig", "Hostile.xcconfig"],
                                                   workingDirectory: folder, blocks: TestBlocks.registry))
        let lines = result.errorOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.filter { $0.count > Self.lineBound }.map { String($0.prefix(200)) } == [])
    }

    /// Hostile Info.plists and strings files: their messages stay under the bound too.
    @Test(arguments: [
        ("an Info.plist key of 10,000 characters without a value",
         "<plist version=\"1.0\"><dict><key>" + run("k", 10_000) + "</key></dict></plist>\n", "Info.plist"),
        ("an Info.plist entity of 10,000 characters",
         "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>&" + run("e", 10_000) + "</string></dict></plist>\n",
         "Info.plist"),
        ("a strings key of 10,000 characters without its ';'",
         "\"" + run("s", 10_000) + "\" = \"x\"\n", "Localizable.strings"),
    ])
    func noLineAboutAFileIsLong(_ name: String, _ text: String, _ file: String) throws {
        let findings: [Finding]
        if file == "Info.plist" {
            findings = LocatedPlistXML.parse(Array(text.utf8), file: file).failure.map { [$0] } ?? []
        } else {
            findings = StringsFile.parse(Array(text.utf8), file: file, language: "en").failure.map { [$0] } ?? []
        }
        #expect(findings.count == 1)
        #expect(findings.flatMap { $0.rendered.split(separator: "\n") }.filter { $0.count > Self.lineBound }.count == 0)
    }
}

extension Result {
    /// The error, if this is one.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
