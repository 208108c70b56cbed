import PrimerSyntax

/// One line of an XCUITest dump: an element with its type, address, frame, attributes and flags,
/// where it sits in the tree, and where it is written (XCUITest's debugDescription format (Docs/AppDumps.md)).
///
/// ```
///     Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 41.0}}, identifier: 'enrollButton', label: 'Enroll', Disabled
/// ```
///
/// Attributes the dump leaves out because they are empty are nil here.
package struct DumpElement: Hashable, Sendable {
    /// The element type as written, such as `Button`, `StaticText` or `Window`.
    package var type: String
    /// The word in parentheses after the type, such as `Main` in `Window (Main)`.
    package var qualifier: String?
    /// The snapshot's address, such as `0x14980ba20`.
    package var address: String?
    /// The process id, written on the application's line (`pid: 8736`).
    package var processID: Int?
    /// The raw trait bitmask older dumps (Xcode 9) wrote as `traits: 8589934592`; not interpreted.
    package var traitsMask: String?
    /// The frame, in points.
    package var frame: DumpFrame?
    /// `identifier: '…'`: the accessibility identifier.
    package var identifier: String?
    /// `label: '…'`: the accessibility label.
    package var label: String?
    /// `placeholderValue: '…'`: a text field's placeholder.
    package var placeholderValue: String?
    /// `value: …`: the value, written without quotes and possibly cut short with `...`.
    package var value: String?
    /// Other `key: '…'` attributes, in order, kept as written.
    package var otherAttributes: [DumpAttribute]
    /// The bare flags, in order, such as `Selected`, `Disabled`, `Keyboard Focused`.
    package var flags: [String]
    /// The depth in the element subtree: 0 for its first line (the application).
    package var depth: Int
    /// The index of the parent in ``AppDump/elements``; nil for a root (and for lines outside the subtree).
    package var parent: Int?
    /// Whether the line is marked `→`, the element the dump was taken of.
    package var isMarked: Bool
    /// From the first character of the type to the end of the line.
    package var range: SourceRange
    /// Where the label's text is written, inside its quotes.
    package var labelRange: SourceRange?
    /// Where the value's text is written.
    package var valueRange: SourceRange?

    /// Creates an element; everything but the type, depth and range is optional.
    package init(type: String, qualifier: String? = nil, address: String? = nil, processID: Int? = nil,
                traitsMask: String? = nil, frame: DumpFrame? = nil, identifier: String? = nil, label: String? = nil,
                placeholderValue: String? = nil, value: String? = nil, otherAttributes: [DumpAttribute] = [],
                flags: [String] = [], depth: Int, parent: Int? = nil, isMarked: Bool = false, range: SourceRange,
                labelRange: SourceRange? = nil, valueRange: SourceRange? = nil) {
        self.type = type
        self.qualifier = qualifier
        self.address = address
        self.processID = processID
        self.traitsMask = traitsMask
        self.frame = frame
        self.identifier = identifier
        self.label = label
        self.placeholderValue = placeholderValue
        self.value = value
        self.otherAttributes = otherAttributes
        self.flags = flags
        self.depth = depth
        self.parent = parent
        self.isMarked = isMarked
        self.range = range
        self.labelRange = labelRange
        self.valueRange = valueRange
    }

    /// The flags XCUITest's debugDescription format (Docs/AppDumps.md) names, and what they mean.
    package static let knownFlags = [selectedFlag, disabledFlag, keyboardFocusedFlag]
    /// The flag of a selected element.
    package static let selectedFlag = "Selected"
    /// The flag of an element that is not enabled (VoiceOver: "Dimmed.").
    package static let disabledFlag = "Disabled"
    /// The flag of the element with keyboard focus.
    package static let keyboardFocusedFlag = "Keyboard Focused"

    /// Whether the element is marked `Selected`.
    package var isSelected: Bool { flags.contains(Self.selectedFlag) }
    /// Whether the element is marked `Disabled`.
    package var isDisabled: Bool { flags.contains(Self.disabledFlag) }
    /// The flags that are not among ``knownFlags``.
    package var unknownFlags: [String] { flags.filter { !Self.knownFlags.contains($0) } }

    /// The 1-based line the element is written on.
    package var line: Int { range.lowerBound.line }

    /// Whether the label or value has something to say.
    package var hasText: Bool {
        [label, value].contains { $0.map { $0.contains { !$0.isWhitespace } } ?? false }
    }

    /// A short form for messages: `Button, label: 'Continue', {{24.0, 730.0}, {345.0, 30.0}}`.
    package var summary: String {
        var parts = [type + (qualifier.map { " (\($0))" } ?? "")]
        if let identifier { parts.append("identifier: '\(identifier)'") }
        if let label { parts.append("label: '\(Self.abbreviated(label))'") }
        if let value { parts.append("value: \(Self.abbreviated(value))") }
        parts += flags
        if let frame { parts.append(frame.description) }
        return parts.joined(separator: ", ")
    }

    /// Text cut to 60 characters with an ellipsis, for messages.
    static func abbreviated(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}

/// An attribute of a dump line that PrimerSpec does not read, such as `title: '…'`, kept as written.
package struct DumpAttribute: Hashable, Sendable {
    /// The key, such as `title`.
    package var key: String
    /// The text between the quotes.
    package var value: String

    /// Creates an attribute.
    package init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
