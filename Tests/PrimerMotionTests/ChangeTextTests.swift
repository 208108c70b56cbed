import PrimerModel
@testable import PrimerMotion
import Testing

/// Issue 37, session 6: a change's and a repetition's words are written straight into their strings;
/// they must be the words interpolation wrote, whatever the names and numbers.
@Suite("Change and repetition words")
struct ChangeTextTests {
    /// The change's words as interpolation wrote them: the reference.
    static func interpolated(_ change: Change) -> String {
        switch change {
        case .symbolReplace(let from, let to): "replace \(from) -> \(to)"
        case .symbolEffect(let name): "effect \(name)"
        case .fade(let from, let to): "fade \(from) -> \(to)"
        case .color(let from, let to): "color \(from) -> \(to)"
        case .opacity(let from, let to): "opacity \(NumberText.compact(from)) -> \(NumberText.compact(to))"
        case .scale(let from, let to): "scale \(NumberText.compact(from)) -> \(NumberText.compact(to))"
        case .offset(let from, let to): "offset \(from) -> \(to)"
        case .rotation(let from, let to): "rotation \(NumberText.compact(from)) -> \(NumberText.compact(to))"
        case .text: "text"
        case .progress(let shown): shown ? "progress shown" : "progress hidden"
        case .appear(let transition): "appear \(transition)"
        case .disappear(let transition): "disappear \(transition)"
        }
    }

    static let names = ["progress", "checkmark", "", "café", "cafe\u{301}", "\u{301}", "日本語の名前", "a\r\nb", "👍🏽", "x y"]
    static let numbers: [Double] = [0, -0.0, 1, 0.8, -8, 1.7, 0.333, 1e15, 1e-7, -1e300, .nan, .infinity, -.infinity, 0.1 + 0.2]
    static let transitions: [ViewTransition] = [.opacity, .scale, .slide, .move(.bottom), .push(.top)]

    static var changes: [Change] {
        var changes: [Change] = [.text, .progress(shown: true), .progress(shown: false)]
        for from in names {
            changes.append(.symbolEffect(from))
            for to in names { changes += [.symbolReplace(from: from, to: to), .fade(from: from, to: to), .color(from: from, to: to)] }
        }
        for from in numbers {
            for to in numbers {
                changes += [.opacity(from: from, to: to), .scale(from: from, to: to), .rotation(from: from, to: to),
                            .offset(from: Offset(x: from, y: to), to: Offset(x: to, y: from))]
            }
        }
        for transition in transitions { changes += [.appear(transition), .disappear(transition)] }
        return changes
    }

    @Test func aChangesWordsAreWhatInterpolationWrote() {
        let different = Self.changes.filter { $0.description != Self.interpolated($0) }
        #expect(different.isEmpty, "\(different.prefix(5).map(\.description))")
    }

    @Test(arguments: [Repetition.Count.forever, .times(2), .times(12), .times(0), .times(-3), .times(Int.max)])
    func aRepetitionsWordsAreWhatInterpolationWrote(_ count: Repetition.Count) {
        for period in [0, 0.01, 2.71, 12.5, 1e6, .infinity, -1] as [Double] {
            let repetition = Repetition(count, every: period)
            #expect(repetition.description == "repeat \(repetition.count) every \(TimelineClock.format(repetition.period))")
        }
    }
}
