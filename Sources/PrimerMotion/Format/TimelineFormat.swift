import PrimerModel

/// The one-line text form of timeline entries, which spec files quote and the checker reads back.
///
/// ```
/// 0.00  +0.70  continue  replace progress -> checkmark           snappy
/// 0.00         haptic    success
/// 1.00         call      onGranted(granted)
/// ```
/// A track is `START +DURATION PART CHANGE CURVE [REPETITION]`; a cue is `TIME WORD PAYLOAD`. Times
/// have two decimals; a spring's duration is its settling time. Words are separated by any run of
/// spaces, so alignment is for people only; the curve is the rest of the line, up to an optional
/// repetition such as `repeat forever every 2.71` (``Repetition``). Docs/Motion.md has the grammar.
public enum TimelineFormat {
    /// Column widths that align a set of lines; zero means no padding.
    public struct Layout: Hashable, Sendable {
        /// Width of the start column (times are right-aligned).
        public var timeWidth: Int
        /// Width of the duration column (blank for cues).
        public var durationWidth: Int
        /// Width of the part or event-word column.
        public var subjectWidth: Int
        /// Width of a track's change column.
        public var changeWidth: Int
        /// Width of a track's curve column, which only lines with a repetition after it are padded
        /// to (so lines without one end with the curve, exactly as before repetitions existed).
        public var curveWidth: Int

        /// Creates a layout.
        public init(timeWidth: Int = 4, durationWidth: Int = 5, subjectWidth: Int = 0, changeWidth: Int = 0,
                    curveWidth: Int = 0) {
            self.timeWidth = timeWidth
            self.durationWidth = durationWidth
            self.subjectWidth = subjectWidth
            self.changeWidth = changeWidth
            self.curveWidth = curveWidth
        }

        /// The narrowest layout that aligns every column of these entries.
        public init(fitting entries: [TimelineEntry]) {
            self.init(fitting: entries.map { Columns($0) })
        }

        /// The narrowest layout that aligns these columns, in one pass over them.
        fileprivate init(fitting columns: [Columns]) {
            // Widths in characters, counted once for each field (``Columns/widths``).
            var time: Int?, duration: Int?, subject: Int?, change: Int?, curve: Int?
            var repeats = false
            func widen(_ width: inout Int?, _ count: Int) { width = max(width ?? 0, count) }
            for column in columns {
                widen(&time, column.widths.time)
                if column.duration != nil { widen(&duration, column.widths.duration) }
                widen(&subject, column.widths.subject)
                if column.curve != nil {
                    widen(&change, column.widths.body)
                    widen(&curve, column.widths.curve)
                }
                repeats = repeats || column.repetition != nil
            }
            self.init(timeWidth: time ?? 4, durationWidth: duration ?? 5, subjectWidth: subject ?? 0,
                      changeWidth: change ?? 0, curveWidth: repeats ? curve ?? 0 : 0)
        }
    }

    /// The space between columns.
    public static let columnGap = "  "

    /// One entry as a line, padded to the layout, without trailing spaces.
    public static func render(_ entry: TimelineEntry, layout: Layout = Layout()) -> String {
        render(Columns(entry), layout: layout)
    }

    /// Entries as lines aligned to the layout that fits them all (each entry's columns worked out once).
    public static func lines(_ entries: [TimelineEntry]) -> [String] {
        // A timeline repeats its curves (a staggered entrance, a part in and out): each curve's name,
        // and a spring's settling time, solved numerically, are worked out once for each curve.
        var known: [(curve: Curve, name: String, duration: Double?)] = []
        let columns = entries.map { entry in
            guard case .track(let track) = entry else { return Columns(entry) }
            if let known = known.first(where: { $0.curve == track.curve }) {
                return Columns(entry, duration: known.duration, curveName: known.name)
            }
            let duration = track.curve.isSpring ? track.duration : nil
            let name = track.curve.name
            known.append((track.curve, name, duration))
            return Columns(entry, duration: duration, curveName: name)
        }
        let layout = Layout(fitting: columns)
        return columns.map { render($0, layout: layout) }
    }

