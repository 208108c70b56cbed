import Foundation
import PrimerModel
import PrimerSyntax

/// The files a target builds, as the project names them: the file references of its Sources or
/// Resources build phase (a variant group stands for each of its localized files), and the files of
/// the Xcode 16 synchronized folders it builds.
///
/// - A build phase's files are `PBXBuildFile`s whose `fileRef` names a file reference, a variant
///   group (`PBXVariantGroup`: `InfoPlist.strings` with children `en.lproj/InfoPlist.strings`, …) or
///   a version group; each path is resolved through the group tree as swift-build's
///   `FilePathResolver` resolves it (`Sources/SWBCore/ProjectModel/FilePathResolver.swift`). A file
///   relative to a source tree known only when building (`BUILT_PRODUCTS_DIR`, `SDKROOT`) is not on
///   disk before a build and is left out.
/// - A synchronized folder (`PBXFileSystemSynchronizedRootGroup`) the target lists in
///   `fileSystemSynchronizedGroups` gives every file in it, except those the folder's exception sets
///   (`PBXFileSystemSynchronizedBuildFileExceptionSet`) name for this target in `membershipExceptions`;
///   for a folder the target does not list, an exception set naming the target adds the files it
///   names. An exception is a path inside the folder (a folder stands for everything in it), and
///   `/Localized: PATH` (Xcode 16; `/Localized/PATH` before) stands for `PATH`'s file in each `.lproj`
///   folder. This is how tuist/XcodeProj models the objects
///   (`Sources/XcodeProj/Objects/Files/PBXFileSystemSynchronizedBuildFileExceptionSet.swift`) and how
///   R.swift reads a target's resources from them (`Sources/RswiftParsers/Shared/Xcodeproj.swift`).
///   swift-build has no synchronized-folder type: Xcode expands the folders into the project it hands
///   swift-build, whose `VariantGroup` (`Sources/SWBCore/ProjectModel/Reference.swift`) is "multiple
///   files which conceptually are different 'variants' (e.g., localized variants) of a single file".
/// - A build file whose platform filters leave iOS out (`platformFilters = (macos, )`), and a
///   synchronized file an exception set filters so, is not built into the iOS app (swift-build,
///   `Sources/SWBCore/ProjectModel/BuildPhase.swift`, `filteredBuildFiles`).
/// - In a synchronized folder, a file is a source when its extension is one the Sources phase compiles
///   (``sourceExtensions``), a header is neither, and every other file is a resource; a folder with an
///   extension other than `.lproj` (an asset catalog, a bundle) and a folder in `explicitFolders` is one
///   resource. These follow Xcode's default build rules by file type, assumed from its behaviour.
extension XcodeProject {
    /// Why a file belongs to a target.
    package enum FileOrigin: Hashable, Sendable {
        /// In the target's build phase (`Resources`, `Sources`), through a variant group if named.
        case buildPhase(String, variantGroup: String?)
        /// In a synchronized folder the target builds (the folder as messages show it).
        case synchronizedFolder(String)
        /// Named for the target by an exception set of a synchronized folder it does not list.
        case exceptionSet(String)

        /// `from the target's Resources phase (variant group InfoPlist.strings)`, `from synchronized folder App/`.
        package var description: String {
            switch self {
            case .buildPhase(let phase, let group?): "from the target's \(phase) phase (variant group \(group))"
            case .buildPhase(let phase, nil): "from the target's \(phase) phase"
            case .synchronizedFolder(let folder): "from synchronized folder \(folder)/"
            case .exceptionSet(let folder): "from synchronized folder \(folder)/, whose exception set adds it to the target"
            }
        }
    }

    /// One file a target builds, and why.
    package struct TargetFile: Hashable, Sendable {
        /// The file (or, for a folder copied whole, the folder).
        package var path: FilePath
        /// Why it belongs to the target.
        package var origin: FileOrigin
        /// Where the project names it: its file reference, or the synchronized folder.
        package var reference: SourceLocation?
    }

    /// The files of one kind a target builds, and what deserves a word.
    package struct TargetFiles: Sendable {
        /// The files, build phases first, in the project's order, then synchronized folders' files sorted by path.
        package var files: [TargetFile] = []
        /// A reference that names no object, a folder search stopped at its limit.
        package var warnings: [Finding] = []
    }

