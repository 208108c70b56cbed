/// A file or folder PrimerSpec reads: the path to read, and the path to show in messages. Every
/// path is one (a spec's, a file a spec or the command line names, a Swift source `scan` finds).
package struct FilePath: Hashable, Sendable {
    /// The absolute path the file is read from.
    package var absolute: String
    /// The path as messages show it: relative to where the user is, as far as it can be.
    package var display: String

    /// Creates a path from both forms.
    package init(absolute: String, display: String) {
        self.absolute = absolute
        self.display = display
    }

    /// Creates a path from both forms, in the order `SwiftSourceFiles.File` took them.
    package init(display: String, absolute: String) {
        self.init(absolute: absolute, display: display)
    }

    /// A path written inside this file (an `#include`, an `INFOPLIST_FILE`), resolved against its folder.
    package func sibling(_ path: String) -> FilePath {
        if path.hasPrefix("/") { return FilePath(absolute: path, display: path) }
        return FilePath(absolute: Self.join(Self.folder(of: absolute), path),
                        display: Self.join(Self.folder(of: display), path))
    }

    /// A path inside this folder (a project bundle's `project.pbxproj`).
    package func child(_ name: String) -> FilePath {
        FilePath(absolute: Self.join(absolute, name), display: Self.join(display, name))
    }

    /// The folder of a path, lexically: `a/b/c` → `a/b`, `c` → empty.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// Joins and normalises lexically (`.` and `..` removed where they can be).
    package static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return normalised(path) }
        return normalised(base.hasSuffix("/") ? base + path : base + "/" + path)
    }

    /// `a/./b/../c` → `a/c`; leading `..` are kept.
    package static func normalised(_ path: String) -> String {
        // Most paths (every one a folder walk joins) are normal already: they are given back as they
        // are, found by one pass over their bytes rather than by splitting them into characters.
        isNormalised(path) ? path : normalisedByParts(path)
    }

    /// Whether ``normalised(_:)`` gives `path` back unchanged: it is not empty, and split at `/` (after
    /// the one that starts an absolute path) it has no empty part, no `.`, and no `..` except a run of
    /// them at the start of a relative path. `/` is ASCII, so no byte of another character is taken
    /// for it.
    static func isNormalised(_ path: String) -> Bool {
        let bytes = path.utf8
        guard let first = bytes.first else { return false }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let absolute = first == slash
        if absolute && bytes.count == 1 { return true }
        var partLength = 0
        var partDots = 0
        var onlyParentsSoFar = !absolute
        // Each part is judged at the slash or the end that closes it.
        func partIsNormal() -> Bool {
            guard partLength > 0 else { return false }
            if partDots == partLength && partLength <= 2 {
                guard partLength == 2, onlyParentsSoFar else { return false }  // `.`, or `..` after a name
                return true
            }
            onlyParentsSoFar = false
            return true
        }
        for byte in bytes.dropFirst(absolute ? 1 : 0) {
            if byte == slash {
                guard partIsNormal() else { return false }
                partLength = 0
                partDots = 0
            } else {
                partLength += 1
                if byte == dot { partDots += 1 }
            }
        }
        return partIsNormal()
    }

    /// ``normalised(_:)`` worked out part by part: what it gives for any path.
    static func normalisedByParts(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
