import Foundation
import PrimerModel
import PrimerSyntax

/// The Swift files under the folders and files `scan` is given, found in a stable order.
package enum SwiftSourceFiles {
    /// A file or folder: the one ``FilePath`` (kept as a name for `scan`'s callers).
    package typealias File = FilePath

    /// Folders never searched: build products, dependencies checked out by package managers, version
    /// control. A choice: their code is not the app's own.
    package static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData",
                                                     "node_modules", "SourcePackages"]

    /// Every `.swift` file under `paths` (each a folder or a Swift file), sorted by path within each
    /// folder; a path that is not there, or a file that is not Swift, is an error, and so is a folder
    /// on the way that cannot be listed or an entry that cannot be told (``FolderWalk``), at its path.
    package static func find(_ paths: [FilePath]) -> (files: [FilePath], errors: [Finding]) {
        var files: [FilePath] = []
        var errors: [Finding] = []
        var seen: Set<String> = []
        for path in paths {
            switch FolderWalk.kind(of: path.absolute) {
            case .folder, .linkToFolder:
                break
            case .file:
                guard path.absolute.hasSuffix(".swift") else {
                    errors.append(problem(path, "is not a Swift file; expected a folder of Swift sources or a .swift file"))
                    continue
                }
                if seen.insert(path.absolute).inserted { files.append(path) }
                continue
            case .unresolvable(.noSuchFile):
                errors.append(problem(path, "is not there; expected a folder of Swift sources or a .swift file"))
                continue
            case .other(let problem), .unresolvable(let problem):
                errors.append(Self.problem(path, "cannot be read: \(problem); expected a folder of Swift sources or a .swift file"))
                continue
            }
            let walked = walk(path)
            errors += walked.unreadable.map { $0.finding(expected: unreadableExpected) }
            for file in walked.files where seen.insert(file.absolute).inserted {
                files.append(file)
            }
        }
        return (files, errors)
    }

    /// The Swift files under one folder, sorted by path, and what could not be read there.
    package static func walk(_ path: FilePath) -> (files: [FilePath], unreadable: [FolderWalk.Unreadable]) {
        var found: [FilePath] = []
        let outcome = FolderWalk.walk(path) { entry in
            if skippedFolders.contains(entry.name) || entry.name.hasPrefix(".") || entry.name.hasSuffix(".xcodeproj")
                || entry.name.hasSuffix(".xcworkspace") {
                return false
            }
            // A Swift file taken that is not a file (a FIFO, a dangling link) is the walk's error.
            guard entry.kind != .folder else { return true }
            if entry.name.hasSuffix(".swift"), entry.kind == .file {
                // Joined as given (`./Sources/a.swift` stays so), not normalised.
                found.append(FilePath(absolute: FilePathText.join(path.absolute, entry.relative),
                                      display: FilePathText.join(path.display, entry.relative)))
            }
            return entry.name.hasSuffix(".swift")
        }
        return (found.sorted { $0.absolute < $1.absolute }, outcome.unreadable)
    }

    /// What an entry of the sources that cannot be read should have been.
    static let unreadableExpected = "a readable Swift file or a folder PrimerSpec may list (else its code is not scanned)"

    private static func problem(_ path: FilePath, _ what: String) -> Finding {
        .error("'\(TextExcerpt.shown(path.display))' \(what)", at: SourceRange(at: ValueOrigin.commandLinePlace),
               offendingText: TextExcerpt.shown(path.display), expected: "a folder of Swift sources or a .swift file")
    }
}

/// Joining paths as messages show them.
package enum FilePathText {
    /// `folder/name`, without a doubled slash and without a leading `./`.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
