import Foundation
import PrimerSyntax

/// Finds the files that localize an app's Info.plist (each `LANG.lproj/InfoPlist.strings` and an
/// `InfoPlist.xcstrings`), and says which rule picked each.
///
/// - With a project: the target's resources (``XcodeProject/resourceFiles(of:)``): its Resources
///   phase, variant groups included, and its synchronized folders less their exceptions. A strings
///   file on disk the target does not copy is not read. The app's languages are the `.lproj` folders
///   among those resources, as the built app holds them.
/// - Without a project (a choice, since nothing says which files the app copies): the Info.plist's
///   folder and the folders under it; when that holds no Info.plist localization, the folder above
///   it (to ``levelUpDepth`` levels down, the folder already searched aside), then the one above that,
///   up to ``levelsUp`` levels. The search never goes above a folder that holds a project (an
///   `.xcodeproj`, or the project named), and never enters a folder that holds another target's
///   Info.plist (``isTargetInfoPlist(_:)``), nor climbs into one: that folder is another target's,
///   an extension's, whose InfoPlist.strings never names the app. The app's languages are those of
///   the files found (an `.lproj` folder holding an InfoPlist.strings), of the catalog, and of the
///   `.lproj` folders beside the Info.plist (the app's own, whatever they hold); not any other
///   `.lproj` folder the walk sees.
///
/// Folders that hold build products, dependencies or version control (`build`, `DerivedData`,
/// `Pods`, `Carthage`, `node_modules`, `.git` and every hidden folder, `.xcodeproj`, `.xcassets`)
/// are skipped; symbolic links to folders are not followed; the walk stops after ``folderLimit``
/// folders and ``depthLimit`` levels.
package struct LocalizedFileSearch {
    /// The most folders one search visits. A choice.
    static let folderLimit = 4_000
    /// The deepest a search goes below its starting folder. A choice.
    static let depthLimit = 8
    /// How many folders above the Info.plist's the search may start. A choice.
    static let levelsUp = 2
    /// How deep a search above the Info.plist's folder looks. A choice.
    static let levelUpDepth = 2
    /// Folder names never searched.
    static let skippedFolders: Set<String> = ["build", "Build", "DerivedData", "Pods", "Carthage", "node_modules",
                                              "vendor", "fastlane"]
    /// Folder extensions never searched.
    static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "framework", "xcframework",
                                                 "app", "appex", "bundle", "playground"]
    /// What a folder of the search, or a strings file or catalog in it, that cannot be read should be.
    static let unreadableExpected = "a readable file, or a folder PrimerSpec may list (else the app's translations in it are not read)"
    /// Property lists named like an Info.plist that are no target's: Firebase's configuration file.
    static let notTargetInfoPlists: Set<String> = ["GoogleService-Info.plist"]

    /// Why a file was picked, for `app-info`.
    package enum Rule: Hashable, Sendable {
        /// The project says the target copies it.
        case project(XcodeProject.FileOrigin)
        /// In the Info.plist's folder or a folder under it.
        case besideInfoPlist
        /// In a folder this many levels above the Info.plist's.
        case above(Int)

        /// `from the target's Resources phase (variant group InfoPlist.strings)`, `beside the Info.plist`.
        package var description: String {
            switch self {
            case .project(let origin): origin.description
            case .besideInfoPlist: "beside the Info.plist (its folder or one under it; no project)"
            case .above(let levels):
                "\(levels == 1 ? "in the folder above" : "\(levels) folders above") the Info.plist's (no project)"
            }
        }
    }

    /// A strings file found, with the language its `.lproj` folder names.
    struct StringsFileFound: Hashable {
        var language: String
        var path: FilePath
        var rule: Rule = .besideInfoPlist
    }

    /// A String Catalog found, and why.
    struct CatalogFound: Hashable {
        var path: FilePath
        var rule: Rule = .besideInfoPlist
    }

    /// What a search found.
    struct Found {
        var stringsFiles: [StringsFileFound] = []
        /// Each `LANG.lproj/TABLE.stringsdict`.
        var stringsDicts: [StringsFileFound] = []
        var catalogs: [CatalogFound] = []
        /// Every `.lproj` folder's language the walk saw, whatever it holds (for a spec's `strings` folder).
        var languages: Set<String> = []
        /// The languages known to be the app's whatever they hold: with a project, every `.lproj` folder
        /// among the target's resources; without one, the `.lproj` folders beside the Info.plist.
        var appLanguages: Set<String> = []
        /// Whether the walk stopped at a limit before seeing everything.
        var truncated = false
        /// The Info.plist localization files the project names that are not on disk.
        var missing: [XcodeProject.TargetFile] = []
        /// The folders the walk could not list: each an error at its path.
        var unreadable: [FolderWalk.Unreadable] = []

        /// Nothing found, and nothing that could not be read (which stops the search going up).
        var isEmpty: Bool { stringsFiles.isEmpty && catalogs.isEmpty && unreadable.isEmpty }
    }

    /// Whether a file name is a target's Info.plist: `Info.plist` or `NAME-Info.plist` (Xcode's names),
    /// except ``notTargetInfoPlists``. A choice.
    static func isTargetInfoPlist(_ name: String) -> Bool {
        (name == "Info.plist" || name.hasSuffix("-Info.plist")) && !notTargetInfoPlists.contains(name)
    }

    /// The Info.plist localizations among a target's resources (see the type's documentation).
    static func fromProject(_ resources: [XcodeProject.TargetFile], table: String = "InfoPlist") -> Found {
        var found = Found()
        for resource in resources {
            let parts = resource.path.absolute.split(separator: "/")
            let name = parts.last.map(String.init) ?? ""
            let lproj = parts.count >= 2 && parts[parts.count - 2].hasSuffix(".lproj")
                ? String(parts[parts.count - 2].dropLast(".lproj".count)) : nil
            if let lproj {
                found.languages.insert(lproj)
                found.appLanguages.insert(lproj)
            }
            let wanted = name == table + ".xcstrings" || (lproj != nil && (name == table + ".strings" || name == table + ".stringsdict"))
            if wanted {
                // One that is there but is not a file (a FIFO, a folder, a link that loops) is read all the
                // same: reading it says what it is.
                if case .unresolvable(.noSuchFile) = FolderWalk.kind(of: resource.path.absolute) {
                    found.missing.append(resource)
                    continue
                }
            }
            if name == table + ".xcstrings" { found.catalogs.append(CatalogFound(path: resource.path, rule: .project(resource.origin))) }
            if let lproj, name == table + ".strings" || name == table + ".stringsdict" {
                let file = StringsFileFound(language: lproj, path: resource.path, rule: .project(resource.origin))
                if name.hasSuffix(".strings") { found.stringsFiles.append(file) } else { found.stringsDicts.append(file) }
            }
        }
        return found
    }

    /// Searches from the Info.plist's folder up, as the type's documentation says (no project).
    static func search(infoPlist: FilePath, projectFolder: FilePath?) -> Found {
        var folder = FilePath(absolute: FilePath.folder(of: infoPlist.absolute), display: FilePath.folder(of: infoPlist.display))
        var found = Found()
        var searched: FilePath?
        // A folder that cannot be listed is the walk's error below.
        let beside = Set(names(in: folder.absolute).filter { $0.hasSuffix(".lproj") && kind(of: FilePath.join(folder.absolute, $0)) == .folder }
            .map { String($0.dropLast(".lproj".count)) })
        for level in 0...levelsUp {
            found = walk(folder, depthLimit: level == 0 ? depthLimit : levelUpDepth, excluding: searched?.absolute,
                         skipsOtherTargets: true)
            found.stringsFiles = found.stringsFiles.map { file in
                var file = file
                file.rule = level == 0 ? .besideInfoPlist : .above(level)
                return file
            }
            found.catalogs = found.catalogs.map { CatalogFound(path: $0.path, rule: level == 0 ? .besideInfoPlist : .above(level)) }
            found.appLanguages = beside
            // Above the Info.plist's folder the walk sees folders that are not the app's (a home
            // folder's private ones): what it cannot list there is none of the app's business.
            if level > 0 { found.unreadable = [] }
            if !found.isEmpty { return found }
            guard level < levelsUp else { break }
            // The folder holding the project is the last searched.
            if let project = projectFolder?.absolute, FilePath.normalised(folder.absolute) == FilePath.normalised(project) { break }
            if holdsProject(folder.absolute) { break }
            let parent = FilePath.folder(of: folder.absolute)
            if let project = projectFolder?.absolute, !FilePath.normalised(parent + "/").hasPrefix(FilePath.normalised(project)) {
                break
            }
            guard parent != folder.absolute, !parent.isEmpty else { break }
            // A folder above that holds another Info.plist is another target's.
            if holdsTargetInfoPlist(parent, except: nil) { break }
            let shown = folder.display.isEmpty || folder.display == "." ? ".." : FilePath.join(folder.display, "..")
            searched = folder
            folder = FilePath(absolute: parent, display: shown)
        }
        return found
    }

    /// Whether a folder holds an `.xcodeproj`.
    static func holdsProject(_ folder: String) -> Bool {
        names(in: folder).contains { $0.hasSuffix(".xcodeproj") }
    }

    /// Whether a folder holds a target's Info.plist other than `except`.
    static func holdsTargetInfoPlist(_ folder: String, except: String?) -> Bool {
        names(in: folder).contains { $0 != except && isTargetInfoPlist($0) && kind(of: FilePath.join(folder, $0)) == .file }
    }

    /// The names in a folder, for a look that decides where a walk goes; empty when it cannot be
    /// listed (the walk that lists it says so).
    static func names(in folder: String) -> [String] {
        guard case .success(let names) = FolderWalk.names(in: folder) else { return [] }
        return names
    }

    /// The folder a spec's `strings "PATH"` names for the app under `root`: the nearest folder
    /// holding a `Localizable.xcstrings`, else the one holding the `*.lproj` folders with a
    /// `Localizable.strings`; nil when the app has neither. Walked as ``walk(_:depthLimit:table:)``.
    package static func localizableFolder(under root: FilePath) -> FilePath? {
        let found = walk(root, depthLimit: depthLimit, table: "Localizable")
        if let catalog = found.catalogs.first?.path {
            return FilePath(absolute: FilePath.folder(of: catalog.absolute), display: FilePath.folder(of: catalog.display))
        }
        guard let strings = found.stringsFiles.first else { return nil }
        let lproj = FilePath(absolute: FilePath.folder(of: strings.path.absolute), display: FilePath.folder(of: strings.path.display))
        return FilePath(absolute: FilePath.folder(of: lproj.absolute), display: FilePath.folder(of: lproj.display))
    }

    /// Walks one folder's tree, breadth first (so the nearest files come first), for one table's
    /// files: `TABLE.xcstrings`, `LANG.lproj/TABLE.strings` and `LANG.lproj/TABLE.stringsdict`;
    /// never into `excluding`, nor, with `skipsOtherTargets`, into a folder holding a target's Info.plist.
    /// A folder it cannot list is in ``Found/unreadable`` (``FolderWalk``); a file of the table that is
    /// not a file (a FIFO, a folder, a link that loops or points nowhere) is found, and reading it says so.
    static func walk(_ root: FilePath, depthLimit: Int, table: String = "InfoPlist", excluding: String? = nil,
                     skipsOtherTargets: Bool = false) -> Found {
        var found = Found()
        let outcome = FolderWalk.walk(root, folderLimit: folderLimit) { entry in
            let inLproj = FilePath.folder(of: entry.path.absolute).hasSuffix(".lproj")
            let wanted = entry.name == table + ".xcstrings"
                || (inLproj && (entry.name == table + ".strings" || entry.name == table + ".stringsdict"))
            switch entry.kind {
            case .file, .folder where wanted, .other where wanted, .unresolvable where wanted:
                // A file of the table that is not a file (a FIFO, a folder, a link that loops or points
                // nowhere) is found all the same: reading it says what it is, as for a file that does not read.
                guard wanted else { return false }
                if entry.name.hasSuffix(".xcstrings") {
                    found.catalogs.append(CatalogFound(path: entry.path))
                } else {
                    let lproj = FilePath.folder(of: entry.path.absolute).split(separator: "/").last.map(String.init) ?? ""
                    let file = StringsFileFound(language: String(lproj.dropLast(".lproj".count)), path: entry.path)
                    if entry.name.hasSuffix(".strings") { found.stringsFiles.append(file) } else { found.stringsDicts.append(file) }
                }
                return false
            case .folder:
                let name = entry.name
                if name.hasSuffix(".lproj") { found.languages.insert(String(name.dropLast(".lproj".count))) }
                let pathExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
                return !name.hasPrefix(".") && !skippedFolders.contains(name) && !skippedExtensions.contains(pathExtension)
                    && entry.depth <= depthLimit && entry.path.absolute != excluding
                    && !(skipsOtherTargets && holdsTargetInfoPlist(entry.path.absolute, except: nil))
            case .linkToFolder, .other, .unresolvable:
                return false
            }
        }
        // A root that is not there, or is a file, is its caller's to name ("holds none of the app's translations").
        found.unreadable += outcome.unreadable.filter { unreadable in
            unreadable.path != root || !(unreadable.problem == .noSuchFile || FolderWalk.kind(of: root.absolute) == .file)
        }
        found.truncated = outcome.truncated
        return found
    }

    /// A regular file or a real folder.
    enum Kind { case file, folder }

    /// A regular file (or a link to one) or a real folder (not a link to one); nil for anything else
    /// (``FolderWalk/kind(of:)``).
    static func kind(of path: String) -> Kind? {
        switch FolderWalk.kind(of: path) {
        case .file: .file
        case .folder: .folder
        case .linkToFolder, .other, .unresolvable: nil
        }
    }
}
