import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `app-info` shows an invisible character as `⟨U+200B⟩`, never as text a file could hold typed: a
/// typed `\u{200B}` keeps its backslash escaped, a typed `⟨` is `\u{27E8}`.
@Suite("Invisible characters in app-info's values")
struct ShownValueTests {
    @Test(arguments: [
        ("Trails", "\"Trails\"", [String]()),
        ("Trails\u{200B}", "\"Trails⟨U+200B⟩\"", ["⟨U+200B⟩ is U+200B ZERO WIDTH SPACE, an invisible character in the file"]),
        ("Trails\\u{200B}", "\"Trails\\\\u{200B}\"", []),
        ("Trails⟨U+200B⟩", "\"Trails\\u{27E8}U+200B⟩\"", []),
        ("\u{FEFF}Trails", "\"⟨U+FEFF⟩Trails\"", ["⟨U+FEFF⟩ is U+FEFF ZERO WIDTH NO-BREAK SPACE, an invisible character in the file"]),
        ("\u{200F}Trails\u{00A0}App", "\"⟨U+200F⟩Trails⟨U+00A0⟩App\"",
         ["⟨U+200F⟩ is U+200F RIGHT-TO-LEFT MARK, an invisible character in the file",
          "⟨U+00A0⟩ is U+00A0 NO-BREAK SPACE, an invisible character in the file"]),
        ("a\u{7}b\nc\td\"e", "\"a⟨U+0007⟩b\\nc\\td\\\"e\"", ["⟨U+0007⟩ is U+0007 (a control character), an invisible character in the file"]),
        ("👩\u{200D}💻", "\"👩\u{200D}💻\"", []),
    ])
    func invisibleCharactersAreMarked(_ value: String, _ quoted: String, _ legend: [String]) {
        #expect(ShownValue.quoted(value) == quoted)
        #expect(ShownValue.legend(for: ShownValue.marked(in: value)) == legend)
    }

    /// The listing marks the character and names it on a last `invisible:` line; the same text typed
    /// as an escape is shown as typed.
    @Test func appInfoMarksAndNamesAnInvisibleCharacter() throws {
        let folder = try AppInfoFixture.write(["Info.plist": AppInfoFixture.xml([
            ("CFBundleDisplayName", "Trails\u{200B}"),
            ("NSCameraUsageDescription", "Trails\\u{200B} scans signposts."),
        ])])
        let result = PrimerSpecTool.run(Invocation(arguments: ["app-info", "--info-plist", "Info.plist"],
                                                   workingDirectory: folder, blocks: TestBlocks.registry))
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "")
        #expect(result.output == """
            read: Info.plist
            app name: "Trails⟨U+200B⟩"  (Info.plist:6:2)
            NSCameraUsageDescription: "Trails\\\\u{200B} scans signposts."  (Info.plist:8:2)
            invisible: ⟨U+200B⟩ is U+200B ZERO WIDTH SPACE, an invisible character in the file

            """)
    }
}
