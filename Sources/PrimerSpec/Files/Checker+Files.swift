import Foundation

extension Checker {
    /// The run that finds, reads and loads files for this checker (``SpecRun``).
    var run: SpecRun { SpecRun(blocks: blocks, workingDirectory: workingDirectory, rules: rules) }

    /// Checks one spec file on disk, as `primer-spec check FILE` does.
    ///
    /// `path` is relative to ``workingDirectory`` (or absolute) and names the file in every location
    /// of the outcome. A file that cannot be read is an outcome with one error at its first line.
    package func check(file path: String) -> FileOutcome {
        run.check(run.load(run.file(path)))
    }

    /// Checks spec files and folders of them, as `primer-spec check PATH …` does: a folder is searched
    /// for `*.primerspec` (see ``SpecSearch``), and the report is the one every `--format` renders.
    ///
    /// Files are checked on every core; the report lists them in the order found. Throws when a path
    /// does not exist or nothing is found; every other problem is in the report.
    package func check(paths: [String]) throws(SpecSearchError) -> CheckReport {
        try run.check(paths: paths)
    }
}
