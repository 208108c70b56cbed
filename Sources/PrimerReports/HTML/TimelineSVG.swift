import Foundation
import PrimerMotion
import PrimerSpec

/// Draws a ``TimelineChart`` as an inline SVG image with a text alternative that lists every bar
/// (part, change, start and end, curve) and every event, so a screen reader gets the timeline too.
///
/// Colours come from the page's style sheet (classes, not fills), so the drawing follows the page's
/// light or dark scheme; moving tracks are striped and repeats outlined, so nothing is told by colour alone.
package struct TimelineSVG: Sendable {
    /// The chart drawn.
    package var chart: TimelineChart
    /// The image's short title, such as `Reduce Motion timeline of requesting -> denied via answer`.
    package var title: String
    /// A prefix for the ids the image defines, unique on the page.
    package var idPrefix: String

    /// Creates a drawing.
    package init(chart: TimelineChart, title: String, idPrefix: String) {
        self.chart = chart
        self.title = title
        self.idPrefix = HTMLText.identifier(idPrefix)
    }

    /// The text alternative: each track as `part: change from START to END s, curve` (with a spring's
    /// settling time and a repetition), then each event with its time, in timeline order.
    package var textAlternative: String {
        var sentences: [String] = []
        for bar in chart.bars.sorted(by: { ($0.track.start, $0.y) < ($1.track.start, $1.y) }) {
            let track = bar.track
            var sentence = "\(track.part): \(track.change) from \(TimelineClock.format(track.start)) to "
                + "\(TimelineClock.format(track.end)) s, \(track.curve.name)"
            if track.curve.isSpring { sentence += ", a spring that settles in \(TimelineClock.format(track.duration)) s" }
            if let repetition = track.repetition {
                sentence += repetition.isForever
                    ? ", repeating for ever every \(TimelineClock.format(repetition.period)) s"
                    : ", playing \(repetition.count) times, every \(TimelineClock.format(repetition.period)) s"
            }
            if track.moves { sentence += " (moves)" }
            sentences.append(sentence)
        }
        for marker in chart.markers {
            sentences.append("\(marker.cue.event.word) \(marker.cue.event.payload) at \(TimelineClock.format(marker.cue.time)) s")
        }
        let count = chart.bars.count
        let head = "\(count) \(count == 1 ? "track" : "tracks") and \(chart.markers.count) "
            + "\(chart.markers.count == 1 ? "event" : "events") on an axis from 0 to \(TimeScale.label(chart.scale.seconds))"
        return ([head] + sentences).joined(separator: ". ") + "."
    }

    /// The `<svg>` element.
    package func render() -> String {
        let chart = chart
        let scale = chart.scale
        let titleID = "\(idPrefix)-title"
        let descID = "\(idPrefix)-desc"
        let stripes = "\(idPrefix)-stripes"
        var out: [String] = []
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline-svg\" role=\"img\" "
                   + "width=\"\(n(chart.width))\" height=\"\(n(chart.height))\" viewBox=\"0 0 \(n(chart.width)) \(n(chart.height))\" "
                   + "aria-labelledby=\"\(titleID) \(descID)\">")
        out.append("<title id=\"\(titleID)\">\(HTMLText.escape(title)).</title>")
        out.append("<desc id=\"\(descID)\">\(HTMLText.escape(textAlternative))</desc>")
        out.append("<defs><pattern id=\"\(stripes)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                   + "patternTransform=\"rotate(45)\"><rect class=\"stripe-bg\" width=\"6\" height=\"6\"/>"
                   + "<rect class=\"stripe\" width=\"3\" height=\"6\"/></pattern></defs>")
        // Grid and axis.
        let top = TimelineChart.topPadding
        for tick in scale.ticks {
            let x = n(scale.x(tick))
            out.append("<line class=\"grid\" x1=\"\(x)\" y1=\"\(n(top))\" x2=\"\(x)\" y2=\"\(n(chart.axisY))\"/>")
            out.append("<text class=\"tick\" x=\"\(x)\" y=\"\(n(chart.axisY + 16))\" text-anchor=\"middle\">"
                       + "\(HTMLText.escape(TimeScale.label(tick)))</text>")
        }
        out.append("<line class=\"axis\" x1=\"\(n(scale.left))\" y1=\"\(n(chart.axisY))\" "
                   + "x2=\"\(n(scale.left + scale.plotWidth))\" y2=\"\(n(chart.axisY))\"/>")
        // Rows.
        for (index, row) in chart.rows.enumerated() {
            if index > 0 {
                out.append("<line class=\"row-rule\" x1=\"0\" y1=\"\(n(row.y))\" x2=\"\(n(chart.width))\" y2=\"\(n(row.y))\"/>")
            }
            out.append("<text class=\"row-label\" x=\"4\" y=\"\(n(row.y + 20))\">\(HTMLText.escape(row.label))</text>")
        }
        // Bars.
        for bar in chart.bars {
            let moves = bar.track.moves
            let fill = moves ? " style=\"fill:url(#\(stripes))\"" : ""
            let end = scale.left + scale.plotWidth
            for repeatX in bar.repeatXs {
                // A later cycle is drawn up to the axis's end, where the drawing stops.
                let width = max(TimelineChart.minimumBarWidth, min(bar.width, end - repeatX))
                out.append("<rect class=\"bar repeat\" x=\"\(n(repeatX))\" y=\"\(n(bar.y))\" width=\"\(n(width))\" "
                           + "height=\"\(n(TimelineChart.barHeight))\" rx=\"2\"/>")
            }
            if bar.track.repeatsForever {
                // An arrow past the axis's end: the cycles go on.
                out.append("<path class=\"forever\" d=\"M\(n(end + 3)) \(n(bar.y)) L\(n(end + 11)) \(n(bar.y + 5)) "
                           + "L\(n(end + 3)) \(n(bar.y + 10)) Z\"/>")
            }
            out.append("<rect class=\"bar\(moves ? " moves" : "")\" x=\"\(n(bar.x))\" y=\"\(n(bar.y))\" "
                       + "width=\"\(n(bar.width))\" height=\"\(n(TimelineChart.barHeight))\" rx=\"2\"\(fill)/>")
            out.append("<text class=\"bar-label\" x=\"\(n(bar.labelX))\" y=\"\(n(bar.labelY))\">"
                       + "\(HTMLText.escape(bar.label))</text>")
        }
        // Events.
        for marker in chart.markers {
            out.append(shape(for: marker))
            out.append("<text class=\"bar-label\" x=\"\(n(marker.labelX))\" y=\"\(n(marker.y + 4))\">"
                       + "\(HTMLText.escape(marker.label))</text>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// A marker's shape tells its kind: a diamond for a haptic, a circle for an announcement, a square
    /// for a request, a triangle for a call, a triangle pointing down for opening a URL.
    private func shape(for marker: TimelineChart.Marker) -> String {
        let x = marker.x
        let y = marker.y
        let kind = HTMLText.identifier(marker.cue.event.word)
        switch marker.cue.event {
        case .haptic:
            return "<path class=\"marker \(kind)\" d=\"M\(n(x)) \(n(y - 6)) L\(n(x + 6)) \(n(y)) L\(n(x)) \(n(y + 6)) L\(n(x - 6)) \(n(y)) Z\"/>"
        case .announcement:
            return "<circle class=\"marker \(kind)\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"5.5\"/>"
        case .request:
            return "<rect class=\"marker \(kind)\" x=\"\(n(x - 5))\" y=\"\(n(y - 5))\" width=\"10\" height=\"10\"/>"
        case .call:
            return "<path class=\"marker \(kind)\" d=\"M\(n(x)) \(n(y - 6)) L\(n(x + 6)) \(n(y + 5)) L\(n(x - 6)) \(n(y + 5)) Z\"/>"
        case .openURL:
            return "<path class=\"marker \(kind)\" d=\"M\(n(x - 6)) \(n(y - 5)) L\(n(x + 6)) \(n(y - 5)) L\(n(x)) \(n(y + 6)) Z\"/>"
        }
    }

    /// A coordinate with at most two decimals.
    func n(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite else { return "0" }
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        return String(format: "%.2f", hundredths / 100)
    }
}
