import Foundation
import PrimerModel

/// What PrimerSpec reads of an Xcode project (`App.xcodeproj/project.pbxproj`): its targets, and
/// each build configuration's settings, project-level and target-level, with the xcconfig files they
/// are based on.
public struct XcodeProject: Sendable {
    /// The `project.pbxproj` file.
    public var file: FilePath
    /// The folder holding the `.xcodeproj` (`$(SRCROOT)`).
    public var folder: FilePath
    /// The project's name, from the `.xcodeproj` folder.
    public var name: String
    /// The targets, in the project's order.
    public var targets: [Target]
    /// The project-level configurations, by name.
    public var configurations: [Configuration]
    /// The configuration `xcodebuild` uses when none is named.
    public var defaultConfigurationName: String?
    /// The project's development region (`developmentRegion` of the PBXProject), such as `en`.
    public var developmentRegion: String? = nil
    /// The regions the project is localized in (`knownRegions`), such as `en`, `Base`, `fr`.
    public var knownRegions: [String] = []

    /// One target: an app, an extension, a test bundle.
    public struct Target: Sendable {
        /// The target's name (`$(TARGET_NAME)`).
        public var name: String
        /// Where the name is written.
        public var location: SourceLocation
        /// The product type, such as `com.apple.product-type.application`, if written.
        public var productType: String?
        /// The target-level configurations, by name.
        public var configurations: [Configuration]
        /// The configuration used when none is named.
        public var defaultConfigurationName: String?
    }

    /// One build configuration (Debug, Release) of the project or of a target.
    public struct Configuration: Sendable {
        /// Its name.
        public var name: String
        /// The settings written in the project file.
        public var settings: BuildSettings
        /// The xcconfig it is based on (`baseConfigurationReference`), if any.
        public var baseConfiguration: FilePath?
        /// Where the base configuration is referenced, for errors reading it.
        public var baseConfigurationLocation: SourceLocation?
    }

    /// The largest project.pbxproj read, in bytes: large apps' projects are a few megabytes. A choice.
    public static let sizeLimit = 64 << 20

    /// Reads a project: `PATH` may be the `.xcodeproj` folder or its `project.pbxproj`.
    public static func load(_ path: FilePath, origin: SourceRange?) -> Result<XcodeProject, Diagnostic> {
        let file = path.absolute.hasSuffix(".pbxproj") ? path : path.child("project.pbxproj")
        let at = origin ?? SourceRange(at: AppInfoSources.commandLine)
        let bytes: [UInt8]
        switch file.read(limit: sizeLimit, noun: "project", expected: "an .xcodeproj folder with a project.pbxproj",
                         at: at, offendingText: TextExcerpt.shown(path.display)) {
        case .success(let read): bytes = read
        case .failure(let error): return .failure(error)
        }
        guard let text = UTF8Text.validated(bytes) else {
            return .failure(.error("\(file.display): the project is not UTF-8 text; expected a project.pbxproj as Xcode "
                                   + "writes it", at: at, offendingText: path.display, expected: "a text project.pbxproj"))
        }
        return parse(text, file: file)
    }

    /// Parses the text of a `project.pbxproj`.
    public static func parse(_ text: String, file: FilePath) -> Result<XcodeProject, Diagnostic> {
        let root: TextPropertyList
        switch TextPropertyListParser.parse(text, file: file.display) {
        case .success(let value): root = value
        case .failure(let error): return .failure(error)
        }
        return Result { () throws(Diagnostic) -> XcodeProject in try ProjectReader(root: root, file: file).project() }
    }

    /// The target of a name, or nil.
    public func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The app targets (product type `…application`), or every target when none says so.
    public var appTargets: [Target] {
        let apps = targets.filter { $0.productType?.hasSuffix(".application") ?? false }
        return apps.isEmpty ? targets : apps
    }
}

/// Walks a parsed project file's `objects` to its targets and configurations.
private struct ProjectReader {
    let root: TextPropertyList
    let file: FilePath
    let objects: [String: TextPropertyList]

    init(root: TextPropertyList, file: FilePath) {
        self.root = root
        self.file = file
        var objects: [String: TextPropertyList] = [:]
        for entry in root["objects"]?.entries ?? [] { objects[entry.key] = entry.value }
        self.objects = objects
    }

