import PrimerMotion

/// When an announcement fires, as the catalogue writes it: `0.30 s`, with Reduce Motion's time if different.
enum TimeText {
    /// `0.30 s`, `0.30 s (0.00 s with Reduce Motion)`, or `—` when the timeline does not carry it.
    static func when(_ announcement: SpokenAnnouncement) -> String {
        guard let time = announcement.time else { return "—" }
        let text = seconds(time)
        guard let reduced = announcement.reduceMotionTime, reduced != time else { return text }
        return "\(text) (\(seconds(reduced)) with Reduce Motion)"
    }

    /// Two decimals and the unit: `0.30 s`.
    static func seconds(_ time: Double) -> String { TimelineClock.format(time) + " s" }
}
