import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Builds a kind's ``KindStrings`` from the tree builder, the announcement planner and the timeline.
///
/// The states and transitions are those of `PrimerMachine` with and without a custom request, so the
/// failed state (custom request only) and its announcement are included.
public struct SpokenStringsBuilder: Sendable {
    /// The app name the content names; format arguments are found where it appears.
    public var appName: String
    /// The failed state's message.
    public var errorMessage: String
    /// The tree builder.
    public var treeBuilder: SemanticTreeBuilder

    /// Creates a builder.
    public init(appName: String, errorMessage: String = PrimerStateName.defaultErrorMessage,
                treeBuilder: SemanticTreeBuilder = SemanticTreeBuilder()) {
        self.appName = appName
        self.errorMessage = errorMessage
        self.treeBuilder = treeBuilder
    }

    /// The strings of one kind.
    public func strings(for content: KindContent) -> KindStrings {
        let transitions = Self.transitions(of: content.kind, errorMessage: errorMessage)
        let reached = Set(transitions.flatMap { [$0.key.from, $0.key.to] })
        let states = PrimerStateName.allCases.filter { reached.contains($0) && $0.applies(to: content.kind) }
        return KindStrings(kind: content.kind, states: states,
                           elements: elements(for: content, states: states),
                           announcements: announcements(for: content, transitions: transitions))
    }

    /// Every transition of the kind's machine, with and without a custom request, once per key, sorted.
    public static func transitions(of kind: PrimerKind,
                                   errorMessage: String = PrimerStateName.defaultErrorMessage) -> [PrimerTransition] {
        PrimerMachine.transitionsWithEitherRequest(of: kind, errorMessage: errorMessage)
    }

    // MARK: Elements

    /// Every element of every state, grouped where VoiceOver reads it the same.
    func elements(for content: KindContent, states: [PrimerStateName]) -> [SpokenElement] {
        var firstStates: [String: PrimerStateName] = [:]
        var groups: [SpokenElement] = []
        var indexByGroup: [SpokenElement: Int] = [:]
        for state in states {
            let phase = state.phase(errorMessage: errorMessage)
            let tree = treeBuilder.build(content: content.content, phase: phase)
            let templateTree = content.template.map { treeBuilder.build(content: $0, phase: phase) }
            for (index, element) in tree.elements.enumerated() {
                let twin = templateTree?.elements.indices.contains(index) == true ? templateTree?.elements[index] : nil
                let template = twin?.id == element.id ? twin : nil
                func string(_ piece: ElementPiece, _ text: String, _ templateText: String?) -> CatalogueString {
                    let identity = "\(element.id)\u{0}\(piece)\u{0}\(text)"
                    let first = firstStates[identity] ?? state
                    firstStates[identity] = first
                    return CatalogueString(
                        key: CatalogueKeys.element(kind: content.kind, part: element.id.description,
                                                   firstState: first, piece: piece),
                        text: text, format: format(templateText, text))
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
                }
            }
        }
        return groups.enumerated().sorted { lhs, rhs in
            let left = lhs.element.part, right = rhs.element.part
            if let left, let right, left != right { return left < right }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    // MARK: Announcements

    /// Every announcement of every transition, with its time on the timeline and its key.
    func announcements(for content: KindContent, transitions: [PrimerTransition]) -> [SpokenAnnouncement] {
        var keys = AnnouncementKeys(kind: content.kind)
        var result: [SpokenAnnouncement] = []
        for transition in transitions {
            let announced = AnnouncementPlanner.announcements(for: transition, content: content.content)
            guard !announced.isEmpty else { continue }
            let templates = content.template.map { AnnouncementPlanner.announcements(for: transition, content: $0) }
            let times = Self.announcementTimes(transition, content: content.content, reduceMotion: false)
            let reducedTimes = Self.announcementTimes(transition, content: content.content, reduceMotion: true)
            for (index, announcement) in announced.enumerated() {
                let key = keys.key(for: announcement.text, on: transition.key)
                let template = templates.flatMap { $0.indices.contains(index) ? $0[index].text : nil }
                result.append(SpokenAnnouncement(
                    transition: transition.key,
                    text: CatalogueString(key: key, text: announcement.text,
                                          format: format(template, announcement.text)),
                    priority: announcement.priority,
                    time: Self.time(of: announcement, among: announced, index: index, times: times),
                    reduceMotionTime: Self.time(of: announcement, among: announced, index: index,
                                                times: reducedTimes),
                    isErrorMessage: AnnouncementPlanner.rule(for: transition.key)?.text == .errorMessage))
            }
        }
        return result
    }

    /// The times of the timeline's announcement cues, by text and priority, in timeline order.
    static func announcementTimes(_ transition: PrimerTransition, content: PrimerContent,
                                  reduceMotion: Bool) -> [(text: String, priority: String, time: Double)] {
        let timeline = PermissionPrimerTimeline.timeline(for: transition, content: content,
                                            environment: PrimerEnvironment(reduceMotion: reduceMotion))
        return timeline.cues.compactMap { cue in
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
    private func format(_ template: String?, _ text: String) -> String? {
        template.flatMap { AppNameFormat.format(template: $0, text: text, appName: appName) }
    }
}
