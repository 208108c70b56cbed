import PrimerModel
import PrimerSyntax

/// A project file's `objects`, by id, with each object's group (child id → the group listing it in
/// its `children`), indexed once so that a path is resolved in time proportional to its depth.
///
/// Paths are resolved as swift-build's `FilePathResolver` resolves a reference
/// (`Sources/SWBCore/ProjectModel/FilePathResolver.swift`): an absolute `path` stands alone; a
/// `<group>` source tree is relative to the parent group (the project folder at the top);
/// `SOURCE_ROOT` (and `SRCROOT`, `PROJECT_DIR`) is the project folder; `<absolute>` with a relative
/// path is the project folder too. Base configurations are file references
/// (`Sources/SWBCore/ProjectModel/BuildConfiguration.swift`, `baseConfigurationFileReferenceGUID`);
/// Xcode 16's file-system synchronized folders name theirs by the folder and a path inside it
/// (`baseConfigurationReferenceAnchor`, `baseConfigurationReferenceRelativePath`), as tuist/XcodeProj
/// models them (`Sources/XcodeProj/Objects/Configuration/XCBuildConfiguration.swift`).
struct XcodeProjectObjects: Sendable {
    let objects: [String: TextPropertyList]
    private let parents: [String: String]

    /// The kinds of group that hold children, and so make up the group tree.
    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    /// Xcode 16's file-system synchronized folder: a group whose files are the folder's.
    static let synchronizedGroupKind = "PBXFileSystemSynchronizedRootGroup"
    /// The keys of an `XCBuildConfiguration` that name its base xcconfig.
    static let baseConfigurationKeys: Set<String> = [
        "baseConfigurationReference", "baseConfigurationReferenceAnchor", "baseConfigurationReferenceRelativePath",
    ]

    init(_ entries: [TextPropertyList.Entry]) {
        var objects: [String: TextPropertyList] = [:]
        objects.reserveCapacity(entries.count)
        var parents: [String: String] = [:]
        for entry in entries {
            objects[entry.key] = entry.value
            for child in entry.value["children"]?.array ?? [] {
                // A child listed by two groups belongs to the first, in file order.
                if let id = child.string, parents[id] == nil { parents[id] = entry.key }
            }
        }
        self.objects = objects
        self.parents = parents
    }

    subscript(id: String) -> TextPropertyList? { objects[id] }

    /// The names of a configuration list's configurations.
    func configurationList(_ reference: TextPropertyList?) throws(Finding) -> XcodeProject.ConfigurationList {
        guard let reference else { return .empty }
        guard let id = reference.string, let list = objects[id] else {
            throw Self.shapeError("'buildConfigurationList' names no object", at: reference.location)
        }
        var names: [String] = []
        var configurations: [TextPropertyList] = []
        for item in list["buildConfigurations"]?.array ?? [] {
            guard let configurationID = item.string, let configuration = objects[configurationID] else {
                throw Self.shapeError("a build configuration reference names no object", at: item.location)
            }
            guard let name = configuration["name"]?.string else {
                throw Self.shapeError("a build configuration has no name", at: configuration.location)
            }
            names.append(name)
            configurations.append(configuration)
        }
        return .init(names: names, defaultName: list["defaultConfigurationName"]?.string, objects: configurations)
    }

