import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Reading a motion section's own lines: their source text and the timeline entries they hold.
package enum MotionLines {
    /// The source text of a body line from its first token to its last, as written (any section kind);
    /// `known` itself (the same string, not a copy) when it is those bytes, so a long body's lines
    /// shown as written beside their canonical form share one string.
    static func sourceText(of line: BodyLine, in file: SpecFile, sameAs known: String? = nil) -> String? {
        guard let first = line.tokens.first, let last = line.tokens.last,
              let text = file.line(line.line)?.text else { return nil }
        return slice(of: text, bytes: first.utf8Range.lowerBound..<last.utf8Range.upperBound, sameAs: known)
    }

    /// The UTF-8 bytes `range` of a line's text, or nil when the line does not hold them; `known`
    /// itself when it is those bytes.
    static func slice(of text: String, bytes range: Range<Int>, sameAs known: String? = nil) -> String? {
        let utf8 = text.utf8
        guard range.lowerBound >= 0, range.upperBound <= utf8.count else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        let bytes = utf8[lower..<upper]
        if let known, known.utf8.count == range.count, known.utf8.elementsEqual(bytes) { return known }
        return String(decoding: bytes, as: UTF8.self)
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
            let location = start.advanced(byCharacters: error.column - 1)
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
        /// Each text read, by its bytes (``LineKey``), with what it read as. (Whole body lines start
        /// with their indentation and source texts do not, so the two kinds of key never meet.)
        private var known: [LineKey: Result<TimelineEntry, TimelineParseError>] = [:]
        /// The curve texts read, for the lines read: a spec's lines repeat a handful of curves.
        private var curves = TimelineFormat.CurveReadings()
        /// The run's readings, shared with its other specs when the vocabulary has an identity.
        private let shared: MotionReadingsCache?

        /// Readings for `vocabulary`, with room for `capacity` texts (a spec's motion body lines), so
        /// the table is not rehashed as it grows; `shared` holds the run's readings (nil: none).
        init(vocabulary: TimelineVocabulary, capacity: Int = 0, shared: MotionReadingsCache? = nil) {
            self.vocabulary = vocabulary
            self.shared = vocabulary.identity == nil ? nil : shared
            known.reserveCapacity(capacity)
        }

        /// What `text` reads as. A wrong duration reads: it is a difference the checker shows and
        /// `--record` fixes, not an error.
        mutating func read(_ text: String) -> Result<TimelineEntry, TimelineParseError> {
            let key = LineKey(text)
            if let hit = known[key] { return hit }
            let result = TimelineFormat.parse(text, vocabulary: vocabulary, checksDurations: false, curves: &curves)
            known[key] = result
            return result
        }

        /// What a body line reads as: its source text (``sourceText(of:in:)``) read by the timeline
        /// format's scanner, found by the whole line as written (the same line reads the same, and is
        /// not read again). Errors name character columns counted from the line's first token.
        mutating func read(_ line: BodyLine, in file: SpecFile) -> Result<TimelineEntry, TimelineParseError> {
            guard let whole = file.line(line.line)?.text else { return read(sourceText(of: line, in: file) ?? line.canonicalText) }
            // The line's key (its digest) worked out once for every table it is looked up in.
            let key = LineKey(whole)
            if let hit = known[key] { return hit }
            // Another spec of the run may have read the same line (the same bytes).
            if let shared, let identity = vocabulary.identity,
               let reading = shared.reading(of: key, identity: identity) {
                known[key] = reading
                return reading
            }
            let result = readInPlace(line, of: whole) ?? TimelineFormat.parse(
                sourceText(of: line, in: file) ?? line.canonicalText, vocabulary: vocabulary, checksDurations: false,
                curves: &curves)
            known[key] = result
            if let shared, let identity = vocabulary.identity { shared.keep(result, of: key, identity: identity) }
            return result
        }

        /// What the bytes of ``sourceText(of:in:)`` read as, read where they are in the line's text
        /// `whole` (not copied into a string of their own first; each distinct line is read once);
        /// nil when the line has no tokens, or its text does not hold them, as `sourceText` is then.
        private mutating func readInPlace(_ line: BodyLine, of whole: String) -> Result<TimelineEntry, TimelineParseError>? {
            guard let first = line.tokens.first, let last = line.tokens.last else { return nil }
            let range = first.utf8Range.lowerBound..<last.utf8Range.upperBound
            let vocabulary = vocabulary
            return whole.utf8.withContiguousStorageIfAvailable { bytes -> Result<TimelineEntry, TimelineParseError>? in
                guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
                return TimelineFormat.parse(utf8: UnsafeBufferPointer(rebasing: bytes[range]), vocabulary: vocabulary,
                                            checksDurations: false, curves: &curves)
            } ?? nil
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
