import Foundation
@testable import BlockTestSupport
import PrimerAccessibility
import PrimerCode
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

    /// A copy cut off anywhere, or with a line dropped, still reads: every difference is located in
    /// the copy, and nothing traps.
    @Test func aCutOrBrokenCopyStillReads() throws {
        let source = Array(try ScreenCopy.source().utf8)
        let lines = try ScreenCopy.source().split(separator: "\n", omittingEmptySubsequences: false)
        var variants = stride(from: 400, to: source.count, by: 127).map { String(decoding: source[..<$0], as: UTF8.self) }
        variants += lines.indices.filter { $0 % 2 == 0 }.map { dropped in
            lines.enumerated().filter { $0.offset != dropped }.map(\.element).joined(separator: "\n")
        }
        var read = 0
        for variant in variants {
            let module = SwiftModule(files: [SwiftFile(path: ScreenCopy.file, bytes: Array(variant.utf8))])
            let declaration = try #require(PrimerScreenBlock().copy)
            guard let copy = DesignCopy(types: declaration.types, module: module, values: CodeValues(module: module)) else {
                continue
            }
            let reading = declaration.read(copy)
            #expect(reading.differences.allSatisfy { $0.range.lowerBound.file == ScreenCopy.file })
            read += 1
        }
        #expect(read > 60)
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
        ("a message read as a heading", [(".font(.body)", ".font(.body)\n                        .accessibilityAddTraits(.isHeader)")], [
            "43:25-43:59 message | header trait | no header trait -> .accessibilityAddTraits(.isHeader) | voiceover",
        ]),
        ("a label on Continue", [("            .buttonStyle(.plain)\n\n", "            .buttonStyle(.plain)\n            .accessibilityLabel(\"Turn on reminders\")\n\n")], [
            "120:33-120:52 Continue button | accessibility label | none -> \"Turn on reminders\" | voiceover",
        ]),
        ("three rings, each a second apart", [("ForEach(0..<2", "ForEach(0..<3"),
                                               ("delay(Double(ring) * 0.7)", "delay(Double(ring) * 1)"),
                                               ("delay(Double(1 - ring) * 0.7)", "delay(Double(2 - ring) * 1)")], [
            "74:29-74:34 rings | count | 0..<2 -> 0..<3 | motion",
            "82:70-82:86 rings | stagger | Double(ring) * 0.7 -> Double(ring) * 1 | motion",
        ]),
        ("a smaller hero on another style", [("@ScaledMetric(relativeTo: .largeTitle) private var heroSize = 96.0",
                                              "@ScaledMetric(relativeTo: .title) private var heroSize = 80.0"),
                                             ("heroSize * 0.44", "heroSize * 0.5")], [
            "27:6-27:38 hero | Dynamic Type style | @ScaledMetric(relativeTo: .largeTitle) -> @ScaledMetric(relativeTo: .title) | sizes",
            "27:62-27:66 hero | diameter | 96.0 -> 80.0 | sizes",
            "68:33-68:47 hero | symbol size | heroSize * 0.44 -> heroSize * 0.5 | sizes",
        ]),
        ("rings that ease in and out over 3 s", [(".easeOut(duration: 2)", ".easeInOut(duration: 3)")], [
            "82:42-82:65 rings | widening | .easeOut(duration: 2) -> .easeInOut(duration: 3) | motion",
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
        // A switch around the buttons.
        ([("    private var buttons: some View {\n        VStack(spacing: 4) {",
           "    @ViewBuilder private var buttons: some View {\n        switch layout {\n        default:\n        VStack(spacing: 4) {"),
          ("        .background(.bar)\n    }", "        .background(.bar)\n        }\n    }")],
         [CopyDifference(part: "buttons", fact: "views", published: "views PrimerSpec reads", copy: "switch",
                         at: ScreenCopy.range(111, 9, 138, 10), sections: [.voiceover, .sizes, .targets, .contrast, .motion],
                         unfollowed: "a switch PrimerSpec does not read as views"),
          CopyDifference(part: "Continue button", fact: "place", published: "Button(action: onContinue) in buttons",
                         copy: "none in buttons", at: ScreenCopy.range(110, 26, 110, 26), sections: [.voiceover, .targets],
                         unfollowed: "restructured: PrimerSpec finds the part where the published design has it"),
          CopyDifference(part: "skip button", fact: "place", published: "Button(action: onSkip) in buttons",
                         copy: "none in buttons", at: ScreenCopy.range(110, 26, 110, 26), sections: [.voiceover, .targets],
                         unfollowed: "restructured: PrimerSpec finds the part where the published design has it")]),
        // A container of the app's own instead of the buttons' VStack.
        ([("        VStack(spacing: 4) {\n            Button(action: onContinue)",
           "        ButtonTray {\n            Button(action: onContinue)")],
         [CopyDifference(part: "buttons", fact: "view", published: "no such view", copy: "ButtonTray()",
                         at: ScreenCopy.range(111, 9, 135, 26), sections: [.voiceover, .sizes, .targets, .contrast],
                         unfollowed: "a view the published design does not have, which VoiceOver may read")]),
        // The hero and a benefit symbol read by VoiceOver; rows that contain rather than combine.
        ([("            .padding(.vertical, heroSize * 0.3)\n            .accessibilityHidden(true)\n",
           "            .padding(.vertical, heroSize * 0.3)\n"),
          ("                .frame(width: 36)\n                .accessibilityHidden(true)\n", "                .frame(width: 36)\n"),
          ("children: .combine", "children: .contain")],
         [CopyDifference(part: "hero", fact: "accessibilityHidden", published: ".accessibilityHidden(true)", copy: "none",
                         at: ScreenCopy.range(67, 9, 87, 48), sections: [.voiceover],
                         unfollowed: "VoiceOver then reads the symbol by the label SF Symbols gives it, which PrimerSpec "
                            + "does not know"),
          CopyDifference(part: "benefit row", fact: "accessibilityElement",
                         published: ".accessibilityElement(children: .combine)",
                         copy: ".accessibilityElement(children: .contain)", at: ScreenCopy.range(105, 9, 105, 50),
                         sections: [.voiceover], unfollowed: "children other than .combine, which PrimerSpec does not model"),
          CopyDifference(part: "benefit symbol", fact: "accessibilityHidden", published: ".accessibilityHidden(true)",
                         copy: "none", at: ScreenCopy.range(92, 13, 95, 34), sections: [.voiceover],
                         unfollowed: "VoiceOver then reads the symbol's own label in the row, which PrimerSpec does not "
                            + "know")]),
        // Ring delays from a helper; a title font of the app's own.
        ([("delay(Double(ring) * 0.7)", "delay(ringDelay(ring))"), (".font(.largeTitle.bold())", ".font(.brandTitle)")],
         [CopyDifference(part: "rings", fact: "widening delay", published: "Double(ring) * 0.7", copy: "ringDelay(ring)",
                         at: ScreenCopy.range(82, 70, 82, 85), sections: [.motion], unfollowed: "computed at run time"),
          CopyDifference(part: "title", fact: "font", published: ".largeTitle.bold()", copy: ".brandTitle",
                         at: ScreenCopy.range(39, 31, 39, 42), sections: [.sizes, .contrast],
                         unfollowed: "a font PrimerSpec reads only as .STYLE, .STYLE.bold() or .STYLE.weight(.WEIGHT)")]),
        // The hero's badge sized by a function of the app's.
        ([(".frame(width: heroSize, height: heroSize)", ".frame(width: badge(for: sizeClass), height: badge(for: sizeClass))")],
         [CopyDifference(part: "hero", fact: "frame", published: ".frame(width: heroSize, height: heroSize)",
                         copy: ".frame(width: badge(for: sizeClass), height: badge(for: sizeClass))",
                         at: ScreenCopy.range(70, 13, 70, 80), sections: [.sizes],
                         unfollowed: "a badge frame other than heroSize, which PrimerSpec takes for the hero's diameter")]),
        // The title's Text no longer shows `title`.
        ([("                    Text(title)\n", "                    Text(headline)\n")],
         [CopyDifference(part: "body", fact: "view", published: "no such view", copy: "Text(headline)",
                         at: ScreenCopy.range(38, 21, 40, 59), sections: [.voiceover, .sizes, .targets, .contrast],
                         unfollowed: "a view the published design does not have, which VoiceOver may read"),
          CopyDifference(part: "title", fact: "place", published: "Text(title) in body", copy: "none in body",
                         at: ScreenCopy.range(32, 5, 32, 5), sections: [.voiceover, .sizes, .contrast], unfollowed: "restructured: PrimerSpec finds the part where the published design has it")]),
    ] as [([(String, String)], [CopyDifference])])
    func reportsWhatItCannotFollow(edits: [(String, String)], expected: [CopyDifference]) throws {
        let reading = try ScreenCopy.read(try ScreenCopy.edited(edits))
        expectSameLines(reading.differences.map(ScreenCopy.line), expected.map(ScreenCopy.line))
        #expect(reading.differences == expected)
    }
}
