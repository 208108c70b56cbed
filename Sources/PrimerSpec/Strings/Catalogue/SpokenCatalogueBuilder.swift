import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Builds a ``SpokenCatalogue`` from any models' answers: their accessibility trees in every state
/// they list, their announcements on every transition and the times their timelines post them.
public enum SpokenCatalogueBuilder {
    /// The catalogue of some models, a section each; the first model's hints give the document's words.
    public static func catalogue(of models: [any BlockModel]) -> SpokenCatalogue {
        let hints = models.first?.stringsHints
        let notes = models.flatMap(\.notes)
        return SpokenCatalogue(appName: hints?.appName, notes: notes.isEmpty ? nil : notes,
                               sections: models.map(section(of:)),
                               heading: hints?.heading ?? "Spoken strings", introduction: hints?.introduction ?? [])
    }

    /// One model's section.
    public static func section(of asked: any BlockModel) -> CatalogueSection {
        let model = asked.stringsHints.documented ?? asked
        let hints = model.stringsHints
        let states = hints.states ?? model.stateNames.filter { model.problem(withState: $0) == nil }
        let (elements, parts) = elements(of: model, hints: hints, states: states)
        let announcements = announcements(of: model, hints: hints)
        var section = CatalogueSection(title: hints.section, states: states, elements: elements,
                                       announcements: announcements, details: hints.details.isEmpty ? nil : hints.details)
        section.comments = CatalogueComment.comments(elements: elements, parts: parts, announcements: announcements,
                                                     states: states, hints: hints)
        section.catalogTexts = CatalogueComment.texts(elements: elements, parts: parts, announcements: announcements,
                                                      comments: section.comments, states: states, hints: hints)
        section.introduction = hints.sectionIntroduction
        section.noAnnouncements = hints.noAnnouncements
        section.detailsTitle = hints.detailsTitle
        for state in states where hints.stateLabel(state) != state {
            section.stateLabels[state] = hints.stateLabel(state)
        }
        return section
    }

    // MARK: Elements

    /// Every element of every state, grouped where VoiceOver reads it the same, by part top to bottom.
    static func elements(of model: any BlockModel, hints: any StringsCatalogueHints,
                         states: [String]) -> (elements: [SpokenElement], parts: [String: PartID]) {
        var firstStates: [String: String] = [:]
        var groups: [SpokenElement] = []
        var parts: [PartID] = []
        var indexByGroup: [SpokenElement: Int] = [:]
        for state in states {
            let tree = model.tree(state: state, environment: .standard)
            let templateTree = hints.template?.tree(state: state, environment: .standard)
            for (index, element) in tree.elements.enumerated() {
                let twin = templateTree?.elements.indices.contains(index) == true ? templateTree?.elements[index] : nil
                let template = twin?.id == element.id ? twin : nil
                func string(_ piece: ElementPiece, _ text: String, _ templateText: String?) -> CatalogueString {
                    let identity = "\(element.id)\u{0}\(piece)\u{0}\(text)"
                    let first = firstStates[identity] ?? state
                    firstStates[identity] = first
                    return CatalogueString(key: hints.key(part: element.id, firstState: first, piece: piece, text: text),
                                           text: text, format: format(templateText, text, hints: hints))
                }
                let spoken = element.voiceOver
                let entry = SpokenElement(
                    id: element.id.description, states: [],
                    voiceOver: spoken.text, voiceOverHint: spoken.hint,
                    traits: AccessibilityTrait.ordered(element.traits).map(\.rawValue),
                    label: string(.label, element.label, template?.label),
                    value: element.value.flatMap { $0.isEmpty ? nil : string(.value, $0, template?.value) },
                    hint: element.hint.flatMap { $0.isEmpty ? nil : string(.hint, $0, template?.hint) })
                if let existing = indexByGroup[entry] {
                    groups[existing].states.append(state)
                } else {
                    indexByGroup[entry] = groups.count
                    var added = entry
                    added.states = [state]
                    groups.append(added)
                    parts.append(element.id)
                }
            }
        }
        let sorted = groups.indices.sorted { (parts[$0], $0) < (parts[$1], $1) }.map { groups[$0] }
        return (sorted, Dictionary(parts.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    // MARK: Announcements

    /// Every announcement of every transition, with its time on the timeline and its key.
    static func announcements(of model: any BlockModel, hints: any StringsCatalogueHints) -> [SpokenAnnouncement] {
        var keys = AnnouncementKeys(prefix: hints.keyPrefix)
        var result: [SpokenAnnouncement] = []
        for transition in model.transitions {
            let announced = model.announcements(for: transition)
            guard !announced.isEmpty else { continue }
            let templates = hints.template?.announcements(for: transition)
            let times = announcementTimes(model.timeline(for: transition, environment: PrimerEnvironment(reduceMotion: false)))
            let reducedTimes = announcementTimes(model.timeline(for: transition,
                                                                environment: PrimerEnvironment(reduceMotion: true)))
            for (index, announcement) in announced.enumerated() {
                let template = templates.flatMap { $0.indices.contains(index) ? $0[index].text : nil }
                result.append(SpokenAnnouncement(
                    transition: transition,
                    text: CatalogueString(key: keys.key(for: announcement.text, on: transition), text: announcement.text,
                                          format: format(template, announcement.text, hints: hints)),
                    priority: announcement.priority.rawValue,
                    time: time(of: announcement, among: announced, index: index, times: times),
                    reduceMotionTime: time(of: announcement, among: announced, index: index, times: reducedTimes)))
            }
        }
        return result
    }

    /// The times of a timeline's announcement cues, by text and priority, in timeline order.
    static func announcementTimes(_ timeline: Timeline) -> [(text: String, priority: String, time: Double)] {
        timeline.cues.compactMap { cue in
            guard case .announcement(let announcement) = cue.event, cue.time.isFinite else { return nil }
            return (announcement.text, announcement.priority, cue.time)
        }
    }

    /// The time of the `index`th announcement: the matching cue of the same rank among equal announcements.
    static func time(of announcement: Announcement, among all: [Announcement], index: Int,
                     times: [(text: String, priority: String, time: Double)]) -> Double? {
        let rank = all[..<index].filter { $0 == announcement }.count
        let matching = times.filter { $0.text == announcement.text && $0.priority == announcement.priority.rawValue }
        return matching.indices.contains(rank) ? matching[rank].time : nil
    }

    /// The format string for a text whose template twin names the marker, if it does.
    static func format(_ template: String?, _ text: String, hints: any StringsCatalogueHints) -> String? {
        guard let template, let appName = hints.appName else { return nil }
        return AppNameFormat.format(template: template, text: text, appName: appName)
    }
}
