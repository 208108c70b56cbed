@testable import BlockTestSupport
import Foundation
@testable import PrimerAppInfo
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Spec headers that name a project, an xcconfig or Xcode's default Info.plist: what the primer reads
/// from them, and every error located in the file it is about, with a note at the spec line.
@Suite("App information in spec headers")
struct AppInfoSpecTests {
    static let specs = SpecTest.repositoryRoot + "/Specs"
    static let spec = "Specs/p.primerspec"

    static func resolve(_ header: String) throws -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        try SpecTest.resolve(header + "\nvoiceover ready\n", path: Self.spec, workingDirectory: SpecTest.repositoryRoot)
    }

    static func alert(_ header: String) throws -> String {
        let resolved = try SpecTest.resolved(header + "\nvoiceover ready\n", path: Self.spec,
                                             workingDirectory: SpecTest.repositoryRoot)
        return SectionGenerator.lines(for: resolved.sections[0].target, in: resolved)[4]
    }

    @Test(arguments: [
        ("primer camera\nproject \"Fixtures/Atlas.xcodeproj\"\ntarget \"Atlas\"\n",
         "\"Next, iOS asks: \u{201C}Atlas\u{201D} Would Like to Access the Camera. Atlas scans the \\\"trail marker\\\" "
            + "codes on signposts. Buttons: Don\u{2019}t Allow, Allow.\""),
        ("primer camera\nproject \"Fixtures/Atlas.xcodeproj/project.pbxproj\"\ntarget \"Atlas\"\nconfiguration \"Debug\"\n",
         "\"Next, iOS asks: \u{201C}Atlas \u{03B2}\u{201D} Would Like to Access the Camera. Atlas scans trail markers "
            + "(debug build). Buttons: Don\u{2019}t Allow, Allow.\""),
        ("primer location\nproject \"Fixtures/Atlas.xcodeproj\"\ntarget \"AtlasWatch\"\n",
         "\"Next, iOS asks: Allow \u{201C}Atlas for Watch\u{201D} to use your location? Your watch shows the next turn "
            + "on the trail. Buttons: Allow Once, Allow While Using App, Don\u{2019}t Allow.\""),
        ("primer photos\nxcconfig \"Fixtures/Atlas.xcconfig\"\n",
         "\"Next, iOS asks: \u{201C}Atlas Trails\u{201D} would like full access to your Photo Library. Atlas saves the "
            + "photos you take on a trail. Buttons: Limit Access\u{2026}, Allow Full Access, Don\u{2019}t Allow.\""),
        ("primer camera\ninfo-plist \"Fixtures/Xcode-Default-Info.plist\"\napp \"Receipts\"\n",
         "\"Next, iOS asks: \u{201C}Receipts\u{201D} Would Like to Access the Camera. This app reads the codes on "
            + "receipts. Buttons: Don\u{2019}t Allow, Allow.\""),
        ("primer camera\nxcconfig \"Fixtures/Atlas.xcconfig\"\nbuild-setting PRODUCT_NAME \"Atlas Pro\"\n",
         "\"Next, iOS asks: \u{201C}Atlas Trails\u{201D} Would Like to Access the Camera. Atlas Pro scans the trail "
            + "marker codes on signposts. Buttons: Don\u{2019}t Allow, Allow.\""),
    ])
    func theSampleAlertReadsTheAppsOwnWords(_ header: String, _ line: String) throws {
        #expect(try Self.alert(header) == line)
    }

    static let pbxproj = "Specs/Fixtures/Atlas.xcodeproj/project.pbxproj"

    /// Atlas builds an iOS app and a watch app: the one built for iOS is read, with a note at its SDKROOT.
    @Test func ofTwoAppTargetsTheOneBuiltForIOSIsRead() throws {
        let (spec, diagnostics) = try Self.resolve("primer camera\nproject \"Fixtures/Atlas.xcodeproj\"\n")
        #expect(spec != nil)
        #expect(diagnostics.map(\.rendered) == [
            "\(Self.pbxproj):128:15: note: target Atlas is read, of 2 app targets: it builds for iOS (iphoneos); not "
                + "AtlasWatch (watchos); expected target \"NAME\" (--target NAME) to read another\n"
                + "Specs/p.primerspec:2:9: note: Specs/Fixtures/Atlas.xcodeproj is named here",
        ])
    }

    /// Two app targets built for iOS: the spec must name one.
    @Test func twoIOSAppTargetsNeedOneNamed() throws {
        let folder = try makeTemporaryFolder(#function)
        let atlas = try String(contentsOfFile: SpecTest.repositoryRoot + "/" + Self.pbxproj, encoding: .utf8)
        try TemporaryFiles.write(atlas.replacingOccurrences(of: "SDKROOT = watchos;", with: "SDKROOT = iphoneos;"),
                                 to: Self.pbxproj, in: folder)
        let (spec, diagnostics) = try SpecTest.resolve("primer camera\nproject \"Fixtures/Atlas.xcodeproj\"\n\nvoiceover ready\n",
                                                       path: Self.spec, workingDirectory: folder)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:9-2:35", "\(Self.pbxproj) has 2 app targets (Atlas, AtlasWatch); expected target \"NAME\" "
                           + "(--target NAME) naming one", offending: "Specs/Fixtures/Atlas.xcodeproj",
                           expected: "target \"NAME\" naming one of Atlas, AtlasWatch", file: Self.spec),
        ])
    }

    @Test func anUnknownTargetOrConfigurationSuggestsOne() throws {
        let target = try Self.resolve("primer camera\nproject \"Fixtures/Atlas.xcodeproj\"\ntarget \"Atlsa\"\n")
        #expect(target.diagnostics.map(\.rendered) == [
            "Specs/p.primerspec:3:8: error: unknown target 'Atlsa'; expected one of Atlas, AtlasWatch (did you mean "
                + "'Atlas'?) (the targets of \(Self.pbxproj))",
        ])
        let configuration = try Self.resolve("primer camera\nproject \"Fixtures/Atlas.xcodeproj\"\ntarget \"Atlas\"\n"
                                             + "configuration \"Relase\"\n")
        #expect(configuration.diagnostics.map(\.rendered) == [
            "Specs/p.primerspec:4:15: error: unknown configuration 'Relase'; expected one of Debug, Release (did you "
                + "mean 'Release'?) (target Atlas of \(Self.pbxproj))",
        ])
    }

    @Test func aWatchTargetWithoutTheCameraKeyIsAnErrorSayingWhere() throws {
        let (_, diagnostics) = try Self.resolve("primer camera\nproject \"Fixtures/Atlas.xcodeproj\"\ntarget \"AtlasWatch\"\n")
        #expect(diagnostics.map(\.message) == [
            "Specs/Fixtures/Atlas.xcodeproj (target AtlasWatch, Release) has no NSCameraUsageDescription: the camera "
                + "primer needs the purpose string iOS shows in its alert (the app crashes asking for camera without it); "
                + "expected NSCameraUsageDescription in the Info.plist (INFOPLIST_KEY_NSCameraUsageDescription in a "
                + "project or xcconfig), or purpose \"TEXT\"",
        ])
        #expect(diagnostics.map(\.location) == [SpecTest.location("2:9", file: Self.spec)])
    }

    @Test func anErrorInsideAnIncludedXcconfigIsLocatedThereWithANoteAtTheSpec() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write("#include \"Shared.xcconfig\"\nPRODUCT_NAME = Atlas\n", to: "Config/App.xcconfig", in: folder)
        try TemporaryFiles.write("INFOPLIST_KEY_NSCameraUsageDescription = $(PRODUCT_NAME:lowr) scans.\n",
                                 to: "Config/Shared.xcconfig", in: folder)
        let (_, diagnostics) = try SpecTest.resolve("primer camera\nxcconfig \"Config/App.xcconfig\"\n\nvoiceover ready\n",
                                                    path: "p.primerspec", workingDirectory: folder)
        let modifiers = BuildSettingExpander.modifiers.joined(separator: ", ")
        #expect(diagnostics.map(\.rendered) == [
            "Config/Shared.xcconfig:1:42: error: NSCameraUsageDescription is '$(PRODUCT_NAME:lowr) scans.': unknown "
                + "modifier 'lowr' in '$(PRODUCT_NAME:lowr)'; expected one of \(modifiers) (did you mean 'lower'?)\n"
                + "p.primerspec:2:10: note: Config/App.xcconfig is named here",
        ])
    }

    @Test(arguments: [
        ("primer camera\ntarget \"Atlas\"\npurpose \"P.\"\n",
         "s.primerspec:2:1: error: 'target' names a part of a project, and the header names none; expected project \"PATH\" with it"),
        ("primer camera\nproject \"A.xcodeproj\"\nxcconfig \"A.xcconfig\"\npurpose \"P.\"\n",
         "s.primerspec:3:1: error: 'xcconfig' cannot be combined with 'project': the project reads the xcconfig files its "
            + "configurations are based on; expected one of them\ns.primerspec:2:1: note: 'project' is here"),
        ("primer camera\nbuild-setting A \"1\"\nbuild-setting A \"2\"\npurpose \"P.\"\n",
         "s.primerspec:3:15: error: build setting 'A' is given twice; expected each setting once\n"
            + "s.primerspec:2:1: note: first given here"),
    ])
    func headerCombinationsThatCannotBeReadAreLocated(_ header: String, _ first: String) throws {
        let (spec, diagnostics) = try SpecTest.resolve(header + "\nvoiceover ready\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.rendered).contains(first), "\(diagnostics.map(\.rendered))")
    }
}
