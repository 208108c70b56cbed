import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// One element as VoiceOver reads it, once for every state in which it reads exactly so.
public struct SpokenElement: Hashable, Sendable, Codable {
    /// The part's stable name, such as `title`, `benefit.0` or `continue` (`PartID.description`).
    public var id: String
    /// The states in which VoiceOver reads the element exactly so, in state order.
    public var states: [PrimerStateName]
    /// What VoiceOver says on reaching the element: label, value, then trait words such as `Button.`.
    public var voiceOver: String
    /// What VoiceOver says after a pause, if anything (the hint, unless it took the empty label's place).
    public var voiceOverHint: String?
    /// The element's traits in VoiceOver's order, such as `header`, `staticText`.
    public var traits: [String]
    /// The label the block sets: the string to translate (VoiceOver adds the trait words itself).
    public var label: CatalogueString
    /// The value read after the label, if any.
    public var value: CatalogueString?
    /// The hint VoiceOver says after a pause, if any.
    public var hint: CatalogueString?

    /// Creates an element.
    public init(id: String, states: [PrimerStateName], voiceOver: String, voiceOverHint: String? = nil, traits: [String],
                label: CatalogueString, value: CatalogueString? = nil, hint: CatalogueString? = nil) {
        self.id = id
        self.states = states
        self.voiceOver = voiceOver
        self.voiceOverHint = voiceOverHint
        self.traits = traits
        self.label = label
        self.value = value
        self.hint = hint
    }

    /// The part, read back from ``id``.
    public var part: PartID? { PartID(permissionPrimerName: id) }

    /// The strings the block supplies for the element: label, then value and hint when present.
    public var catalogueStrings: [(piece: ElementPiece, string: CatalogueString)] {
        [(.label, label)] + (value.map { [(.value, $0)] } ?? []) + (hint.map { [(.hint, $0)] } ?? [])
    }
}
