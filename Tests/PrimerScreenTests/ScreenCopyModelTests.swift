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

/// What the model says of an edited copy, through a spec with `design copy`: its sections' lines,
/// the notes and warnings at the copy's lines, and what the audit then finds.
@Suite("Primer screen: the model follows the copy")
struct ScreenCopyModelTests {
    /// Each edit, and the section lines the model then generates.
    @Test(arguments: [
        ("slower spring, wider stagger", [(".spring(duration: 0.5, bounce: 0.2)", ".spring(duration: 0.8, bounce: 0.2)"),
                                          ("0.2 + 0.12 * Double(index)", "0.2 + 0.3 * Double(index)")],
         "motion ready -> ready via appear\n", [
            "0.00  +2.00  ring.0     scale 1 -> 1.7      easeOut(2)        repeat forever every 2.71",
            "0.00  +2.00  ring.0     opacity 0.5 -> 0    easeOut(2)        repeat forever every 2.71",
            "0.20  +1.08  benefit.0  opacity 0 -> 1      spring(0.8, 0.2)",
            "0.20  +1.08  benefit.0  offset 0,18 -> 0,0  spring(0.8, 0.2)",
            "0.50  +1.08  benefit.1  opacity 0 -> 1      spring(0.8, 0.2)",
            "0.50  +1.08  benefit.1  offset 0,18 -> 0,0  spring(0.8, 0.2)",
            "0.70  +2.00  ring.1     scale 1 -> 1.7      easeOut(2)        repeat forever every 2.71",
            "0.70  +2.00  ring.1     opacity 0.5 -> 0    easeOut(2)        repeat forever every 2.71",
            "0.80  +1.08  benefit.2  opacity 0 -> 1      spring(0.8, 0.2)",
            "0.80  +1.08  benefit.2  offset 0,18 -> 0,0  spring(0.8, 0.2)",
            "2.70  +0.01  ring.0     scale 1.7 -> 1      linear(0.01)      repeat forever every 2.71",
            "2.70  +0.01  ring.0     opacity 0 -> 0.5    linear(0.01)      repeat forever every 2.71",
            "2.70  +0.01  ring.1     scale 1.7 -> 1      linear(0.01)      repeat forever every 2.71",
            "2.70  +0.01  ring.1     opacity 0 -> 0.5    linear(0.01)      repeat forever every 2.71",
         ]),
        // The title is no heading; each row reads as its title, then its text.
        ("renamed button, no header, rows not combined",
         [("= \"Continue\"", "= \"Turn On\""), ("                        .accessibilityAddTraits(.isHeader)\n", ""),
          ("        .accessibilityElement(children: .combine)\n", "")],
         "voiceover ready\n", [
            "\"Stay in the loop\"",
            "\"Turn on notifications and we only write when it matters.\"",
            "\"Order updates\"",
            "\"Know the moment your order ships and arrives.\"",
            "\"Price drops\"",
            "\"Hear first when something you saved gets cheaper.\"",
            "\"Quiet by default\"",
            "\"No marketing, and nothing at night.\"",
            "\"Turn On. Button.\"",
            "\"Not Now. Button.\"",
         ]),
        ("smaller skip button", [("minimumTarget: CGFloat = 44", "minimumTarget: CGFloat = 32")], "targets ready\n", [
            "continue  height 54pt  width full",
            "skip      height 32pt  width full",
        ]),
        ("no skip button by default", [("? = \"Not Now\"", "? = nil")], "targets ready\n", [
            "continue  height 54pt  width full",
        ]),
        // The rings keep pulsing under Reduce Motion.
        ("rings under Reduce Motion", [("if !reduceMotion {", "if true || !reduceMotion {")],
         "motion ready -> ready reduce-motion via appear\n", [
            "0.00  +2.00  ring.0     scale 1 -> 1.7    easeOut(2)      repeat forever every 2.71",
            "0.00  +2.00  ring.0     opacity 0.5 -> 0  easeOut(2)      repeat forever every 2.71",
            "0.00  +0.20  benefit.0  opacity 0 -> 1    easeInOut(0.2)",
            "0.00  +0.20  benefit.1  opacity 0 -> 1    easeInOut(0.2)",
            "0.00  +0.20  benefit.2  opacity 0 -> 1    easeInOut(0.2)",
            "0.70  +2.00  ring.1     scale 1 -> 1.7    easeOut(2)      repeat forever every 2.71",
            "0.70  +2.00  ring.1     opacity 0.5 -> 0  easeOut(2)      repeat forever every 2.71",
            "2.70  +0.01  ring.0     scale 1.7 -> 1    linear(0.01)    repeat forever every 2.71",
            "2.70  +0.01  ring.0     opacity 0 -> 0.5  linear(0.01)    repeat forever every 2.71",
            "2.70  +0.01  ring.1     scale 1.7 -> 1    linear(0.01)    repeat forever every 2.71",
            "2.70  +0.01  ring.1     opacity 0 -> 0.5  linear(0.01)    repeat forever every 2.71",
         ]),
        ("benefits rise under Reduce Motion", [("hasAppeared || reduceMotion ? 0 : 18", "hasAppeared ? 0 : 18")],
         "motion ready -> ready reduce-motion via appear\n", [
            "0.00  +0.20  benefit.0  opacity 0 -> 1      easeInOut(0.2)",
            "0.00  +0.20  benefit.0  offset 0,18 -> 0,0  easeInOut(0.2)",
            "0.00  +0.20  benefit.1  opacity 0 -> 1      easeInOut(0.2)",
            "0.00  +0.20  benefit.1  offset 0,18 -> 0,0  easeInOut(0.2)",
            "0.00  +0.20  benefit.2  opacity 0 -> 1      easeInOut(0.2)",
            "0.00  +0.20  benefit.2  offset 0,18 -> 0,0  easeInOut(0.2)",
         ]),
        // Without the `reduceMotion ? … : …` choice the rows spring in turn under Reduce Motion too.
        ("one animation for both", [("reduceMotion ? .easeInOut(duration: 0.2) : .spring", ".spring")],
         "motion ready -> ready reduce-motion via appear\n", [
            "0.20  +0.67  benefit.0  opacity 0 -> 1  spring(0.5, 0.2)",
            "0.32  +0.67  benefit.1  opacity 0 -> 1  spring(0.5, 0.2)",
            "0.44  +0.67  benefit.2  opacity 0 -> 1  spring(0.5, 0.2)",
         ]),
    ] as [(String, [(String, String)], String, [String])])
    func sectionLines(_ name: String, edits: [(String, String)], section: String, expected: [String]) throws {
        let lines = try ScreenCopy.lines(try ScreenCopy.edited(edits), sections: section)
        expectSameLines(lines.flatMap { $0 }, expected)
    }

