import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The geometry of a timeline drawn as SVG: one row per part with a lane per track, a row per kind of
/// instant event, each track a bar from its start to its end (a spring's settling time) labelled with
/// what changes, and each event a marker, all on a shared ``TimeScale``.
package struct TimelineChart: Hashable, Sendable {
    /// A part's (or an event kind's) row: its name and the lanes it spans.
    package struct Row: Hashable, Sendable {
        /// The part name, or the event's word (`haptic`, `announce`, `call`…).
        package var label: String
        /// The top of its first lane.
        package var y: Double
        /// How many lanes it spans.
        package var lanes: Int
    }

    /// One track drawn as a bar.
    package struct Bar: Hashable, Sendable {
        /// The track drawn.
        package var track: Track
        /// The left edge: the track's start on the scale.
        package var x: Double
        /// The width: the track's duration (one cycle) on the scale; at least ``minimumBarWidth``.
        package var width: Double
        /// The top of the bar.
        package var y: Double
        /// The left edges of the later cycles of a repeating track that fall on the axis.
        package var repeatXs: [Double]
        /// The words drawn beside the bar.
        package var label: String
        /// Where the label starts.
        package var labelX: Double
        /// The label's baseline.
        package var labelY: Double
    }

    /// One instant event drawn as a marker.
    package struct Marker: Hashable, Sendable {
        /// The event and its time.
        package var cue: Cue
        /// The marker's centre.
        package var x: Double
        /// The marker's centre.
        package var y: Double
        /// The words drawn beside it.
        package var label: String
        /// Where the label starts.
        package var labelX: Double
    }

    /// The scale the chart is drawn on.
    package var scale: TimeScale
    /// The rows, top to bottom.
    package var rows: [Row]
    /// The tracks' bars.
    package var bars: [Bar]
    /// The events' markers.
    package var markers: [Marker]
    /// The chart's width: the axis, or more where a label runs past it.
    package var width: Double
    /// The chart's height, the axis included.
    package var height: Double

    /// The height of one lane.
    package static let laneHeight = 30.0
    /// The height of a bar.
    package static let barHeight = 10.0
    /// Space above the first lane.
    package static let topPadding = 6.0
    /// Space below the last lane for the axis and its labels.
    package static let axisHeight = 30.0
    /// A bar is drawn at least this wide, so an instant change still shows.
    package static let minimumBarWidth = 2.0
    /// The label column's width per character of a part name, and the label text's advance per character.
    package static let characterWidth = 6.7
    /// The axis's drawn width.
    package static let plotWidth = 600.0

    /// The scale that fits the given timelines, with room on the left for their part names.
    package static func scale(for timelines: [Timeline]) -> TimeScale {
        let names = timelines.flatMap { $0.tracks.map(\.part.description) + $0.cues.map(\.event.word) }
        let left = max(72, Double(names.map(\.count).max() ?? 0) * characterWidth + 16)
        return TimeScale.fitting(timelines, left: left, plotWidth: plotWidth)
    }

    /// Lays a timeline out on a scale.
    package init(timeline: Timeline, scale: TimeScale) {
        self.scale = scale
        var rows: [Row] = []
        var bars: [Bar] = []
        var markers: [Marker] = []
        var y = Self.topPadding
        let right = scale.left + scale.plotWidth
        var width = right + 28

        let entries = timeline.entries
        var parts: [PartID] = []
        for track in entries.compactMap(\.track) where !parts.contains(track.part) { parts.append(track.part) }
        for part in parts.sorted() {
            let tracks = entries.compactMap(\.track).filter { $0.part == part }
            rows.append(Row(label: part.description, y: y, lanes: tracks.count))
            for track in tracks {
                let x = scale.x(track.start)
                let duration = track.duration.isFinite ? track.duration : scale.seconds - track.start
                let barWidth = max(Self.minimumBarWidth, scale.width(duration))
                var repeats: [Double] = []
                if let repetition = track.repetition, repetition.period > 0 {
                    let count: Int
                    switch repetition.count {
                    case .forever: count = Int.max
                    case .times(let times): count = times
                    }
                    var cycle = 1
                    while cycle < count, track.start + Double(cycle) * repetition.period < scale.seconds - 1e-9 {
                        repeats.append(scale.x(track.start + Double(cycle) * repetition.period))
                        cycle += 1
                    }
                }
                let label = Self.label(track)
                bars.append(Bar(track: track, x: x, width: barWidth, y: y + 15, repeatXs: repeats, label: label,
                                labelX: x, labelY: y + 11))
                width = max(width, x + Self.textWidth(label) + 12)
                y += Self.laneHeight
            }
        }
        let cues = entries.compactMap(\.cue)
        var words: [String] = []
        for cue in cues where !words.contains(cue.event.word) { words.append(cue.event.word) }
        for word in words {
            let ofKind = cues.filter { $0.event.word == word }
            rows.append(Row(label: word, y: y, lanes: ofKind.count))
            for cue in ofKind {
                let x = scale.x(cue.time)
                let label = "\(cue.event.payload) at \(TimelineClock.format(cue.time)) s"
                markers.append(Marker(cue: cue, x: x, y: y + 16, label: label, labelX: x + 10))
                width = max(width, x + 10 + Self.textWidth(label) + 12)
                y += Self.laneHeight
            }
        }
        self.rows = rows
        self.bars = bars
        self.markers = markers
        self.width = width.rounded(.up)
        self.height = y + Self.axisHeight
    }

    /// The y of the axis line, below the last lane.
    package var axisY: Double { height - Self.axisHeight + 4 }

    /// What a bar says: the change, the curve, a spring's settling time and a repetition.
    package static func label(_ track: Track) -> String {
        var words = ["\(track.change)", track.curve.name]
        if track.curve.isSpring { words.append("settles in \(TimelineClock.format(track.duration)) s") }
        if let repetition = track.repetition {
            words.append("repeats \(repetition.isForever ? "for ever" : "\(repetition.count) times") every "
                         + "\(TimelineClock.format(repetition.period)) s")
        }
        return words.joined(separator: " · ")
    }

    /// An estimate of a label's drawn width: ASCII at one monospace advance, anything wider at two.
    static func textWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? characterWidth : characterWidth * 2) }
    }
}
