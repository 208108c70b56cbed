@testable import PermissionPriming
import PrimerBlocks
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The permission priming block reads an app's name and purpose strings with the kernel's readers:
/// an Info.plist, a project's target or an xcconfig.
@Suite("Permission priming app information")
struct PrimingAppInfoTests {
    @Test func aProjectsTargetGivesTheNameAndThePurposeStrings() throws {
        let text = "block permission-priming\ntype camera\nproject \"Fixtures/Atlas.xcodeproj\"\ntarget \"Atlas\"\n\n"
            + "voiceover ready\n"
        let (spec, diagnostics) = try PrimingTest.resolve(text)
        #expect(diagnostics.isEmpty)
        let model = try #require(spec?.model as? PermissionPrimingModel)
        #expect(model.appName == "Atlas")
        #expect(model.purposeStrings["NSCameraUsageDescription"] == "Atlas scans the \"trail marker\" codes on signposts.")
    }

    @Test func anXcconfigWithoutTheKeyIsALocatedError() throws {
        let text = "block permission-priming\ntype microphone\nxcconfig \"Fixtures/Atlas.xcconfig\"\n\nvoiceover ready\n"
        let (spec, diagnostics) = try PrimingTest.resolve(text)
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == [
            "Fixtures/Atlas.xcconfig: missing NSMicrophoneUsageDescription: the microphone request "
                + "(AVCaptureDevice.requestAccess(for: .audio)) needs this purpose string, and the app crashes asking "
                + "without it",
        ])
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test func theCommandLineReadsAProject() {
        let result = PrimingTest.run("voiceover", "camera", "--block", "permission-priming", "--project",
                                     "Specs/Fixtures/Atlas.xcodeproj", "--target", "Atlas")
        #expect(result.exitCode == .success, "\(result.errorOutput)")
    }
}
