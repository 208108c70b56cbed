import PrimerModel
import PrimerSyntax

/// What a block adds to the strings catalogue the kernel builds from its model's answers: the
/// section's words, the String Catalog keys, what each part is for translators, and the sentences
/// only the block can say. Every requirement has a default, so a model that gives none is still
/// catalogued (keys `PREFIX.voiceover.PART.STATE`, parts named by their id).
public protocol StringsCatalogueHints: Sendable {
    /// The model to list instead of the one asked about, when the catalogue documents more than one
    /// configuration shows (the permission primer lists the states of either request); nil for itself.
    var documented: (any BlockModel)? { get }
    /// The same model naming ``AppNameFormat/marker`` where it names the app, so that strings naming
    /// the app get a format argument; nil when there is none.
    var template: (any BlockModel)? { get }
    /// The app name the model names (``SpokenCatalogue/appName``); nil when it names none.
    var appName: String? { get }
    /// The states to list, in order; nil for every state the model can be in.
    var states: [String]? { get }

    /// The Markdown document's title when this model's catalogue is printed alone.
    var heading: String { get }
    /// The Markdown lines under the title when this model leads the catalogue.
    var introduction: [String] { get }
    /// The section's title, such as the kind `notifications`.
    var section: String { get }
    /// Markdown lines under the section's states line.
    var sectionIntroduction: [String] { get }
    /// A state's name on the section's states line, such as `failed (custom request only)`.
    func stateLabel(_ state: String) -> String
    /// The Markdown line written when the model announces nothing.
    var noAnnouncements: String { get }
    /// What else the person hears that the block does not speak, one line each.
    var details: [String] { get }
    /// The Markdown line that leads the details' list.
    var detailsTitle: String { get }

    /// The first part of every key, such as `primer.notifications`.
    var keyPrefix: String { get }
    /// An element's key: by default `PREFIX.voiceover.PART.STATE` then `.value` or `.hint`; nil to
    /// leave the string out of the String Catalog (VoiceOver's own reading of a symbol).
    func key(part: PartID, firstState: String, piece: ElementPiece, text: String) -> String?
    /// What the String Catalog's comments call the model, such as `the camera permission primer`.
    var context: String { get }
    /// What a part is, for translators: `the title`, `the Continue button`.
    func role(of part: PartID) -> String
    /// Sentences the block adds to the comment of an element's string read in `states`.
    func notes(part: PartID, piece: ElementPiece, string: CatalogueString, states: [String]) -> [String]
    /// Sentences the block adds to the comment of an announcement made on `transitions`.
    func notes(announcement: CatalogueString, transitions: [TransitionName]) -> [String]
    /// The texts a part VoiceOver reads as one element is made of in `state`, in reading order, as
    /// the block's code looks them up; nil when the part shows its label as one text. Only the block
    /// knows them: the kernel sees the joined label.
    func shownTexts(part: PartID, state: String) -> [ShownText]?
}

extension StringsCatalogueHints {
    public var documented: (any BlockModel)? { nil }
    public var template: (any BlockModel)? { nil }
    public var appName: String? { nil }
    public var states: [String]? { nil }
    public var heading: String { "Spoken strings: \(section)" }
    public var introduction: [String] { [] }
    public var sectionIntroduction: [String] { [] }
    public func stateLabel(_ state: String) -> String { state }
    public var noAnnouncements: String { "None." }
    public var details: [String] { [] }
    public var detailsTitle: String { "Also heard:" }
    public var keyPrefix: String { section.replacing(" ", with: "-") }

    public func key(part: PartID, firstState: String, piece: ElementPiece, text: String) -> String? {
        "\(keyPrefix).voiceover.\(part).\(firstState)\(piece.keySuffix)"
    }

    public var context: String { "the \(section)" }
    public func role(of part: PartID) -> String { "the element \(part)" }
    public func notes(part: PartID, piece: ElementPiece, string: CatalogueString, states: [String]) -> [String] { [] }
    public func notes(announcement: CatalogueString, transitions: [TransitionName]) -> [String] { [] }
    public func shownTexts(part: PartID, state: String) -> [ShownText]? { nil }
}

/// The hints of a model that gives none: its display name as the section.
public struct DefaultStringsHints: StringsCatalogueHints {
    /// The section's title.
    public var section: String

    /// Creates hints for a section.
    public init(section: String) {
        self.section = section
    }
}

extension BlockModel {
    /// By default a model is catalogued under its display name, with the default keys.
    public var stringsHints: any StringsCatalogueHints { DefaultStringsHints(section: displayName) }
}
