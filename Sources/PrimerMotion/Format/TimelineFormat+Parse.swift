import PrimerModel

extension TimelineFormat {
    /// Reads one line back into the track or cue it stands for.
    ///
    /// Any run of spaces or tabs separates words. A track's duration must be its curve's, to two
    /// decimals (unless `checksDurations` is false: a spec's line with a wrong duration is then read,
    /// and the checker reports it as a difference that recording can fix); a repetition after the
    /// curve (`repeat forever every 2.71`) needs a period of at least that duration. Nothing traps:
    /// every problem comes back as a ``TimelineParseError`` naming the column, what was expected there
    /// and what was found.
    /// - Parameters:
    ///   - line: One timeline line.
    ///   - vocabulary: The block's part names and callbacks; by default any well-formed name.
    ///   - checksDurations: Whether a track's duration must be its curve's (default true).
    public static func parse(_ line: String, vocabulary: TimelineVocabulary = .any,
                             checksDurations: Bool = true) -> Result<TimelineEntry, TimelineParseError> {
        var curves = CurveReadings()
        return parse(line, vocabulary: vocabulary, checksDurations: checksDurations, curves: &curves)
    }

    /// ``parse(_:vocabulary:checksDurations:)``, reading each curve's text through `curves` (kept by a
    /// reader of many lines, such as a spec's motion sections).
    package static func parse(_ line: String, vocabulary: TimelineVocabulary, checksDurations: Bool,
                              curves: inout CurveReadings) -> Result<TimelineEntry, TimelineParseError> {
        var scanner = TimelineScanner(line)
        return parse(&scanner, vocabulary: vocabulary, checksDurations: checksDurations, curves: &curves)
    }

    /// ``parse(_:vocabulary:checksDurations:curves:)`` of the line whose UTF-8 is `utf8` (a slice of
    /// a spec's line, read in place).
    package static func parse(utf8: UnsafeBufferPointer<UInt8>, vocabulary: TimelineVocabulary, checksDurations: Bool,
                              curves: inout CurveReadings) -> Result<TimelineEntry, TimelineParseError> {
        var scanner = TimelineScanner(utf8: utf8)
        return parse(&scanner, vocabulary: vocabulary, checksDurations: checksDurations, curves: &curves)
    }

    private static func parse(_ scanner: inout TimelineScanner, vocabulary: TimelineVocabulary,
                              checksDurations: Bool,
                              curves: inout CurveReadings) -> Result<TimelineEntry, TimelineParseError> {
        Result { () throws(TimelineParseError) -> TimelineEntry in
            let timeWord = try scanner.word(expecting: Expected.time).get()
            guard let time = TimelineClock.parse(timeWord.text) else { throw error(Expected.time, timeWord) }
            let second = try scanner.word(expecting: Expected.durationOrEvent).get()
            if second.text.hasPrefix("+") {
                return .track(try parseTrack(start: time, durationWord: second, vocabulary: vocabulary,
                                             checksDurations: checksDurations, curves: &curves, &scanner))
            }
            return .cue(try parseCue(time: time, word: second, vocabulary: vocabulary, &scanner))
        }
    }

    private static func parseTrack(start: Double, durationWord: TimelineScanner.Word, vocabulary: TimelineVocabulary,
                                   checksDurations: Bool, curves: inout CurveReadings,
                                   _ scanner: inout TimelineScanner) throws(TimelineParseError) -> Track {
        guard TimelineClock.parse(durationWord.text.dropFirst()) != nil else {
            throw error(Expected.duration, durationWord)
        }
        // What a part may be is spelt out only for an error.
        let partWord = try scanner.word(expecting: "a part: \(vocabulary.partForms)").get()
        guard let part = vocabulary.part(partWord.text) else { throw error("a part: \(vocabulary.partForms)", partWord) }
        let change = try parseChange(&scanner)
        let curveWord = try scanner.rest(before: Expected.repeatWord, expecting: Expected.curve).get()
        let curve: Curve, curveDuration: Double, duration: String
        switch curves.reading(curveWord.text) {
        case .notACurve: throw error(Expected.curve, curveWord)
        case .unsettled: throw error(Expected.settlingCurve, curveWord)
        // Checked before the duration column, so that `easeInOut(1e+308)` is reported at the curve
        // rather than as a duration of 309 digits.
        case .unbounded: throw error(Expected.boundedCurve, curveWord)
        case .curve(let read, let readDuration, let text): (curve, curveDuration, duration) = (read, readDuration, text)
        }
        let repetition = try parseRepetition(&scanner)
        // What the duration is called is worked out only for an error.
        func what() -> String { curve.isSpring ? "settling time" : "duration" }
        guard !checksDurations || durationWord.text == "+" + duration else {
            throw error("+\(duration), the \(what()) of \(curve.name)", durationWord)
        }
        if let (repetition, periodWord) = repetition, repetition.period < TimelineClock.quantize(curveDuration) {
            throw error("a period of at least \(duration), the \(what()) of \(curve.name)", periodWord)
        }
        return Track(part: part, change: change, curve: curve, start: start, repetition: repetition?.0)
    }

