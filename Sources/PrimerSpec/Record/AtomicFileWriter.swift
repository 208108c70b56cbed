import Foundation
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Replaces a file atomically: a temporary file of our own in the same folder, flushed to disk, then
/// renamed over the original, and the folder flushed so the rename survives a power cut.
///
/// - The temporary file is named `.NAME.primer-spec-PID-RANDOM.tmp` (``TemporaryFileName``), beside
///   the file. A process killed before the rename leaves it behind; the next record of the same file
///   removes those whose process is gone (``removeStaleTemporaries(of:)``), whether or not it writes.
/// - ``replace(_:expecting:with:)`` replaces a file only if it still holds the bytes that were read,
///   under an advisory lock (`flock`) that other `primer-spec` runs take too: two record runs on the
///   same file take turns, and a hand edit made while a record ran is kept, not overwritten.
/// - The file's permission bits are kept. A symbolic link is followed: the file it points at is
///   replaced and the link is kept.
package enum AtomicFileWriter {
    /// Why a write failed; the original file is left as it was.
    package struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file that was to be written.
        package var path: String
        /// What went wrong.
        package var reason: String

        package var description: String { "\(TextExcerpt.shown(path)): cannot write the file: \(reason)" }
    }

    /// What ``replace(_:expecting:with:)`` did.
    package enum Replacement: Hashable, Sendable {
        /// The file now holds the new bytes.
        case replaced
        /// The file already held the new bytes (another run wrote them first); nothing was written.
        case alreadyHeld
        /// The file no longer holds the bytes that were read (someone edited it meanwhile); nothing was written.
        case changedSinceRead
    }

    /// Removes the temporary files a run killed before its rename left beside the file at `path`
    /// (``TemporaryFileName``: those whose process is gone), and returns their paths. Every record of a
    /// file calls it first, so a stale file goes on the next run whether or not that run writes.
    @discardableResult
    package static func removeStaleTemporaries(of path: String) -> [String] {
        let target = resolved(path)
        return TemporaryFileName.removeStale(of: (target as NSString).lastPathComponent,
                                             in: (target as NSString).deletingLastPathComponent)
    }

    /// Replaces the file at `path` with `bytes`, keeping its permissions, whatever it holds now.
    package static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let target = resolved(path)
        let descriptor = open(target, O_RDONLY | O_CLOEXEC)
        let mode = descriptor >= 0 ? permissions(of: descriptor) : 0o644
        if descriptor >= 0 { close(descriptor) }
        let temporary = try prepare(bytes, beside: target, mode: mode, reportedAs: path)
        try commit(temporary, over: target, reportedAs: path)
    }

    /// Replaces the file at `path` with `bytes` only if it still holds `original`, the bytes the new
    /// ones were computed from.
    ///
    /// Holds an exclusive `flock` on the file throughout, so other `primer-spec` runs wait their turn.
    /// A person's editor takes no lock, so the file is compared again after the new bytes are on disk
    /// in the temporary file and just before the rename: an edit is lost only if it lands in the
    /// microseconds between that read and the rename.
    package static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8])
        throws(WriteError) -> Replacement {
        let target = resolved(path)
        let descriptor = try lockedDescriptor(target, reportedAs: path)
        defer { close(descriptor) }  // closing releases the lock
        if let unchanged = try comparison(of: target, original: original, new: bytes, reportedAs: path) {
            return unchanged
        }
        let temporary = try prepare(bytes, beside: target, mode: permissions(of: descriptor), reportedAs: path)
        do {
            if let unchanged = try comparison(of: target, original: original, new: bytes, reportedAs: path) {
                unlink(temporary)
                return unchanged
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try commit(temporary, over: target, reportedAs: path)
        return .replaced
    }

    /// Nil when the file still holds `original`; else what it holds instead.
    private static func comparison(of target: String, original: [UInt8], new bytes: [UInt8],
                                   reportedAs path: String) throws(WriteError) -> Replacement? {
        let current: [UInt8]
        do {
            current = try InputFile.read(target)
        } catch {
            throw WriteError(path: path, reason: error.description)
        }
        if current == original { return nil }
        return current == bytes ? .alreadyHeld : .changedSinceRead
    }

    // MARK: - Steps

    /// The path with symbolic links resolved, so the link itself is kept.
    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// A descriptor of the file at `target` holding an exclusive `flock`. When another process renamed a
    /// new file over `target` while this one waited for the lock, the lock is taken again on the new file.
    private static func lockedDescriptor(_ target: String, reportedAs path: String) throws(WriteError) -> Int32 {
        for _ in 0..<100 {
            let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw WriteError(path: path, reason: "cannot lock the file: \(reason)")
                }
            }
            var locked = stat()
            var named = stat()
            if fstat(descriptor, &locked) == 0, stat(target, &named) == 0,
               locked.st_dev == named.st_dev, locked.st_ino == named.st_ino {
                return descriptor
            }
            close(descriptor)
        }
        throw WriteError(path: path, reason: "the file keeps being replaced by another process")
    }

    private static func permissions(of descriptor: Int32) -> mode_t {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return 0o644 }
        return status.st_mode & 0o7777
    }

    /// Writes `bytes` to a new temporary file beside `target` with the given permissions and flushes
    /// it to disk; returns its path. Stale temporary files of `target` are removed first.
    private static func prepare(_ bytes: [UInt8], beside target: String, mode: mode_t,
                                reportedAs path: String) throws(WriteError) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        TemporaryFileName.removeStale(of: name, in: folder)
        let temporary = folder + "/" + TemporaryFileName.make(for: name)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: "cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        func fail(_ reason: String) -> WriteError {
            close(descriptor)
            unlink(temporary)
            return WriteError(path: path, reason: reason)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                writeSome(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(String(cString: strerror(errno)))
            }
            written += count
        }
        guard fchmod(descriptor, mode) == 0 else { throw fail(String(cString: strerror(errno))) }
        guard fsync(descriptor) == 0 else { throw fail(String(cString: strerror(errno))) }
        close(descriptor)
        return temporary
    }

    /// Renames the temporary file over `target` and flushes the folder.
    private static func commit(_ temporary: String, over target: String, reportedAs path: String) throws(WriteError) {
        let folder = (target as NSString).deletingLastPathComponent
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        // The rename is durable once the folder is flushed; a file system that cannot flush a folder
        // (EINVAL) has nothing more to flush.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}

/// `write(2)`, under a name the type's own `write` does not hide.
private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
