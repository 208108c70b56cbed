import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// What a section describes, drawn for people: a reading list for `voiceover`, timelines for `motion`,
/// a table across Dynamic Type sizes for `sizes`, and tables or lists for the rest.
struct HTMLDetailRenderer {
    /// A prefix for the ids the drawing defines (the section's id).
    var idPrefix: String

    func render(_ detail: SectionDetail) -> [String] {
        switch detail {
        case .voiceover(let tree, let words): voiceover(tree, words: words)
        case .announce(let announcements): announce(announcements)
        case .motion(let comparison): motion(comparison)
        case .sizes(let table): sizes(table)
        case .targets(let targets): self.targets(targets)
        case .contrast(let pairs): contrast(pairs)
        }
    }

    // MARK: VoiceOver

    /// One list item per element in reading order: the part, its traits as badges, what VoiceOver says
    /// (visible text), and its hint; then the parts VoiceOver skips.
    func voiceover(_ tree: AccessibilityTree, words: VoiceOverWords = .english) -> [String] {
        guard !tree.elements.isEmpty else { return ["<p>VoiceOver finds nothing to read.</p>"] }
        var out = ["<ol class=\"voiceover\" aria-label=\"What VoiceOver reads, in order\">"]
        for element in tree.elements {
            let spoken = element.voiceOver(in: words)
            let traits = AccessibilityTrait.ordered(element.traits)
            var item = "<li><code>\(HTMLText.escape(element.id.description))</code>"
            if !traits.isEmpty {
                item += " <span class=\"visually-hidden\">traits:</span> "
                    + traits.map { "<span class=\"badge trait\">\(HTMLText.escape($0.rawValue))</span>" }.joined(separator: " ")
            }
            // Outside English the spoken line says its language, so a screen reader reads it in that voice.
            let lang = words.language == VoiceOverWords.english.language ? "" : " lang=\"\(HTMLText.escape(words.language))\""
            item += "<p class=\"spoken\"\(lang)>\(HTMLText.isolated(spoken.text))</p>"
            if let hint = spoken.hint {
                item += "<p class=\"hint\">Hint: \(HTMLText.isolated(hint))</p>"
            }
            out.append(item + "</li>")
        }
        out.append("</ol>")
        if !tree.hiddenParts.isEmpty {
            let hidden = tree.hiddenParts.map { "<code>\(HTMLText.escape($0.id.description))</code> (\(HTMLText.escape($0.reason.rawValue)))" }
            out.append("<p class=\"meta\">Shown but not read on its own: \(hidden.joined(separator: ", ")).</p>")
        }
        return out
    }

    // MARK: Announcements

    func announce(_ announcements: [Announcement]) -> [String] {
        guard !announcements.isEmpty else { return ["<p>Nothing is announced.</p>"] }
        return ["<ul class=\"announcements\" aria-label=\"What VoiceOver announces\">"]
            + announcements.map {
                "<li>\(HTMLText.isolated($0.text)) <span class=\"badge neutral\">priority \(HTMLText.escape("\($0.priority)"))</span></li>"
            }
            + ["</ul>"]
    }

    // MARK: Motion

    /// The full-motion timeline and its Reduce Motion counterpart, stacked on one time scale.
    func motion(_ comparison: MotionComparison) -> [String] {
        let scale = TimelineChart.scale(for: [comparison.fullMotion, comparison.reduceMotion])
        let transition = comparison.transition.description
        let size = comparison.dynamicTypeSize == .default ? "" : " at \(comparison.dynamicTypeSize)"
        var out = ["<figure class=\"timelines\">",
                   "<figcaption>\(HTMLText.escape(transition))\(HTMLText.escape(size)): full motion and Reduce Motion "
                   + "on one time scale, 0 to \(HTMLText.escape(TimeScale.label(scale.seconds))). This section checks the "
                   + "\(comparison.checksReduceMotion ? "Reduce Motion" : "full-motion") timeline.</figcaption>"]
        let panels: [(String, String, Timeline, Bool)] = [
            ("Full motion", "full", comparison.fullMotion, !comparison.checksReduceMotion),
            ("Reduce Motion", "reduced", comparison.reduceMotion, comparison.checksReduceMotion),
        ]
        for (name, slug, timeline, checked) in panels {
            out.append("<h4>\(name)\(checked ? " <span class=\"badge neutral\">checked by this section</span>" : "")</h4>")
            guard !timeline.isEmpty else {
                out.append("<p>Nothing animates and nothing happens.</p>")
                continue
            }
            let title = "\(name) timeline of \(transition)\(size)"
            let svg = TimelineSVG(chart: TimelineChart(timeline: timeline, scale: scale), title: title,
                                  idPrefix: "\(idPrefix)-\(slug)")
            out.append("<div class=\"scroll\" tabindex=\"0\" role=\"group\" aria-label=\"\(HTMLText.escape(title)), "
                       + "scrolls sideways\">")
            out.append(svg.render())
            out.append("</div>")
        }
        out.append(Self.legend(patternID: "\(HTMLText.identifier(idPrefix))-legend-stripes"))
        let lines = [("full motion", comparison.fullMotion), ("reduce-motion", comparison.reduceMotion)]
            .map { name, timeline in
                "# \(name)\n" + (timeline.isEmpty ? "(nothing)" : timeline.lines.joined(separator: "\n"))
            }
        out.append("<details class=\"lines\"><summary>Both timelines as spec lines</summary>"
                   + "<pre>\(HTMLText.escape(lines.joined(separator: "\n\n")))</pre></details>")
        out.append("</figure>")
        return out
    }

