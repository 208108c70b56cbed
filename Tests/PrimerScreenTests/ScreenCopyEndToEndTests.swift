import Foundation
@testable import BlockTestSupport
@testable import PrimerCLI
@testable import PrimerTestSupport
import Testing

/// A spec modelling the app's copy of `PermissionPrimerScreen`, through the tool: it records and
/// passes, the copy found by its file or by its types; editing the copy fails `check` where the
/// model follows the edit, and the difference is a note at the copy's line.
@Suite("Primer screen: a copy's spec, through the tool")
struct ScreenCopyEndToEndTests {
    static let sections = "voiceover ready\n\ntargets ready\n\nmotion ready -> ready reduce-motion via appear\n"

    /// The copy named by its file from a specs folder beside the app, or found by its types from a
    /// spec inside the app.
    @Test(arguments: [("design copy \"../App/Sources/PermissionPrimerScreen.swift\"", "Specs"),
                      ("design copy", "App/Specs")])
    func recordsAndPasses(header: String, specs: String) throws {
        let source = try ScreenCopy.edited([("= \"Continue\"", "= \"Turn On\""),
                                            ("minimumTarget: CGFloat = 44", "minimumTarget: CGFloat = 48")])
        let folder = try ScreenCopy.app(source)
        let spec = specs + "/copy.primerspec"
        try TemporaryFiles.write("block primer-screen\n\(header)\n\n" + Self.sections, to: spec, in: folder)
        let recorded = runTool("check", "--record", specs, in: folder)
        #expect(recorded.exitCode == .success, "\(recorded.output)\(recorded.errorOutput)")
        let text = try TemporaryFiles.text(at: folder + "/" + spec)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("\"Turn On. Button.\""), "\(text)")
        #expect(lines.contains("skip      height 48pt  width full"), "\(text)")
        let checked = runTool("check", "--verbose", specs, in: folder)
        #expect(checked.exitCode == .success, "\(checked.output)")
        #expect(checked.output.contains("Sources/PermissionPrimerScreen.swift:20:50: note: the copy's Continue "
                                        + "button: default title is \"Turn On\" where the published "
                                        + "PermissionPrimerScreen has \"Continue\"; the spec models the copy"),
                "\(checked.output)")
    }

    /// The rings edited to pulse under Reduce Motion: the recorded spec fails at its motion section.
    @Test func anEditedCopyFailsTheSectionItChanges() throws {
        let folder = try ScreenCopy.app(try ScreenCopy.source())
        try TemporaryFiles.write(ScreenCopy.specText(Self.sections), to: ScreenCopy.spec, in: folder)
        #expect(runTool("check", "--record", "Specs", in: folder).exitCode == .success)
        #expect(runTool("check", "Specs", in: folder).exitCode == .success)
        try TemporaryFiles.write(try ScreenCopy.edited([("if !reduceMotion {", "if true || !reduceMotion {")]),
                                 to: "App/Sources/PermissionPrimerScreen.swift", in: folder)
        let checked = runTool("check", "Specs", in: folder)
        #expect(checked.exitCode == .mismatch, "\(checked.output)")
        #expect(checked.output.contains("ring.0"), "\(checked.output)")
    }
}
