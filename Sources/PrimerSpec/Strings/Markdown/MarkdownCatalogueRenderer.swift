import PrimerAppDump
import PrimerMotion
import PrimerSyntax

/// Writes a ``SpokenCatalogue`` as Markdown: the block's introduction and notes, then a section per
/// model with a table of spoken elements and one of announcements.
package enum MarkdownCatalogueRenderer {
    /// The whole document, ending in a newline.
    package static func render(_ catalogue: SpokenCatalogue) -> String {
        var lines = ["# \(catalogue.heading)"]
        let notes = (catalogue.notes ?? []).map { "- **Note:** " + MarkdownTable.escape($0) + "." }
        if !catalogue.introduction.isEmpty || !notes.isEmpty {
            lines += [""] + catalogue.introduction + notes
        }
        for section in catalogue.sections {
            lines += [""] + self.section(section)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One model's section.
    static func section(_ section: CatalogueSection) -> [String] {
        let states = section.states.map { section.stateLabels[$0] ?? $0 }
        var lines = ["## \(section.title)", "", "States: \(states.joined(separator: ", ")).", ""]
        if !section.introduction.isEmpty { lines += section.introduction + [""] }
        lines += ["### Spoken elements", ""]
        lines += MarkdownTable(
            header: ["element", "states", "VoiceOver text", "hint"],
            rows: section.elements.map { element in
                [MarkdownTable.code(element.id), element.states.joined(separator: ", "),
                 MarkdownTable.escape(element.voiceOver), element.voiceOverHint.map(MarkdownTable.escape) ?? ""]
            }).lines
        lines += ["", "### Announcements", ""]
        if section.announcements.isEmpty {
            lines.append(section.noAnnouncements)
        } else {
            lines += MarkdownTable(
                header: ["transition", "text", "priority", "when"],
                rows: section.announcements.map { announcement in
                    [MarkdownTable.code(announcement.transition.description), MarkdownTable.escape(announcement.text.text),
                     announcement.priority, TimeText.when(announcement)]
                }).lines
        }
        if let details = section.details {
            lines += ["", section.detailsTitle, ""] + details.map { "- " + MarkdownTable.escape($0) }
        }
        return lines
    }
}
