import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Finds the spec files a command names (``SpecRun/files(_:)``): files as given, folders searched for
/// `*.primerspec`; a path that finds nothing is bad usage.
enum SpecFileFinder {
    /// The files, in a stable order; a file named twice (`Specs Specs/a.primerspec`) is found once,
    /// under the first name it was found by.
    static func find(_ paths: [String], invocation: Invocation, command: String) throws(UsageError) -> [SpecSearch.Found] {
        do {
            return try SpecRun(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory).files(paths)
        } catch {
            throw UsageError(error.description, command: command)
        }
    }
}
