import PrimerModel
import PrimerMotion

extension CatalogueComment {
    /// A section's String Catalog keys, keyed by source text as SwiftUI looks them up: each
    /// element's label, value and hint, except that a part read as one element but shown as several
    /// texts (a benefit row, the sample alert) gives the texts its block names, each commented with
    /// the VoiceOver reading it takes part in; then the announcements. A string without a key
    /// (VoiceOver's own reading of a symbol) is left out.
    static func texts(elements: [SpokenElement], parts: [String: PartID], announcements: [SpokenAnnouncement],
                      comments: [String: String], states order: [String],
                      hints: any StringsCatalogueHints) -> [CatalogText] {
        var texts: [CatalogText] = []
        for element in elements {
            let part = parts[element.id] ?? PartID(element.id)
            for (piece, string) in element.catalogueStrings {
                guard let key = string.key else { continue }
                if piece == .label, let state = element.states.first,
                   let shown = hints.shownTexts(part: part, state: state) {
                    texts += shown.filter { !$0.text.isEmpty }.map { text in
                        CatalogText(text: text.format ?? text.text, isFormat: text.format != nil,
                                    comment: shownComment(text, in: element, part: part, states: order, hints: hints))
                    }
                } else {
                    texts.append(CatalogText(text: string.catalogValue, isFormat: string.format != nil,
                                             comment: comments[key] ?? ""))
                }
            }
        }
        for announcement in announcements {
            guard let key = announcement.text.key else { continue }
            texts.append(CatalogText(text: announcement.text.catalogValue, isFormat: announcement.text.format != nil,
                                     comment: comments[key] ?? ""))
        }
        return texts
    }

    /// The comment of one text of a combined element: what the screen shows it as, in which states,
    /// and the whole reading VoiceOver makes of the element (its part id and role).
    static func shownComment(_ text: ShownText, in element: SpokenElement, part: PartID, states order: [String],
                             hints: any StringsCatalogueHints) -> String {
        let states = order.filter(element.states.contains)
        let role = hints.role(of: part)
        let lead = text.isShown
            ? "Shown as \(text.role) in \(role) (part `\(part)`)"
            : "Not shown: said by VoiceOver as \(text.role) in \(role) (part `\(part)`)"
        var sentences = ["\(lead) in \(hints.context), in \(statesPhrase(states))."]
        sentences.append("VoiceOver reads the part as one element: \(quoted(element.voiceOver))"
                         + (element.voiceOver.hasSuffix(".") ? "" : "."))
        let string = CatalogueString(key: nil, text: text.text, format: text.format)
        sentences += hints.notes(part: part, piece: .label, string: string, states: states)
        return finish(sentences, string: string)
    }
}
