import PrimerSpec
import PrimerSyntax

/// A failing section's diff as the text report shows it (``LineDiffRenderer``): the legend, then each
/// line with its marker (`−` expected only, `+` actual only) and spec line number. Changed lines are
/// `<del>` and `<ins>` as well, so they are marked by sign and element, not by colour alone.
enum HTMLDiff {
    static func render(_ section: SectionOutcome) -> [String] {
        let text = LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let legend = lines.isEmpty ? "" : lines.removeFirst()
        var out = ["<div class=\"diff\" role=\"group\" aria-label=\"Diff of \(HTMLText.escape(section.location)): "
                   + "minus lines are the spec's, plus lines the builders'\">",
                   ]
        // One string: inside <pre>, a line break between the block-level lines would add a blank line.
        var pre = "<pre><code><span class=\"line legend-line\">\(HTMLText.escape(legend))</span>"
        for line in lines {
            let content = isolatedText(line)
            if line.hasPrefix("−") {
                pre += "<del class=\"line removed\">\(content)</del>"
            } else if line.hasPrefix("+") {
                pre += "<ins class=\"line inserted\">\(content)</ins>"
            } else {
                pre += "<span class=\"line same\">\(content)</span>"
            }
        }
        out.append(pre + "</code></pre>")
        out.append("</div>")
        return out
    }

    /// The marker and gutter as they are, the spec text after the gutter isolated for right-to-left words.
    private static func isolatedText(_ line: String) -> String {
        guard let bar = line.range(of: "│ ") else { return HTMLText.escape(line) }
        return HTMLText.escape(String(line[..<bar.upperBound])) + HTMLText.isolated(String(line[bar.upperBound...]))
    }
}
