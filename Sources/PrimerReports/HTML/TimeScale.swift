import Foundation
import PrimerMotion
import PrimerSpec

/// Seconds to SVG x: a time axis from 0 to ``seconds`` drawn ``plotWidth`` units wide from ``left``.
///
/// Timelines drawn with one scale line up, so a full-motion timeline and its Reduce Motion
/// counterpart can be compared at a glance.
package struct TimeScale: Hashable, Sendable {
    /// Where 0 s is drawn.
    package var left: Double
    /// How wide the axis is drawn, from 0 s to ``seconds``.
    package var plotWidth: Double
    /// The time at the axis's right end.
    package var seconds: Double
    /// The distance between two ticks, in seconds.
    package var tickStep: Double

    /// Creates a scale.
    package init(left: Double, plotWidth: Double, seconds: Double, tickStep: Double) {
        self.left = left
        self.plotWidth = plotWidth
        self.seconds = seconds
        self.tickStep = tickStep
    }

    /// The x of a time: `left + time / seconds × plotWidth`.
    package func x(_ time: Double) -> Double { left + time / seconds * plotWidth }

    /// The length of a span of time.
    package func width(_ duration: Double) -> Double { duration / seconds * plotWidth }

    /// The ticks from 0 to ``seconds``.
    package var ticks: [Double] {
        let count = Int((seconds / tickStep).rounded())
        return (0...max(count, 0)).map { Double($0) * tickStep }
    }

    /// The tick steps the axis may use, in seconds.
    static let steps: [Double] = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 30, 60, 120, 300]
    /// The most ticks past 0 an axis is given.
    static let maximumTicks = 8
    /// The axis of a chart with nothing that lasts: 0 to 0.2 s.
    static let shortestAxis = 0.2

    /// The scale that fits every timeline: the axis runs to a whole tick at or past the last thing
    /// any of them shows (an endless track shows two cycles).
    package static func fitting(_ timelines: [Timeline], left: Double, plotWidth: Double) -> TimeScale {
        let extent = max(shortestAxis, timelines.map(shownExtent).max() ?? 0)
        let step = steps.first { (extent / $0).rounded(.up) <= Double(maximumTicks) } ?? steps[steps.count - 1]
        let seconds = (extent / step - 1e-9).rounded(.up) * step
        return TimeScale(left: left, plotWidth: plotWidth, seconds: max(seconds, step), tickStep: step)
    }

    /// The last time a timeline's chart shows.
    static func shownExtent(_ timeline: Timeline) -> Double {
        let tracks = timeline.tracks.map { track -> Double in
            guard let repetition = track.repetition else { return finite(track.end, or: track.start) }
            if repetition.isForever { return track.start + repetition.period + finite(track.duration, or: 0) }
            return finite(track.lastCycleEnd, or: track.start)
        }
        return (tracks + timeline.cues.map(\.time)).max() ?? 0
    }

    private static func finite(_ value: Double, or fallback: Double) -> Double { value.isFinite ? value : fallback }

    /// A tick's label: `0 s`, `0.25 s`, `2.5 s`.
    package static func label(_ seconds: Double) -> String {
        var text = String(format: "%.2f", seconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }
}