    /// The kind of file asked for.
    package enum FileKind: Sendable {
        /// What the Sources phase compiles.
        case sources
        /// What the Resources phase copies.
        case resources

        var phaseKind: String { self == .sources ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase" }
        var phaseName: String { self == .sources ? "Sources" : "Resources" }
    }

    /// The extensions Xcode's Sources phase compiles, as synchronized folders sort their files. Assumed.
    package static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cp", "cpp", "cxx", "c++", "s", "metal", "xcdatamodeld", "xcmappingmodel",
        "intentdefinition", "mlmodel", "mlpackage", "docc", "xcstringstable",
    ]
    /// The extensions of synchronized files neither compiled nor copied (headers, build settings). Assumed.
    static let unbuiltExtensions: Set<String> = ["h", "hh", "hpp", "hxx", "pch", "xcconfig", "modulemap", "entitlements"]
    /// The most files one synchronized folder gives. A choice.
    static let synchronizedFileLimit = 50_000

    /// The Swift files a target compiles: its Sources phase's `.swift` file references and the `.swift`
    /// files of its synchronized folders, less their exceptions, each once, in that order.
    package func sourceFiles(of target: Target) throws(Finding) -> [FilePath] {
        try files(of: target, kind: .sources).files.map(\.path).filter { $0.absolute.hasSuffix(".swift") }
    }

    /// The resources a target copies into the app: its Resources phase (each localized file of a
    /// variant group) and its synchronized folders' resources, less their exceptions.
    package func resourceFiles(of target: Target) throws(Finding) -> [TargetFile] {
        try files(of: target, kind: .resources).files
    }

    /// The files of a kind a target builds, with the warnings reading them gave (a reference naming no
    /// object is left out with a warning); throws when groups contain each other.
    package func files(of target: Target, kind: FileKind) throws(Finding) -> TargetFiles {
        var result = TargetFiles()
        var seen: Set<String> = []
        func add(_ path: FilePath, _ origin: FileOrigin, at reference: SourceLocation?) {
            if seen.insert(path.absolute).inserted {
                result.files.append(TargetFile(path: path, origin: origin, reference: reference))
            }
        }
        guard let object = objects[target.id] else { return result }
        for phaseReference in object["buildPhases"]?.array ?? [] {
            guard let phase = phaseReference.string.flatMap({ objects[$0] }), phase["isa"]?.string == kind.phaseKind
            else { continue }
            let phaseName = phase["name"]?.string ?? kind.phaseName
            for buildFileReference in phase["files"]?.array ?? [] {
                guard let buildFile = buildFileReference.string.flatMap({ objects[$0] }) else {
                    result.warnings.append(danglingWarning("a build file", at: buildFileReference, in: phaseName))
                    continue
                }
                // A package product (`productRef`) has no file in the project.
                guard let fileReference = buildFile["fileRef"] else { continue }
                guard Self.buildsForIOS(buildFile) else { continue }
                guard let id = fileReference.string, let element = objects[id] else {
                    result.warnings.append(danglingWarning("'fileRef'", at: fileReference, in: phaseName))
                    continue
                }
                if element["isa"]?.string == "PBXVariantGroup" {
                    let group = element["name"]?.string ?? element["path"]?.string ?? id
                    for child in element["children"]?.array ?? [] {
                        guard let childID = child.string, objects[childID] != nil else {
                            result.warnings.append(danglingWarning("a variant group's child", at: child, in: phaseName))
                            continue
                        }
                        if case .path(let path) = try objects.locate(childID, folder: folder, warnings: &result.warnings) {
                            add(path, .buildPhase(phaseName, variantGroup: group), at: objects[childID]?.location)
                        }
                    }
                } else if case .path(let path) = try objects.locate(id, folder: folder, warnings: &result.warnings) {
                    add(path, .buildPhase(phaseName, variantGroup: nil), at: element.location)
                }
            }
        }
        for (id, group, listed) in synchronizedFolders(of: target) {
            guard case .path(let root) = try objects.locate(id, folder: folder, warnings: &result.warnings) else { continue }
            let shown = group["path"]?.string ?? root.display
            let exceptions = SynchronizedExceptions(group: group, target: target.id, objects: objects)
            let explicitFolders = Set(group["explicitFolders"]?.array?.compactMap(\.string) ?? [])
            if listed {
                let walked = Self.walkSynchronized(root, explicitFolders: explicitFolders)
                result.warnings += walked.unreadable.map { unreadable in
                    let shown = TextExcerpt.shown(unreadable.path.display)
                    return Finding(severity: .warning, range: SourceRange(at: group.location),
                                   message: "synchronized folder \(TextExcerpt.shown(root.display)): cannot read '\(shown)': "
                                       + "\(unreadable.problem); its files are left out; expected a folder PrimerSpec may list",
                                   offendingText: shown, expected: "a folder PrimerSpec may list")
                }
                if walked.truncated {
                    result.warnings.append(Finding(
                        severity: .warning, range: SourceRange(at: group.location),
                        message: "synchronized folder \(TextExcerpt.shown(root.display)) holds more than "
                            + "\(Self.synchronizedFileLimit) files; the rest are not read; expected a smaller folder",
                        offendingText: TextExcerpt.shown(shown), expected: "a smaller folder"))
                }
                for relative in walked.files where !exceptions.contains(relative) && Self.kind(of: relative) == kind {
                    add(root.child(relative), .synchronizedFolder(shown), at: group.location)
                }
            } else {
                for relative in exceptions.added(under: root) where Self.kind(of: relative) == kind {
                    add(root.child(relative), .exceptionSet(shown), at: group.location)
                }
            }
        }
        return result
    }

