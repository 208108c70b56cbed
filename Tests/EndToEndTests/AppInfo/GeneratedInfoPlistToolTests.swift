@testable import BlockTestSupport
import Foundation
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What the shipped blocks make of a generated Info.plist merged with a file: a warning about the
/// app's files printed beside the command's output, and an empty purpose string reported in the
/// block's words at its line. (The merge itself: PrimerAppInfoTests' GeneratedInfoPlistTests.)
@Suite("Generated Info.plist with the shipped blocks")
struct GeneratedInfoPlistToolTests {
    static let pbxproj = "Trails.xcodeproj/project.pbxproj"
    static let plistFile = "Trails/Info.plist"

    @Test(arguments: [["voiceover", "--block", "permission-priming", "camera"], ["voiceover", "camera"]])
    func aWarningAboutTheAppsFilesIsPrintedOnTheCommandLine(_ command: [String]) throws {
        let folder = try AppInfoFixture.write([
            "Trails.xcodeproj/project.pbxproj": AppInfoFixture.project([
                "GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_FILE = Trails/Info.plist", "PRODUCT_NAME = Trails",
                "INFOPLIST_KEY_NSSpeechRecognitionUsageDescription = \"Dictate notes.\""]),
            "Trails/Info.plist": AppInfoFixture.xml([("NSCameraUsageDescription", "Trails scans codes."),
                                                     ("NSSpeechRecognitionUsageDescription", "Old text.")]),
        ])
        let result = PrimerSpecTool.run(Invocation(arguments: command + ["--project", "Trails.xcodeproj"],
                                                   workingDirectory: folder))
        #expect(result.exitCode == .success)
        #expect(result.errorOutput == "\(GeneratedInfoPlistToolTests.pbxproj):13:56: warning: INFOPLIST_KEY_NSSpeechRecognitionUsageDescription "
                + "gives NSSpeechRecognitionUsageDescription 'Dictate notes.' but the Info.plist file says 'Old text.'; "
                + "Xcode builds the setting's value over the file's (swift-build's Info.plist processing merges the "
                + "generated keys over INFOPLIST_FILE), so the file's text is never shown; expected one value for "
                + "NSSpeechRecognitionUsageDescription\n\(GeneratedInfoPlistToolTests.plistFile):8:2: note: the Info.plist's "
                + "NSSpeechRecognitionUsageDescription is here\n")
    }

    static let emptyCases: [(name: String, files: [String: String], header: String, expected: [Finding])] = [
        ("an empty <string></string> in the Info.plist",
         ["Info.plist": AppInfoFixture.xml([("CFBundleName", "Trails"), ("NSCameraUsageDescription", "")])],
         "primer camera\ninfo-plist \"Info.plist\"\n",
         [SpecTest.error("8:2", "NSCameraUsageDescription is empty in Specs/Info.plist: the camera primer needs the words "
                         + "iOS shows in its alert; expected a non-empty purpose string", offending: "",
                         expected: "a non-empty purpose string", file: "Specs/Info.plist")]),
        ("an empty INFOPLIST_KEY_ setting in the project",
         ["Trails.xcodeproj/project.pbxproj": AppInfoFixture.project(["GENERATE_INFOPLIST_FILE = YES", "PRODUCT_NAME = Trails",
                                                       "INFOPLIST_KEY_NSCameraUsageDescription = \"\""])],
         "block permission-priming\ntype camera\nproject \"Trails.xcodeproj\"\n",
         [SpecTest.error("12:45", "NSCameraUsageDescription is empty in Specs/Trails.xcodeproj (target Trails, Release): "
                         + "the camera request needs the words iOS shows in its alert; expected a non-empty purpose "
                         + "string", offending: "", expected: "a non-empty purpose string",
                         file: "Specs/Trails.xcodeproj/project.pbxproj")]),
    ]

    @Test(arguments: emptyCases.indices)
    func anEmptyPurposeStringIsReportedAsEmptyAtItsLine(_ index: Int) throws {
        let example = GeneratedInfoPlistToolTests.emptyCases[index]
        let root = try AppInfoFixture.write(example.files.reduce(into: [:]) { $0["Specs/" + $1.key] = $1.value })
        let (spec, diagnostics) = try SpecTest.resolve(example.header + "\nvoiceover ready\n", path: "Specs/p.primerspec",
                                                       workingDirectory: root)
        #expect(spec == nil)
        #expect(diagnostics.map(\.rendered) == example.expected.map(\.rendered), "\(example.name)")
    }
}
