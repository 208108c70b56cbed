/// Turns every movement of a timeline into a short fade, as the block does when Reduce Motion is on.
///
/// Apple asks, under Reduce Motion, for movement to become fades and for scaling, zooming and bounce
/// to go; opacity and colour changes are not motion (Apple's Reduce Motion guidance (Docs/Motion.md)). So:
/// - a symbol replace becomes a crossfade of the same symbols (`fade A -> B`);
/// - scale, offset and rotation changes become a crossfade from the old geometry to the new one;
/// - scale, move, slide and push transitions become opacity transitions;
/// - a symbol effect (such as bounce) is removed: it has no end state to fade to;
/// - a repeating track is removed for the same reason: a loop has no end state to fade to, and Apple
///   asks to reduce automatic and repeating animation. That holds for one that moves (the PermissionPrimerScreen's
///   rings grow again and again) and for a pulse that only fades, which would otherwise still blink
///   once on its own; the part keeps the look it had before the track (the PermissionPrimerScreen's rings stand still);
/// - every spring becomes `easeInOut(duration: fadeDuration)`, and longer eases are shortened to it;
/// - colour, opacity, text and progress changes stay, on the shortened curve;
/// - start times, and every cue, keep their times exactly.
public struct ReduceMotionSwap: Hashable, Sendable {
    /// The longest fade allowed: short enough to read as a cut that softens, not as an animation.
    public static let maximumFade = 0.3
    /// The fade used unless another is given: 0.2 s. DESIGN.md's sketch writes Reduce Motion fades as
    /// +0.20; it is the common "short" UI duration, and it lets the granted sequence's last fade
    /// (Done, at 0.70) end at 0.90, before `onGranted` runs at 1.00 and may dismiss the sheet.
    public static let standardFade = 0.2
    /// The swap with the standard fade.
    public static let standard = ReduceMotionSwap()

    /// How long every fade lasts, in seconds; at most ``maximumFade``.
    public let fadeDuration: Double

    /// Creates a swap; the duration is clamped to 0…``maximumFade`` (a non-number gives the standard fade).
    public init(fadeDuration: Double = standardFade) {
        self.fadeDuration = fadeDuration.isNaN ? Self.standardFade : min(max(fadeDuration, 0), Self.maximumFade)
    }

    /// The timeline with every track swapped; cues unchanged.
    public func apply(to timeline: Timeline) -> Timeline {
        Timeline(tracks: timeline.tracks.compactMap(swap), cues: timeline.cues)
    }

    /// The track as Reduce Motion shows it, or nil if it is removed (a symbol effect, or any repeating
    /// track); its start time is kept.
    public func swap(_ track: Track) -> Track? {
        if track.repeats { return nil }
        guard let change = swap(track.change) else { return nil }
        return Track(part: track.part, change: change, curve: swap(track.curve), start: track.start)
    }

    /// A change that does not move: movements become fades, symbol effects nil, the rest unchanged.
    public func swap(_ change: Change) -> Change? {
        switch change {
        case .symbolReplace(let from, let to): .fade(from: from, to: to)
        case .symbolEffect: nil
        case .scale(let from, let to):
            .fade(from: "scale(\(NumberText.compact(from)))", to: "scale(\(NumberText.compact(to)))")
        case .offset(let from, let to): .fade(from: "offset(\(from))", to: "offset(\(to))")
        case .rotation(let from, let to):
            .fade(from: "rotation(\(NumberText.compact(from)))", to: "rotation(\(NumberText.compact(to)))")
        case .appear: .appear(.opacity)
        case .disappear: .disappear(.opacity)
        case .fade, .color, .opacity, .text, .progress: change
        }
    }

    /// A curve no longer than the fade: springs become `easeInOut(duration: fadeDuration)`, longer eases
    /// keep their shape at the fade's duration, shorter eases stay.
    public func swap(_ curve: Curve) -> Curve {
        if curve.isSpring { return .easeInOut(duration: fadeDuration) }
        return curve.duration > fadeDuration ? curve.withEaseDuration(fadeDuration) : curve
    }
}
