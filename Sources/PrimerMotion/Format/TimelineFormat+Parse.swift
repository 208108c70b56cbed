import PrimerModel

extension TimelineFormat {
    /// Reads one line back into the track or cue it stands for.
    ///
    /// Any run of spaces or tabs separates words. A track's duration must be its curve's, to two
    /// decimals; a repetition after the curve (`repeat forever every 2.71`) needs a period of at least
    /// that duration. Nothing traps: every problem comes back as a ``TimelineParseError`` naming the
    /// column, what was expected there and what was found.
    public static func parse(_ line: String) -> Result<TimelineEntry, TimelineParseError> {
        var scanner = LineScanner(line)
        return Result { () throws(TimelineParseError) -> TimelineEntry in
            let timeWord = try scanner.word(expecting: Expected.time).get()
            guard let time = TimelineClock.parse(timeWord.text) else { throw error(Expected.time, timeWord) }
            let second = try scanner.word(expecting: Expected.durationOrEvent).get()
            if second.text.hasPrefix("+") {
                return .track(try parseTrack(start: time, durationWord: second, &scanner))
            }
            return .cue(try parseCue(time: time, word: second, &scanner))
        }
    }

    private static func parseTrack(start: Double, durationWord: LineScanner.Word,
                                   _ scanner: inout LineScanner) throws(TimelineParseError) -> Track {
        guard TimelineClock.parse(durationWord.text.dropFirst()) != nil else {
            throw error(Expected.duration, durationWord)
        }
        let partWord = try scanner.word(expecting: Expected.part).get()
        guard let part = PartID(name: partWord.text) else { throw error(Expected.part, partWord) }
        let change = try parseChange(&scanner)
        let curveWord = try scanner.rest(before: Expected.repeatWord, expecting: Expected.curve).get()
        guard let curve = Curve(name: curveWord.text) else { throw error(Expected.curve, curveWord) }
        if curve.validationError != nil { throw error(Expected.settlingCurve, curveWord) }
        let repetition = try parseRepetition(&scanner)
        let duration = TimelineClock.format(curve.duration)
        let what = curve.isSpring ? "settling time" : "duration"
        guard durationWord.text == "+" + duration else {
            throw error("+\(duration), the \(what) of \(curve.name)", durationWord)
        }
        if let (repetition, periodWord) = repetition, repetition.period < TimelineClock.quantize(curve.duration) {
            throw error("a period of at least \(duration), the \(what) of \(curve.name)", periodWord)
        }
        return Track(part: part, change: change, curve: curve, start: start, repetition: repetition?.0)
    }

    private static func parseChange(_ scanner: inout LineScanner) throws(TimelineParseError) -> Change {
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
            let (from, to) = try pair(&scanner, "a colour token: \(Self.colorForms)", ColorToken.init(rawValue:))
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
    private static func pair<Value>(_ scanner: inout LineScanner, _ expected: String,
                                    _ convert: (String) -> Value?) throws(TimelineParseError) -> (Value, Value) {
        let fromWord = try scanner.word(expecting: expected).get()
        guard let from = convert(fromWord.text) else { throw error(expected, fromWord) }
        let arrow = try scanner.word(expecting: "->").get()
        guard arrow.text == "->" else { throw error("->", arrow) }
        let toWord = try scanner.word(expecting: expected).get()
        guard let to = convert(toWord.text) else { throw error(expected, toWord) }
        return (from, to)
    }

    private static func parseCue(time: Double, word: LineScanner.Word, _ scanner: inout LineScanner) throws(TimelineParseError) -> Cue {
        let event: TimelineEvent
        switch word.text {
        case "haptic":
            let name = try scanner.word(expecting: Expected.haptic).get()
            guard let haptic = Haptic(rawValue: name.text) else { throw error(Expected.haptic, name) }
            event = .haptic(haptic)
        case "announce":
            let priority = try scanner.word(expecting: Expected.priority).get()
            if priority.text.hasPrefix("\"") { throw error(Expected.priority, priority) }
            let text = try scanner.quoted(expecting: "the announcement in double quotes").get()
            event = .announcement(TimelineAnnouncement(text: text.text, priority: priority.text))
        case "call":
            let name = try scanner.word(expecting: "a callback: \(Callback.forms)").get()
            guard let callback = Callback(token: name.text) else { throw error("a callback: \(Callback.forms)", name) }
            event = .call(callback)
        case "open":
            event = .openURL(try scanner.rest(expecting: "a URL").get().text)
        case "request":
            let expected = "a request: \(PermissionRequest.tokenForms)"
            let name = try scanner.word(expecting: expected).get()
            guard let request = PermissionRequest(token: name.text) else { throw error(expected, name) }
            event = .request(request)
        default:
            throw error(Expected.durationOrEvent, word)
        }
        if !scanner.atEnd() {
            let extra = try scanner.word(expecting: "end of line").get()
            throw error("end of line", extra)
        }
        return Cue(event, at: time)
    }

    static func error(_ expected: String, _ word: LineScanner.Word) -> TimelineParseError {
        TimelineParseError(column: word.column, expected: expected, found: word.text)
    }

    private static let colorForms = ColorToken.allCases.map(\.rawValue).joined(separator: ", ")

    /// What the parser expects at each place, as error messages say it.
    enum Expected {
        static let time = "a time with two decimals, like 0.30"
        static let duration = "a duration with two decimals, like +0.70"
        static let durationOrEvent = "a duration like +0.70, or an event: haptic, announce, call, open or request"
        static let part = "a part: symbol, title, reason, benefit.N, sampleAlert, continue, done, openSettings, notNow or error"
        static let change =
            "a change: replace, effect, fade, color, opacity, scale, offset, rotation, text, progress, appear or disappear"
        static let curve = "a curve: \(Curve.nameForms)"
        static let settlingCurve = "a curve that settles: a spring with bounce below 1 and positive durations"
        static let haptic = "a haptic: success or warning"
        static let priority = "an announcement priority word (high, default or low) before the quoted text"
        static let repeatWord = "repeat"
        static let repeatCount = "a repeat count: forever, or a whole number of \(Repetition.minimumCount) or more"
        static let every = "every"
        static let period = "a period with two decimals, like 2.71"
        static let positivePeriod = "a period above 0.00"
    }
}
