import Foundation
@testable import PermissionPriming
import PrimerAccessibility
import PrimerCode
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A team's copy of the Permission Priming templates: the tests' own copy in the templates' shape
/// (Tests/Apps/Copies/PermissionPriming) reads as the published design; each edit is followed or
/// reported at its line.
@Suite("Permission Priming: the app's copy")
struct CopyTests {
    /// The copy's file name in the tests' module.
    static let file = "PermissionPriming.swift"

    /// The tests' copy in the templates' shape.
    static func published() throws -> String {
        try String(contentsOfFile: PrimingTest.repositoryRoot + "/Tests/Apps/Copies/PermissionPriming/Published/" + file,
                   encoding: .utf8)
    }

    /// The copy with each edit made (each `old` must occur once).
    static func edited(_ edits: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        var source = try published()
        for (old, new) in edits {
            try #require(source.components(separatedBy: old).count == 2, "edit \(old) not once", sourceLocation: sourceLocation)
            source = source.replacingOccurrences(of: old, with: new)
        }
        return source
    }

    /// Reads a copy's source as the block does.
    static func read(_ source: String) throws -> CopyReading {
        let module = SwiftModule(files: [SwiftFile(path: file, bytes: Array(source.utf8))])
        let copy = try #require(DesignCopy(types: PermissionPrimingCopy.declaration.types, module: module,
                                           values: CodeValues(module: module)))
        return PermissionPrimingCopy.declaration.read(copy)
    }

    /// A difference on one line: `LINE:COLUMN followed|unfollowed PART: FACT PUBLISHED -> COPY [(WHY)] [SECTIONS]`.
    static func dump(_ difference: CopyDifference) -> String {
        let at = difference.range.lowerBound
        return "\(at.line):\(at.column) \(difference.isFollowed ? "followed" : "unfollowed") \(difference.part): "
            + "\(difference.fact) \(difference.published) -> \(difference.copy)"
            + (difference.unfollowed.map { " (\($0))" } ?? "")
            + " [\(difference.sections.map(\.rawValue).joined(separator: " "))]"
    }

    @Test func publishedShapeReadsAsThePublishedDesign() throws {
        let reading = try Self.read(try Self.published())
        expectSameLines(reading.differences.map(Self.dump), [])
        #expect(reading.design == nil)
    }

    /// Each edit a team makes, and what the reader says of it at the copy's line.
    @Test(arguments: [
        // PermissionType's texts: a `return` form, the implicit-return form with a case listed with
        // another (the first case that matches wins, as in Swift), computed ones.
        ("camera-title", [("case .camera: return \"Allow Camera Access\"", "case .camera: return \"Scan Your Receipts\"")],
         [
             "27:30 followed PermissionType.camera: title \"Allow Camera Access\" -> \"Scan Your Receipts\" [voiceover sizes]",
         ]),
        ("shared-case-symbol", [("case .location: return \"location.fill\"", "case .location, .tracking: \"map.fill\"")],
         [
             "43:36 followed PermissionType.location(.whenInUse): symbol \"location.fill\" -> \"map.fill\" [voiceover]",
             "43:36 followed PermissionType.location(.always): symbol \"location.fill\" -> \"map.fill\" [voiceover]",
             "43:36 followed PermissionType.tracking: symbol \"hand.raised.fill\" -> \"map.fill\" [voiceover]",
         ]),
        ("bound-pattern", [("case .location(.whenInUse): return \"Share Your Location\"",
          "case .location(let accuracy) where accuracy == .whenInUse: return \"Share Your Location\"")],
         [
             "29:14 unfollowed PermissionType: title case .NAME or .location(.ACCURACY) -> case .location(let accuracy) where accuracy == .whenInUse (a case pattern PrimerSpec does not read, so which types it gives is not known) [voiceover sizes]",
         ]),
        ("computed-description", [("return \"Sync your health", "return healthBlurb() + \"Sync your health")],
         [
             "68:20 unfollowed PermissionType.health: description \"Sync your health and fitness data to provide personalized insights and track your progress.\" -> healthBlurb() + \"Sync your health and fitness data to provide personalized insights and track your progress.\" (computed at run time) [voiceover sizes]",
         ]),
        ("statements-before-return", [("case .microphone:\n            return", "case .microphone:\n            log()\n            return")],
         [
             "64:13 unfollowed PermissionType.microphone: description \"Record audio for voice messages, video calls, and voice commands.\" -> log() (the case runs more than a return of its value) [voiceover sizes]",
         ]),
        // The fixed words, fonts, frames and accessibility modifiers of each part.
        ("enable-renamed", [("Text(\"Enable\")", "Text(\"Turn On\")")],
         [
             "155:26 followed Enable button: text \"Enable\" -> \"Turn On\" [voiceover targets]",
         ]),
        ("not-now-computed", [("Text(\"Not Now\")", "Text(skipTitle)")],
         [
             "168:22 unfollowed Not Now button: text \"Not Now\" -> skipTitle (computed at run time) [voiceover targets]",
         ]),
        ("title-header", [("Text(customTitle ?? permissionType.title)\n            .font(.title2)",
           "Text(customTitle ?? permissionType.title)\n            .font(.title2)\n            .accessibilityAddTraits(.isHeader)")],
         [
             "129:13 followed title: header trait none -> .accessibilityAddTraits(.isHeader) [voiceover]",
         ]),
        ("illustration-hidden", [(".foregroundStyle(.tint)", ".foregroundStyle(.tint)\n            .accessibilityHidden(true)")],
         [
             "118:13 followed illustration: accessibilityHidden none -> .accessibilityHidden(true) [voiceover sizes]",
         ]),
        ("illustration-smaller", [(".font(.system(size: 64))", ".font(.system(size: 48))"),
          (".frame(width: 120, height: 120)\n            .background(", ".frame(width: 96, height: 96)\n            .background(")],
         [
             "116:13 followed illustration: symbol size .font(.system(size: 64)) -> .font(.system(size: 48)) [sizes]",
             "118:13 followed illustration: frame .frame(width: 120, height: 120) -> .frame(width: 96, height: 96) [sizes]",
         ]),
        // The circle behind the illustration: at the frame's size it follows, at another it is said.
        ("circle-with-frame", [(".frame(width: 120, height: 120)\n            .background(", ".frame(width: 96, height: 96)\n            .background("),
          ("                    .frame(width: 120, height: 120)", "                    .frame(width: 96, height: 96)")],
         [
             "118:13 followed illustration: frame .frame(width: 120, height: 120) -> .frame(width: 96, height: 96) [sizes]",
             "122:21 followed illustration: background circle frame .frame(width: 120, height: 120) -> .frame(width: 96, height: 96) [sizes]",
         ]),
        ("circle-alone", [("                    .frame(width: 120, height: 120)", "                    .frame(width: 100, height: 100)")],
         [
             "122:21 unfollowed illustration: background circle frame .frame(width: 120, height: 120) -> .frame(width: 100, height: 100) (the model draws the circle at the illustration's frame) [sizes]",
         ]),
        ("title-style", [(".font(.title2)\n            .fontWeight(.bold)\n            .multilineTextAlignment", ".font(.title3)\n            .multilineTextAlignment")],
         [
             "127:9 followed title: weight .fontWeight(.bold) -> none [contrast]",
             "128:13 followed title: text style .font(.title2) -> .font(.title3) [sizes voiceover contrast]",
         ]),
        ("title-function", [("Text(customTitle ?? permissionType.title)", "Text(headline(for: permissionType))")],
         [
             "127:14 unfollowed title: text customTitle ?? permissionType.title -> headline(for: permissionType) (computed by a function call at run time) [voiceover sizes contrast]",
         ]),
        // A part restructured away, a view the templates do not have.
        ("buttons-switch", [("VStack(spacing: 12) {\n            Button {", "switch layout {\n        case .stacked:\n            Button {")],
         [
             "141:9 unfollowed Enable button: view Button > Text -> none (inside a switch PrimerSpec does not read as views, where the published design has Button > Text) [voiceover targets]",
             "141:9 unfollowed Not Now button: view Button > Text -> none (inside a switch PrimerSpec does not read as views, where the published design has Button > Text) [voiceover targets]",
             "141:9 unfollowed PermissionPrimingView.buttonSection: layout VStack { Button, Button } -> switch (not the published single VStack, so its views are not checked against the design's) [voiceover sizes targets]",
         ]),
        ("illustration-removed", [("            illustrationSection\n\n", "")],
         [
             "112:13 unfollowed illustration: view Image -> none (PermissionPrimingView.body does not show illustrationSection) [voiceover sizes]",
         ]),
        ("view-added", [("descriptionSection\n                .padding(.top, 12)", "descriptionSection\n                .padding(.top, 12)\n\n            Text(\"Takes a second\")")],
         [
             "105:13 unfollowed PermissionPrimingView.body: view none -> Text(\"Takes a second\") (a view the published design does not have) [voiceover sizes targets]",
         ]),
        ("open-settings-label", [("Text(\"Open Settings\")", "Text(\"Open Settings\")\n                    .accessibilityLabel(\"Open the Settings app\")")],
         [
             "206:21 followed Open Settings button: accessibilityLabel none -> .accessibilityLabel(\"Open the Settings app\") [voiceover]",
         ]),
        ("denied-line", [("Text(\"You previously denied", "Text(\"Access is off. You previously denied")],
         [
             "195:18 followed denied line: text \"You previously denied this permission. To enable it, open Settings and allow access.\" -> \"Access is off. You previously denied this permission. To enable it, open Settings and allow access.\" [voiceover sizes contrast]",
         ]),
        ("checking-title", [("ProgressView(\"Checking permissions...\")", "ProgressView(\"Checking…\")")],
         [
             "228:30 followed checking progress view: text \"Checking permissions...\" -> \"Checking…\" [voiceover]",
         ]),
        // Motion: the gate's animation and transition, ungated and gated on Reduce Motion; motion elsewhere.
        ("gate-animation-ungated", [("        .task {\n            currentStatus", "        .animation(.easeInOut(duration: 0.3), value: currentStatus)\n        .transition(.move(edge: .bottom))\n        .task {\n            currentStatus")],
         [
             "237:9 followed gate: animation (not gated on Reduce Motion) none -> .animation(.easeInOut(duration: 0.3), value: currentStatus) [motion]",
             "238:9 followed gate: transition none (opacity) -> .transition(.move(edge: .bottom)) [motion]",
         ]),
        ("gate-animation-gated", [("    @State private var hasChecked = false", "    @State private var hasChecked = false\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion"),
          ("        .task {\n            currentStatus", "        .animation(reduceMotion ? nil : .spring(duration: 0.4, bounce: 0.2), value: currentStatus)\n        .task {\n            currentStatus")],
         [
             "238:9 followed gate: animation none -> .animation(reduceMotion ? nil : .spring(duration: 0.4, bounce: 0.2), value: currentStatus) [motion]",
         ]),
        ("check-with-animation", [("            currentStatus = await access.status(of: permissionType)\n            hasChecked = true",
          "            let status = await access.status(of: permissionType)\n            withAnimation(.snappy) {\n"
            + "                currentStatus = status\n                hasChecked = true\n            }")],
         [
             "239:13 followed gate: animation of the first check (not gated on Reduce Motion) none -> withAnimation(.snappy) { … } [motion]",
         ]),
        ("with-animation", [("isRequesting = true\n", "withAnimation { isRequesting = true }\n")],
         [
             "144:21 unfollowed PermissionPrimingView.buttonSection: motion none -> withAnimation { isRequesting = true } (an animation the model has no place for: it follows only the gate's .animation(…, value:) on its Group and its views' transitions) [motion]",
         ]),
    ] as [(String, [(String, String)], [String])])
    func readsEdits(name: String, edits: [(String, String)], expected: [String]) throws {
        let reading = try Self.read(try Self.edited(edits))
        expectSameLines(reading.differences.map(Self.dump), expected)
    }

    /// An edit it cannot follow and one it follows, as whole values at the copy's ranges.
    @Test func differencesAreWholeValuesAtTheCopysRanges() throws {
        let reading = try Self.read(try Self.edited([
            ("Text(customTitle ?? permissionType.title)", "Text(headline(for: permissionType))"),
            ("Text(\"Not Now\")", "Text(\"Maybe Later\")"),
        ]))
        #expect(reading.differences == [
            CopyDifference(part: "title", fact: "text", published: "customTitle ?? permissionType.title",
                           copy: "headline(for: permissionType)", at: SpecTest.range("127:14-127:43", file: Self.file),
                           sections: [.voiceover, .sizes, .contrast], unfollowed: "computed by a function call at run time"),
            CopyDifference(part: "Not Now button", fact: "text", published: "\"Not Now\"", copy: "\"Maybe Later\"",
                           at: SpecTest.range("168:22-168:35", file: Self.file), sections: [.voiceover, .targets]),
        ])
        var expected = PrimingDesign.published
        expected.notNowTitle = "Maybe Later"
        #expect(reading.design as? PrimingDesign == expected)
    }
}
