import PrimerModel

/// One line of a timeline: a track or a cue.
public enum TimelineEntry: Hashable, Sendable, CustomStringConvertible {
    /// A part changing over time.
    case track(Track)
    /// An instant event.
    case cue(Cue)

    /// When the entry begins.
    public var start: Double {
        switch self {
        case .track(let track): track.start
        case .cue(let cue): cue.time
        }
    }

    /// The track, if the entry is one.
    public var track: Track? {
        if case .track(let track) = self { return track }
        return nil
    }

    /// The cue, if the entry is one.
    public var cue: Cue? {
        if case .cue(let cue) = self { return cue }
        return nil
    }

    /// The entry as one timeline line, unaligned.
    public var description: String { TimelineFormat.render(self) }

    /// The order of entries that start at the same time: tracks before cues; tracks by part, top to
    /// bottom (``PartID`` layout order); cues by kind (haptic, announce, request, call, open).
    /// Entries equal in all of these keep the order they were given in.
    static func tieOrder(_ lhs: TimelineEntry, _ rhs: TimelineEntry) -> Bool {
        switch (lhs, rhs) {
        case (.track(let left), .track(let right)): left.part < right.part
        case (.track, .cue): true
        case (.cue, .track): false
        case (.cue(let left), .cue(let right)): left.event.rank < right.event.rank
        }
    }
}