    /// What the drawings' shapes mean, in words beside each shape.
    static func legend(patternID: String) -> String {
        """
    <ul class="legend" aria-label="Legend">\
    <li><svg width="28" height="12" aria-hidden="true"><rect class="bar" x="1" y="1" width="26" height="10" rx="2"/></svg> \
    fades, recolours or changes words</li>\
    <li><svg width="28" height="12" aria-hidden="true"><defs><pattern id="\(patternID)" width="6" height="6" \
    patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="stripe-bg" width="6" height="6"/>\
    <rect class="stripe" width="3" height="6"/></pattern></defs><rect class="bar" x="1" y="1" width="26" height="10" \
    rx="2" style="fill:url(#\(patternID))"/></svg> moves (scale, offset, replace, bounce)</li>\
    <li><svg width="28" height="12" aria-hidden="true"><rect class="bar repeat" x="1" y="1" width="26" height="10" rx="2"/>\
    </svg> a repeat</li>\
    <li><svg width="14" height="14" aria-hidden="true"><path class="marker" d="M2 1 L12 7 L2 13 Z"/></svg> repeats for ever</li>\
    <li><svg width="14" height="14" aria-hidden="true"><path class="marker" d="M7 1 L13 7 L7 13 L1 7 Z"/></svg> haptic</li>\
    <li><svg width="14" height="14" aria-hidden="true"><circle class="marker" cx="7" cy="7" r="5.5"/></svg> announcement</li>\
    <li><svg width="14" height="14" aria-hidden="true"><rect class="marker" x="2" y="2" width="10" height="10"/></svg> request</li>\
    <li><svg width="14" height="14" aria-hidden="true"><path class="marker" d="M7 1 L13 12 L1 12 Z"/></svg> call</li>\
    <li><svg width="14" height="14" aria-hidden="true"><path class="marker" d="M1 2 L13 2 L7 13 Z"/></svg> open a URL</li>\
    </ul>
    """
    }

    // MARK: Sizes

