import PrimerAppDump
import PrimerModel
import PrimerMotion

/// The comments a String Catalog gives translators: where and when each string is spoken, and what
/// fills its format argument, in the block's words (``StringsCatalogueHints``).
enum CatalogueComment {
    /// The comment of every key of a section, gathered from every element and announcement using it.
    static func comments(elements: [SpokenElement], parts: [String: PartID], announcements: [SpokenAnnouncement],
                         states: [String], hints: any StringsCatalogueHints) -> [String: String] {
        var comments: [String: String] = [:]
        var elementUses: [String: (piece: ElementPiece, string: CatalogueString, uses: [SpokenElement])] = [:]
        for element in elements {
            for (piece, string) in element.catalogueStrings {
                guard let key = string.key else { continue }
                elementUses[key, default: (piece, string, [])].uses.append(element)
            }
        }
        for (key, use) in elementUses {
            let id = use.uses.first?.id ?? ""
            comments[key] = element(use.piece, string: use.string, part: parts[id] ?? PartID(id), uses: use.uses,
                                    states: states, hints: hints)
        }
        var announcementUses: [String: (string: CatalogueString, uses: [SpokenAnnouncement])] = [:]
        for announcement in announcements {
            guard let key = announcement.text.key else { continue }
            announcementUses[key, default: (announcement.text, [])].uses.append(announcement)
        }
        for (key, use) in announcementUses where comments[key] == nil {
            comments[key] = announcement(string: use.string, uses: use.uses, hints: hints)
        }
        return comments
    }

    /// The comment for an element's label, value or hint, from every element that uses the key.
    static func element(_ piece: ElementPiece, string: CatalogueString, part: PartID, uses: [SpokenElement],
                        states order: [String], hints: any StringsCatalogueHints) -> String {
        let role = hints.role(of: part)
        let states = order.filter { state in uses.contains { $0.states.contains(state) } }
        let lead = switch piece {
        case .label: "Spoken by VoiceOver for \(role)"
        case .value: "Spoken by VoiceOver as the value of \(role), after its label,"
        case .hint: "Spoken by VoiceOver after a pause, as the hint of \(role),"
        }
        var sentences = ["\(lead) in \(hints.context), in \(statesPhrase(states))."]
        if piece == .label {
            let forms = uses.filter { $0.voiceOver != string.text }
            if forms.count == 1, uses.count == 1, let form = forms.first {
                sentences.append("It reads as \(quoted(form.voiceOver)); VoiceOver adds the trait words itself.")
            } else if !forms.isEmpty {
                let readings = uses.map { "\(quoted($0.voiceOver)) in \(EnglishList.join($0.states))" }
                sentences.append("It reads as \(readings.joined(separator: "; as ")); "
                                 + "VoiceOver adds the trait words itself.")
            }
        }
        sentences += hints.notes(part: part, piece: piece, string: string, states: states)
        return finish(sentences, string: string)
    }

    /// The comment for an announcement, from every transition that announces it.
    static func announcement(string: CatalogueString, uses: [SpokenAnnouncement], hints: any StringsCatalogueHints) -> String {
        let when = uses.map { "\($0.transition) (priority \($0.priority), \(TimeText.when($0)) after the change)" }
        let sentences = ["Announced by VoiceOver in \(hints.context) on \(EnglishList.join(when))."]
            + hints.notes(announcement: string, transitions: uses.map(\.transition))
        return finish(sentences, string: string)
    }

    /// The sentences, then what fills the format argument when there is one.
    static func finish(_ sentences: [String], string: CatalogueString) -> String {
        guard let format = string.format, let argument = AppNameFormat.argument(in: format) else {
            return sentences.joined(separator: " ")
        }
        return (sentences + ["\(argument) is the app name (CFBundleDisplayName)."]).joined(separator: " ")
    }

    /// `the ready state` or `the ready, requesting and failed states`.
    static func statesPhrase(_ states: [String]) -> String {
        "the \(EnglishList.join(states)) state" + (states.count == 1 ? "" : "s")
    }

    /// Text in straight double quotes.
    static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