    /// The synchronized folders a target builds from: those it lists, in its order, then those whose
    /// exception sets name it, in id order.
    private func synchronizedFolders(of target: Target) -> [(String, TextPropertyList, Bool)] {
        guard let object = objects[target.id] else { return [] }
        var folders: [(String, TextPropertyList, Bool)] = []
        var listed: Set<String> = []
        for reference in object["fileSystemSynchronizedGroups"]?.array ?? [] {
            guard let id = reference.string, let group = objects[id], listed.insert(id).inserted else { continue }
            folders.append((id, group, true))
        }
        for id in objects.objects.keys.sorted() where !listed.contains(id) {
            guard let group = objects[id], group["isa"]?.string == XcodeProjectObjects.synchronizedGroupKind,
                  SynchronizedExceptions(group: group, target: target.id, objects: objects).names
            else { continue }
            folders.append((id, group, false))
        }
        return folders
    }

    /// The platform filter of an iOS app's build: an iPhone or its simulator (swift-build,
    /// `Sources/SWBCore/PlatformFiltering.swift`: the simulator matches its device's filter).
    static let iOSPlatformFilter = "ios"

    /// Whether a build file is built for iOS: it has no platform filters (`platformFilters`, or the older
    /// `platformFilter`), or they include iOS (swift-build's `BuildPhase.filteredBuildFiles`).
    static func buildsForIOS(_ buildFile: TextPropertyList) -> Bool {
        let filters = (buildFile["platformFilters"]?.array?.compactMap(\.string) ?? [])
            + (buildFile["platformFilter"]?.string.map { [$0] } ?? [])
        return filters.isEmpty || filters.contains(iOSPlatformFilter)
    }

    /// Whether a file inside a synchronized folder is compiled, copied, or neither (nil).
    static func kind(of relative: String) -> FileKind? {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .resources }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        if sourceExtensions.contains(pathExtension) { return .sources }
        return unbuiltExtensions.contains(pathExtension) ? nil : .resources
    }

    /// The files in a synchronized folder, as paths inside it, sorted: hidden files are skipped, links
    /// to folders not followed, and a folder with an extension other than `.lproj` (or named in
    /// `explicitFolders`) is one item. A folder it cannot list is in `unreadable` (``FolderWalk``).
    static func walkSynchronized(_ root: FilePath, explicitFolders: Set<String>)
        -> (files: [String], truncated: Bool, unreadable: [FolderWalk.Unreadable]) {
        var files: [String] = []
        var truncated = false
        let outcome = FolderWalk.walk(root) { entry in
            guard !entry.name.hasPrefix("."), !truncated else { return false }
            switch entry.kind {
            case .file: files.append(entry.relative)
            case .folder:
                let isPackage = entry.name.contains(".") && !entry.name.hasSuffix(".lproj")
                guard isPackage || explicitFolders.contains(entry.relative) else { return true }
                files.append(entry.relative)
            case .linkToFolder, .other, .unresolvable: return false
            }
            if files.count >= synchronizedFileLimit { truncated = true }
            return false
        }
        return (files.sorted(), truncated, outcome.unreadable)
    }

    private func danglingWarning(_ what: String, at value: TextPropertyList, in phase: String) -> Finding {
        let shown = TextExcerpt.shown(value.string ?? value.kindName, limit: TextExcerpt.wordLimit)
        return XcodeProjectObjects.warning("\(what) in the \(phase) phase names no object; it is left out",
                                           at: value.location, offending: shown, expected: "an object of the project")
    }
}

