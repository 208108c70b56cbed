import PrimerModel
import PrimerSyntax

extension FilePath {
    /// The file's bytes (at most `limit`), or an error at `origin` saying why they cannot be read:
    /// `PATH: cannot read the NOUN: REASON; expected EXPECTED`. A path that is not a regular file says
    /// what it is instead (a folder, a dangling link, a FIFO; see ``InputFile``).
    func read(limit: Int, noun: String, expected: String, at origin: SourceRange,
              offendingText: String? = nil) -> Result<[UInt8], Finding> {
        do {
            return .success(try InputFile.read(absolute, limit: limit))
        } catch {
            let shown = TextExcerpt.shown(display, limit: FilePath.quotedLimit)
            return .failure(.error("\(shown): cannot read the \(noun): \(error.description); expected \(expected)",
                                   at: origin, offendingText: offendingText ?? shown, expected: expected))
        }
    }
}
