import Foundation
import PrimerSyntax

/// Finds every colour set in the asset catalogs (`*.xcassets`) under an app's source folder, with its
/// full name: the names of the group folders above it that provide a namespace, then its own
/// (`Brand/Tint`; Apple, Asset Catalog Format Reference, "Folder Structure" › "Unique Asset Names" and
/// "Group Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/FolderStructure.html).
///
/// The walk is breadth first, each folder's entries in name order. It skips hidden folders (`.build`,
/// `.git`, `.swiftpm`) and the folders the translations search skips (`LocalizedFileSearch`: `Pods`,
/// `DerivedData`, `Carthage`, `node_modules`, build products and the like, whose colours the app's
/// `Color("…")` does not name), and bundles that hold no catalog
/// sources (`.xcodeproj`, `.app`, `.framework`, …). Symbolic links to folders are not followed, so a
/// link loop cannot trap it; a folder it cannot list is skipped and named. It stops after
/// ``folderLimit`` folders and ``depthLimit`` levels (choices).
struct AssetCatalogSearch {
    /// The most folders one search lists: an app's source tree, catalogs included, holds a few
    /// hundred to a few thousand. A choice.
    static let folderLimit = 10_000
    /// The deepest a search goes below its starting folder. A choice.
    static let depthLimit = 24
    /// Folder names never searched (besides hidden folders): the ones the app's translations are
    /// never looked for in either, build products and dependencies.
    static var skippedFolders: Set<String> { LocalizedFileSearch.skippedFolders }
    /// Folder extensions never searched outside a catalog.
    static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "framework", "xcframework", "app", "appex",
                                                 "bundle", "playground", "lproj"]

    /// A colour set found.
    struct ColorSet: Hashable {
        /// Its full name (`Brand/Tint`).
        var name: String
        /// Its own name, without namespaces (`Tint`).
        var leafName: String
        /// The `.colorset` folder.
        var folder: FilePath
        /// Why its namespace is unknown: a group above it whose `Contents.json` does not read.
        var namespaceProblem: Finding?
    }

    /// What a search found.
    struct Found {
        var colorSets: [ColorSet] = []
        /// Folders that could not be listed.
        var unreadable: [FilePath] = []
        /// Whether the walk stopped at a limit before seeing everything.
        var truncated = false
    }

    /// What a folder being listed gives the folders in it.
    private struct Scope {
        /// Inside a catalog: the namespace its colour sets get; nil outside one.
        var namespace: [String]?
        var namespaceProblem: Finding?
    }

    /// Walks `root`'s tree (``FolderWalk``), listing at most `folderLimit` folders; `origin` locates an
    /// error reading a group's `Contents.json`.
    static func walk(_ root: FilePath, origin: SourceRange, folderLimit: Int = AssetCatalogSearch.folderLimit) -> Found {
        var found = Found()
        // A search may start at a catalog itself. Each folder's scope, by its path, for its entries.
        func key(_ path: String) -> String { FilePath.normalised(path.isEmpty ? "." : path) }
        var scopes = [key(root.absolute): Scope(namespace: root.absolute.hasSuffix(".xcassets") ? [] : nil)]
        let outcome = FolderWalk.walk(root, folderLimit: folderLimit) { entry in
            guard entry.kind == .folder else { return false }
            let name = entry.name
            let path = entry.path
            let parent = scopes[key(FilePath.folder(of: path.absolute))] ?? Scope()
            let pathExtension = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
            if let namespace = parent.namespace {
                if pathExtension == "colorset" {
                    let leaf = String(name.dropLast(".colorset".count))
                    found.colorSets.append(ColorSet(name: (namespace + [leaf]).joined(separator: "/"), leafName: leaf,
                                                    folder: path, namespaceProblem: parent.namespaceProblem))
                    return false
                }
                guard pathExtension.isEmpty, entry.depth <= depthLimit else { return false }
                // A group: its Contents.json may make its name a namespace.
                var group = Scope(namespace: namespace, namespaceProblem: parent.namespaceProblem)
                switch GroupContents.providesNamespace(path.child("Contents.json"), origin: origin) {
                case .success(true): group.namespace = namespace + [name]
                case .success(false): break
                case .failure(let problem): group.namespaceProblem = group.namespaceProblem ?? problem
                }
                scopes[key(path.absolute)] = group
                return true
            }
            guard !name.hasPrefix("."), !skippedFolders.contains(name), !skippedExtensions.contains(pathExtension),
                  entry.depth <= depthLimit else { return false }
            scopes[key(path.absolute)] = Scope(namespace: pathExtension == "xcassets" ? [] : nil)
            return true
        }
        found.unreadable = outcome.unreadable.map(\.path)
        found.truncated = outcome.truncated
        return found
    }
}

/// A group folder's `Contents.json` (Apple, "Group Type"): `"properties": { "provides-namespace": true }`
/// makes the group's name part of its assets' names.
enum GroupContents {
    /// The largest group `Contents.json` read. A choice.
    static let sizeLimit = 1 << 20

    /// Whether the group provides a namespace: false without a `Contents.json`, an error when it does not read.
    static func providesNamespace(_ path: FilePath, origin: SourceRange) -> Result<Bool, Finding> {
        var status = stat()
        guard stat(path.absolute, &status) == 0 else { return .success(false) }
        return path.read(limit: sizeLimit, noun: "group's Contents.json", expected: "a readable Contents.json", at: origin)
            .flatMap { LocatedJSON.parse($0, file: path.display) }
            .flatMap { root in
                guard root.members != nil else {
                    return .failure(shape("the top level is \(root.kindName)", root, expected: "an object"))
                }
                guard let properties = root["properties"] else { return .success(false) }
                guard properties.members != nil else {
                    return .failure(shape("\"properties\" is \(properties.kindName)", properties, expected: "an object"))
                }
                guard let flag = properties["provides-namespace"] else { return .success(false) }
                guard case .bool(let provides, _) = flag else {
                    return .failure(shape("\"provides-namespace\" is \(ColorSetFile.excerpt(of: flag))", flag,
                                          expected: "true or false"))
                }
                return .success(provides)
            }
    }

    private static func shape(_ problem: String, _ value: LocatedJSON, expected: String) -> Finding {
        .error("\(problem); expected \(expected) (a group's Contents.json as Xcode writes it)", at: SourceRange(at: value.location),
               offendingText: ColorSetFile.excerpt(of: value), expected: expected)
    }
}
