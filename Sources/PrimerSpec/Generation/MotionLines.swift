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
        // A wrong duration reads: it is a difference the checker shows and `--record` fixes, not an error.
        switch TimelineFormat.parse(text, vocabulary: vocabulary, checksDurations: false) {
        case .success(let entry):
            return .success(entry)
        case .failure(let error):
            let location = SourceLocation(file: start.file, line: start.line, column: start.column + error.column - 1)
            let isEnd = error.found == TimelineParseError.endOfLine
            let found = isEnd ? error.found : "'\(TextExcerpt.shown(error.found, limit: TextExcerpt.wordLimit))'"
            let suggestion = isEnd ? "" : Suggestion.didYouMean(error.found, among: candidates(in: error.expected))
            return .failure(.error("bad motion line: expected \(error.expected); found \(found)\(suggestion)",
                                   at: SourceRange(at: location), offendingText: error.found, expected: error.expected))
        }
    }

    /// The words an "expected" text lists (`a haptic: success or warning` → success, warning), for
    /// "did you mean": the single words after its colon, or in it when it has none.
    static func candidates(in expected: String) -> [String] {
        let list = expected.range(of: ": ").map { String(expected[$0.upperBound...]) } ?? expected
        return list.replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || ".()".contains($0) } }
    }
}