    /// One entry's columns as a line: the fields, each padded to its column, two spaces apart, written
    /// straight into the line's string (its length counted first, rather than padded copies joined),
    /// then trimmed.
    private static func render(_ columns: Columns, layout: Layout) -> String {
        let gap = columnGap.utf8.count
        // Widths count characters, as the fields' widths do.
        func padding(_ count: Int, _ width: Int) -> Int {
            width == 0 ? 0 : max(0, width - count)
        }
        let widths = columns.widths
        let duration = columns.duration ?? ""
        let timePadding = padding(widths.time, layout.timeWidth)
        let durationPadding = padding(widths.duration, layout.durationWidth)
        let subjectPadding = padding(widths.subject, layout.subjectWidth)
        var bodyPadding = 0
        var curvePadding = 0
        var length = timePadding + columns.time.utf8.count + gap + durationPadding + duration.utf8.count
            + gap + columns.subject.utf8.count + subjectPadding + gap + columns.body.utf8.count
        if let curve = columns.curve {
            bodyPadding = padding(widths.body, layout.changeWidth)
            length += bodyPadding + gap + curve.utf8.count
            if let repetition = columns.repetition {
                curvePadding = padding(widths.curve, layout.curveWidth)
                length += curvePadding + gap + repetition.utf8.count
            }
        }
        // Times and durations are right-aligned (their padding leads); the other fields are padded after.
        let line = ASCIILine.make(length: length) { line in
            line.appendSpaces(timePadding)
            line.append(columns.time)
            line.append(columnGap)
            line.appendSpaces(durationPadding)
            line.append(duration)
            line.append(columnGap)
            line.append(columns.subject)
            line.appendSpaces(subjectPadding)
            line.append(columnGap)
            line.append(columns.body)
            if let curve = columns.curve {
                line.appendSpaces(bodyPadding)
                line.append(columnGap)
                line.append(curve)
                if let repetition = columns.repetition {
                    line.appendSpaces(curvePadding)
                    line.append(columnGap)
                    line.append(repetition)
                }
            }
        }
        // A space or tab character is that one byte, so a line that neither starts nor ends with such
        // a byte has nothing to trim (the time column, right-aligned, often starts with spaces).
        let isSpace = { (byte: UInt8?) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return isSpace(line.utf8.first) || isSpace(line.utf8.last) ? line.trimmingSpaces : line
    }

    /// The text of each column of an entry.
    fileprivate struct Columns {
        var time: String
        var duration: String?
        var subject: String
        var body: String
        var curve: String?
        var repetition: String?
        /// Each field's width in characters (a missing field's is 0): counted once, for the layout
        /// that fits the lines and for each line's padding. An ASCII field has one a byte.
        var widths: (time: Int, duration: Int, subject: Int, body: Int, curve: Int) = (0, 0, 0, 0, 0)

        /// The columns of `entry`; `duration` and `curveName`, when given, are its track's (its
        /// curve's) duration and name.
        init(_ entry: TimelineEntry, duration trackDuration: Double? = nil, curveName: String? = nil) {
            switch entry {
            case .track(let track):
                time = TimelineClock.format(track.start)
                duration = "+" + TimelineClock.format(trackDuration ?? track.duration)
                subject = track.part.description
                body = track.change.description
                curve = curveName ?? track.curve.name
                repetition = track.repetition?.description
            case .cue(let cue):
                time = TimelineClock.format(cue.time)
                duration = nil
                subject = cue.event.word
                body = cue.event.payload
                curve = nil
            }
            // Times, durations and curve names are ASCII by construction (digits, a point, `inf` or
            // `nan`; a curve's words and numbers as NumberText writes them): a byte is a character.
            // Parts and bodies may hold any text, and are counted.
            let count = TextColumns.characterCount
            widths = (time.utf8.count, duration?.utf8.count ?? 0, count(subject), count(body), curve?.utf8.count ?? 0)
        }
    }
}
