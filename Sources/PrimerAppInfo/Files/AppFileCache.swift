import Foundation
import PrimerModel
import PrimerSyntax

/// The app files (Info.plist, project, strings files, String Catalogs) one run has read and parsed,
/// so that a file many specs name is read once per run. Owned by the run (``SpecRun``), shared by its
/// parallel loads under a lock, and let go with it.
///
/// A file is known by its absolute path, the path as messages show it (its findings name that), its
/// size and its modification time: a file edited since (`check --watch`, an editor) is read again.
/// Only files that read and parse are kept; an error is made anew each time, so that it is located at
/// the spec line naming the file, as without the cache.
package final class AppFileCache: @unchecked Sendable {
    /// What a file is known by.
    private struct Key: Hashable {
        var kind: String
        var absolute: String
        var display: String
        var detail: String
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64
    }

    /// Guards ``entries`` and ``readCount``.
    private let lock = NSLock()
    /// Held while a file is loaded on a miss, so a file is loaded once however many threads ask.
    private let loading = NSRecursiveLock()
    private var entries: [Key: any Sendable] = [:]
    private var readCount = 0

    /// An empty cache.
    package init() {}

    /// How many times a file was read and parsed through the cache (a file read again after it
    /// changed, or one that did not read, counts each time).
    package var reads: Int { lock.withLock { readCount } }

    /// The value `load` makes of the file at `path` (the file on disk is `stamped`, when another than
    /// `path`, such as a project's `project.pbxproj`), taken from the cache when the file is unchanged
    /// since it was loaded. `kind` and `detail` tell apart the values made of one file.
    package func value<Value: Sendable>(_ kind: String, _ path: FilePath, stamped: String? = nil, detail: String = "",
                                        load: () -> Result<Value, Finding>) -> Result<Value, Finding> {
        guard let stamp = Self.stamp(stamped ?? path.absolute) else {
            lock.withLock { readCount += 1 }
            return load()
        }
        let key = Key(kind: kind, absolute: path.absolute, display: path.display, detail: detail,
                      size: stamp.size, seconds: stamp.seconds, nanoseconds: stamp.nanoseconds)
        if let kept = lock.withLock({ entries[key] }) as? Value { return .success(kept) }
        // One load at a time: two specs checked at once that name the same file must not both read it.
        // The lock is recursive, as loading a file may load another through the cache (an include).
        return loading.withLock {
            if let kept = lock.withLock({ entries[key] }) as? Value { return .success(kept) }
            let loaded = load()
            lock.withLock {
                readCount += 1
                if case .success(let value) = loaded { entries[key] = value }
            }
            return loaded
        }
    }

    /// The size and modification time of a regular file, or nil when it is not one.
    private static func stamp(_ path: String) -> (size: Int64, seconds: Int64, nanoseconds: Int64)? {
        var status = stat()
        guard stat(path, &status) == 0, UInt32(status.st_mode) & 0o170000 == 0o100000 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return (Int64(status.st_size), Int64(time.tv_sec), Int64(time.tv_nsec))
    }
}

extension Optional where Wrapped == AppFileCache {
    /// ``AppFileCache/value(_:_:stamped:detail:load:)`` through the cache when there is one, else `load()`.
    func value<Value: Sendable>(_ kind: String, _ path: FilePath, stamped: String? = nil, detail: String = "",
                                load: () -> Result<Value, Finding>) -> Result<Value, Finding> {
        switch self {
        case .some(let cache): cache.value(kind, path, stamped: stamped, detail: detail, load: load)
        case .none: load()
        }
    }
}
