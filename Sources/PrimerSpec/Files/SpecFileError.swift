/// Diagnostics for spec files that cannot be read or written, located at the file's first line.
enum SpecFileError {
    /// The file cannot be read.
    static func unreadable(_ path: String) -> Finding {
        .error("cannot read '\(path)'; expected a readable .\(SpecSearch.fileExtension) file",
               at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)), offendingText: path,
               expected: "a readable spec file")
    }

    /// The file cannot be written.
    static func unwritable(_ error: AtomicFileWriter.WriteError, path: String) -> Finding {
        .error("cannot write '\(path)': \(error.reason); expected a folder PrimerSpec may write to",
               at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)), offendingText: path,
               expected: "a writable spec file")
    }
}
