import Foundation
import PrimerModel
import PrimerSyntax

/// What PrimerSpec reads of an Xcode project (`App.xcodeproj/project.pbxproj`): its targets, and
/// each build configuration's settings, project-level and target-level, with the xcconfig files they
/// are based on.
///
/// Parsing reads the targets' names and product types and indexes the objects once (each object's
/// group); a configuration is read, and its base xcconfig's path resolved, only when asked for
/// (``configuration(named:in:)``), so the cost of a read is the file's size plus the named target's
/// configurations, whatever the project holds.
package struct XcodeProject: Sendable {
    /// The `project.pbxproj` file.
    package var file: FilePath
    /// The folder holding the `.xcodeproj` (`$(SRCROOT)`).
    package var folder: FilePath
    /// The project's name, from the `.xcodeproj` folder.
    package var name: String
    /// The targets, in the project's order.
    package var targets: [Target]
    /// The project-level configurations.
    package var configurations: ConfigurationList
    /// The configuration `xcodebuild` uses when none is named.
    package var defaultConfigurationName: String? { configurations.defaultName }
    /// The file format's version (`objectVersion`), as written.
    package var objectVersion: LocatedValue?
    /// What was read but deserves a word (an `objectVersion` newer than the formats PrimerSpec knows).
    package var warnings: [Finding]
    /// The project's development region (`developmentRegion` of the PBXProject), such as `en`.
    package var developmentRegion: String? = nil
    /// The regions the project is localized in (`knownRegions`), such as `en`, `Base`, `fr`.
    package var knownRegions: [String] = []
    /// The objects, indexed.
    let objects: XcodeProjectObjects

    /// One target: an app, an extension, a test bundle.
    package struct Target: Sendable {
        /// The target's name (`$(TARGET_NAME)`).
        package var name: String
        /// Where the name is written.
        package var location: SourceLocation
        /// The product type, such as `com.apple.product-type.application`, if written.
        package var productType: String?
        /// The target's `buildConfigurationList`, read when the target is.
        let configurationListReference: TextPropertyList?
        /// The target's object id, for its build phases and synchronized folders.
        var id: String = ""
    }

    /// A configuration list: the names of its configurations, which are read one at a time.
    package struct ConfigurationList: Sendable {
        /// The configurations' names, in the list's order.
        package var names: [String]
        /// The configuration used when none is named.
        package var defaultName: String?
        /// Each configuration's object, by position.
        let objects: [TextPropertyList]

        /// No configurations (a project or target without a list).
        package static let empty = ConfigurationList(names: [], defaultName: nil, objects: [])
    }

    /// One build configuration (Debug, Release) of the project or of a target.
    package struct Configuration: Sendable {
        /// Its name.
        package var name: String
        /// The settings written in the project file.
        package var settings: BuildSettings
        /// The xcconfig it is based on (`baseConfigurationReference`, or an anchor folder and a path
        /// in it), if any.
        package var baseConfiguration: FilePath?
        /// Where the base configuration is named, for errors reading it.
        package var baseConfigurationLocation: SourceLocation?
        /// What was read but deserves a word (a group of a kind PrimerSpec does not know on the way to
        /// the base configuration, a `baseConfiguration…` key it does not know).
        package var warnings: [Finding] = []
    }

    /// The largest project.pbxproj read, in bytes: large apps' projects are a few megabytes. A choice.
    package static let sizeLimit = 64 << 20

    /// The newest `objectVersion` PrimerSpec knows: 100, Xcode 26.3's format (77 is Xcode 16.0's, 90
    /// Xcode 16.3's; see Docs/SpecFormat.md, "App information"). A newer one is read, with a warning.
    package static let newestKnownObjectVersion = 100

    /// The `project.pbxproj` a project path names: the path itself, or the one in the `.xcodeproj` folder.
    package static func projectFile(_ path: FilePath) -> FilePath {
        path.absolute.hasSuffix(".pbxproj") ? path : path.child("project.pbxproj")
    }

    /// Reads a project: `PATH` may be the `.xcodeproj` folder or its `project.pbxproj`; once per run
    /// with the run's `files`.
    package static func load(_ path: FilePath, origin: SourceRange?, files: AppFileCache? = nil) -> Result<XcodeProject, Finding> {
        let file = projectFile(path)
        return files.value("project", path, stamped: file.absolute) { read(file, named: path, origin: origin) }
    }

    /// ``load(_:origin:files:)`` without a cache: the project file read and parsed.
    private static func read(_ file: FilePath, named path: FilePath, origin: SourceRange?) -> Result<XcodeProject, Finding> {
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        let bytes: [UInt8]
        switch file.read(limit: sizeLimit, noun: "project", expected: "an .xcodeproj folder with a project.pbxproj",
                         at: at, offendingText: TextExcerpt.shown(path.display)) {
        case .success(let read): bytes = read
        case .failure(let error): return .failure(error)
        }
        guard let text = UTF8Text.validated(bytes) else {
            return .failure(.error("\(TextExcerpt.shown(file.display)): the project is not UTF-8 text; expected a "
                                   + "project.pbxproj as Xcode writes it", at: at,
                                   offendingText: TextExcerpt.shown(path.display), expected: "a text project.pbxproj"))
        }
        return parse(text, file: file)
    }

    /// Parses the text of a `project.pbxproj`.
    package static func parse(_ text: String, file: FilePath) -> Result<XcodeProject, Finding> {
        let root: TextPropertyList
        switch TextPropertyListParser.parse(text, file: file.display) {
        case .success(let value): root = value
        case .failure(let error): return .failure(error)
        }
        return Result { () throws(Finding) -> XcodeProject in try read(root, file: file) }
    }

    /// The target of a name, or nil.
    package func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The app targets (product type `…application`), or every target when none says so.
    package var appTargets: [Target] {
        let apps = targets.filter { $0.productType?.hasSuffix(".application") ?? false }
        return apps.isEmpty ? targets : apps
    }

    /// A target's configuration list (its configurations' names).
    package func configurations(of target: Target) throws(Finding) -> ConfigurationList {
        try objects.configurationList(target.configurationListReference)
    }

    /// The configuration of a name in a list, read with its settings and its base xcconfig's path; nil
    /// when the list has none of that name.
    package func configuration(named name: String, in list: ConfigurationList) throws(Finding) -> Configuration? {
        guard let index = list.names.firstIndex(of: name) else { return nil }
        return try objects.configuration(list.objects[index], folder: folder)
    }

    /// The root object, the targets' names and the project-level configuration list.
    private static func read(_ root: TextPropertyList, file: FilePath) throws(Finding) -> XcodeProject {
        guard root.entries != nil else {
            throw XcodeProjectObjects.shapeError("the top level is \(root.kindName)", at: root.location)
        }
        guard let objectEntries = root["objects"]?.entries else {
            throw XcodeProjectObjects.shapeError("there is no 'objects' dictionary", at: root.location)
        }
        let objects = XcodeProjectObjects(objectEntries)
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject"
        else {
            throw XcodeProjectObjects.shapeError("'rootObject' does not name a PBXProject",
                                                 at: root["rootObject"]?.location ?? root.location)
        }
        let bundle = FilePath(absolute: FilePath.folder(of: file.absolute), display: FilePath.folder(of: file.display))
        let folder = FilePath(absolute: FilePath.folder(of: bundle.absolute), display: FilePath.folder(of: bundle.display))
        let name = bundle.display.split(separator: "/").last.map { String($0.hasSuffix(".xcodeproj") ? $0.dropLast(10) : $0) }
            ?? "App"
        let configurations = try objects.configurationList(project["buildConfigurationList"])
        var targets: [Target] = []
        for reference in project["targets"]?.array ?? [] {
            guard let id = reference.string, let target = objects[id] else {
                throw XcodeProjectObjects.shapeError("a target reference names no object", at: reference.location)
            }
            guard let nameValue = target["name"], let targetName = nameValue.string else {
                throw XcodeProjectObjects.shapeError("a target has no name", at: target.location)
            }
            targets.append(Target(name: targetName, location: nameValue.location, productType: target["productType"]?.string,
                                  configurationListReference: target["buildConfigurationList"], id: id))
        }
        let version = root["objectVersion"]
        return XcodeProject(file: file, folder: folder, name: name, targets: targets, configurations: configurations,
                            objectVersion: version?.string.map { LocatedValue($0, at: version?.location) },
                            warnings: version.flatMap(objectVersionWarning).map { [$0] } ?? [],
                            developmentRegion: project["developmentRegion"]?.string,
                            knownRegions: project["knownRegions"]?.array?.compactMap(\.string) ?? [], objects: objects)
    }

    /// A warning for an `objectVersion` that is not a whole number up to ``newestKnownObjectVersion``.
    private static func objectVersionWarning(_ version: TextPropertyList) -> Finding? {
        let written = version.string ?? ""
        if let number = Int(written), number >= 0, number <= newestKnownObjectVersion { return nil }
        let shown = TextExcerpt.shown(written, limit: TextExcerpt.wordLimit)
        let what = Int(written) == nil ? "is not a whole number" : "is newer than the project formats PrimerSpec knows"
        let expected = "an objectVersion up to \(newestKnownObjectVersion) (Xcode 26.3)"
        return Finding(severity: .warning, range: SourceRange(at: version.location),
                          message: "objectVersion '\(shown)' \(what); the objects are read by their kind (isa), and one "
                              + "of a kind PrimerSpec does not know is reported where it matters; expected \(expected)",
                          offendingText: shown, expected: expected)
    }
}
