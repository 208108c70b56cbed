import Foundation

/// Finds an app's Info.plist localizations in its source tree: each `LANG.lproj/InfoPlist.strings`
/// and each `InfoPlist.xcstrings`, and the names of every `*.lproj` folder (the languages the built
/// app will hold, as iOS counts them: Apple, Technical Q&A QA1828).
///
/// The rule (a choice; real apps keep these files in `Resources/en.lproj/`, `Localization/fr.lproj/`,
/// `User Interface/de.lproj/` or a `Base.lproj/` a level or two above the Info.plist): search the
/// Info.plist's folder and everything under it; when that holds no Info.plist localization, its
/// parent's, then the parent's parent, each to ``levelUpDepth`` levels (an `.lproj` folder in it or
/// in one of its folders), never above the project's folder when there is a project.
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

    /// A strings file found, with the language its `.lproj` folder names.
    struct StringsFileFound: Hashable {
        var language: String
        var path: FilePath
    }

    /// What a search found.
    struct Found {
        var stringsFiles: [StringsFileFound] = []
        /// Each `LANG.lproj/TABLE.stringsdict`.
        var stringsDicts: [StringsFileFound] = []
        var catalogs: [FilePath] = []
        /// Every `.lproj` folder's language, whatever it holds.
        var languages: Set<String> = []
        /// Whether the walk stopped at a limit before seeing everything.
        var truncated = false

        var isEmpty: Bool { stringsFiles.isEmpty && catalogs.isEmpty }
    }

    /// Searches from the Info.plist's folder up, as the type's documentation says.
    static func search(infoPlist: FilePath, projectFolder: FilePath?) -> Found {
        var folder = FilePath(absolute: FilePath.folder(of: infoPlist.absolute), display: FilePath.folder(of: infoPlist.display))
        var found = Found()
        for level in 0...levelsUp {
            found = walk(folder, depthLimit: level == 0 ? depthLimit : levelUpDepth)
            if !found.isEmpty { return found }
            guard level < levelsUp else { break }
            let parent = FilePath.folder(of: folder.absolute)
            if let project = projectFolder?.absolute, !FilePath.normalised(parent + "/").hasPrefix(FilePath.normalised(project)) {
                break
            }
            guard parent != folder.absolute, !parent.isEmpty else { break }
            let shown = folder.display.isEmpty || folder.display == "." ? ".." : FilePath.join(folder.display, "..")
            folder = FilePath(absolute: parent, display: shown)
        }
        return found
    }

    /// The folder a spec's `strings "PATH"` names for the app under `root`: the nearest folder
    /// holding a `Localizable.xcstrings`, else the one holding the `*.lproj` folders with a
    /// `Localizable.strings`; nil when the app has neither. Walked as ``walk(_:depthLimit:table:)``.
    package static func localizableFolder(under root: FilePath) -> FilePath? {
        let found = walk(root, depthLimit: depthLimit, table: "Localizable")
        if let catalog = found.catalogs.first {
            return FilePath(absolute: FilePath.folder(of: catalog.absolute), display: FilePath.folder(of: catalog.display))
        }
        guard let strings = found.stringsFiles.first else { return nil }
        let lproj = FilePath(absolute: FilePath.folder(of: strings.path.absolute), display: FilePath.folder(of: strings.path.display))
        return FilePath(absolute: FilePath.folder(of: lproj.absolute), display: FilePath.folder(of: lproj.display))
    }

    /// Walks one folder's tree, breadth first (so the nearest files come first), for one table's
    /// files: `TABLE.xcstrings`, `LANG.lproj/TABLE.strings` and `LANG.lproj/TABLE.stringsdict`.
    static func walk(_ root: FilePath, depthLimit: Int, table: String = "InfoPlist") -> Found {
        var found = Found()
        var queue: [(folder: FilePath, depth: Int)] = [(root, 0)]
        var visited = 0
        var next = 0
        let files = FileManager.default
        while next < queue.count {
            let (folder, depth) = queue[next]
            next += 1
            visited += 1
            if visited > folderLimit {
                found.truncated = true
                break
            }
            guard let names = try? files.contentsOfDirectory(atPath: folder.absolute.isEmpty ? "." : folder.absolute)
            else { continue }
            for name in names.sorted() {
                let path = FilePath(absolute: FilePath.join(folder.absolute, name), display: FilePath.join(folder.display, name))
                guard let kind = kind(of: path.absolute) else { continue }
                if kind == .file {
                    if name == table + ".xcstrings" { found.catalogs.append(path) }
                    if folder.absolute.hasSuffix(".lproj"), name == table + ".strings" || name == table + ".stringsdict" {
                        let lproj = folder.absolute.split(separator: "/").last.map(String.init) ?? ""
                        let file = StringsFileFound(language: String(lproj.dropLast(".lproj".count)), path: path)
                        if name.hasSuffix(".strings") { found.stringsFiles.append(file) } else { found.stringsDicts.append(file) }
                    }
                    continue
                }
                if name.hasSuffix(".lproj") { found.languages.insert(String(name.dropLast(".lproj".count))) }
                let pathExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
                guard !name.hasPrefix("."), !skippedFolders.contains(name), !skippedExtensions.contains(pathExtension),
                      depth < depthLimit else { continue }
                queue.append((path, depth + 1))
            }
        }
        return found
    }

    private enum Kind { case file, folder }

    /// A regular file or a real folder (not a link to one); nil for anything else.
    private static func kind(of path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch UInt32(status.st_mode) & 0o170000 {
        case 0o040000: return .folder
        case 0o100000: return .file
        case 0o120000:
            // A link to a file is read (InputFile follows it); a link to a folder is not walked.
            var target = stat()
            guard stat(path, &target) == 0, UInt32(target.st_mode) & 0o170000 == 0o100000 else { return nil }
            return .file
        default: return nil
        }
    }
}
