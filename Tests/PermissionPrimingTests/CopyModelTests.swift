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

    /// The lines of a spec's outcome: its errors and warnings, then each section's status and findings.
    static func outcome(_ copy: String, spec: String, name: String = #function) throws -> [String] {
        let directory = try folder(copy, spec: spec, name: name)
        let recorded = try SpecTest.recorded(spec, path: "copy.primerspec", workingDirectory: directory)
        let outcome = SpecTest.check(recorded, path: "copy.primerspec", workingDirectory: directory)
        return outcome.errors.map(dump) + outcome.warnings.map(dump)
            + outcome.sections.flatMap { section in ["\(section.title): \(section.status)"] + section.findings.map(dump) }
    }

    /// Gated on Reduce Motion, the copy's spring plays with it off and nothing moves with it on: the
    /// audit passes.
    @Test func gatedAnimationStaysStillUnderReduceMotion() throws {
        let copy = try CopyTests.edited([
            ("    @State private var hasChecked = false",
             "    @State private var hasChecked = false\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion"),
            ("        .task {\n            currentStatus",
             "        .animation(reduceMotion ? nil : .spring(duration: 0.4, bounce: 0.2), value: currentStatus)\n"
                + "        .transition(reduceMotion ? .opacity : .slide)\n        .task {\n            currentStatus"),
        ])
        let spec = Self.spec(sections: "motion requesting -> content via answer\n\nmotion requesting -> content reduce-motion via answer\n")
        let directory = try Self.folder(copy, spec: spec)
        let recorded = try SpecTest.recorded(spec, path: "copy.primerspec", workingDirectory: directory)
        expectSameLines(recorded.components(separatedBy: "\n"), [
            "block permission-priming",
            "type camera",
            "design copy \"PermissionPriming.swift\"",
            "",
            "motion requesting -> content via answer",
            "  0.00  +0.54  primingView  disappear slide  spring(0.4, 0.2)",
            "  0.00  +0.54  content      appear slide     spring(0.4, 0.2)",
            "  0.00         call         onGranted",
            "  0.00         call         dismiss",
            "",
            "motion requesting -> content reduce-motion via answer",
            "  0.00  +0.00  primingView  disappear opacity  instant",
            "  0.00  +0.00  content      appear opacity     instant",
            "  0.00         call         onGranted",
            "  0.00         call         dismiss",
            "",
        ])
        expectSameLines(try Self.outcome(copy, spec: spec), [
            "note PermissionPriming.swift:238:9 [design-copy] the copy's gate: animation is .animation(reduceMotion ? nil : .spring(duration: 0.4, bounce: 0.2), value: currentStatus) where the published PermissionPrimingView has none; the spec models the copy",
            "note PermissionPriming.swift:239:9 [design-copy] the copy's gate: transition is .transition(reduceMotion ? .opacity : .slide) where the published PermissionPrimingView has none (opacity); the spec models the copy",
            "motion requesting -> content via answer: passed",
            "motion requesting -> content reduce-motion via answer: passed",
        ])
    }

    /// `withAnimation` around the first check's result animates the change from checking, and only it.
    @Test func checkAnimationAnimatesTheFirstCheckOnly() throws {
        let copy = try CopyTests.edited([
            ("            currentStatus = await access.status(of: permissionType)\n            hasChecked = true",
             "            let status = await access.status(of: permissionType)\n            withAnimation(.snappy) {\n"
                + "                currentStatus = status\n                hasChecked = true\n            }"),
        ])
        let spec = Self.spec(sections: "motion checking -> ready\n\nmotion requesting -> content via answer\n")
        let directory = try Self.folder(copy, spec: spec)
        let recorded = try SpecTest.recorded(spec, path: "copy.primerspec", workingDirectory: directory)
        expectSameLines(recorded.components(separatedBy: "\n"), [
            "block permission-priming",
            "type camera",
            "design copy \"PermissionPriming.swift\"",
            "",
            "motion checking -> ready",
            "  0.00  +0.70  checking     disappear opacity  snappy",
            "  0.00  +0.70  primingView  appear opacity     snappy",
            "",
            "motion requesting -> content via answer",
            "  0.00  +0.00  primingView  disappear opacity  instant",
            "  0.00  +0.00  content      appear opacity     instant",
            "  0.00         call         onGranted",
            "  0.00         call         dismiss",
            "",
        ])
    }

    /// What the model cannot follow is a warning at the copy's line naming the spec's sections that
    /// still assume the published design.
    @Test func unfollowedEditsWarnAtTheirLines() throws {
        let copy = try CopyTests.edited([
            ("Text(customTitle ?? permissionType.title)", "Text(headline(for: permissionType))"),
            ("descriptionSection\n                .padding(.top, 12)",
             "descriptionSection\n                .padding(.top, 12)\n\n            Text(\"Takes a second\")"),
            ("isRequesting = true\n", "withAnimation { isRequesting = true }\n"),
        ])
        let spec = Self.spec(sections: "voiceover ready\n\ntargets ready\n\nmotion ready -> requesting\n")
        expectSameLines(try Self.outcome(copy, spec: spec), [
            "warning PermissionPriming.swift:105:13 [design-copy] the copy's PermissionPrimingView.body: view is Text(\"Takes a second\") (a view the published design does not have) where the published PermissionPrimingView has none; PrimerSpec cannot follow it, so the sections 'voiceover ready', 'targets ready' assume the published design",
            "warning PermissionPriming.swift:129:14 [design-copy] the copy's title: text is headline(for: permissionType) (computed by a function call at run time) where the published PermissionPrimingView has customTitle ?? permissionType.title; PrimerSpec cannot follow it, so the sections 'voiceover ready' assume the published design",
            "warning PermissionPriming.swift:146:21 [design-copy] the copy's PermissionPrimingView.buttonSection: motion is withAnimation { isRequesting = true } (an animation the model has no place for: it follows only the gate's .animation(…, value:) on its Group and its views' transitions) where the published PermissionPrimingView has none; PrimerSpec cannot follow it, so the sections 'motion ready -> requesting' assume the published design",
            "voiceover ready: passed",
            "targets ready: passed",
            "motion ready -> requesting: passed",
        ])
    }

    /// A linked call's (or the spec's) custom title still wins over the copy's type title; the denied
    /// view keeps the copy's type title.
    @Test func customTitleWinsOverTheCopysTypeTitle() throws {
        let copy = try CopyTests.edited([
            ("case .camera: return \"Allow Camera Access\"", "case .camera: return \"Scan Your Receipts\""),
        ])
        let spec = "block permission-priming\ntype camera\ntitle \"Snap a receipt\"\ndescription \"Keep your receipts.\"\n"
            + "design copy\n\nvoiceover ready\n\nvoiceover denied\n"
        let directory = try Self.folder(copy, spec: spec)
        let recorded = try SpecTest.recorded(spec, path: "copy.primerspec", workingDirectory: directory)
        expectSameLines(recorded.components(separatedBy: "\n"), [
            "block permission-priming",
            "type camera",
            "title \"Snap a receipt\"",
            "description \"Keep your receipts.\"",
            "design copy",
            "",
            "voiceover ready",
            "  \"camera fill. Image.\"",
            "  \"Snap a receipt\"",
            "  \"Keep your receipts.\"",
            "  \"Enable. Button.\"",
            "  \"Not Now. Button.\"",
            "",
            "voiceover denied",
            "  \"gear badge xmark. Image.\"",
            "  \"Scan Your Receipts\"",
            "  \"You previously denied this permission. To enable it, open Settings and allow access.\"",
            "  \"Open Settings. Button.\"",
            "",
        ])
    }

    /// Linked to the app's call (`code`) and modelling its copy (`design copy`, found by its types): the
    /// call's custom title and description win, the copy gives the rest (its Enable, its type title on
    /// the denied view).
    @Test func linkedCallsCustomTextsWinOverTheCopy() throws {
        let spec = "block permission-priming\ncode \"Receipts.swift\"\ndesign copy\n\nvoiceover ready\n\nvoiceover denied\n"
        let directory = try Self.folder(try CopyTests.edited(Self.teamEdits), spec: spec)
        try TemporaryFiles.write("""
            import SwiftUI

            struct ReceiptsScreen: View {
                var body: some View {
                    ReceiptList()
                        .permissionGated(.camera, title: "Scan a receipt", description: "Point the camera at a receipt to file it.")
                }
            }

            """, to: "Receipts.swift", in: directory)
        let recorded = try SpecTest.recorded(spec, path: "copy.primerspec", workingDirectory: directory)
        expectSameLines(recorded.components(separatedBy: "\n"), [
            "block permission-priming",
            "code \"Receipts.swift\"",
            "design copy",
            "",
            "voiceover ready",
            "  \"Scan a receipt. Heading.\"",
            "  \"Point the camera at a receipt to file it.\"",
            "  \"Turn On. Button.\"",
            "  \"Not Now. Button.\"",
            "",
            "voiceover denied",
            "  \"gear badge xmark. Image.\"",
            "  \"Scan Your Receipts\"",
            "  \"You previously denied this permission. To enable it, open Settings and allow access.\"",
            "  \"Open Settings. Button.\"",
            "",
        ])
    }

    /// The audit judges the copy: its heading and hidden illustration pass where the templates fail,
    /// its bold title2 description is large text (3:1), and its slide under Reduce Motion fails.
    @Test func auditJudgesTheCopy() throws {
        let copy = try CopyTests.edited(Self.teamEdits + [
            (".font(.body)\n            .foregroundStyle(.secondary)\n            .multilineTextAlignment(.center)",
             ".font(.title2)\n            .fontWeight(.bold)\n            .foregroundStyle(.secondary)\n            .multilineTextAlignment(.center)"),
        ])
        let directory = try Self.folder(copy, spec: Self.spec(sections: ""))
        let audit = PrimingTest.run("audit", "copy.primerspec", in: directory)
        // Each rule's verdicts, the part alone: `FAIL deniedSymbol`, `pass`.
        var verdicts: [String: [String]] = [:]
        var rule = ""
        for line in audit.output.components(separatedBy: "\n") {
            if !line.hasPrefix(" "), let name = line.components(separatedBy: ":").first { rule = name }
            if line.hasPrefix("  pass") { verdicts[rule, default: []].append("pass") }
            if line.hasPrefix("  FAIL"), let head = line.components(separatedBy: " (").first {
                verdicts[rule, default: []].append("FAIL " + (head.components(separatedBy: " ").last ?? ""))
            }
        }
        #expect(verdicts["one-heading"] == ["pass"])
        #expect(verdicts["decorative-image-hidden"] == ["FAIL deniedSymbol"])
        #expect(verdicts["text-contrast"] == ["FAIL enable", "FAIL notNow", "FAIL deniedLine", "FAIL openSettings",
                                              "FAIL enable", "FAIL openSettings"])
        #expect(Set(verdicts["no-movement-under-reduce-motion"] ?? [])
                == ["FAIL checking", "FAIL primingView", "FAIL deniedView", "FAIL content"])
    }

    /// Through the tool: `check --verbose` passes the recorded spec and shows the copy's notes;
    /// `check --record` writes the copy's lines.
    @Test func toolRecordsAndChecksACopy() throws {
        let spec = Self.spec(sections: "voiceover ready\n")
        let directory = try Self.folder(try CopyTests.edited(Self.teamEdits), spec: spec)
        let record = PrimingTest.run("check", "--record", "copy.primerspec", in: directory)
        #expect(record.exitCode == .success, "\(record.errorOutput)")
        let written = try String(contentsOfFile: directory + "/copy.primerspec", encoding: .utf8)
        expectSameLines(written.components(separatedBy: "\n"), [
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
        ])
        let check = PrimingTest.run("check", "--verbose", "copy.primerspec", in: directory)
        #expect(check.exitCode == .success)
        expectSameLines((check.output + check.errorOutput).components(separatedBy: "\n"), [
            "PASS copy.primerspec (1 of 1 sections passed)",
            "  PermissionPriming.swift:27:30: note: the copy's PermissionType.camera: title is \"Scan Your Receipts\" where the published PermissionPrimingView has \"Allow Camera Access\"; the spec models the copy",
            "  PermissionPriming.swift:116:13: note: the copy's illustration: symbol size is .font(.system(size: 48)) where the published PermissionPrimingView has .font(.system(size: 64)); the spec models the copy",
            "  PermissionPriming.swift:118:13: note: the copy's illustration: accessibilityHidden is .accessibilityHidden(true) where the published PermissionPrimingView has none; the spec models the copy",
            "  PermissionPriming.swift:130:13: note: the copy's title: header trait is .accessibilityAddTraits(.isHeader) where the published PermissionPrimingView has none; the spec models the copy",
            "  PermissionPriming.swift:157:26: note: the copy's Enable button: text is \"Turn On\" where the published PermissionPrimingView has \"Enable\"; the spec models the copy",
            "  PermissionPriming.swift:239:9: note: the copy's gate: animation (not gated on Reduce Motion) is .animation(.easeInOut(duration: 0.3), value: currentStatus) where the published PermissionPrimingView has none; the spec models the copy",
            "  PermissionPriming.swift:240:9: note: the copy's gate: transition is .transition(.move(edge: .bottom)) where the published PermissionPrimingView has none (opacity); the spec models the copy",
            "",
            "1 passed, 0 failed",
            "",
        ])
    }
}
