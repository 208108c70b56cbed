import Foundation

extension Checker {
    /// Checks one spec file on disk, as `primer-spec check FILE` does.
    ///
    /// `path` is relative to ``workingDirectory`` (or absolute) and names the file in every location
    /// of the outcome. A file that cannot be read is an outcome with one error at its first line.
    public func check(file path: String) -> FileOutcome {
        let absolute = SpecSearch(workingDirectory: workingDirectory).resolve(path)
        switch SpecFileError.read(path, at: absolute) {
        case .success(let bytes): return check(owning: bytes, path: path)
        case .failure(let error): return FileOutcome(path: path, errors: [error])
        }
    }

    /// Checks spec files and folders of them, as `primer-spec check PATH …` does: a folder is searched
    /// for `*.primerspec` (see ``SpecSearch``), and the report is the one every `--format` renders.
    ///
    /// Files are checked on every core; the report lists them in the order found. Throws when a path
    /// does not exist or nothing is found; every other problem is in the report.
    public func check(paths: [String]) throws(SpecSearchError) -> CheckReport {
        let found = try SpecSearch(workingDirectory: workingDirectory).files(paths)
        let checker = self
        return CheckReport(files: OrderedParallelMap.map(found.map(\.path)) { checker.check(file: $0) })
    }
}
