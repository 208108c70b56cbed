import Foundation
import PrimerModel

/// Finds the spec files a `check` names: files as given, folders searched for `*.primerspec`.
enum SpecFileFinder {
    /// The extension of spec files.
    static let fileExtension = "primerspec"

    /// The files to check, each as (display path, absolute path), in a stable order; a file named twice
    /// (`Specs Specs/a.primerspec`) is checked once, under the first name it was found by.
    static func find(_ paths: [String], invocation: Invocation, command: String) throws(UsageError) -> [(String, String)] {
        var found: [(String, String)] = []
        var seen = Set<String>()
        func add(_ display: String, _ absolute: String) {
            if seen.insert(URL(fileURLWithPath: absolute).standardizedFileURL.path).inserted {
                found.append((display, absolute))
            }
        }
        let manager = FileManager.default
        for path in paths {
            let absolute = invocation.resolve(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isFolder) else {
                throw UsageError("no such file or folder '\(TextExcerpt.shown(path))'; expected a .\(fileExtension) file or a folder of them",
                                 command: command)
            }
            guard isFolder.boolValue else {
                add(path, absolute)
                continue
            }
            let entries = (manager.enumerator(atPath: absolute)?.allObjects as? [String]) ?? []
            let specs = entries.filter { $0.hasSuffix(".\(fileExtension)") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for spec in specs { add(prefix + spec, absolute + "/" + spec) }
        }
        guard !found.isEmpty else {
            throw UsageError("no spec found in \(paths.joined(separator: ", ")); expected files ending in .\(fileExtension)",
                             command: command)
        }
        return found
    }
}
