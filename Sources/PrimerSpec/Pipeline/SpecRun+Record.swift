import PrimerSyntax

/// What recording one spec file on disk did: what the builders generate for it, and what became of
/// the write.
package struct RecordedFile: Sendable {
    /// What happened to the file on disk.
    package enum Write: Sendable, Hashable {
        /// Nothing was to be written: the file is up to date, or the outcome has errors.
        case nothing
        /// The file now holds the new bytes.
        case replaced
        /// Another run wrote the same bytes first; nothing was written.
        case alreadyHeld
        /// The file was edited while it was being recorded; nothing was written, the edit is kept.
        case changedSinceRead
        /// The write failed; the file is as it was.
        case failed(AtomicFileWriter.WriteError)
    }

    /// The recording: its errors (the file cannot be read, does not parse or resolve, a body to
    /// rewrite holds a comment), or the sections rewritten and the new bytes.
    package var outcome: RecordOutcome
    /// What became of the write.
    package var write: Write
    /// The file as it was read and loaded before anything was written; a caller that checks the file
    /// after a write that happened (``wroteFile``) loads it again.
    package var loaded: LoadedSpec

    /// Creates a recorded file.
    package init(outcome: RecordOutcome, write: Write, loaded: LoadedSpec) {
        self.outcome = outcome
        self.write = write
        self.loaded = loaded
    }

    /// Whether the file on disk now holds new bytes (written by this run or, the same, by another).
    package var wroteFile: Bool { write == .replaced || write == .alreadyHeld }

    /// The outcome, with a write that did not happen as its error (what ``Recorder/record(file:scope:)``
    /// returns).
    package var writtenOutcome: RecordOutcome {
        let error: Finding
        switch write {
        case .nothing, .replaced, .alreadyHeld: return outcome
        case .changedSinceRead: error = SpecFileError.changedWhileRecording(outcome.path)
        case .failed(let failure): error = SpecFileError.unwritable(failure, path: outcome.path)
        }
        return RecordOutcome(path: outcome.path, errors: [error])
    }
}

extension SpecRun {
    /// Records one spec file, as `check --record` does: reads it once, loads it once, and replaces it
    /// atomically only when a section changed and the file still holds the bytes it was read as
    /// (``AtomicFileWriter/replace(_:expecting:with:)``). Its other lines stay byte for byte.
    package func record(_ file: SpecSearch.Found, scope: RecordScope = .failing) -> RecordedFile {
        AtomicFileWriter.removeStaleTemporaries(of: file.absolutePath)
        let original: [UInt8]
        switch SpecFileError.read(file.path, at: file.absolutePath) {
        case .success(let bytes): original = bytes
        case .failure(let error):
            return RecordedFile(outcome: RecordOutcome(path: file.path, errors: [error]), write: .nothing,
                                loaded: LoadedSpec(path: file.path, spec: nil, diagnostics: [error]))
        }
        let loaded = load(original, path: file.path)
        let outcome = Recorder(blocks: blocks, workingDirectory: workingDirectory)
            .record(loaded.spec, diagnostics: loaded.diagnostics, path: file.path, scope: scope)
        guard outcome.errors.isEmpty, let bytes = outcome.newBytes else {
            return RecordedFile(outcome: outcome, write: .nothing, loaded: loaded)
        }
        do {
            switch try AtomicFileWriter.replace(file.absolutePath, expecting: original, with: bytes) {
            case .replaced: return RecordedFile(outcome: outcome, write: .replaced, loaded: loaded)
            case .alreadyHeld: return RecordedFile(outcome: outcome, write: .alreadyHeld, loaded: loaded)
            case .changedSinceRead: return RecordedFile(outcome: outcome, write: .changedSinceRead, loaded: loaded)
            }
        } catch {
            return RecordedFile(outcome: outcome, write: .failed(error), loaded: loaded)
        }
    }
}
