import Foundation
import PrimerMotion
import PrimerSyntax

/// Finds spec files the way `primer-spec check` does: a file as given, a folder searched (with its
/// subfolders) for `*.primerspec`, skipping hidden files and folders.
public struct SpecSearch: Sendable {
    /// One spec file found.
    public struct Found: Hashable, Sendable {
        /// The path as locations print it: relative to the working directory when it was given so.
        public var path: String
        /// The path on disk.
        public var absolutePath: String

        /// Creates a found file.
        public init(path: String, absolutePath: String) {
            self.path = path
            self.absolutePath = absolutePath
        }
    }

    /// The extension of spec files, without the dot.
    public static let fileExtension = "primerspec"

    /// The folder relative paths are resolved against; nil for the process's current folder.
    public var workingDirectory: String?

    /// Creates a search from a folder (nil: the process's current folder).
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    /// The spec files under `paths`, in a stable order: each path's files sorted, paths in the order
    /// given. A file named twice (`Specs Specs/a.primerspec`) is listed once, under the first name.
    public func files(_ paths: [String]) throws(SpecSearchError) -> [Found] {
        var found: [Found] = []
        var seen = Set<String>()
        // One path cannot name a file twice (a folder's walk meets each file once), so only two or
        // more need the standardized paths, which cost more than finding the files.
        let mayRepeat = paths.count > 1
        func add(_ path: String, _ absolute: String) {
            if !mayRepeat || seen.insert(URL(fileURLWithPath: absolute).standardizedFileURL.path).inserted {
                found.append(Found(path: path, absolutePath: absolute))
            }
        }
        let manager = FileManager.default
        for path in paths {
            let absolute = resolve(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isFolder) else {
                // A link that loops or points nowhere is there, but cannot be read: say which.
                if case .unresolvable(let problem) = FolderWalk.kind(of: absolute), problem != .noSuchFile {
                    throw .unreadable(path, reason: problem.description)
                }
                throw .noSuchPath(path)
            }
            guard isFolder.boolValue else {
                add(path, absolute)
                continue
            }
            var specs: [String] = []
            let walk = FolderWalk.walk(FilePath(absolute: absolute, display: path)) { entry in
                guard !entry.name.hasPrefix(".") else { return false }
                // A spec that is not a file (a FIFO, a dangling link) is found: reading it says why, at it.
                if entry.name.hasSuffix(".\(Self.fileExtension)") { specs.append(entry.relative) }
                return entry.kind == .folder
            }
            if let unreadable = walk.unreadable.first {
                let relative = unreadable.path.absolute.dropFirst(absolute.count).drop { $0 == "/" }
                let shown = relative.isEmpty ? path : (path.hasSuffix("/") ? path : path + "/") + relative
                throw .unreadable(shown, reason: unreadable.problem.description)
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for spec in specs.sorted() { add(prefix + spec, absolute + "/" + spec) }
        }
        guard !found.isEmpty else { throw .noSpecs(paths) }
        return found
    }

    /// A path resolved against ``workingDirectory``; an absolute path is returned as it is.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = workingDirectory ?? FileManager.default.currentDirectoryPath
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return path == "." ? base : base + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}

/// Why a search found nothing to check.
public enum SpecSearchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A path names no file or folder.
    case noSuchPath(String)
    /// The paths exist but hold no spec file.
    case noSpecs([String])
    /// A folder under a path cannot be listed, or an entry in one cannot be told (a link that loops
    /// or points nowhere): the specs in it would be left out without a word.
    case unreadable(String, reason: String)

    /// The message, naming the path and what was expected.
    public var description: String {
        switch self {
        case .noSuchPath(let path):
            "no such file or folder '\(path)'; expected a .\(SpecSearch.fileExtension) file or a folder of them"
        case .noSpecs(let paths):
            "no spec found in \(paths.joined(separator: ", ")); expected files ending in .\(SpecSearch.fileExtension)"
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason); expected a .\(SpecSearch.fileExtension) file or a folder of them "
                + "PrimerSpec may list"
        }
    }
}
