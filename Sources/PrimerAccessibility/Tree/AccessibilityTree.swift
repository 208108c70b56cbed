import PrimerModel

/// What VoiceOver finds in the block: its elements in reading order, and the parts it skips.
public struct AccessibilityTree: Hashable, Sendable, Codable {
    /// The elements VoiceOver reads, top to bottom (the VoiceOver text form (Docs/SpokenStrings.md), rule 6).
    public var elements: [AccessibilityElement]
    /// The parts the block shows that VoiceOver does not read, with their sizes, top to bottom.
    public var hiddenParts: [HiddenPart]

    /// Creates a tree; `elements` must already be in reading order.
    public init(elements: [AccessibilityElement], hiddenParts: [HiddenPart] = []) {
        self.elements = elements
        self.hiddenParts = hiddenParts
    }

    /// The ids of the elements, in reading order.
    public var ids: [PartID] { elements.map(\.id) }

    /// The element for a part, if VoiceOver reads it.
    public func element(_ id: PartID) -> AccessibilityElement? { elements.first { $0.id == id } }

    /// The hidden part for an id, if the block shows it without VoiceOver reading it.
    public func hiddenPart(_ id: PartID) -> HiddenPart? { hiddenParts.first { $0.id == id } }

    /// The size in points of a part, read or hidden; nil if the block does not show it.
    public func pointSize(of id: PartID) -> Double? { element(id)?.pointSize ?? hiddenPart(id)?.pointSize }

    /// The ids of elements with nothing in their label, for a checker to flag.
    public var unlabeledIDs: [PartID] { elements.filter { !$0.hasLabel }.map(\.id) }

    /// What VoiceOver says, one element a line; a hint follows its element on its own indented line.
    ///
    /// Line breaks inside a label are written `\n` (see ``VoiceOverText/lines``).
    public var lines: [String] { elements.flatMap(\.voiceOver.lines) }

    /// What VoiceOver says with its own words (trait words, `Selected`) in one language.
    public func lines(in words: VoiceOverWords) -> [String] { elements.flatMap { $0.voiceOver(in: words).lines } }

    /// Every part, read or hidden, in layout order, with its id, traits, text style and size.
    ///
    /// A read part: `title [header, staticText] title 28pt | Never miss a reminder. Heading.`
    /// then its hint line, if any. A hidden part: `symbol (hidden: decorative) largeTitle 52pt`.
    public var dump: [String] {
        let read = elements.map { element in
            let traits = AccessibilityTrait.ordered(element.traits).map(\.rawValue).joined(separator: ", ")
            let size = "\(element.sizeStyleName) \(PointSizeText.format(element.pointSize))"
            let spoken = element.voiceOver
            let head = "\(element.id) [\(traits)] \(size) | \(VoiceOverText.oneLine(spoken.text))"
            return (element.id, [head] + spoken.lines.dropFirst())
        }
        let hidden = hiddenParts.map { part in
            (part.id, ["\(part.id) (hidden: \(part.reason)) \(part.sizeStyleName) \(PointSizeText.format(part.pointSize))"])
        }
        return (read + hidden)
            .enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .flatMap(\.element.1)
    }
}