    func project() throws(Diagnostic) -> XcodeProject {
        guard root.entries != nil else { throw shapeError("the top level is \(root.kindName)", at: root.location) }
        guard root["objects"]?.entries != nil else {
            throw shapeError("there is no 'objects' dictionary", at: root.location)
        }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject"
        else { throw shapeError("'rootObject' does not name a PBXProject", at: root["rootObject"]?.location ?? root.location) }
        let bundle = FilePath(absolute: FilePath.folder(of: file.absolute), display: FilePath.folder(of: file.display))
        let folder = FilePath(absolute: FilePath.folder(of: bundle.absolute), display: FilePath.folder(of: bundle.display))
        let name = bundle.display.split(separator: "/").last.map { String($0.hasSuffix(".xcodeproj") ? $0.dropLast(10) : $0) }
            ?? "App"
        let (configurations, defaultName) = try configurationList(project["buildConfigurationList"], folder: folder)
        var targets: [XcodeProject.Target] = []
        for reference in project["targets"]?.array ?? [] {
            guard let id = reference.string, let target = objects[id] else {
                throw shapeError("a target reference names no object", at: reference.location)
            }
            guard let nameValue = target["name"], let targetName = nameValue.string else {
                throw shapeError("a target has no name", at: target.location)
            }
            let (targetConfigurations, targetDefault) = try configurationList(target["buildConfigurationList"], folder: folder)
            targets.append(.init(name: targetName, location: nameValue.location, productType: target["productType"]?.string,
                                 configurations: targetConfigurations, defaultConfigurationName: targetDefault))
        }
        return XcodeProject(file: file, folder: folder, name: name, targets: targets, configurations: configurations,
                            defaultConfigurationName: defaultName, developmentRegion: project["developmentRegion"]?.string,
                            knownRegions: project["knownRegions"]?.array?.compactMap(\.string) ?? [])
    }

    private func configurationList(_ reference: TextPropertyList?,
                                   folder: FilePath) throws(Diagnostic) -> ([XcodeProject.Configuration], String?) {
        guard let reference else { return ([], nil) }
        guard let id = reference.string, let list = objects[id] else {
            throw shapeError("'buildConfigurationList' names no object", at: reference.location)
        }
        var configurations: [XcodeProject.Configuration] = []
        for item in list["buildConfigurations"]?.array ?? [] {
            guard let configurationID = item.string, let configuration = objects[configurationID] else {
                throw shapeError("a build configuration reference names no object", at: item.location)
            }
            guard let name = configuration["name"]?.string else {
                throw shapeError("a build configuration has no name", at: configuration.location)
            }
            var settings = BuildSettings()
            for entry in configuration["buildSettings"]?.entries ?? [] {
                switch entry.value {
                case .string(let text, let at): settings.set(entry.key, LocatedValue(text, at: at))
                case .array(let values, let at):
                    settings.set(entry.key, LocatedValue(values.compactMap(\.string).joined(separator: " "), at: at))
                case .dictionary, .data: continue
                }
            }
            let base = configuration["baseConfigurationReference"]
            configurations.append(.init(name: name, settings: settings,
                                        baseConfiguration: try base.map { (value: TextPropertyList) throws(Diagnostic) in
                                            try fileReferencePath(value, folder: folder)
                                        },
                                        baseConfigurationLocation: base?.location))
        }
        return (configurations, list["defaultConfigurationName"]?.string)
    }

    /// The path of a `PBXFileReference`, through its groups: `<group>`, `SOURCE_ROOT` and `<absolute>`.
    private func fileReferencePath(_ reference: TextPropertyList, folder: FilePath) throws(Diagnostic) -> FilePath {
        guard let id = reference.string, objects[id] != nil else {
            throw shapeError("'baseConfigurationReference' names no file", at: reference.location)
        }
        var components: [String] = []
        var current: String? = id
        var visited: Set<String> = []
        while let objectID = current, let object = objects[objectID], !visited.contains(objectID) {
            visited.insert(objectID)
            let sourceTree = object["sourceTree"]?.string ?? "<group>"
            if let path = object["path"]?.string { components.insert(path, at: 0) }
            switch sourceTree {
            case "<group>":
                current = parentGroup(of: objectID)
            case "SOURCE_ROOT":
                current = nil
            case "<absolute>":
                let path = "/" + components.joined(separator: "/")
                return FilePath(absolute: FilePath.normalised(path), display: FilePath.normalised(path))
            default:
                throw shapeError("the xcconfig is relative to \(sourceTree), which PrimerSpec cannot resolve",
                                 at: object["sourceTree"]?.location ?? reference.location)
            }
        }
        return folder.child(components.joined(separator: "/"))
    }

    private func parentGroup(of id: String) -> String? {
        objects.first { _, object in
            (object["children"]?.array ?? []).contains { $0.string == id }
        }?.key
    }

    private func shapeError(_ problem: String, at location: SourceLocation) -> Diagnostic {
        .error("\(problem); expected a project.pbxproj as Xcode writes it", at: SourceRange(at: location),
               expected: "a project.pbxproj as Xcode writes it")
    }
}
