import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Finds the spec files a `check` names: files as given, folders searched for `*.primerspec`.
enum SpecFileFinder {
    /// The files to check, each as (display path, absolute path), in a stable order; a file named twice
    /// (`Specs Specs/a.primerspec`) is checked once, under the first name it was found by.
    static func find(_ paths: [String], invocation: Invocation, command: String) throws(UsageError) -> [(String, String)] {
        do {
            return try SpecSearch(workingDirectory: invocation.workingDirectory).files(paths)
                .map { ($0.path, $0.absolutePath) }
        } catch {
            throw UsageError(error.description, command: command)
        }
    }
}
