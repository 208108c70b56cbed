import PrimerModel
import PrimerMotion

/// Renders a ``LineDiff`` as text, in the style of swift-custom-dump.
///
/// ```
/// −expected +actual
///   voiceover ready
/// − "Continue. Button."
/// + "Continue, Button."
///   … (4 unchanged lines)
/// ```
///
/// Lines only in the expected side start with `−` (U+2212 MINUS SIGN), lines only in the actual
/// side with `+`, unchanged lines with a space; a space separates the marker from the text.
/// A run of more than ``context`` unchanged lines keeps ``context`` lines next to each change
/// and replaces the rest with `… (K unchanged lines)` (`line` when K is 1). When line numbers are passed,
/// expected-side lines show theirs in a gutter (`− 12 │ text`); inserted lines leave it blank.
/// Colour (red for `−`, green for `+`) is off unless asked for: whether the output is a
/// terminal, or `NO_COLOR` is set, is the caller's decision.
package struct LineDiffRenderer: Hashable, Sendable {
    /// How many unchanged lines to keep on each side of a change.
    package var context: Int
    /// Whether to colour lines with ANSI escape codes.
    package var usesColor: Bool

    /// Creates a renderer; by default 3 lines of context and no colour.
    package init(context: Int = 3, usesColor: Bool = false) {
        self.context = max(0, context)
        self.usesColor = usesColor
    }

    /// The legend line that starts every rendering.
    package var legend: String {
        "\(paint("−expected", .red)) \(paint("+actual", .green))"
    }

    /// Renders `diff`; `expectedLineNumbers[i]` is the file line of `diff.expected[i]`, if given.
    package func render(_ diff: LineDiff, expectedLineNumbers: [Int]? = nil) -> String {
        var output = ""
        write(diff, expectedLineNumbers: expectedLineNumbers, into: &output)
        output.removeLast()
        return output
    }

    /// Appends the rendering of `diff` to `output`, each line (and each line inside a line's text)
    /// after `prefix` and ending with a line feed: a diff of a million lines goes straight into the
    /// report rather than into a string per line first.
    package func write(_ diff: LineDiff, expectedLineNumbers: [Int]? = nil, prefix: String = "", into output: inout String) {
        let gutterWidth = expectedLineNumbers.map { numbers in numbers.map { String($0).count }.max() ?? 0 }
        let append = { (line: String, output: inout String) in
            output += prefix
            output += prefix.isEmpty || !line.utf8.contains(0x0A) ? line : line.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + prefix)
            output += "\n"
        }
        append(legend, &output)
        var index = 0
        let changes = diff.changes
        let render = { (change: Change, output: inout String) in
            append(line(for: change, in: diff, numbers: expectedLineNumbers, gutter: gutterWidth), &output)
        }
        while index < changes.count {
            guard changes[index].isSame else {
                render(changes[index], &output)
                index += 1
                continue
            }
            let start = index
            while index < changes.count, changes[index].isSame { index += 1 }
            let run = changes[start..<index]
            let head = start > 0 ? context : 0
            let tail = index < changes.count ? context : 0
            let hidden = run.count - head - tail
            if run.count > context, hidden > 0 {
                for change in run.prefix(head) { render(change, &output) }
                append(collapsed(hidden, gutter: gutterWidth), &output)
                for change in run.suffix(tail) { render(change, &output) }
            } else {
                for change in run { render(change, &output) }
            }
        }
    }

    private typealias Change = LineDiff.Change

    private func line(for change: Change, in diff: LineDiff, numbers: [Int]?, gutter: Int?) -> String {
        let marker: String
        let text: String
        var number: Int?
        switch change {
        case .same(let expected, _):
            (marker, text) = (" ", Self.text(diff.expected, expected))
            number = numbers.flatMap { Self.element($0, expected) }
        case .removed(let expected):
            (marker, text) = ("−", Self.text(diff.expected, expected))
            number = numbers.flatMap { Self.element($0, expected) }
        case .inserted(let actual):
            (marker, text) = ("+", Self.text(diff.actual, actual))
        }
        var prefix = marker
        if let gutter {
            let label = number.map(String.init) ?? ""
            prefix += " " + String(repeating: " ", count: max(0, gutter - label.count)) + label + " │"
        }
        let rendered = text.isEmpty ? prefix : prefix + " " + text
        switch change {
        case .same: return rendered
        case .removed: return paint(rendered, .red)
        case .inserted: return paint(rendered, .green)
        }
    }

    /// The line standing for `count` hidden unchanged lines, aligned with the text column.
    private func collapsed(_ count: Int, gutter: Int?) -> String {
        let prefix = gutter.map { "  " + String(repeating: " ", count: $0) + " │" } ?? " "
        return "\(prefix) … (\(count) unchanged \(count == 1 ? "line" : "lines"))"
    }

    private static func element<T>(_ array: [T], _ index: Int) -> T? {
        array.indices.contains(index) ? array[index] : nil
    }

    /// The line at `index`, cut to ``TextExcerpt/lineLimit`` characters with its length when longer.
    private static func text(_ array: [String], _ index: Int) -> String {
        array.indices.contains(index) ? TextExcerpt.shortened(array[index]) : ""
    }

    private enum Color: String {
        case red = "\u{1B}[31m"
        case green = "\u{1B}[32m"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        usesColor ? color.rawValue + text + "\u{1B}[0m" : text
    }
}
