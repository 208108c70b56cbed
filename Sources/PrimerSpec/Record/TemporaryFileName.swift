import Foundation
import PrimerMotion
import PrimerSyntax

/// The names of the temporary files ``AtomicFileWriter`` writes beside a file before renaming them
/// over it: `.NAME.primer-spec-PID-RANDOM.tmp`, hidden, and recognisable as ours and as whose.
///
/// A process killed between creating its temporary file and the rename leaves the file behind. The
/// next record of the same file removes every such file whose process is no longer running (on this
/// machine), whether or not it writes, and leaves alone those of a run still in progress.
enum TemporaryFileName {
    /// The part between the file's name and the process id.
    static let marker = ".primer-spec-"

    /// A fresh temporary name for `name`, for this process.
    static func make(for name: String) -> String {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return ".\(name)\(marker)\(getpid())-\(random).tmp"
    }

    /// The process id a temporary name of `name` carries, or nil when `entry` is not one.
    static func processID(in entry: String, for name: String) -> pid_t? {
        let prefix = ".\(name)\(marker)"
        guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return nil }
        let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
        let parts = middle.split(separator: "-")
        guard parts.count == 2, parts[1].allSatisfy(\.isHexDigit), let id = pid_t(parts[0]), id > 0 else { return nil }
        return id
    }

    /// Removes the temporary files of `name` in `folder` left by processes that are gone; returns the
    /// paths removed. A folder that cannot be listed has none to remove (writing there fails and says so).
    @discardableResult
    static func removeStale(of name: String, in folder: String) -> [String] {
        guard case .success(let entries) = FolderWalk.names(in: folder) else { return [] }
        var removed: [String] = []
        for entry in entries {
            guard let id = processID(in: entry, for: name), id != getpid(), !isRunning(id),
                  unlink(folder + "/" + entry) == 0 else { continue }
            removed.append(folder + "/" + entry)
        }
        return removed
    }

    /// Whether a process with this id exists (one we may not signal still exists).
    private static func isRunning(_ id: pid_t) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }
}
