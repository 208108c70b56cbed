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

        /// The narrowest layout that aligns these columns.
        fileprivate init(fitting columns: [Columns]) {
            // Widths in characters, counted as bytes for ASCII fields.
            let count = TextColumns.characterCount
            self.init(timeWidth: columns.map { count($0.time) }.max() ?? 4,
                      durationWidth: columns.compactMap { $0.duration.map(count) }.max() ?? 5,
                      subjectWidth: columns.map { count($0.subject) }.max() ?? 0,
                      changeWidth: columns.compactMap { $0.curve == nil ? nil : count($0.body) }.max() ?? 0,
                      curveWidth: columns.contains { $0.repetition != nil }
                          ? columns.compactMap { $0.curve.map(count) }.max() ?? 0 : 0)
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
        // A timeline repeats its curves (a staggered entrance, a part in and out): a spring's settling
        // time, solved numerically, is worked out once for each curve.
        var settled: [(curve: Curve, duration: Double)] = []
        let columns = entries.map { entry in
            guard case .track(let track) = entry, track.curve.isSpring else { return Columns(entry) }
            if let known = settled.first(where: { $0.curve == track.curve }) {
                return Columns(entry, duration: known.duration)
            }
            let duration = track.duration
            settled.append((track.curve, duration))
            return Columns(entry, duration: duration)
        }
        let layout = Layout(fitting: columns)
        return columns.map { render($0, layout: layout) }
    }

    /// One entry's columns as a line: the fields, each padded to its column, two spaces apart, written
    /// as UTF-8 into one buffer (rather than padded copies joined), then trimmed.
    private static func render(_ columns: Columns, layout: Layout) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(layout.timeWidth + layout.durationWidth + layout.subjectWidth + layout.changeWidth
                              + layout.curveWidth + 5 * columnGap.utf8.count + 64)
        func append(_ text: String, width: Int = 0, leading: Bool = false, gap: Bool = true) {
            if gap { bytes.append(contentsOf: columnGap.utf8) }
            // Widths count characters; an ASCII field has one a byte (most fields are ASCII).
            let padding = width == 0 ? 0 : max(0, width - TextColumns.characterCount(text))
            if leading { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
            bytes.append(contentsOf: text.utf8)
            if !leading { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
        }
        append(columns.time, width: layout.timeWidth, leading: true, gap: false)
        append(columns.duration ?? "", width: layout.durationWidth, leading: true)
        append(columns.subject, width: layout.subjectWidth)
        if let curve = columns.curve {
            append(columns.body, width: layout.changeWidth)
            if let repetition = columns.repetition {
                append(curve, width: layout.curveWidth)
                append(repetition)
            } else {
                append(curve)
            }
        } else {
            append(columns.body)
        }
        // A space or tab character is that one byte, so a line that neither starts nor ends with such
        // a byte has nothing to trim (the time column, right-aligned, often starts with spaces).
        let isSpace = { (byte: UInt8?) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let line = String(decoding: bytes, as: UTF8.self)
        return isSpace(bytes.first) || isSpace(bytes.last) ? line.trimmingSpaces : line
    }

    /// The text of each column of an entry.
    fileprivate struct Columns {
        var time: String
        var duration: String?
        var subject: String
        var body: String
        var curve: String?
        var repetition: String?

        /// The columns of `entry`; `duration`, when given, is its track's (its curve's) duration.
        init(_ entry: TimelineEntry, duration trackDuration: Double? = nil) {
            switch entry {
            case .track(let track):
                time = TimelineClock.format(track.start)
                duration = "+" + TimelineClock.format(trackDuration ?? track.duration)
                subject = track.part.description
                body = track.change.description
                curve = track.curve.name
                repetition = track.repetition?.description
            case .cue(let cue):
                time = TimelineClock.format(cue.time)
                duration = nil
                subject = cue.event.word
                body = cue.event.payload
                curve = nil
            }
        }
    }
}
