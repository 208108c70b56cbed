import Foundation
@testable import BlockTestSupport
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerScreen
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A team's copy of `PermissionPrimerScreen`: the copy as published says nothing; each edit the model
/// can read is followed, with a difference at the copy's line; each it cannot is reported there.
@Suite("Primer screen: the app's copy")
struct ScreenCopyTests {
    @Test func aCopyAsPublishedHasNoDifferences() throws {
        let reading = try ScreenCopy.read(try ScreenCopy.source())
        expectSameLines(reading.differences.map(ScreenCopy.line), [])
        #expect(reading.design as? ScreenDesign == .published)
    }

    /// Each edit the model follows: the differences it gives, each at the copy's line.
    @Test(arguments: [
        ("slower spring", [(".spring(duration: 0.5, bounce: 0.2)", ".spring(duration: 0.8, bounce: 0.2)")], [
            "52:83-52:118 benefit rows | animation | .spring(duration: 0.5, bounce: 0.2) -> .spring(duration: 0.8, bounce: 0.2) | motion",
        ]),
        ("wider stagger", [("0.2 + 0.12 * Double(index)", "0.2 + 0.3 * Double(index)")], [
            "52:125-52:150 benefit rows | stagger | 0.2 + 0.12 * Double(index) -> 0.2 + 0.3 * Double(index) | motion",
        ]),
        ("renamed button", [("= \"Continue\"", "= \"Turn On\"")], [
            "20:50-20:59 Continue button | default title | \"Continue\" -> \"Turn On\" | voiceover",
        ]),
        ("smaller skip button", [("minimumTarget: CGFloat = 44", "minimumTarget: CGFloat = 32")], [
            "30:42-30:44 skip button | minimum height | minHeight: minimumTarget (44) -> minHeight: minimumTarget (32) | targets",
        ]),
        ("no skip button by default", [("? = \"Not Now\"", "? = nil")], [
            "21:47-21:50 skip button | default title | \"Not Now\" -> nil | voiceover,targets,contrast,motion",
        ]),
        ("header trait dropped", [("                        .accessibilityAddTraits(.isHeader)\n", "")], [
            "38:21-39:50 title | header trait | .accessibilityAddTraits(.isHeader) -> no header trait | voiceover",
        ]),
        ("rings under Reduce Motion", [("if !reduceMotion {", "if true || !reduceMotion {")], [
            "73:20-73:30 rings | Reduce Motion gate | if !reduceMotion { … } -> if true || !reduceMotion | motion",
        ]),
        ("benefits rise under Reduce Motion", [("hasAppeared || reduceMotion ? 0 : 18", "hasAppeared ? 0 : 18")], [
            "51:40-51:60 benefit rows | Reduce Motion gate on the rise | hasAppeared || reduceMotion ? 0 : 18 -> hasAppeared ? 0 : 18 | motion",
        ]),
        ("rows read as two elements", [("        .accessibilityElement(children: .combine)\n", "")], [
            "92:9-106:10 benefit row | accessibilityElement | .accessibilityElement(children: .combine) -> none | voiceover",
        ]),
        ("a bolder message", [(".font(.body)", ".font(.callout.weight(.bold))")], [
            "42:31-42:53 message | font | .body -> .callout.weight(.bold) | sizes,contrast",
        ]),
    ] as [(String, [(String, String)], [String])])
    func followsAnEdit(_ name: String, edits: [(String, String)], expected: [String]) throws {
        let reading = try ScreenCopy.read(try ScreenCopy.edited(edits))
        expectSameLines(reading.differences.map(ScreenCopy.line), expected)
        #expect(reading.differences.allSatisfy { $0.isFollowed })
    }

    /// Each edit the model cannot follow, as a whole difference at the copy's line.
    @Test(arguments: [
        // A delay calling a helper function is computed at run time.
        ([("0.2 + 0.12 * Double(index)", "entranceDelay(index)")],
         [CopyDifference(part: "benefit rows", fact: "delay", published: "0.2 + 0.12 * Double(index)",
                         copy: "entranceDelay(index)", at: ScreenCopy.range(52, 125, 52, 145), sections: [.motion],
                         unfollowed: "computed at run time")]),
        // A new Text between the message and the benefits.
        ([("                .multilineTextAlignment(.center)\n",
           "                .multilineTextAlignment(.center)\n\n                Text(\"Change this in Settings.\")\n")],
         [CopyDifference(part: "body", fact: "view", published: "no such view", copy: "Text(\"Change this in Settings.\")",
                         at: ScreenCopy.range(47, 17, 47, 49), sections: [.voiceover, .sizes, .targets, .contrast],
                         unfollowed: "a view the published design does not have, which VoiceOver may read")]),
    ] as [([(String, String)], [CopyDifference])])
    func reportsWhatItCannotFollow(edits: [(String, String)], expected: [CopyDifference]) throws {
        let reading = try ScreenCopy.read(try ScreenCopy.edited(edits))
        expectSameLines(reading.differences.map(ScreenCopy.line), expected.map(ScreenCopy.line))
        #expect(reading.differences == expected)
    }
}