    /// One configuration: its settings, and its base xcconfig's path.
    func configuration(_ object: TextPropertyList, folder: FilePath) throws(Finding) -> XcodeProject.Configuration {
        var settings = BuildSettings()
        for entry in object["buildSettings"]?.entries ?? [] {
            switch entry.value {
            case .string(let text, let at): settings.set(entry.key, LocatedValue(text, at: at))
            case .array(let values, let at):
                settings.set(entry.key, LocatedValue(values.compactMap(\.string).joined(separator: " "), at: at))
            case .dictionary, .data: continue
            }
        }
        var configuration = XcodeProject.Configuration(name: object["name"]?.string ?? "", settings: settings)
        var warnings: [Finding] = []
        for entry in object.entries ?? [] where entry.key.hasPrefix("baseConfiguration")
            && !Self.baseConfigurationKeys.contains(entry.key) {
            let key = TextExcerpt.shown(entry.key, limit: TextExcerpt.wordLimit)
            warnings.append(Self.warning("'\(key)' is not a key PrimerSpec knows; if it names a base configuration, that "
                                         + "xcconfig is not read", at: entry.keyLocation, offending: key,
                                         expected: "baseConfigurationReference, or baseConfigurationReferenceAnchor "
                                             + "and baseConfigurationReferenceRelativePath"))
        }
        if let anchor = object["baseConfigurationReferenceAnchor"] {
            guard let relative = object["baseConfigurationReferenceRelativePath"] else {
                throw Self.shapeError("'baseConfigurationReferenceAnchor' has no 'baseConfigurationReferenceRelativePath' "
                                      + "beside it", at: anchor.location)
            }
            guard let relativePath = relative.string else {
                throw Self.shapeError("'baseConfigurationReferenceRelativePath' is \(relative.kindName)", at: relative.location)
            }
            let folderPath = try path(of: anchor, key: "baseConfigurationReferenceAnchor",
                                      expectedKinds: [Self.synchronizedGroupKind],
                                      expected: "a PBXFileSystemSynchronizedRootGroup (a folder Xcode keeps in sync)",
                                      folder: folder, warnings: &warnings)
            configuration.baseConfiguration = Self.joined(folderPath, relativePath)
            configuration.baseConfigurationLocation = relative.location
        } else if let relative = object["baseConfigurationReferenceRelativePath"] {
            throw Self.shapeError("'baseConfigurationReferenceRelativePath' has no 'baseConfigurationReferenceAnchor' "
                                  + "beside it", at: relative.location)
        } else if let reference = object["baseConfigurationReference"] {
            configuration.baseConfiguration = try path(of: reference, key: "baseConfigurationReference",
                                                       expectedKinds: ["PBXFileReference"],
                                                       expected: "a file reference (PBXFileReference) to an .xcconfig file",
                                                       folder: folder, warnings: &warnings)
            configuration.baseConfigurationLocation = reference.location
        }
        configuration.warnings = warnings
        return configuration
    }

    /// The path of the object a base-configuration key names, which must be of one of `expectedKinds`
    /// (and, for a file reference, not a folder reference), through its groups up to the project.
    private func path(of reference: TextPropertyList, key: String, expectedKinds: Set<String>, expected: String,
                      folder: FilePath, warnings: inout [Finding]) throws(Finding) -> FilePath {
        guard let id = reference.string, let object = objects[id] else {
            throw Self.error("'\(key)' names no object", at: reference.location,
                             offending: reference.string.map { TextExcerpt.shown($0, limit: TextExcerpt.wordLimit) },
                             expected: expected)
        }
        let kind = object["isa"]?.string ?? ""
        let fileType = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
        let isFolderReference = kind == "PBXFileReference" && (fileType == "folder" || fileType?.hasPrefix("folder.") == true)
        guard expectedKinds.contains(kind), !isFolderReference else {
            let what = isFolderReference ? "the folder reference" : Self.article(for: kind)
            throw Self.error("'\(key)' names \(what) \(Self.describe(object, id: id))",
                             at: reference.location, offending: TextExcerpt.shown(id, limit: TextExcerpt.wordLimit),
                             expected: expected)
        }
        switch try locate(id, folder: folder, warnings: &warnings) {
        case .path(let path): return path
        case .unresolved(let sourceTree, let at):
            let shown = TextExcerpt.shown(sourceTree, limit: TextExcerpt.wordLimit)
            throw Self.error("\(Self.describe(object, id: id)) is relative to \(shown), which PrimerSpec cannot resolve "
                             + "without building", at: at, offending: shown,
                             expected: "a path relative to its group (<group>) or to the project (SOURCE_ROOT)")
        }
    }

    /// Where an object of the group tree is on disk, or the source tree it is relative to.
    enum Place {
        /// The path, resolved.
        case path(FilePath)
        /// A source tree known only when building (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, a
        /// custom one), and where it is written.
        case unresolved(sourceTree: String, at: SourceLocation)
    }

