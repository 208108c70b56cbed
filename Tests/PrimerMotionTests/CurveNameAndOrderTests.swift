import Foundation
import PrimerModel
@testable import PrimerMotion
import Testing

/// Issue 37's fourth round: a curve's name split by bytes when it is ASCII, and timeline entries
/// sorted only when out of order, must read and order exactly as the general code did.
@Suite("Curve names and entry order, fast paths")
struct CurveNameAndOrderTests {
    /// `Curve(name:)` as it was, splitting every name by characters: the reference.
    static func characterCurve(_ text: String) -> Curve? {
        let name = text.trimmingSpaces
        switch name {
        case "smooth": return .smooth
        case "snappy": return .snappy
        case "bouncy": return .bouncy
        case "default": return .default
        case "spring": return .spring()
        case "easeInOut": return .easeInOut
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "linear": return .linear
        case "instant": return .instant
        default: break
        }
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        let head = String(name[..<open])
        let body = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let arguments = body.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        switch (head, arguments.count) {
        case ("spring", 2):
            if arguments[0].hasPrefix("response:"), arguments[1].hasPrefix("dampingFraction:"),
               let response = NumberText.parse(arguments[0].dropFirst("response:".count).trimmingSpaces),
               let fraction = NumberText.parse(arguments[1].dropFirst("dampingFraction:".count).trimmingSpaces) {
                return .responseSpring(response: response, dampingFraction: fraction)
            }
            guard let duration = NumberText.parse(arguments[0]), let bounce = NumberText.parse(arguments[1]) else {
                return nil
            }
            return .spring(duration: duration, bounce: bounce)
        case ("easeInOut", 1), ("easeIn", 1), ("easeOut", 1), ("linear", 1):
            guard let duration = NumberText.parse(arguments[0]) else { return nil }
            switch head {
            case "easeInOut": return .easeInOut(duration: duration)
            case "easeIn": return .easeIn(duration: duration)
            case "easeOut": return .easeOut(duration: duration)
            default: return .linear(duration: duration)
            }
        default:
            return nil
        }
    }

    /// Curve texts as timelines write them, loosely spaced, broken, and with non-ASCII characters
    /// (a combining mark on a parenthesis or comma, full-width and zero-width characters, CR LF).
    static let texts: [String] = {
        let written = ["spring(0.5, 0.2)", "spring(0.5,0.2)", " spring( 0.5 , 0.2 ) ", "spring(response: 0.3, dampingFraction: 0.8)",
                       "spring(response:0.3,dampingFraction:0.8)", "easeInOut(0.2)", "easeIn(0.35)", "easeOut( 1 )",
                       "linear(0)", "linear(-0)", "linear()", "()", "(", ")", "spring()", "spring(,)", "spring(0.5,)",
                       "spring(0.5, 0.2, 0.1)", "spring(0.5, 0.2", "spring0.5, 0.2)", "spring((0.5, 0.2))", "easeInOut(fast)",
                       "linear(inf)", "linear(nan)", "easeIn(.5)", "easeIn(-.5)", "easeIn(1e3)", "wobble(1)", "smooth", "\tsnappy\t",
                       "spring", "instant", "", " ", "spring(0.5,\t0.2)", "spring(0.5, 0.2)x", "x(spring(0.5, 0.2))"]
        let marks = ["\u{301}", "\u{200B}", "\u{FF08}", "\r\n", "é", "\u{FE0F}"]
        var texts = written
        for text in written.prefix(12) {
            for mark in marks {
                for offset in [0, 3, text.count / 2, max(0, text.count - 1), text.count] where offset <= text.count {
                    var marked = text
                    marked.insert(contentsOf: mark, at: marked.index(marked.startIndex, offsetBy: offset))
                    texts.append(marked)
                }
            }
        }
        return texts
    }()

    @Test func anyCurveTextReadsAsTheCharacterSplitReadIt() {
        for text in Self.texts {
            #expect(Curve(name: text) == Self.characterCurve(text), "\(text.debugDescription)")
            #expect(Curve(name: text[...]) == Self.characterCurve(text), "\(text.debugDescription)")
        }
    }

    /// `Timeline.entries` as it was, sorting every time: the reference.
    static func sortedEntries(_ timeline: Timeline) -> [TimelineEntry] {
        let all = timeline.tracks.map(TimelineEntry.track) + timeline.cues.map(TimelineEntry.cue)
        return all.enumerated().sorted { lhs, rhs in
            if lhs.element.start != rhs.element.start { return lhs.element.start < rhs.element.start }
            if TimelineEntry.tieOrder(lhs.element, rhs.element) { return true }
            if TimelineEntry.tieOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    @Test func entriesInOrderOrNotAreTheSortedOnes() {
        var generator = SystemRandomNumberGenerator()
        let parts = [PartID("title", rank: 1), PartID("symbol", rank: 0), PartID("benefit", index: 0, rank: 3),
                     PartID("benefit", index: 1, rank: 3)]
        let events: [TimelineEvent] = [.haptic(.success), .request("requestAuthorization"), .haptic(.warning),
                                       .openURL("settings")]
        let starts: [Double] = [0, 0, 0.1, 0.25, 0.5, 1, .nan, .infinity]
        for _ in 0..<2000 {
            let tracks = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                Track(part: parts.randomElement(using: &generator) ?? parts[0], change: .opacity(from: 0, to: 1),
                      curve: .easeInOut, start: starts.randomElement(using: &generator) ?? 0)
            }
            let cues = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Cue(events.randomElement(using: &generator) ?? events[0], at: starts.randomElement(using: &generator) ?? 0)
            }
            let timeline = Timeline(tracks: tracks, cues: cues)
            // Compared as lines: a start that is not a number is never equal to itself.
            #expect(timeline.entries.map(\.description) == Self.sortedEntries(timeline).map(\.description))
            let ordered = Timeline(tracks: timeline.entries.compactMap(\.track), cues: timeline.entries.compactMap(\.cue))
            #expect(ordered.entries.map(\.description) == Self.sortedEntries(ordered).map(\.description))
        }
    }
}
