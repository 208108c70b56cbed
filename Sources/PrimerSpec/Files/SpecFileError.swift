import PrimerSyntax

/// Diagnostics for spec files that cannot be read or written, located at the file's first line.
package enum SpecFileError {
    /// The bytes of the spec file at `absolute` (named `path` in messages), read through ``InputFile``
    /// so that a folder, a FIFO or a device is refused with the reason rather than read or waited on.
    package static func read(_ path: String, at absolute: String) -> Result<[UInt8], Finding> {
        Result { () throws(InputFile.Problem) in try InputFile.read(absolute) }.mapError { unreadable(path, $0) }
    }

    /// The file cannot be read, and why.
    static func unreadable(_ path: String, _ problem: InputFile.Problem) -> Finding {
        .error("cannot read '\(path)': \(problem); expected a readable .\(SpecSearch.fileExtension) file",
               at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)), offendingText: path,
               expected: "a readable spec file")
    }

    /// The file cannot be written.
    static func unwritable(_ error: AtomicFileWriter.WriteError, path: String) -> Finding {
        .error("cannot write '\(path)': \(error.reason); expected a folder PrimerSpec may write to",
               at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)), offendingText: path,
               expected: "a writable spec file")
    }

    /// The file was edited while it was being recorded, so it was left as it is.
    static func changedWhileRecording(_ path: String) -> Finding {
        .error("'\(path)' changed on disk while it was being recorded; not written, so the change is kept; "
               + "expected a file nobody edits during a record (run again to record it)",
               at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)), offendingText: path,
               expected: "a file nobody edits during a record")
    }
}
