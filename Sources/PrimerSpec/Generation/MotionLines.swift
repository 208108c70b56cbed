import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Reading a motion section's own lines: their source text and the timeline entries they hold.
public enum MotionLines {
    /// The source text of a body line from its first token to its last, as written (any section kind).
    static func sourceText(of line: BodyLine, in file: SpecFile) -> String? {
        guard let first = line.tokens.first, let last = line.tokens.last,
              let text = file.line(line.line)?.text else { return nil }
        return characters(of: text, from: first.range.lowerBound.column - 1, to: last.range.upperBound.column - 1)
    }

    /// Characters `start..<end` (0-based) of a line, or nil when the line does not reach them.
    static func characters(of text: String, from start: Int, to end: Int) -> String? {
        guard start >= 0, start <= end else { return nil }
        // Columns count characters. Step over the leading bytes that are one character each at once,
        // and walk grapheme clusters only from the first that may not be (rather than copying the
        // line into an array of characters).
        let plain = TextColumns.plainPrefix(text, upTo: end)
        let utf8 = text.utf8
        let plainEnd = utf8.index(utf8.startIndex, offsetBy: plain)
        guard let lower = start <= plain ? utf8.index(utf8.startIndex, offsetBy: start)
                  : text.index(plainEnd, offsetBy: start - plain, limitedBy: text.endIndex),
              let upper = end <= plain ? utf8.index(utf8.startIndex, offsetBy: end)
                  : text.index(lower, offsetBy: end - start, limitedBy: text.endIndex)
        else { return nil }
        return String(text[lower..<upper])
    }

    /// The entry a motion body line holds, or a located error.
    static func entry(of line: BodyLine, in file: SpecFile,
                      vocabulary: TimelineVocabulary) -> Result<TimelineEntry, Finding> {
        var readings = Readings(vocabulary: vocabulary)
        return entry(of: line, in: file, readings: &readings)
    }

    /// The entry a motion body line holds, or a located error, reading its text through `readings`.
    static func entry(of line: BodyLine, in file: SpecFile, readings: inout Readings) -> Result<TimelineEntry, Finding> {
        let start = line.range.lowerBound
        switch readings.read(line, in: file) {
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

    /// Timeline lines already read, by their text, for one block's vocabulary: a spec's motion sections
    /// repeat the same lines (one transition in several environments), and what a line reads as
    /// depends on its text and the vocabulary alone. Kept for one spec, on the thread that checks it.
    struct Readings {
        /// The block's part names and callbacks.
        let vocabulary: TimelineVocabulary
        /// Each text read, with what it read as. (Strings that are canonically equivalent are equal
        /// keys, so a hit counts only when its text is the same bytes. Whole body lines start with
        /// their indentation and source texts do not, so the two kinds of key never meet.)
        private var known: [String: (text: String, result: Result<TimelineEntry, TimelineParseError>)] = [:]

        init(vocabulary: TimelineVocabulary) {
            self.vocabulary = vocabulary
        }

        /// What `text` reads as. A wrong duration reads: it is a difference the checker shows and
        /// `--record` fixes, not an error.
        mutating func read(_ text: String) -> Result<TimelineEntry, TimelineParseError> {
            if let hit = known[text], LineDiff.sameBytes(hit.text, text) { return hit.result }
            let result = TimelineFormat.parse(text, vocabulary: vocabulary, checksDurations: false)
            known[text] = (text, result)
            return result
        }

        /// What a body line reads as, from the lexer's tokens of its source text
        /// (``sourceText(of:in:)``), found by the whole line as written: the same line gives the same
        /// tokens, which are then not read again.
        mutating func read(_ line: BodyLine, in file: SpecFile) -> Result<TimelineEntry, TimelineParseError> {
            guard let whole = file.line(line.line)?.text else { return read(sourceText(of: line, in: file) ?? line.canonicalText) }
            if let hit = known[whole], LineDiff.sameBytes(hit.text, whole) { return hit.result }
            let result: Result<TimelineEntry, TimelineParseError>
            if let source = sourceText(of: line, in: file), let first = line.tokens.first {
                // The lexer's tokens, their columns counted from the first: byte offsets wherever the
                // parser uses them (text of one byte a character).
                let start = first.range.lowerBound.column
                let tokens = line.tokens.map { token in
                    TimelineToken(utf8Range: (token.range.lowerBound.column - start)..<(token.range.upperBound.column - start),
                                  stringValue: token.isString ? token.value : nil)
                }
                result = TimelineFormat.parse(source, tokens: tokens, vocabulary: vocabulary, checksDurations: false)
            } else {
                result = TimelineFormat.parse(line.canonicalText, vocabulary: vocabulary, checksDurations: false)
            }
            known[whole] = (whole, result)
            return result
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
