import PrimerAppDump
import PrimerSyntax

/// Every string VoiceOver speaks or announces in one block's models, a section a model: the data
/// `primer-spec strings` writes as Markdown, an Xcode String Catalog or JSON.
///
/// Built from the models' answers by ``SpokenCatalogueBuilder`` (never kept by hand); what a block
/// adds (keys, roles, wording) comes from its ``StringsCatalogueHints``.
public struct SpokenCatalogue: Hashable, Sendable, Codable {
    /// The app name the strings were built with; nil when the block does not name the app.
    public var appName: String?
    /// What the catalogue cannot show (a purpose string shown by its placeholder, alert words not
    /// on record for the release); nil when there is nothing to say.
    public var notes: [String]?
    /// The sections, one per model, in the order asked for.
    public var sections: [CatalogueSection]
    /// The Markdown document's title (not in the JSON).
    public var heading = "Spoken strings"
    /// The Markdown lines under the title, before the notes (not in the JSON).
    public var introduction: [String] = []

    /// Creates a catalogue.
    public init(appName: String? = nil, notes: [String]? = nil, sections: [CatalogueSection],
                heading: String = "Spoken strings", introduction: [String] = []) {
        self.appName = appName
        self.notes = notes
        self.sections = sections
        self.heading = heading
        self.introduction = introduction
    }

    enum CodingKeys: String, CodingKey {
        case appName, notes, sections
    }

    /// Every string the block supplies, section by section, each key once per use.
    public var catalogueStrings: [CatalogueString] { sections.flatMap(\.catalogueStrings) }
}

/// Everything one model says: its elements in every state listed and its announcements.
public struct CatalogueSection: Hashable, Sendable, Codable {
    /// What the section lists, such as the kind `notifications`.
    public var title: String
    /// The states catalogued, in the model's order.
    public var states: [String]
    /// Every spoken element, by part top to bottom, then by the first state it is read in.
    public var elements: [SpokenElement]
    /// Every announcement, by transition.
    public var announcements: [SpokenAnnouncement]
    /// What else the person hears that the block does not speak (the prompt iOS brings up), one line each.
    public var details: [String]?
    /// Markdown lines after the states line (not in the JSON).
    public var introduction: [String] = []
    /// The Markdown name of each state on the states line, where it differs from the name (not in the JSON).
    public var stateLabels: [String: String] = [:]
    /// The Markdown line that stands for an empty announcements table (not in the JSON).
    public var noAnnouncements = "None."
    /// The Markdown line that leads the details' list (not in the JSON).
    public var detailsTitle = "Also heard:"
    /// The String Catalog comment of each key the section uses (not in the JSON).
    public var comments: [String: String] = [:]
    /// The String Catalog's keys: the texts the screen shows, each with its comment (not in the JSON).
    package var catalogTexts: [CatalogText] = []

    /// Creates a section.
    public init(title: String, states: [String], elements: [SpokenElement], announcements: [SpokenAnnouncement],
                details: [String]? = nil) {
        self.title = title
        self.states = states
        self.elements = elements
        self.announcements = announcements
        self.details = details
    }

    enum CodingKeys: String, CodingKey {
        case title, states, elements, announcements, details
    }

    /// Every string the section supplies: the elements' in order, then the announcements'.
    public var catalogueStrings: [CatalogueString] {
        elements.flatMap { $0.catalogueStrings.map(\.string) } + announcements.map(\.text)
    }
}

/// One element as VoiceOver reads it, once for every state in which it reads exactly so.
public struct SpokenElement: Hashable, Sendable, Codable {
    /// The part's stable name, such as `title`, `benefit.0` or `continue` (`PartID.description`).
    public var id: String
    /// The states in which VoiceOver reads the element exactly so, in state order.
    public var states: [String]
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
    public init(id: String, states: [String], voiceOver: String, voiceOverHint: String? = nil, traits: [String],
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

    /// The strings the block supplies for the element: label, then value and hint when present.
    public var catalogueStrings: [(piece: ElementPiece, string: CatalogueString)] {
        [(.label, label)] + (value.map { [(.value, $0)] } ?? []) + (hint.map { [(.hint, $0)] } ?? [])
    }
}

/// One announcement VoiceOver makes on a transition, with when it fires on the transition's timeline.
public struct SpokenAnnouncement: Hashable, Sendable, Codable {
    /// The transition that posts it.
    public var transition: TransitionName
    /// The words.
    public var text: CatalogueString
    /// How it shares VoiceOver with other speech: `high`, `default` or `low`.
    public var priority: String
    /// Seconds from the state change at which the timeline posts it; nil when the timeline lacks it.
    public var time: Double?
    /// The same with Reduce Motion on.
    public var reduceMotionTime: Double?

    /// Creates an announcement.
    public init(transition: TransitionName, text: CatalogueString, priority: String, time: Double?,
                reduceMotionTime: Double?) {
        self.transition = transition
        self.text = text
        self.priority = priority
        self.time = time
        self.reduceMotionTime = reduceMotionTime
    }
}
