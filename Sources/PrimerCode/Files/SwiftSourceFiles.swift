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
    /// folder; a path that is not there, or a file that is not Swift, is an error.
    package static func find(_ paths: [FilePath]) -> (files: [FilePath], errors: [Finding]) {
        var files: [FilePath] = []
        var errors: [Finding] = []
        var seen: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path.absolute, isDirectory: &isFolder) else {
                errors.append(problem(path, "is not there; expected a folder of Swift sources or a .swift file"))
                continue
            }
            guard isFolder.boolValue else {
                guard path.absolute.hasSuffix(".swift") else {
                    errors.append(problem(path, "is not a Swift file; expected a folder of Swift sources or a .swift file"))
                    continue
                }
                if seen.insert(path.absolute).inserted { files.append(path) }
                continue
            }
            var found: [String] = []
            if let walker = manager.enumerator(atPath: path.absolute) {
                while let relative = walker.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if skippedFolders.contains(name) || name.hasPrefix(".") || name.hasSuffix(".xcodeproj")
                        || name.hasSuffix(".xcworkspace") {
                        walker.skipDescendants()
                        continue
                    }
                    if name.hasSuffix(".swift") { found.append(relative) }
                }
            }
            for relative in found.sorted() {
                let absolute = FilePathText.join(path.absolute, relative)
                guard seen.insert(absolute).inserted else { continue }
                files.append(FilePath(absolute: absolute, display: FilePathText.join(path.display, relative)))
            }
        }
        return (files, errors)
    }

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
