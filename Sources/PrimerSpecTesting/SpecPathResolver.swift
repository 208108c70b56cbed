import Foundation

/// Finds the folder a spec path in a test is relative to.
///
/// Tests run from a folder that depends on the runner (`swift test` runs in the package, Xcode
/// elsewhere), so a relative path is read against the test file's own location instead: the nearest
/// folder, from the test file's folder upwards, in which the path exists. That is the package (or
/// project) root for `Specs/onboarding.primerspec`. When no such folder exists, the process's current
/// folder is used, and the check reports the missing path from there.
enum SpecPathResolver {
    /// The folder `path` is relative to; nil for an absolute path.
    static func root(for path: String, testFile: String,
                     currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path, !folder.path.isEmpty, folder.path != "/" else { break }
            folder = parent
        }
        return currentDirectory
    }
}
