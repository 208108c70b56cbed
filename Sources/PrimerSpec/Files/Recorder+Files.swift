import Foundation

extension Recorder {
    /// Records one spec file on disk, as `primer-spec check --record FILE` does (``SpecRun/record(_:scope:)``),
    /// and writes it when something changed.
    ///
    /// The file is written atomically (``AtomicFileWriter``) and only when a section changed and it
    /// still holds the bytes it was read as; its other lines stay byte for byte. `path` is relative to
    /// ``workingDirectory`` (or absolute) and names the file in every location. When the outcome has
    /// errors (the file cannot be read, does not parse or resolve, a body to rewrite holds a comment,
    /// it changed while being recorded, or the write failed), nothing was written.
    package func record(file path: String, scope: RecordScope = .failing) -> RecordOutcome {
        let run = SpecRun(blocks: blocks, workingDirectory: workingDirectory)
        return run.record(run.file(path), scope: scope).writtenOutcome
    }
}
