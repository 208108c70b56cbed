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
            self.init(fitting: entries.map(Columns.init))
        }

        /// The narrowest layout that aligns these columns.
        fileprivate init(fitting columns: [Columns]) {
            self.init(timeWidth: columns.map(\.time.count).max() ?? 4,
                      durationWidth: columns.compactMap { $0.duration?.count }.max() ?? 5,
                      subjectWidth: columns.map(\.subject.count).max() ?? 0,
                      changeWidth: columns.compactMap { $0.curve == nil ? nil : $0.body.count }.max() ?? 0,
                      curveWidth: columns.contains { $0.repetition != nil }
                          ? columns.compactMap { $0.curve?.count }.max() ?? 0 : 0)
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
        let columns = entries.map(Columns.init)
        let layout = Layout(fitting: columns)
        return columns.map { render($0, layout: layout) }
    }

    /// One entry's columns as a line.
    private static func render(_ columns: Columns, layout: Layout) -> String {
        var fields = [pad(columns.time, to: layout.timeWidth, leading: true),
                      pad(columns.duration ?? "", to: layout.durationWidth, leading: true),
                      pad(columns.subject, to: layout.subjectWidth)]
        if let curve = columns.curve {
            fields.append(pad(columns.body, to: layout.changeWidth))
            if let repetition = columns.repetition {
                fields += [pad(curve, to: layout.curveWidth), repetition]
            } else {
                fields.append(curve)
            }
        } else {
            fields.append(columns.body)
        }
        let line = fields.joined(separator: columnGap)
        // A space or tab character is that one byte, so a line that neither starts nor ends with such
        // a byte has nothing to trim (the time column, right-aligned, often starts with spaces).
        let ends = [line.utf8.first, line.utf8.last]
        return ends.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ? line.trimmingSpaces : line
    }

    /// The text of each column of an entry.
    fileprivate struct Columns {
        var time: String
        var duration: String?
        var subject: String
        var body: String
        var curve: String?
        var repetition: String?

        init(_ entry: TimelineEntry) {
            switch entry {
            case .track(let track):
                time = TimelineClock.format(track.start)
                duration = "+" + TimelineClock.format(track.duration)
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

    private static func pad(_ text: String, to width: Int, leading: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return leading ? padding + text : text + padding
    }
}
