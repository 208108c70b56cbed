@testable import PrimerAppDump
@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Xcode 16 and later project files (objectVersion 70, 77, 90; synchronized folders; base
/// configurations anchored in a synchronized folder), line ends, and every error and warning at its
/// place in the pbxproj.
@Suite("Xcode 16 and later project files")
struct XcodeProjectFormatTests {
    static let pbxproj = "App.xcodeproj/project.pbxproj"
    static let keys = ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription"]

    /// Where `needle` first starts in `text`, as a location in `file`.
    static func location(of needle: String, in text: String, file: String = pbxproj) -> PrimerSyntax.SourceLocation {
        guard let range = text.range(of: needle) else { return PrimerSyntax.SourceLocation(file: file, line: 0, column: 0) }
        let lines = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        return PrimerSyntax.SourceLocation(file: file, line: lines.count, column: (lines.last?.count ?? 0) + 1)
    }

    static func read(_ files: [String: String], target: String? = "Trailhead",
                     name: String = #function) throws -> (AppInfo, [Finding]) {
        let folder = try AppInfoFixture.write(files, name: name)
        let sources = AppInfoSources(project: .init(path: FilePath(absolute: folder + "/App.xcodeproj", display: "App.xcodeproj")),
                                     target: target.map { LocatedValue($0) })
        return AppInfoReader.read(sources, keys: keys)
    }

    static func trailhead(_ pbxproj: String) -> [String: String] {
        XcodeProjectFixtures.synchronizedFiles.merging([Self.pbxproj: pbxproj]) { $1 }
    }

    @Test(arguments: ["70", "77", "90"])
    func readsBaseConfigurationsAnchoredInSynchronizedFolders(objectVersion: String) throws {
        let text = XcodeProjectFixtures.synchronized(objectVersion: objectVersion)
        let (info, diagnostics) = try Self.read(Self.trailhead(text))
        #expect(diagnostics.map(\.rendered) == [])
        // The generated CFBundleName (from PRODUCT_NAME) goes over the file's $(PRODUCT_NAME): the same words.
        #expect(info.appName == LocatedValue("Trailhead", at: PrimerSyntax.SourceLocation(file: "Configs/Shared.xcconfig",
                                                                                        line: 2, column: 16)))
        #expect(info.values == [
            "NSCameraUsageDescription": LocatedValue("Trailhead scans trail markers.",
                                                     at: PrimerSyntax.SourceLocation(file: "Configs/Targets/Trailhead.xcconfig",
                                                                        line: 1, column: 42)),
            "NSPhotoLibraryUsageDescription": LocatedValue("Trailhead saves your trail photos.",
                                                           at: PrimerSyntax.SourceLocation(file: "App/Info.plist", line: 8, column: 2)),
        ])
        #expect(info.searched == "App/Info.plist and App.xcodeproj (target Trailhead, Release)")
    }

    @Test func readsTheModelOfAnXcode16Project() throws {
        let text = XcodeProjectFixtures.synchronized()
        let file = FilePath(absolute: "/p/App.xcodeproj/project.pbxproj", display: Self.pbxproj)
        let project = try XcodeProject.parse(text, file: file).get()
        #expect(project.targets.map(\.name) == ["Trailhead", "TrailheadWidget"])
        #expect(project.targets.map(\.productType) == ["com.apple.product-type.application",
                                                       "com.apple.product-type.app-extension"])
        #expect(project.objectVersion == LocatedValue("77", at: Self.location(of: "77", in: text)))
        #expect(project.warnings == [])
        let trailhead = try #require(project.target(named: "Trailhead"))
        let list = try project.configurations(of: trailhead)
        #expect(list.names == ["Debug", "Release"])
        #expect(list.defaultName == "Release")
        let release = try #require(try project.configuration(named: "Release", in: list))
        #expect(release.baseConfiguration == FilePath(absolute: "/p/Configs/Targets/Trailhead.xcconfig",
                                                      display: "Configs/Targets/Trailhead.xcconfig"))
        #expect(release.baseConfigurationLocation == Self.location(of: "Targets/Trailhead.xcconfig", in: text))
        #expect(release.settings.values == ["SWIFT_VERSION": LocatedValue("5.0", at: Self.location(of: "5.0", in: text))])
        let debug = try #require(try project.configuration(named: "Debug", in: list))
        #expect(debug.baseConfiguration == nil)
        #expect(try project.configuration(named: "Profile", in: list) == nil)
        let projectRelease = try #require(try project.configuration(named: "Release", in: project.configurations))
        #expect(projectRelease.baseConfiguration == FilePath(absolute: "/p/Configs/Shared.xcconfig",
                                                             display: "Configs/Shared.xcconfig"))
    }

    /// A project saved with carriage returns alone, or with CR LF, reads as the same project with its
    /// locations on the same lines and columns.
    @Test(arguments: ["\r", "\r\n"])
    func readsEveryLineEnd(_ lineEnd: String) throws {
        let text = XcodeProjectFixtures.synchronized()
        let (info, diagnostics) = try Self.read(Self.trailhead(text.replacingOccurrences(of: "\n", with: lineEnd)))
        let (expected, _) = try Self.read(Self.trailhead(text))
        #expect(diagnostics.map(\.rendered) == [])
        #expect(info.appName == expected.appName)
        #expect(info.values == expected.values)
        let file = FilePath(absolute: "/p/App.xcodeproj/project.pbxproj", display: Self.pbxproj)
        let project = try XcodeProject.parse(text.replacingOccurrences(of: "\n", with: lineEnd), file: file).get()
        #expect(project.targets.map(\.location) == [Self.location(of: "Trailhead;", in: text),
                                                    Self.location(of: "TrailheadWidget;", in: text)])
    }

    /// Only the named target's configuration is read: another target's broken base configuration
    /// does not stop it, and is reported when that target is named.
    @Test func readsOnlyTheNamedTarget() throws {
        let broken = "\t\t\tbaseConfigurationReferenceAnchor = AA0000000000000000000099;\n"
            + "\t\t\tbaseConfigurationReferenceRelativePath = Widget.xcconfig;\n"
        let text = XcodeProjectFixtures.synchronized(widgetBase: broken)
        let (info, diagnostics) = try Self.read(Self.trailhead(text))
        #expect(diagnostics.map(\.rendered) == [])
        #expect(info.appName?.value == "Trailhead")
        let (_, widget) = try Self.read(Self.trailhead(text), target: "TrailheadWidget")
        let at = Self.location(of: "AA0000000000000000000099", in: text)
        #expect(widget == [
            .error("'baseConfigurationReferenceAnchor' names no object; expected a PBXFileSystemSynchronizedRootGroup "
                   + "(a folder Xcode keeps in sync)", at: SourceRange(at: at), offendingText: "AA0000000000000000000099",
                   expected: "a PBXFileSystemSynchronizedRootGroup (a folder Xcode keeps in sync)"),
        ])
    }

    struct ProblemCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// The base-configuration lines of the grouped project's configuration.
        var base: String
        var objects: String = ""
        /// Each expected diagnostic's rendered text, with `@NEEDLE@` standing for the location of NEEDLE
        /// in the project text.
        var expected: [String]
        var testDescription: String { name }
    }

    /// What follows when the xcconfig naming the product is not read (the app reader's message).
    static let unnamed = "command line: error: CFBundleName is '$(PRODUCT_NAME)': $(PRODUCT_NAME) refers to "
        + "PRODUCT_NAME, which is not set; expected PRODUCT_NAME set in the project, the xcconfig, or with build-setting "
        + "PRODUCT_NAME \"VALUE\" (--build-setting PRODUCT_NAME=VALUE), or app \"NAME\" in the spec (--app NAME)"

    static let problems: [ProblemCase] = [
        ProblemCase(name: "a file reference in a group reads",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000003 /* App.xcconfig */;\n",
                    expected: []),
        ProblemCase(name: "a base configuration that names a group",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000002 /* Config */;\n",
                    expected: ["@BB0000000000000000000002 /* Config */;@: error: 'baseConfigurationReference' names the "
                               + "group 'Config' (PBXGroup BB0000000000000000000002); expected a file reference "
                               + "(PBXFileReference) to an .xcconfig file"]),
        ProblemCase(name: "a base configuration that names a folder reference",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000004 /* Shared */;\n",
                    expected: ["@BB0000000000000000000004 /* Shared */;@: error: 'baseConfigurationReference' names the "
                               + "folder reference 'Shared' (PBXFileReference BB0000000000000000000004); expected a file "
                               + "reference (PBXFileReference) to an .xcconfig file"]),
        ProblemCase(name: "a file relative to the project (SOURCE_ROOT) reads whatever its group",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000006;\n",
                    objects: "\t\tBB0000000000000000000007 = {isa = PBXGroup; children = (BB0000000000000000000006, ); path = Elsewhere; sourceTree = \"<group>\"; };\n"
                        + "\t\tBB0000000000000000000006 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };\n",
                    expected: []),
        ProblemCase(name: "a base configuration that names a synchronized folder",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000005;\n",
                    objects: "\t\tBB0000000000000000000005 = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = \"<group>\"; };\n",
                    expected: ["@BB0000000000000000000005;@: error: 'baseConfigurationReference' names the synchronized "
                               + "folder 'Config' (PBXFileSystemSynchronizedRootGroup BB0000000000000000000005); expected "
                               + "a file reference (PBXFileReference) to an .xcconfig file"]),
        ProblemCase(name: "an anchor that names a group rather than a synchronized folder",
                    base: "\t\t\tbaseConfigurationReferenceAnchor = BB0000000000000000000002 /* Config */;\n"
                        + "\t\t\tbaseConfigurationReferenceRelativePath = App.xcconfig;\n",
                    expected: ["@BB0000000000000000000002 /* Config */;@: error: 'baseConfigurationReferenceAnchor' names "
                               + "the group 'Config' (PBXGroup BB0000000000000000000002); expected a "
                               + "PBXFileSystemSynchronizedRootGroup (a folder Xcode keeps in sync)"]),
        ProblemCase(name: "an anchor without its path",
                    base: "\t\t\tbaseConfigurationReferenceAnchor = BB0000000000000000000005;\n",
                    objects: "\t\tBB0000000000000000000005 = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = \"<group>\"; };\n",
                    expected: ["@BB0000000000000000000005;@: error: 'baseConfigurationReferenceAnchor' has no "
                               + "'baseConfigurationReferenceRelativePath' beside it; expected a project.pbxproj as "
                               + "Xcode writes it"]),
        ProblemCase(name: "a path without its anchor",
                    base: "\t\t\tbaseConfigurationReferenceRelativePath = App.xcconfig;\n",
                    expected: ["@App.xcconfig;\n@: error: 'baseConfigurationReferenceRelativePath' has no "
                               + "'baseConfigurationReferenceAnchor' beside it; expected a project.pbxproj as Xcode "
                               + "writes it"]),
        ProblemCase(name: "an anchored xcconfig that is missing is reported at its path",
                    base: "\t\t\tbaseConfigurationReferenceAnchor = BB0000000000000000000005;\n"
                        + "\t\t\tbaseConfigurationReferenceRelativePath = Missing.xcconfig;\n",
                    objects: "\t\tBB0000000000000000000005 = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = \"<group>\"; };\n",
                    expected: ["@Missing.xcconfig@: warning: Config/Missing.xcconfig: the base configuration "
                               + "(baseConfigurationReference) is not there: Xcode reports \"Unable to open base configuration reference file\" and stops the build; "
                               + "PrimerSpec reads on without its settings; expected the base xcconfig the project names"]),
        ProblemCase(name: "a key this reader does not know is a warning, not silence",
                    base: "\t\t\tbaseConfigurationReferenceFuture = BB0000000000000000000003;\n",
                    expected: ["@baseConfigurationReferenceFuture@: warning: 'baseConfigurationReferenceFuture' is not a "
                               + "key PrimerSpec knows; if it names a base configuration, that xcconfig is not read; "
                               + "expected baseConfigurationReference, or baseConfigurationReferenceAnchor and "
                               + "baseConfigurationReferenceRelativePath"]),
        ProblemCase(name: "a group of a kind this reader does not know is read as a group, with a warning",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000006;\n",
                    objects: "\t\tBB0000000000000000000007 = {isa = PBXFutureGroup; children = (BB0000000000000000000006, ); path = Config; sourceTree = \"<group>\"; };\n"
                        + "\t\tBB0000000000000000000006 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = \"<group>\"; };\n",
                    expected: ["@PBXFutureGroup@: warning: 'PBXFutureGroup' is not a kind of group PrimerSpec knows; it "
                               + "is read as a PBXGroup on the way to 'App.xcconfig' (PBXFileReference "
                               + "BB0000000000000000000006); expected PBXGroup, PBXVariantGroup or XCVersionGroup"]),
        ProblemCase(name: "groups that hold each other",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000006;\n",
                    objects: "\t\tBB0000000000000000000007 = {isa = PBXGroup; children = (BB0000000000000000000006, BB0000000000000000000008, ); sourceTree = \"<group>\"; };\n"
                        + "\t\tBB0000000000000000000008 = {isa = PBXGroup; children = (BB0000000000000000000007, ); sourceTree = \"<group>\"; };\n"
                        + "\t\tBB0000000000000000000006 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = \"<group>\"; };\n",
                    expected: ["@{isa = PBXGroup; children = (BB0000000000000000000006@: error: the groups holding "
                               + "'App.xcconfig' (PBXFileReference BB0000000000000000000006) contain each other; "
                               + "expected a group tree without loops"]),
        ProblemCase(name: "a file relative to a build folder",
                    base: "\t\t\tbaseConfigurationReference = BB0000000000000000000006;\n",
                    objects: "\t\tBB0000000000000000000006 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = BUILT_PRODUCTS_DIR; };\n",
                    expected: ["@BUILT_PRODUCTS_DIR@: error: 'App.xcconfig' (PBXFileReference BB0000000000000000000006) "
                               + "is relative to BUILT_PRODUCTS_DIR, which PrimerSpec cannot resolve without building; "
                               + "expected a path relative to its group (<group>) or to the project (SOURCE_ROOT)"]),
    ]

    @Test(arguments: problems)
    func problemsAreLocatedInThePbxproj(_ problem: ProblemCase) throws {
        let text = XcodeProjectFixtures.grouped(base: problem.base, objects: problem.objects)
        let (_, diagnostics) = try Self.read([Self.pbxproj: text, "Config/App.xcconfig": "PRODUCT_NAME = Grouped\n"],
                                             target: nil)
        // The fixture's INFOPLIST_KEY_ setting without GENERATE_INFOPLIST_FILE is noted (InfoPlistKeyTests): not these cases' matter.
        #expect(diagnostics.filter { $0.severity != .note }.map(\.rendered) == problem.expected.map { Self.located($0, in: text) })
    }

    /// `@NEEDLE@` replaced with `FILE:LINE:COLUMN` of NEEDLE in `text`.
    static func located(_ expected: String, in text: String) -> String {
        let parts = expected.split(separator: "@", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return expected }
        return "\(location(of: String(parts[1]), in: text))" + parts[2]
    }

    @Test func aNewerObjectVersionIsReadWithAWarning() throws {
        let text = XcodeProjectFixtures.synchronized(objectVersion: "101")
        let (info, diagnostics) = try Self.read(Self.trailhead(text))
        let expected = "an objectVersion up to 100 (Xcode 26.3)"
        #expect(diagnostics == [
            Finding(severity: .warning, range: SourceRange(at: Self.location(of: "101", in: text)),
                       message: "objectVersion '101' is newer than the project formats PrimerSpec knows; the objects are "
                           + "read by their kind (isa), and one of a kind PrimerSpec does not know is reported where it "
                           + "matters; expected \(expected)", offendingText: "101", expected: expected),
        ])
        #expect(info.appName?.value == "Trailhead")
    }

    /// A hostile name is quoted as every message quotes input: cut, with invisible characters shown.
    @Test func namesInMessagesAreQuotedAndCut() throws {
        let name = "App\u{0}" + String(repeating: "x", count: 1_000_000)
        let text = XcodeProjectFixtures.grouped(base: "").replacingOccurrences(of: "name = App;", with: "name = \"\(name)\";")
        let (_, diagnostics) = try Self.read([Self.pbxproj: text], target: "Other")
        let message = try #require(diagnostics.first?.message)
        #expect(message == "unknown target 'Other'; expected one of App\\u{0}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… "
                + "(1000004 characters) (the targets of App.xcodeproj/project.pbxproj)")
    }
}
