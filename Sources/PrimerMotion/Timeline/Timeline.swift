/// What happens on one state change: the tracks that change parts over time and the cues that happen at
/// an instant, on one clock that starts at the change.
public struct Timeline: Hashable, Sendable, CustomStringConvertible {
    /// The parts changing over time.
    public var tracks: [Track]
    /// The instant events: haptics, announcements, calls, URLs, requests.
    public var cues: [Cue]

    /// Creates a timeline.
    public init(tracks: [Track] = [], cues: [Cue] = []) {
        self.tracks = tracks
        self.cues = cues
    }

    /// A timeline in which nothing happens.
    public static let empty = Timeline()

    /// Whether nothing happens.
    public var isEmpty: Bool { tracks.isEmpty && cues.isEmpty }

    /// Tracks and cues sorted by start time; ties as ``TimelineEntry`` orders them (tracks first, by
    /// part top to bottom, then cues by kind), then in the order given.
    public var entries: [TimelineEntry] {
        var all: [TimelineEntry] = []
        all.reserveCapacity(tracks.count + cues.count)
        for track in tracks { all.append(.track(track)) }
        for cue in cues { all.append(.cue(cue)) }
        // The order is total (the given order breaks the last ties), so entries none of which goes
        // before the one given ahead of it are in order already, as most timelines' are: not sorted.
        // (A start that is not a number orders with nothing; such a timeline is sorted as before.)
        func goesBefore(_ lhs: TimelineEntry, _ rhs: TimelineEntry) -> Bool {
            lhs.start != rhs.start ? lhs.start < rhs.start : TimelineEntry.tieOrder(lhs, rhs)
        }
        guard all.contains(where: { $0.start.isNaN })
                || all.indices.dropFirst().contains(where: { goesBefore(all[$0], all[$0 - 1]) })
        else { return all }
        return all.enumerated().sorted { lhs, rhs in
            if lhs.element.start != rhs.element.start { return lhs.element.start < rhs.element.start }
            if TimelineEntry.tieOrder(lhs.element, rhs.element) { return true }
            if TimelineEntry.tieOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// When the last track settles or the last cue happens; 0 when empty. A repeating track counts
    /// with the end of its **first cycle** (``Track/end``), so this stays finite for a timeline with
    /// endless motion; ``lastCycleEnd`` counts every cycle.
    public var end: Double {
        (tracks.map(\.end) + cues.map(\.time)).max() ?? 0
    }

    /// When every track, each of its repetitions included, has come to rest and the last cue has
    /// happened; infinite when ``isEndless``; 0 when empty.
    public var lastCycleEnd: Double {
        (tracks.map(\.lastCycleEnd) + cues.map(\.time)).max() ?? 0
    }

    /// Whether some track repeats for ever, so the timeline never comes to rest.
    public var isEndless: Bool { tracks.contains(where: \.repeatsForever) }

    /// One column-aligned line per entry, in ``entries`` order.
    public var lines: [String] {
        TimelineFormat.lines(entries)
    }

    /// The lines joined by newlines.
    public var description: String { lines.joined(separator: "\n") }
}