    private static func parseChange(_ scanner: inout TimelineScanner) throws(TimelineParseError) -> Change {
        let kind = try scanner.word(expecting: Expected.change).get()
        switch kind.text {
        case "text": return .text
        case "effect":
            return .symbolEffect(try scanner.word(expecting: "a symbol effect name, such as bounce").get().text)
        case "progress":
            let state = try scanner.word(expecting: "shown or hidden").get()
            switch state.text {
            case "shown": return .progress(shown: true)
            case "hidden": return .progress(shown: false)
            default: throw error("shown or hidden", state)
            }
        case "appear", "disappear":
            let word = try scanner.word(expecting: "a transition: \(ViewTransition.forms)").get()
            guard let transition = ViewTransition(token: word.text) else {
                throw error("a transition: \(ViewTransition.forms)", word)
            }
            return kind.text == "appear" ? .appear(transition) : .disappear(transition)
        case "replace", "fade":
            let (from, to) = try pair(&scanner, "a symbol name", { $0 == "->" ? nil : $0 })
            return kind.text == "replace" ? .symbolReplace(from: from, to: to) : .fade(from: from, to: to)
        case "color":
            let (from, to) = try pair(&scanner, Expected.color) { PartID.isWord($0[...]) ? $0 : nil }
            return .color(from: from, to: to)
        case "opacity", "scale", "rotation":
            let (from, to) = try pair(&scanner, "a number, such as 0.8", NumberText.parse)
            switch kind.text {
            case "opacity": return .opacity(from: from, to: to)
            case "scale": return .scale(from: from, to: to)
            default: return .rotation(from: from, to: to)
            }
        case "offset":
            let (from, to) = try pair(&scanner, "an offset x,y such as 0,8", Offset.init(token:))
            return .offset(from: from, to: to)
        default:
            throw error(Expected.change, kind)
        }
    }

    /// Reads `A -> B`, converting each side.
    private static func pair<Value>(_ scanner: inout TimelineScanner, _ expected: String,
                                    _ convert: (String) -> Value?) throws(TimelineParseError) -> (Value, Value) {
        let fromWord = try scanner.word(expecting: expected).get()
        guard let from = convert(fromWord.text) else { throw error(expected, fromWord) }
        let arrow = try scanner.word(expecting: "->").get()
        guard arrow.text == "->" else { throw error("->", arrow) }
        let toWord = try scanner.word(expecting: expected).get()
        guard let to = convert(toWord.text) else { throw error(expected, toWord) }
        return (from, to)
    }

    private static func parseCue(time: Double, word: TimelineScanner.Word, vocabulary: TimelineVocabulary,
                                 _ scanner: inout TimelineScanner) throws(TimelineParseError) -> Cue {
        let event: TimelineEvent
        switch word.text {
        case "haptic":
            let name = try scanner.word(expecting: Expected.haptic).get()
            guard let haptic = Haptic(rawValue: name.text) else { throw error(Expected.haptic, name) }
            event = .haptic(haptic)
        case "announce":
            let priority = try scanner.word(expecting: Expected.priority).get()
            if priority.text.hasPrefix("\"") { throw error(Expected.priority, priority) }
            let text = try scanner.string(expecting: "the announcement in double quotes").get()
            event = .announcement(TimelineAnnouncement(text: text.text, priority: priority.text))
        case "call":
            let name = try scanner.word(expecting: "a callback: \(vocabulary.callbackForms)").get()
            guard let callback = vocabulary.callback(name.text) else {
                throw error("a callback: \(vocabulary.callbackForms)", name)
            }
            event = .call(callback)
        case "open":
            event = .openURL(try scanner.rest(expecting: "a URL").get().text)
        case "request":
            let name = try scanner.word(expecting: Expected.request).get()
            guard Self.isRequestToken(name.text) else { throw error(Expected.request, name) }
            event = .request(name.text)
        default:
            throw error(Expected.durationOrEvent, word)
        }
        if !scanner.atEnd() {
            let extra = try scanner.word(expecting: "end of line").get()
            throw error("end of line", extra)
        }
        return Cue(event, at: time)
    }

