import Foundation

extension Recorder {
    /// Records one spec file on disk, as `primer-spec check --record FILE` does, and writes it when
    /// something changed.
    ///
    /// The file is written atomically (``AtomicFileWriter``) and only when a section changed; its other
    /// lines stay byte for byte. `path` is relative to ``workingDirectory`` (or absolute) and names the
    /// file in every location. When the outcome has errors (the file cannot be read, does not parse or
    /// resolve, a body to rewrite holds a comment, or the write failed), nothing was written.
    public func record(file path: String, scope: RecordScope = .failing) -> RecordOutcome {
        let absolute = SpecSearch(workingDirectory: workingDirectory).resolve(path)
        let original: [UInt8]
        switch SpecFileError.read(path, at: absolute) {
        case .success(let bytes): original = bytes
        case .failure(let error): return RecordOutcome(path: path, errors: [error])
        }
        var outcome = record(original, path: path, scope: scope)
        guard outcome.errors.isEmpty, let bytes = outcome.newBytes else { return outcome }
        do {
            try AtomicFileWriter.write(bytes, to: absolute)
        } catch {
            outcome.errors = [SpecFileError.unwritable(error, path: path)]
            outcome.newBytes = nil
            outcome.changedSections = []
        }
        return outcome
    }
}
