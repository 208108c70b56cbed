import PrimerAccessibility
import PrimerModel
import PrimerMotion

/// Reading a motion section's own lines: their source text and the timeline entries they hold.
public enum MotionLines {
    /// The source text of a body line from its first token to its last, as written (any section kind).
    static func sourceText(of line: BodyLine, in file: SpecFile) -> String? {
        guard let first = line.tokens.first, let last = line.tokens.last,
              let text = file.line(line.line)?.text else { return nil }
        // Walk to the columns rather than copying the line into an array of characters.
        let start = first.range.lowerBound.column - 1
        let end = last.range.upperBound.column - 1
        guard start >= 0, start <= end,
              let lower = text.index(text.startIndex, offsetBy: start, limitedBy: text.endIndex),
              let upper = text.index(lower, offsetBy: end - start, limitedBy: text.endIndex)
        else { return nil }
        return String(text[lower..<upper])
    }

    /// The entry a motion body line holds, or a located error.
    static func entry(of line: BodyLine, in file: SpecFile,
                      vocabulary: TimelineVocabulary) -> Result<TimelineEntry, Diagnostic> {
        let start = line.range.lowerBound
        let text = sourceText(of: line, in: file) ?? line.canonicalText
        switch TimelineFormat.parse(text, vocabulary: vocabulary) {
        case .success(let entry):
            return .success(entry)
        case .failure(let error):
            let location = SourceLocation(file: start.file, line: start.line, column: start.column + error.column - 1)
            let found = error.found == TimelineParseError.endOfLine
                ? error.found : "'\(TextExcerpt.shown(error.found, limit: TextExcerpt.wordLimit))'"
            return .failure(.error("bad motion line: expected \(error.expected); found \(found)",
                                   at: SourceRange(at: location), offendingText: error.found, expected: error.expected))
        }
    }
}
