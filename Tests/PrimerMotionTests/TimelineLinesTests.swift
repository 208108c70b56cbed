import PrimerModel
@testable import PrimerMotion
import Testing

/// Issue 37, session 6: `TimelineFormat.lines` counts each field's characters once (for the layout and
/// for each line's padding); its lines must be the fields padded by their characters, as written
/// here the long way, whatever the fields hold (non-ASCII names, combining marks, CR LF).
@Suite("Timeline lines padded by characters")
struct TimelineLinesTests {
    /// The fields of an entry, each worked out from the entry itself.
    static func fields(_ entry: TimelineEntry) -> [String?] {
        switch entry {
        case .track(let track):
            [TimelineClock.format(track.start), "+" + TimelineClock.format(track.duration), track.part.description,
             track.change.description, track.curve.name, track.repetition?.description]
        case .cue(let cue):
            [TimelineClock.format(cue.time), nil, cue.event.word, cue.event.payload, nil, nil]
        }
    }

    /// The lines, padded field by field with `String.count`: times right-aligned, the rest left, the
    /// curve padded only when some line repeats, trailing spaces trimmed.
    static func reference(_ entries: [TimelineEntry]) -> [String] {
        let rows = entries.map(fields)
        func width(_ column: Int, tracksOnly: Bool = false) -> Int? {
            rows.filter { !tracksOnly || $0[4] != nil }.compactMap { $0[column]?.count }.max()
        }
        let time = width(0) ?? 4, duration = width(1) ?? 5, subject = width(2) ?? 0
        let change = width(3, tracksOnly: true) ?? 0
        let curve = rows.contains { $0[5] != nil } ? width(4) ?? 0 : 0
        func left(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        return rows.map { row in
            var line = right(row[0] ?? "", time) + "  " + right(row[1] ?? "", duration) + "  " + left(row[2] ?? "", subject)
                + "  " + (row[3] ?? "")
            if let curveName = row[4] {
                line = left(line, line.count + max(0, change - (row[3] ?? "").count)) + "  " + curveName
                if let repetition = row[5] { line = left(line, line.count + max(0, curve - curveName.count)) + "  " + repetition }
            }
            return line.trimmingSpaces
        }
    }

    static let names = ["café", "cafe\u{301}", "naïve", "日本", "a\r\nb", "progress", "checkmark", "x", "👍🏽", "Ω"]

    static func timelines(count: Int) -> [[TimelineEntry]] {
        var state: UInt64 = 0x71E_11E5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func name() -> String { names[next(names.count)] }
        let curves: [Curve] = [.snappy, .smooth, .instant, .easeInOut(duration: 0.2), .spring(duration: 0.5, bounce: 0.2)]
        func entry() -> TimelineEntry {
            let start = Double(next(300)) / 100
            switch next(5) {
            case 0: return .cue(Cue(.announcement(TimelineAnnouncement(text: name(), priority: "high")), at: start))
            case 1: return .cue(Cue(.haptic(.success), at: start))
            default:
                let changes: [Change] = [.color(from: name(), to: name()), .symbolReplace(from: name(), to: name()),
                                         .opacity(from: 0, to: 1), .text]
                return .track(Track(part: PartID("benefit", index: next(3)), change: changes[next(changes.count)],
                                    curve: curves[next(curves.count)], start: start,
                                    repetition: next(4) == 0 ? .forever(every: 2.71) : nil))
            }
        }
        return (0..<count).map { _ in (0..<(1 + next(6))).map { _ in entry() } }
    }

    @Test func linesAreTheirFieldsPaddedByCharacters() {
        let different = Self.timelines(count: 2_000).filter { TimelineFormat.lines($0) != Self.reference($0) }
        #expect(different.isEmpty, "\(different.prefix(2).map { TimelineFormat.lines($0) })")
    }
}