/// What a synchronized folder's exception sets say of one target: the paths inside the folder they
/// name (`membershipExceptions`), the plain ones and the localized ones (`/Localized: PATH`), and
/// those whose platform filters leave iOS out (`platformFiltersByRelativePath`).
struct SynchronizedExceptions {
    private(set) var paths: Set<String> = []
    private(set) var localized: Set<String> = []
    /// Whether an exception set of the folder names the target.
    private(set) var names = false
    /// The paths whose platform filters (`platformFiltersByRelativePath`) leave iOS out.
    private(set) var notForIOS: Set<String> = []

    init(group: TextPropertyList, target: String, objects: XcodeProjectObjects) {
        for reference in group["exceptions"]?.array ?? [] {
            guard let set = reference.string.flatMap({ objects[$0] }),
                  set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  set["target"]?.string == target else { continue }
            names = true
            for entry in set["platformFiltersByRelativePath"]?.entries ?? [] {
                let filters = entry.value.array?.compactMap(\.string) ?? entry.value.string.map { [$0] } ?? []
                if !filters.isEmpty, !filters.contains(XcodeProject.iOSPlatformFilter) {
                    notForIOS.insert(FilePath.normalised(entry.key))
                }
            }
            for entry in set["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                if let prefix = ["/Localized: ", "/Localized/"].first(where: { entry.hasPrefix($0) }) {
                    localized.insert(FilePath.normalised(String(entry.dropFirst(prefix.count))))
                } else {
                    paths.insert(FilePath.normalised(entry))
                }
            }
        }
    }

    /// Whether an exception names a file inside the folder (`a/b.swift`), or a folder holding it, or,
    /// for a file in an `.lproj` folder, the localized file (`a/en.lproj/X.strings` is `/Localized: a/X.strings`).
    func contains(_ relative: String) -> Bool {
        if notForIOS.contains(relative) { return true }
        var parts = relative.split(separator: "/").map(String.init)
        for end in stride(from: parts.count, through: 1, by: -1) where paths.contains(parts[..<end].joined(separator: "/")) {
            return true
        }
        if localized.contains(relative) { return true }
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
            parts.remove(at: parts.count - 2)
            return localized.contains(parts.joined(separator: "/"))
        }
        return false
    }

    /// The files an exception set adds to a target that does not list the folder: each plain path (a
    /// folder's files), and each localized path's file in every `.lproj` folder beside it.
    func added(under root: FilePath) -> [String] {
        var files: [String] = []
        for path in paths.sorted() where !notForIOS.contains(path) {
            switch LocalizedFileSearch.kind(of: FilePath.join(root.absolute, path)) {
            case .file?: files.append(path)
            case .folder?:
                files += XcodeProject.walkSynchronized(root.child(path), explicitFolders: []).files.map { path + "/" + $0 }
            case nil: continue
            }
        }
        for path in localized.sorted() {
            let folder = FilePath.folder(of: path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let absolute = folder.isEmpty ? root.absolute : FilePath.join(root.absolute, folder)
            for entry in LocalizedFileSearch.names(in: absolute) where entry.hasSuffix(".lproj") {
                let file = (folder.isEmpty ? "" : folder + "/") + entry + "/" + name
                if LocalizedFileSearch.kind(of: FilePath.join(root.absolute, file)) == .file { files.append(file) }
            }
            if path.contains(".lproj/"), LocalizedFileSearch.kind(of: FilePath.join(root.absolute, path)) == .file {
                files.append(path)
            }
        }
        return files
    }
}