    /// The source trees that are the project's folder (swift-build's `FilePathResolver`).
    static let projectSourceTrees: Set<String> = ["<group>", "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR", "<absolute>"]

    /// The path of an object (a file reference, a group, a synchronized folder), up through its groups
    /// to the first object whose path does not depend on its parent. A group of a kind PrimerSpec does
    /// not know on the way is a warning; groups that contain each other are an error.
    func locate(_ id: String, folder: FilePath, warnings: inout [Finding]) throws(Finding) -> Place {
        let object = objects[id]
        var chain: [String] = []
        var visited: Set<String> = []
        var current = id
        var base = folder
        while true {
            guard let here = objects[current] else { break }
            guard visited.insert(current).inserted else {
                throw Self.error("the groups holding \(Self.describe(object ?? here, id: id)) contain each other",
                                 at: here.location, offending: nil, expected: "a group tree without loops")
            }
            if current != id, let groupKind = here["isa"]?.string, !Self.groupKinds.contains(groupKind) {
                let shown = TextExcerpt.shown(groupKind, limit: TextExcerpt.wordLimit)
                warnings.append(Self.warning("'\(shown)' is not a kind of group PrimerSpec knows; it is read as a PBXGroup "
                                             + "on the way to \(Self.describe(object ?? here, id: id))",
                                             at: here["isa"]?.location ?? here.location, offending: shown,
                                             expected: "PBXGroup, PBXVariantGroup or XCVersionGroup"))
            }
            let path = here["path"]?.string ?? ""
            if path.hasPrefix("/") {
                base = FilePath(absolute: FilePath.normalised(path), display: FilePath.normalised(path))
                break
            }
            chain.append(path)
            let sourceTree = here["sourceTree"]?.string ?? "<group>"
            if sourceTree == "<group>", let parent = parents[current] {
                current = parent
                continue
            }
            guard Self.projectSourceTrees.contains(sourceTree) else {
                return .unresolved(sourceTree: sourceTree, at: here["sourceTree"]?.location ?? here.location)
            }
            break
        }
        let relative = chain.reversed().filter { !$0.isEmpty }.joined(separator: "/")
        return .path(relative.isEmpty ? base : base.child(relative))
    }

    private static func joined(_ folder: FilePath, _ path: String) -> FilePath {
        path.hasPrefix("/") ? FilePath(absolute: FilePath.normalised(path), display: FilePath.normalised(path))
            : folder.child(path)
    }

    /// `'Config.xcconfig' (PBXFileReference A1B2…)`, for messages.
    static func describe(_ object: TextPropertyList, id: String) -> String {
        let label = object["name"]?.string ?? object["path"]?.string
        let kind = TextExcerpt.shown(object["isa"]?.string ?? "no isa", limit: TextExcerpt.wordLimit)
        let shownID = TextExcerpt.shown(id, limit: TextExcerpt.wordLimit)
        return label.map { "'\(TextExcerpt.shown($0, limit: TextExcerpt.wordLimit))' (\(kind) \(shownID))" }
            ?? "\(shownID) (\(kind))"
    }

    private static func article(for kind: String) -> String {
        switch kind {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup": "the group"
        case synchronizedGroupKind: "the synchronized folder"
        case "PBXFileReference": "the file"
        default: "the object"
        }
    }

    static func shapeError(_ problem: String, at location: SourceLocation) -> Finding {
        .error("\(problem); expected a project.pbxproj as Xcode writes it", at: SourceRange(at: location),
               expected: "a project.pbxproj as Xcode writes it")
    }

    static func error(_ problem: String, at location: SourceLocation, offending: String?,
                              expected: String) -> Finding {
        .error("\(problem); expected \(expected)", at: SourceRange(at: location),
               offendingText: offending, expected: expected)
    }

    static func warning(_ problem: String, at location: SourceLocation, offending: String?,
                                expected: String) -> Finding {
        Finding(severity: .warning, range: SourceRange(at: location), message: "\(problem); expected \(expected)",
                   offendingText: offending, expected: expected)
    }
}