    /// What a curve's text reads as, with its duration (a spring's settling time) and that duration's
    /// text: whatever about a track's curve does not depend on the rest of its line.
    enum CurveReading: Sendable {
        /// No curve's name.
        case notACurve
        /// A curve that never settles, or whose parameters are not positive (``Curve/checkedDuration``).
        case unsettled
        /// A curve that runs longer than ``TimelineClock/longestCurve``.
        case unbounded
        /// A curve that can run, how long it runs, and that time as ``TimelineClock/format(_:)`` writes it.
        case curve(Curve, duration: Double, text: String)

        /// Reads `text` (the curve column of a track's line).
        init(_ text: String) {
            guard let curve = Curve(name: text) else { self = .notACurve; return }
            // The curve's duration once: a spring's is a settling time to solve.
            guard case .success(let duration) = curve.checkedDuration else { self = .unsettled; return }
            if duration > TimelineClock.longestCurve { self = .unbounded; return }
            self = .curve(curve, duration: duration, text: TimelineClock.format(duration))
        }
    }

    /// The curve texts a reader of many lines has read, with what each read as: a spec's motion lines
    /// use a handful of curves (its springs' settling times solved numerically), each on many lines.
    /// A value the reader owns (one spec's reader, on its thread).
    package struct CurveReadings: Sendable {
        /// Each text read, with what it read as. Strings that are canonically equivalent are equal
        /// keys, so a hit counts only when its text is the same bytes.
        private var known: [String: (text: String, reading: CurveReading)] = [:]

        /// No curve read yet.
        package init() {}

        /// What `text` reads as: ``CurveReading/init(_:)``, once for each text.
        mutating func reading(_ text: String) -> CurveReading {
            if let hit = known[text], Self.sameBytes(hit.text, text) { return hit.reading }
            let reading = CurveReading(text)
            known[text] = (text, reading)
            return reading
        }

        /// Whether two strings are the same UTF-8 bytes (compared in one go where both are contiguous).
        private static func sameBytes(_ text: String, _ other: String) -> Bool {
            guard text.utf8.count == other.utf8.count else { return false }
            let compared = text.utf8.withContiguousStorageIfAvailable { bytes in
                other.utf8.withContiguousStorageIfAvailable { bytes.elementsEqual($0) }
            }
            return (compared ?? nil) ?? text.utf8.elementsEqual(other.utf8)
        }
    }

    /// `word` or `word(WORD,WORD…)`, with words of ASCII letters and digits.
    static func isRequestToken(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "(") else { return PartID.isWord(text[...]) }
        let inside = text[text.index(after: open)...]
        guard PartID.isWord(text[..<open]), inside.hasSuffix(")") else { return false }
        return inside.dropLast().split(separator: ",", omittingEmptySubsequences: false).allSatisfy(PartID.isWord)
    }

    static func error(_ expected: String, _ word: TimelineScanner.Word) -> TimelineParseError {
        TimelineParseError(column: word.column, expected: expected, found: word.text)
    }

    /// What the parser expects at each place, as error messages say it.
    enum Expected {
        static let time = "a time with two decimals, like 0.30"
        static let duration = "a duration with two decimals, like +0.70"
        static let durationOrEvent = "a duration like +0.70, or an event: haptic, announce, call, open or request"
        static let change =
            "a change: replace, effect, fade, color, opacity, scale, offset, rotation, text, progress, appear or disappear"
        static let curve = "a curve: \(Curve.nameForms)"
        static let settlingCurve = "a curve that settles: a spring with bounce below 1 and positive durations"
        static let boundedCurve =
            "a curve that runs at most \(TimelineClock.format(TimelineClock.longestCurve)) s, the longest a timeline "
            + "line may last"
        static let color = "a colour name, such as textPrimary or indigo"
        static let request = "a request such as cameraVideo or notifications(alert,badge,sound)"
        static let haptic = "a haptic: success or warning"
        static let priority = "an announcement priority word (high, default or low) before the quoted text"
        static let repeatWord = "repeat"
        static let repeatCount = "a repeat count: forever, or a whole number of \(Repetition.minimumCount) or more"
        static let every = "every"
        static let period = "a period with two decimals, like 2.71"
        static let positivePeriod = "a period above 0.00"
    }
}
