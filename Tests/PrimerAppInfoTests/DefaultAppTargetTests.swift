@testable import PrimerAppInfo
@testable import PrimerSyntax
import Testing

/// Which app target a command reads when none is named: the only one; of several (an iOS app beside
/// its Mac, watch or visionOS app), the only one whose settings do not say it builds for another
/// platform, with a note at the setting; none when that leaves several.
@Suite("The default app target")
struct DefaultAppTargetTests {
    /// A project of app targets, each with the settings given (one Release configuration each), and
    /// the project's own settings.
    static func project(_ targets: [(name: String, settings: String)], projectSettings: String = "") -> String {
        var objects = ""
        for (index, target) in targets.enumerated() {
            objects += "\t\tT\(index) = {isa = PBXNativeTarget; buildConfigurationList = L\(index); name = \"\(target.name)\"; "
                + "productType = \"com.apple.product-type.application\"; };\n"
                + "\t\tL\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index), ); defaultConfigurationName = Release; };\n"
                + "\t\tC\(index) = {isa = XCBuildConfiguration; buildSettings = {\(target.settings)}; name = Release; };\n"
        }
        let list = targets.indices.map { "T\($0), " }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
            + "\t\tP0 = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G0; targets = (\(list)); };\n"
            + "\t\tLP = {isa = XCConfigurationList; buildConfigurations = (CP, ); defaultConfigurationName = Release; };\n"
            + "\t\tCP = {isa = XCBuildConfiguration; buildSettings = {\(projectSettings)}; name = Release; };\n"
            + "\t\tG0 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
            + objects + "\t};\n\trootObject = P0;\n}\n"
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var targets: [(name: String, settings: String)]
        var projectSettings = ""
        /// The target read, or nil when it must be named.
        var chosen: String?
        /// The note's message, or nil for none.
        var note: String?
        /// The note's line in the project file.
        var noteLine = 0
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one app", targets: [("Lantern", "")], chosen: "Lantern"),
        Case(name: "iOS and Mac", targets: [("Lantern", "SDKROOT = iphoneos;"), ("Lantern Mac", "SDKROOT = macosx;")],
             chosen: "Lantern",
             note: "target Lantern is read, of 2 app targets: it builds for iOS (iphoneos); not Lantern Mac (macosx); "
                + "expected target \"NAME\" (--target NAME) to read another", noteLine: 12),
        Case(name: "a multiplatform app and a watch app",
             targets: [("Lantern", "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"),
                       ("Lantern Watch", "SDKROOT = watchos;")],
             chosen: "Lantern",
             note: "target Lantern is read, of 2 app targets: it builds for iOS (iphoneos iphonesimulator macosx); not "
                + "Lantern Watch (watchos); expected target \"NAME\" (--target NAME) to read another", noteLine: 12),
        Case(name: "the project's SDKROOT for the one that sets none",
             targets: [("Lantern", ""), ("Lantern Mac", "SDKROOT = macosx;")], projectSettings: "SDKROOT = iphoneos;",
             chosen: "Lantern",
             note: "target Lantern is read, of 2 app targets: it builds for iOS (iphoneos); not Lantern Mac (macosx); "
                + "expected target \"NAME\" (--target NAME) to read another", noteLine: 8),
        Case(name: "the one whose platform no setting gives, the others known",
             targets: [("Lantern", ""), ("Lantern Mac", "SDKROOT = macosx;"), ("Lantern TV", "SDKROOT = appletvos;")],
             chosen: "Lantern",
             note: "target Lantern is read, of 3 app targets: its platform is not in the project (an xcconfig may set "
                + "SDKROOT), and the others build for another; not Lantern Mac (macosx), Lantern TV (appletvos); "
                + "expected target \"NAME\" (--target NAME) to read another", noteLine: 10),
        Case(name: "two apps, neither platform known", targets: [("Lantern", ""), ("Lantern Two", "")], chosen: nil),
        Case(name: "an iOS app and one of unknown platform",
             targets: [("Lantern", "SDKROOT = iphoneos;"), ("Lantern Two", "")], chosen: nil),
        Case(name: "two iOS apps", targets: [("Lantern", "SDKROOT = iphoneos;"), ("Lantern Pro", "SDKROOT = iphoneos;")],
             chosen: nil),
    ]

    @Test(arguments: cases)
    func theDefaultTarget(_ example: Case) throws {
        let file = FilePath(absolute: "/app/Lantern.xcodeproj/project.pbxproj", display: "Lantern.xcodeproj/project.pbxproj")
        let project = try XcodeProject.parse(Self.project(example.targets, projectSettings: example.projectSettings),
                                             file: file).get()
        let chosen = project.defaultAppTarget()
        #expect(chosen?.target.name == example.chosen)
        #expect(chosen?.note?.message == example.note)
        if example.note != nil {
            #expect(chosen?.note?.severity == .note)
            #expect(chosen?.note?.location.file == "Lantern.xcodeproj/project.pbxproj")
            #expect(chosen?.note?.location.line == example.noteLine)
        }
    }
}
