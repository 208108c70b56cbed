import Foundation

/// Writes a file atomically: a temporary file in the same folder, then a rename over the original.
public enum AtomicFileWriter {
    /// Why a write failed; the original file is left as it was.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file that was to be written.
        public var path: String
        /// What went wrong.
        public var reason: String

        public var description: String { "\(path): cannot write the file: \(reason)" }
    }

    /// Replaces the file at `path` with `bytes`, keeping its permissions.
    ///
    /// A symbolic link is followed: the file it points at is replaced and the link is kept (renaming
    /// over the link would replace it with a copy carrying the link's own `rwxrwxrwx` permissions).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let target = url.path
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let manager = FileManager.default
        let permissions = (try? manager.attributesOfItem(atPath: target))?[.posixPermissions]
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes),
                                 attributes: permissions.map { [.posixPermissions: $0] })
        else { throw WriteError(path: path, reason: "cannot create a temporary file in \(folder.path)") }
        guard rename(temporary.path, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
