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
        func add(_ path: String, _ absolute: String) {
            if seen.insert(URL(fileURLWithPath: absolute).standardizedFileURL.path).inserted {
                found.append(Found(path: path, absolutePath: absolute))
            }
        }
        let manager = FileManager.default
        for path in paths {
            let absolute = resolve(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isFolder) else { throw .noSuchPath(path) }
            guard isFolder.boolValue else {
                add(path, absolute)
                continue
            }
            let entries = (manager.enumerator(atPath: absolute)?.allObjects as? [String]) ?? []
            let specs = entries
                .filter { $0.hasSuffix(".\(Self.fileExtension)") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for spec in specs { add(prefix + spec, absolute + "/" + spec) }
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

    /// The message, naming the path and what was expected.
    public var description: String {
        switch self {
        case .noSuchPath(let path):
            "no such file or folder '\(path)'; expected a .\(SpecSearch.fileExtension) file or a folder of them"
        case .noSpecs(let paths):
            "no spec found in \(paths.joined(separator: ", ")); expected files ending in .\(SpecSearch.fileExtension)"
        }
    }
}
