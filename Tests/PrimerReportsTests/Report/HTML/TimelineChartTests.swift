import PrimerModel
import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("TimelineChart")
struct TimelineChartTests {
    static let symbol = PartID("symbol", rank: 1)
    static let title = PartID("title", rank: 2)

    /// A fade from 0.30 to 0.50 s and a linear change over the whole first second: the axis runs
    /// 0 to 1 s in 0.2 s ticks, 600 units wide from x = 72.
    static let timeline = Timeline(
        tracks: [
            Track(part: symbol, change: .fade(from: "bell", to: "bell.slash"), curve: .easeInOut(duration: 0.2), start: 0.3),
            Track(part: title, change: .opacity(from: 0, to: 1), curve: .linear(duration: 1), start: 0),
        ],
        cues: [Cue(.haptic(.success), at: 0.5)])

    @Test func theScaleFitsTheLastThingShown() {
        let scale = TimelineChart.scale(for: [Self.timeline])
        #expect(scale == TimeScale(left: 72, plotWidth: 600, seconds: 1, tickStep: 0.2))
        #expect(scale.ticks.map(TimeScale.label) == ["0 s", "0.2 s", "0.4 s", "0.6 s", "0.8 s", "1 s"])
    }

    @Test(arguments: [
        // (start, curve, x, width) on the 0 to 1 s axis, 600 units from x = 72.
        (0.3, Curve.easeInOut(duration: 0.2), 252.0, 120.0),
        (0.0, Curve.linear(duration: 1), 72.0, 600.0),
        (0.5, Curve.easeOut(duration: 0.25), 372.0, 150.0),
        (0.1, Curve.instant, 132.0, TimelineChart.minimumBarWidth),
    ])
    func aBarRunsFromItsStartForItsDuration(_ start: Double, _ curve: Curve, _ x: Double, _ width: Double) throws {
        let scale = TimeScale(left: 72, plotWidth: 600, seconds: 1, tickStep: 0.2)
        let track = Track(part: Self.symbol, change: .opacity(from: 0, to: 1), curve: curve, start: start)
        let bar = try #require(TimelineChart(timeline: Timeline(tracks: [track]), scale: scale).bars.first)
        #expect(abs(bar.x - x) < 1e-9)
        #expect(abs(bar.width - width) < 1e-9)
    }

    @Test func rowsGoByPartTopToBottomThenByEventKind() {
        let chart = TimelineChart(timeline: Self.timeline, scale: TimelineChart.scale(for: [Self.timeline]))
        #expect(chart.rows.map(\.label) == ["symbol", "title", "haptic"])
        #expect(chart.rows.map(\.y) == [6, 36, 66])
        #expect(chart.bars.map(\.y) == [21, 51])
        #expect(chart.markers.map(\.x) == [372])
        #expect(chart.markers.map(\.label) == ["success at 0.50 s"])
        #expect(chart.height == 126)
    }

    @Test func theSVGDrawsEachBarWhereTheGeometrySays() {
        let chart = TimelineChart(timeline: Self.timeline, scale: TimelineChart.scale(for: [Self.timeline]))
        let svg = TimelineSVG(chart: chart, title: "Reduce Motion timeline of a -> b via c", idPrefix: "t").render()
        #expect(svg.contains("<rect class=\"bar\" x=\"252\" y=\"21\" width=\"120\" height=\"10\" rx=\"2\"/>"))
        #expect(svg.contains("<rect class=\"bar\" x=\"72\" y=\"51\" width=\"600\" height=\"10\" rx=\"2\"/>"))
        #expect(svg.contains("<path class=\"marker haptic\" d=\"M372 76 L378 82 L372 88 L366 82 Z\"/>"))
        #expect(svg.contains("role=\"img\"") && svg.contains("aria-labelledby=\"t-title t-desc\""))
        #expect(svg.contains("<text class=\"tick\" x=\"672\" y=\"116\" text-anchor=\"middle\">1 s</text>"))
    }

    @Test func theTextAlternativeListsEveryBarAndEvent() {
        let chart = TimelineChart(timeline: Self.timeline, scale: TimelineChart.scale(for: [Self.timeline]))
        let svg = TimelineSVG(chart: chart, title: "t", idPrefix: "t")
        #expect(svg.textAlternative == "2 tracks and 1 event on an axis from 0 to 1 s. "
                + "title: opacity 0 -> 1 from 0.00 to 1.00 s, linear(1). "
                + "symbol: fade bell -> bell.slash from 0.30 to 0.50 s, easeInOut(0.2). "
                + "haptic success at 0.50 s.")
    }

    @Test func aSpringShowsItsSettlingTimeAndMovesStriped() throws {
        let track = Track(part: Self.symbol, change: .scale(from: 0.8, to: 1), curve: .smooth, start: 0)
        let timeline = Timeline(tracks: [track])
        let chart = TimelineChart(timeline: timeline, scale: TimelineChart.scale(for: [timeline]))
        let bar = try #require(chart.bars.first)
        let settling = TimelineClock.format(Curve.smooth.duration)
        #expect(bar.label == "scale 0.8 -> 1 · smooth · settles in \(settling) s")
        #expect(abs(bar.width - chart.scale.width(Curve.smooth.duration)) < 1e-9)
        let svg = TimelineSVG(chart: chart, title: "t", idPrefix: "p").render()
        #expect(svg.contains("class=\"bar moves\"") && svg.contains("style=\"fill:url(#p-stripes)\""))
        #expect(TimelineSVG(chart: chart, title: "t", idPrefix: "p").textAlternative
                .contains("a spring that settles in \(settling) s (moves)"))
    }

    @Test func aRepeatingTrackDrawsItsLaterCyclesUpToTheAxisEnd() throws {
        let ring = Track(part: PartID("ring", index: 0, rank: 0), change: .scale(from: 1, to: 1.7),
                         curve: .easeOut(duration: 2), start: 0, repetition: .forever(every: 2.71))
        let timeline = Timeline(tracks: [ring])
        let scale = TimelineChart.scale(for: [timeline])
        // Two cycles shown: 2.71 + 2 = 4.71 s, so the axis runs to 5 s in 1 s ticks.
        #expect(scale.seconds == 5 && scale.tickStep == 1)
        let bar = try #require(TimelineChart(timeline: timeline, scale: scale).bars.first)
        #expect(bar.repeatXs == [scale.x(2.71)])
        #expect(bar.label == "scale 1 -> 1.7 · easeOut(2) · repeats for ever every 2.71 s")
        let svg = TimelineSVG(chart: TimelineChart(timeline: timeline, scale: scale), title: "t", idPrefix: "r").render()
        #expect(svg.contains("class=\"bar repeat\"") && svg.contains("class=\"forever\""))
    }

    @Test(arguments: [
        (0.0, 0.2, 0.05),
        (0.2, 0.2, 0.05),
        (0.73, 0.8, 0.1),
        (1.03, 1.2, 0.2),
        (4.71, 5.0, 1.0),
        (12.0, 12.0, 2.0),
        (13.1, 14.0, 2.0),
    ])
    func theAxisEndsOnAWholeTick(_ extent: Double, _ seconds: Double, _ step: Double) {
        let timeline = Timeline(cues: [Cue(.haptic(.success), at: extent)])
        let scale = TimeScale.fitting([timeline], left: 0, plotWidth: 600)
        #expect(abs(scale.seconds - seconds) < 1e-9)
        #expect(scale.tickStep == step)
    }
}