    /// The audit's results of a rule on a spec modelling the edited copy: pass as published, fail after the edit.
    @Test(arguments: [
        ("no-movement-under-reduce-motion", [("if !reduceMotion {", "if true || !reduceMotion {")],
         ["ring.0", "ring.1"]),
        ("no-movement-under-reduce-motion", [("hasAppeared || reduceMotion ? 0 : 18", "hasAppeared ? 0 : 18")],
         ["benefit.0", "benefit.1", "benefit.2"]),
        ("touch-target", [("minimumTarget: CGFloat = 44", "minimumTarget: CGFloat = 32")], ["skip"]),
        ("one-heading", [("                        .accessibilityAddTraits(.isHeader)\n", "")], ["title"]),
    ] as [(String, [(String, String)], [String])])
    func theAuditFindsTheEdit(rule: String, edits: [(String, String)], failing: [String]) throws {
        let check = try #require(RuleCatalogue.checks.first { $0.rule.id == rule })
        func failures(_ source: String) throws -> [String] {
            let (spec, _) = try ScreenCopy.resolve(source, sections: "voiceover ready\n")
            let resolved = try #require(spec)
            return Auditor(checks: [check]).audit(AuditSubject(spec: resolved))
                .filter { $0.outcome == .fail }.compactMap { $0.subject.part?.description }
        }
        #expect(try failures(try ScreenCopy.source()) == [])
        #expect(Set(try failures(try ScreenCopy.edited(edits))) == Set(failing))
    }

    /// A copy with three rings: the model draws ring.2, and a spec's motion lines may name it.
    @Test func threeRingsAreParts() throws {
        let reading = try ScreenCopy.read(try ScreenCopy.edited([("ForEach(0..<2", "ForEach(0..<3"),
                                                                 ("Double(1 - ring)", "Double(2 - ring)")]))
        #expect(reading.differences.map(\.fact) == ["count"])
        let design = try #require(reading.design as? ScreenDesign)
        #expect(design.ringCount == 3)
        let model = PrimerScreenModel(design: design)
        #expect(model.vocabulary.part("ring.2") == .ring(2))
        #expect(model.vocabulary.part("ring.3") == nil)
        #expect(PrimerScreenModel().vocabulary.part("ring.2") == nil)
        let timeline = model.timeline(for: Screen.transition("appear"), environment: PrimerEnvironment())
        // Ring 2 widens 1.4 s in; every ring snaps back at 1.4 + 2 s.
        #expect(timeline.tracks.filter { $0.part == .ring(2) }.map(\.start) == [1.4, 1.4, 3.4, 3.4])
    }

    /// A spec linked to a call that passes no tint shows the copy's default tint; the published
    /// design's spec keeps the demo's.
    @Test func aLinkedCallWithoutATintTakesTheCopysDefault() throws {
        let source = try ScreenCopy.edited([("var tint: Color = .blue", "var tint: Color = .mint"),
                                            ("            tint: .teal,\n", "")])
        let (spec, diagnostics) = try ScreenCopy.resolve(source, sections: "voiceover ready\n",
                                                         header: "code \"../App/Sources/PermissionPrimerScreen.swift\"\n")
        #expect(diagnostics.map(\.rule) == [DesignSource.rule])
        let model = try #require(spec?.model as? PrimerScreenModel)
        #expect(model.content.tint == .system(.mint))
        #expect(model.content.title == "Never lose your place")
    }

    /// A followed difference is a note at the copy's line; one the model cannot follow is a warning
    /// naming the spec's sections that still assume the published design.
    @Test func differencesAreFindingsAtTheCopysLines() throws {
        let source = try ScreenCopy.edited([("minimumTarget: CGFloat = 44", "minimumTarget: CGFloat = 32"),
                                            ("0.2 + 0.12 * Double(index)", "entranceDelay(index)")])
        let (_, diagnostics) = try ScreenCopy.resolve(source, sections: "targets ready\n\nmotion ready -> ready via appear\n")
        let file = "App/Sources/PermissionPrimerScreen.swift"
        // Warnings first, then notes, each in file order.
        expectSameLines(diagnostics.map { "\($0.severity) \($0.range.lowerBound) \($0.message)" }, [
            "warning \(file):52:125 the copy's benefit rows: delay is entranceDelay(index) (computed at run time) where "
                + "the published PermissionPrimerScreen has 0.2 + 0.12 * Double(index); PrimerSpec cannot follow it, so "
                + "the sections 'motion ready -> ready via appear' assume the published design",
            "note \(file):30:42 the copy's skip button: minimum height is minHeight: minimumTarget (32) where the "
                + "published PermissionPrimerScreen has minHeight: minimumTarget (44); the spec models the copy",
        ])
    }
}
