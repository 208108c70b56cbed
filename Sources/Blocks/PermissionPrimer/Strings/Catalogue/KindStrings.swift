import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Everything one kind of primer says: its elements in every state and its announcements.
public struct KindStrings: Hashable, Sendable, Codable {
    /// The permission.
    public var kind: PrimerKind
    /// The states catalogued, in state order; `failed` is there because a custom request is assumed.
    public var states: [PrimerStateName]
    /// Every spoken element, by part top to bottom, then by the first state it is read in.
    public var elements: [SpokenElement]
    /// Every announcement, by transition.
    public var announcements: [SpokenAnnouncement]

    /// Creates the strings of a kind.
    public init(kind: PrimerKind, states: [PrimerStateName], elements: [SpokenElement], announcements: [SpokenAnnouncement]) {
        self.kind = kind
        self.states = states
        self.elements = elements
        self.announcements = announcements
    }
}
