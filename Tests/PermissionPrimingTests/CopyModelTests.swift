import Foundation
@testable import BlockTestSupport
@testable import PermissionPriming
@testable import PrimerCLI
import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What the model says of an app's edited copy of the Permission Priming templates, through a spec
/// with `design copy`: the VoiceOver lines, sizes and timelines it records, and what `check` reports.
@Suite("Permission Priming: modelling the app's copy")
struct CopyModelTests {
    /// A folder holding the copy (as `PermissionPriming.swift`) and `copy.primerspec` with `spec`.
    static func folder(_ copy: String, spec: String, name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder("PrimingCopy-" + name.filter(\.isLetter))
        try TemporaryFiles.write(copy, to: "App/" + CopyTests.file, in: folder)
        try TemporaryFiles.write(spec, to: "App/copy.primerspec", in: folder)
        return folder + "/App"
    }

    /// The spec's header, modelling the copy.
    static func spec(_ type: String = "camera", sections: String) -> String {
        "block permission-priming\ntype \(type)\ndesign copy \"\(CopyTests.file)\"\n\n" + sections
    }

    /// The edits of a team that renamed the camera's title and Enable, made the title a heading, hid
    /// the illustration and shrank it, and animated the gate with a slide not gated on Reduce Motion.
    static let teamEdits: [(String, String)] = [
        ("case .camera: return \"Allow Camera Access\"", "case .camera: return \"Scan Your Receipts\""),
        ("Text(\"Enable\")", "Text(\"Turn On\")"),
        ("Text(customTitle ?? permissionType.title)\n            .font(.title2)",
         "Text(customTitle ?? permissionType.title)\n            .font(.title2)\n            .accessibilityAddTraits(.isHeader)"),
        (".foregroundStyle(.tint)", ".foregroundStyle(.tint)\n            .accessibilityHidden(true)"),
        (".font(.system(size: 64))", ".font(.system(size: 48))"),
        ("        .task {\n            currentStatus",
         "        .animation(.easeInOut(duration: 0.3), value: currentStatus)\n        .transition(.move(edge: .bottom))\n"
            + "        .task {\n            currentStatus"),
    ]

    static let sections = """
        voiceover ready

        voiceover denied

        sizes ready

        motion checking -> ready

        motion checking -> denied

        motion checking -> denied reduce-motion

        """

    @Test func recordsTheTeamsCopy() throws {
        let directory = try Self.folder(try CopyTests.edited(Self.teamEdits), spec: Self.spec(sections: Self.sections))
        let recorded = try SpecTest.recorded(Self.spec(sections: Self.sections), path: "copy.primerspec", workingDirectory: directory)
        expectSameLines(recorded.components(separatedBy: "\n"), [
            "block permission-priming",
            "type camera",
            "design copy \"PermissionPriming.swift\"",
            "",
            "voiceover ready",
            "  \"Scan Your Receipts. Heading.\"",
            "  \"Take photos and scan documents directly within the app for a seamless experience.\"",
            "  \"Turn On. Button.\"",
            "  \"Not Now. Button.\"",
            "",
            "voiceover denied",
            "  \"gear badge xmark. Image.\"",
            "  \"Scan Your Receipts\"",
            "  \"You previously denied this permission. To enable it, open Settings and allow access.\"",
            "  \"Open Settings. Button.\"",
            "",
            "sizes ready",
            "  illustration        fixed   48pt  hidden",
            "  illustrationCircle  fixed   120pt  hidden",
            "  title               title2  22pt",
            "  description         body    17pt",
            "  enable              body    17pt",
            "  notNow              body    17pt",
            "",
            "motion checking -> ready",
            "  0.00  +0.00  checking     disappear opacity  instant",
            "  0.00  +0.00  primingView  appear opacity     instant",
            "",
            "motion checking -> denied",
            "  0.00  +0.30  checking    disappear move(bottom)  easeInOut(0.3)",
            "  0.00  +0.30  deniedView  appear move(bottom)     easeInOut(0.3)",
            "",
            "motion checking -> denied reduce-motion",
            "  0.00  +0.30  checking    disappear move(bottom)  easeInOut(0.3)",
            "  0.00  +0.30  deniedView  appear move(bottom)     easeInOut(0.3)",
            "",
        ])
    }

    /// A finding on one line: `SEVERITY LINE:COLUMN [RULE] MESSAGE`.
    static func dump(_ finding: Finding) -> String {
        "\(finding.severity) \(finding.range.lowerBound.file):\(finding.range.lowerBound.line):\(finding.range.lowerBound.column) "
            + "[\(finding.rule ?? "-")] \(finding.message)"
    }

    @Test func checksTheTeamsCopy() throws {
        let spec = Self.spec(sections: Self.sections)
        let directory = try Self.folder(try CopyTests.edited(Self.teamEdits), spec: spec)
        let recorded = try SpecTest.recorded(spec, path: "copy.primerspec", workingDirectory: directory)
        let outcome = SpecTest.check(recorded, path: "copy.primerspec", workingDirectory: directory)
        let lines = outcome.errors.map(Self.dump) + outcome.warnings.map(Self.dump)
            + outcome.sections.flatMap { section in ["\(section.title): \(section.status)"] + section.findings.map(Self.dump) }
        expectSameLines(lines, [
            "note PermissionPriming.swift:27:30 [design-copy] the copy's PermissionType.camera: title is \"Scan Your Receipts\" where the published PermissionPrimingView has \"Allow Camera Access\"; the spec models the copy",
            "note PermissionPriming.swift:116:13 [design-copy] the copy's illustration: symbol size is .font(.system(size: 48)) where the published PermissionPrimingView has .font(.system(size: 64)); the spec models the copy",
            "note PermissionPriming.swift:118:13 [design-copy] the copy's illustration: accessibilityHidden is .accessibilityHidden(true) where the published PermissionPrimingView has none; the spec models the copy",
            "note PermissionPriming.swift:130:13 [design-copy] the copy's title: header trait is .accessibilityAddTraits(.isHeader) where the published PermissionPrimingView has none; the spec models the copy",
            "note PermissionPriming.swift:157:26 [design-copy] the copy's Enable button: text is \"Turn On\" where the published PermissionPrimingView has \"Enable\"; the spec models the copy",
            "note PermissionPriming.swift:239:9 [design-copy] the copy's gate: animation (not gated on Reduce Motion) is .animation(.easeInOut(duration: 0.3), value: currentStatus) where the published PermissionPrimingView has none; the spec models the copy",
            "note PermissionPriming.swift:240:9 [design-copy] the copy's gate: transition is .transition(.move(edge: .bottom)) where the published PermissionPrimingView has none (opacity); the spec models the copy",
            "voiceover ready: passed",
            "voiceover denied: passed",
            "sizes ready: passed",
            "motion checking -> ready: passed",
            "motion checking -> denied: passed",
            "motion checking -> denied reduce-motion: failed",
            "error copy.primerspec:34:3 [reduce-motion] under Reduce Motion, checking still moves: move(bottom) transition moves the part in or out; expected a fade of at most 0.20 s",
            "error copy.primerspec:34:3 [reduce-motion] under Reduce Motion, checking still moves: runs 0.30 s, longer than the 0.20 s fade limit; expected a fade of at most 0.20 s",
            "error copy.primerspec:35:3 [reduce-motion] under Reduce Motion, deniedView still moves: move(bottom) transition moves the part in or out; expected a fade of at most 0.20 s",
            "error copy.primerspec:35:3 [reduce-motion] under Reduce Motion, deniedView still moves: runs 0.30 s, longer than the 0.20 s fade limit; expected a fade of at most 0.20 s",
        ])
    }
}