    /// Rows of parts, columns of Dynamic Type sizes; the checked size outlined and named, the size
    /// where a part's cap starts marked `cap`, and the capped sizes after it hatched and named.
    func sizes(_ table: SizeTable) -> [String] {
        guard !table.rows.isEmpty else { return ["<p>No part is shown.</p>"] }
        let label = "Point sizes in \(table.state) across Dynamic Type sizes"
        var out = ["<p>Each part's size in points in <code>\(HTMLText.escape(table.state))</code> at every Dynamic Type "
                   + "size; the section checks <strong>\(HTMLText.escape(table.checkedSize.rawValue))</strong>. "
                   + "<span class=\"badge neutral\">cap</span> marks where a part stops growing while its text style "
                   + "still grows; hatched cells after it are capped.</p>",
                   "<div class=\"scroll\" tabindex=\"0\" role=\"group\" aria-label=\"\(HTMLText.escape(label)), scrolls sideways\">",
                   "<table class=\"sizes\">",
                   "<caption>\(HTMLText.escape(label))</caption>"]
        var head = "<thead><tr><th scope=\"col\">part</th><th scope=\"col\">style</th>"
        for size in DynamicTypeSize.allCases {
            let checked = size == table.checkedSize
            head += "<th scope=\"col\"\(checked ? " class=\"checked\"" : "")>\(size.rawValue)"
                + "\(checked ? " (checked)" : "")</th>"
        }
        out.append(head + "</tr></thead>")
        out.append("<tbody>")
        for row in table.rows {
            var line = "<tr><th scope=\"row\"><code>\(HTMLText.escape(row.part.description))</code>"
            if let reason = row.hiddenReason { line += " <span class=\"badge neutral\">\(HTMLText.escape(reason.rawValue))</span>" }
            line += "</th><td class=\"style\">\(HTMLText.escape(row.style))</td>"
            for size in DynamicTypeSize.allCases {
                var classes: [String] = []
                if size == table.checkedSize { classes.append("checked") }
                guard let points = row.pointSize(at: size) else {
                    line += "<td\(Self.classes(classes))>—</td>"
                    continue
                }
                var text = HTMLText.escape(Self.points(points))
                if size == row.capStart {
                    text += " <span class=\"badge neutral\">cap</span>"
                } else if row.isCapped(at: size) {
                    classes.append("capped")
                    text += "<span class=\"visually-hidden\"> (capped)</span>"
                }
                line += "<td\(Self.classes(classes))>\(text)</td>"
            }
            out.append(line + "</tr>")
        }
        out.append("</tbody></table></div>")
        return out
    }

    private static func classes(_ names: [String]) -> String {
        names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
    }

    /// A size without its unit: `61.18`, `17`.
    static func points(_ size: Double) -> String {
        let text = PointSizeText.format(size)
        return text.hasSuffix("pt") ? String(text.dropLast(2)) : text
    }

    // MARK: Targets and contrast

    func targets(_ targets: [TouchTarget]) -> [String] {
        guard !targets.isEmpty else { return ["<p>No interactive part.</p>"] }
        var out = ["<div class=\"scroll\" tabindex=\"0\" role=\"group\" aria-label=\"Touch targets\">",
                   "<table><caption>Each interactive part's minimum touch target</caption>",
                   "<thead><tr><th scope=\"col\">part</th><th scope=\"col\">height</th><th scope=\"col\">width</th></tr></thead><tbody>"]
        for target in targets {
            out.append("<tr><th scope=\"row\"><code>\(HTMLText.escape(target.part.description))</code></th>"
                       + "<td>\(HTMLText.escape(target.height.description))</td><td>\(HTMLText.escape(target.width.description))</td></tr>")
        }
        out.append("</tbody></table></div>")
        return out
    }

    func contrast(_ pairs: [ContrastPair]) -> [String] {
        guard !pairs.isEmpty else { return ["<p>No colour pair.</p>"] }
        var out = ["<div class=\"scroll\" tabindex=\"0\" role=\"group\" aria-label=\"Colour contrast\">",
                   "<table><caption>Each colour pair the block sets and its WCAG contrast ratio</caption>",
                   "<thead><tr><th scope=\"col\">part</th><th scope=\"col\">role</th><th scope=\"col\">foreground</th>"
                   + "<th scope=\"col\">background</th><th scope=\"col\">ratio</th></tr></thead><tbody>"]
        for pair in pairs {
            out.append("<tr><th scope=\"row\"><code>\(HTMLText.escape(pair.part.description))</code></th>"
                       + "<td>\(HTMLText.escape(pair.role.description))</td>"
                       + "<td>\(Self.colour(pair.foreground))</td><td>\(Self.colour(pair.background))</td>"
                       + "<td>\(HTMLText.escape(pair.ratioText))</td></tr>")
        }
        out.append("</tbody></table></div>")
        return out
    }

    /// A colour's name, with a swatch when its value is a plain `rgb(…)` or `rgba(…)`.
    static func colour(_ colour: ContrastPair.NamedColor) -> String {
        let value = colour.value
        let allowed = Set("0123456789., ")
        let isPlain = (value.hasPrefix("rgb(") || value.hasPrefix("rgba(")) && value.hasSuffix(")")
            && value.drop { $0 != "(" }.dropFirst().dropLast().allSatisfy(allowed.contains)
        let swatch = isPlain ? "<span class=\"swatch\" style=\"background:\(value)\" aria-hidden=\"true\"></span> " : ""
        return swatch + "\(HTMLText.escape(colour.name)) <span class=\"meta\">\(HTMLText.escape(value))</span>"
    }
}
