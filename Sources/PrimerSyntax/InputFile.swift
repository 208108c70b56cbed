import Foundation
import PrimerModel

/// Reads a file a person named (a spec, an Info.plist), and when it cannot, says what the path is
/// instead: a folder, a symbolic link that loops or points nowhere, a FIFO or a device, a file it may
/// not read. Only regular files are read, and a FIFO is never opened for waiting, so no path can
/// make a command hang.
package enum InputFile {
    /// Why a path could not be read as a file.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing is at the path.
        case noSuchFile
        /// The path holds a NUL character, which no file name can.
        case nulInPath
        /// A part of the path before the last one is a file, not a folder.
        case notAFolderOnTheWay
        /// The path is a symbolic link whose target does not exist.
        case danglingLink(target: String)
        /// Following symbolic links comes back to the same link.
        case symbolicLinkLoop
        /// The path is a folder.
        case folder
        /// The path is something other than a file or a folder: a FIFO, a socket, a device.
        case notARegularFile(kind: String)
        /// The process may not read it, or may not look into a folder on the way.
        case permissionDenied
        /// The file is larger than the reader accepts.
        case tooLarge(bytes: Int, limit: Int)
        /// Reading failed for another reason (the system's words).
        case unreadable(reason: String)

        package var description: String {
            switch self {
            case .noSuchFile: "no such file"
            case .nulInPath: "the path holds a NUL character (U+0000), which no file name can"
            case .notAFolderOnTheWay: "a part of the path is a file, not a folder"
            case .danglingLink(let target): "it is a symbolic link to '\(TextExcerpt.shown(target))', which does not exist"
            case .symbolicLinkLoop: "it is a symbolic link that loops back on itself"
            case .folder: "it is a folder, not a file"
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .permissionDenied: "permission denied"
            case .tooLarge(let bytes, let limit): "it is \(bytes) bytes, more than the \(limit) this reader takes"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `path` (symbolic links followed); at most `limit` bytes.
    package static func read(_ path: String, limit: Int = .max) throws(Problem) -> [UInt8] {
        // A C path ends at the first NUL: "a\u{0}b" would read "a".
        guard !path.utf8.contains(0) else { throw .nulInPath }
        var status = stat()
        guard stat(path, &status) == 0 else { throw problem(errno: errno, path: path) }
        try check(status, limit: limit)
        // Not blocking: if the path became a FIFO since the stat, open returns at once and fstat says so.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw problem(errno: errno, path: path) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        try check(status, limit: limit)
        // Read straight into the array, sized as fstat says plus one byte, so that a file that has not
        // changed is read in one go and its end seen without a second buffer; one that has grown since
        // goes on in chunks.
        var failure: Problem?
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = readSome(descriptor, base + count, buffer.count - count)
                if read == 0 {
                    atEnd = true
                    return
                }
                if read < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = .unreadable(reason: String(cString: strerror(errno)))
                    return
                }
                count += read
            }
        }
        if let failure { throw failure }
        if bytes.count > limit { throw .tooLarge(bytes: bytes.count, limit: limit) }
        if atEnd { return bytes }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { throw .tooLarge(bytes: bytes.count, limit: limit) }
        }
        return bytes
    }

    private static func check(_ status: stat, limit: Int) throws(Problem) {
        switch FileType.of(status) {
        case FileType.regular: break
        case FileType.folder: throw .folder
        default: throw notRegular(status)
        }
        if Int(status.st_size) > limit { throw .tooLarge(bytes: Int(status.st_size), limit: limit) }
    }

    /// What a path that is neither a file nor a folder is (a FIFO, a socket, a device).
    package static func notRegular(_ status: stat) -> Problem {
        switch FileType.of(status) {
        case FileType.fifo: .notARegularFile(kind: "a FIFO (named pipe)")
        case FileType.socket: .notARegularFile(kind: "a socket")
        case FileType.characterDevice: .notARegularFile(kind: "a character device")
        case FileType.blockDevice: .notARegularFile(kind: "a block device")
        default: .notARegularFile(kind: "something other than a file")
        }
    }

    /// The problem a failed `stat`, `open` or `opendir` stands for, looking at the link itself where it helps.
    package static func problem(errno code: Int32, path: String) -> Problem {
        switch code {
        case ENOENT:
            var link = stat()
            if lstat(path, &link) == 0, UInt32(link.st_mode) & FileType.mask == FileType.symbolicLink {
                return .danglingLink(target: (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            }
            return .noSuchFile
        case ENOTDIR: return .notAFolderOnTheWay
        case ELOOP: return .symbolicLinkLoop
        case EACCES, EPERM: return .permissionDenied
        case EISDIR: return .folder
        default: return .unreadable(reason: String(cString: strerror(code)))
        }
    }

    /// The file type bits of `st_mode` (POSIX; the same values on Linux and macOS).
    package enum FileType {
        /// The type bits of a status.
        package static func of(_ status: stat) -> UInt32 { UInt32(status.st_mode) & mask }
        package static let mask: UInt32 = 0o170000
        package static let fifo: UInt32 = 0o010000
        package static let characterDevice: UInt32 = 0o020000
        package static let folder: UInt32 = 0o040000
        package static let blockDevice: UInt32 = 0o060000
        package static let regular: UInt32 = 0o100000
        package static let symbolicLink: UInt32 = 0o120000
        package static let socket: UInt32 = 0o140000
    }
}

/// `read(2)`, under a name the type's own `read` does not hide.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
