import Foundation
import PrimerModel

/// Walks a folder tree the way every search of PrimerSpec does (Swift sources, specs, strings files,
/// asset catalogs, synchronized folders), and says what it could not read instead of skipping it: a
/// folder it may not list, an entry that is a symbolic link looping or pointing nowhere.
///
/// Each folder's entries come in name order, folders breadth first. A symbolic link to a folder is
/// never descended (so no link can make a walk loop); a link to a file is a file, as ``InputFile``
/// follows it. A FIFO, a socket or a device is never opened: only its kind is looked at.
package enum FolderWalk {
    /// What an entry of a folder is.
    package enum Kind: Hashable, Sendable {
        /// A regular file, or a symbolic link to one.
        case file
        /// A folder (not a link to one).
        case folder
        /// A symbolic link to a folder: never descended.
        case linkToFolder
        /// A FIFO, a socket or a device, named as ``InputFile/Problem/notARegularFile(kind:)`` names it.
        case other(InputFile.Problem)
        /// Nothing could be told of it: a dangling link, a link loop.
        case unresolvable(InputFile.Problem)
    }

    /// One entry of a folder.
    package struct Entry: Hashable, Sendable {
        /// Its name in its folder.
        package var name: String
        /// Its path, in both forms.
        package var path: FilePath
        /// Its path inside the walk's root (`a/b.swift`).
        package var relative: String
        /// How many folders below the root it is: 1 for the root's own entries.
        package var depth: Int
        /// What it is.
        package var kind: Kind
    }

    /// A folder that could not be listed, or an entry that could not be told: where and why.
    package struct Unreadable: Hashable, Sendable {
        /// The folder or entry.
        package var path: FilePath
        /// Why it could not be read.
        package var problem: InputFile.Problem

        /// Creates one from its path and why.
        package init(path: FilePath, problem: InputFile.Problem) {
            self.path = path
            self.problem = problem
        }

        /// The located error saying so: `PATH:1:1: error: cannot read 'PATH': WHY; expected …`, at the
        /// path itself (a file-level finding, as an unreadable file's is).
        package func finding(expected: String) -> Finding {
            let shown = TextExcerpt.shown(path.display)
            return .error("cannot read '\(shown)': \(problem); expected \(expected)",
                          at: SourceRange(at: SourceLocation(file: path.display, line: 1, column: 1)),
                          offendingText: shown, expected: expected)
        }
    }

    /// What a walk could not read, and whether it stopped at its folder limit.
    package struct Outcome: Hashable, Sendable {
        /// The folders it could not list and the entries it could not tell, in walk order.
        package var unreadable: [Unreadable] = []
        /// Whether it stopped after its folder limit, leaving folders unlisted.
        package var truncated = false
    }

    /// Walks `root` breadth first: `visit` sees every entry and answers whether the walk takes it. A
    /// folder taken is descended; any other entry taken is one the caller would read, so one that is
    /// not a file (a FIFO, a link that loops or points nowhere) is in the outcome, as is a folder that
    /// cannot be listed, the root included. At most `folderLimit` folders are listed.
    package static func walk(_ root: FilePath, folderLimit: Int = .max, visit: (Entry) -> Bool) -> Outcome {
        var outcome = Outcome()
        var queue: [(folder: FilePath, relative: String, depth: Int)] = [(root, "", 0)]
        var next = 0
        while next < queue.count {
            let (folder, relative, depth) = queue[next]
            next += 1
            guard next <= folderLimit else {
                outcome.truncated = true
                break
            }
            switch entries(of: folder, relative: relative, depth: depth + 1) {
            case .failure(.noSuchFile) where next > 1:
                // Listed a moment ago and gone since (a process's folder under /proc, a build's
                // temporaries): nothing is there to read.
                continue
            case .failure(let problem):
                outcome.unreadable.append(Unreadable(path: folder, problem: problem))
            case .success(let entries):
                for entry in entries where visit(entry) {
                    switch entry.kind {
                    case .folder: queue.append((entry.path, entry.relative, entry.depth))
                    case .file, .linkToFolder: break
                    case .other(let problem), .unresolvable(let problem):
                        outcome.unreadable.append(Unreadable(path: entry.path, problem: problem))
                    }
                }
            }
        }
        return outcome
    }

    /// The entries of one folder in name order (`.` and `..` left out), or why it cannot be listed.
    package static func entries(of folder: FilePath, relative: String = "", depth: Int = 1)
        -> Result<[Entry], InputFile.Problem> {
        let path = folder.absolute.isEmpty ? "." : folder.absolute
        return names(in: path).map { names in
            names.map { name in
                Entry(name: name, path: folder.child(name), relative: relative.isEmpty ? name : relative + "/" + name,
                      depth: depth, kind: kind(of: path + "/" + name))
            }
        }
    }

    /// The names in one folder, sorted (`.` and `..` left out), without looking at what each is: for
    /// a glance that decides where a walk goes; or why the folder cannot be listed.
    package static func names(in folder: String) -> Result<[String], InputFile.Problem> {
        let path = folder.isEmpty ? "." : folder
        guard !path.utf8.contains(0) else { return .failure(.nulInPath) }
        guard let stream = opendir(path) else { return .failure(listingProblem(errno: errno, path: path)) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }

    /// What the entry at `path` is, links followed to a file but not into a folder.
    package static func kind(of path: String) -> Kind {
        var own = stat()
        guard lstat(path, &own) == 0 else { return .unresolvable(InputFile.problem(errno: errno, path: path)) }
        var status = own
        let isLink = InputFile.FileType.of(own) == InputFile.FileType.symbolicLink
        if isLink, stat(path, &status) != 0 { return .unresolvable(InputFile.problem(errno: errno, path: path)) }
        switch InputFile.FileType.of(status) {
        case InputFile.FileType.regular: return .file
        case InputFile.FileType.folder: return isLink ? .linkToFolder : .folder
        default: return .other(InputFile.notRegular(status))
        }
    }

    /// Why `opendir` failed: the path's own problem, or what it is when it is not a folder.
    private static func listingProblem(errno code: Int32, path: String) -> InputFile.Problem {
        guard code == ENOTDIR else { return InputFile.problem(errno: code, path: path) }
        var status = stat()
        guard stat(path, &status) == 0 else { return InputFile.problem(errno: errno, path: path) }
        switch InputFile.FileType.of(status) {
        case InputFile.FileType.regular: return .unreadable(reason: "it is a file, not a folder")
        default:
            if case .notARegularFile(let kind) = InputFile.notRegular(status) {
                return .unreadable(reason: "it is \(kind), not a folder")
            }
            return .notAFolderOnTheWay
        }
    }
}
