import PrimerAccessibility

/// What an element type means for VoiceOver, as far as a dump shows it (the VoiceOver text form (Docs/SpokenStrings.md), §13).
///
/// A dump lists no traits, so the trait words come from the element type (PrimerSpec's table,
/// below) and the flags: `Disabled` is "Dimmed.", `Selected` the `Selected: ` prefix. The heading
/// trait never shows: a heading is a plain `StaticText`.
///
/// | types | trait | VoiceOver word |
/// | --- | --- | --- |
/// | Button, ToolbarButton, MenuButton, PopUpButton | button | Button. |
/// | Link | link | Link. |
/// | Slider, PickerWheel | adjustable | Adjustable. |
/// | Image, Icon | image | Image. |
/// | SearchField | search field | Search Field. |
/// | TextField, SecureTextField | (none in UIKit's traits) | Text Field., Secure Text Field. |
/// | StaticText | static text | (none) |
extension DumpElement {
    /// Types read as buttons.
    static let buttonTypes: Set<String> = ["Button", "ToolbarButton", "MenuButton", "PopUpButton"]
    /// Types VoiceOver adjusts by swiping up and down.
    static let adjustableTypes: Set<String> = ["Slider", "PickerWheel"]
    /// Types read as pictures.
    static let imageTypes: Set<String> = ["Image", "Icon"]
    /// Controls whose spoken role the the VoiceOver text form (Docs/SpokenStrings.md) text form has no word for ("Switch button", "Text field").
    static let otherControlTypes: Set<String> = [
        "Switch", "Toggle", "TextField", "SecureTextField", "TextView", "SegmentedControl", "Stepper", "RadioButton",
        "CheckBox", "DatePicker", "Picker", "ComboBox", "DisclosureTriangle", "Key", "Tab", "MenuItem",
        "IncrementArrow", "DecrementArrow", "ColorWell",
    ]
    /// Types that read as one element whatever they hold: their children are not read on their own.
    static let leafTypes: Set<String> = [
        "StaticText", "ActivityIndicator", "ProgressIndicator", "PageIndicator", "LevelIndicator", "RatingIndicator",
        "ValueIndicator",
    ]

    /// The traits the type and flags show: a role from the type, `notEnabled` for `Disabled`,
    /// `selected` for `Selected`.
    package var shownTraits: Set<AccessibilityTrait> {
        var traits: Set<AccessibilityTrait> = []
        if Self.buttonTypes.contains(type) { traits.insert(.button) }
        if type == "Link" { traits.insert(.link) }
        if Self.adjustableTypes.contains(type) { traits.insert(.adjustable) }
        if Self.imageTypes.contains(type) { traits.insert(.image) }
        if type == "SearchField" { traits.insert(.searchField) }
        if type == "StaticText" { traits.insert(.staticText) }
        if isDisabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Whether a person can act on the element: a button, link, adjustable, search field or other control.
    package var isInteractive: Bool {
        Self.buttonTypes.contains(type) || type == "Link" || Self.adjustableTypes.contains(type) || type == "SearchField"
            || Self.otherControlTypes.contains(type)
    }

    /// Whether the type reads as one element, its children not on their own (controls, text, images, indicators).
    package var readsAsOne: Bool {
        isInteractive || Self.leafTypes.contains(type) || Self.imageTypes.contains(type)
    }

    /// Whether the element is a control whose spoken role the text form has no word for.
    package var hasUnwrittenRole: Bool { Self.otherControlTypes.contains(type) && textFieldWord == nil }

    /// Text entry types and the words VoiceOver says for their role ("text field", "secure text
    /// field"), written as the text form writes its trait words (`Search Field.`).
    static let textFieldWords: [String: String] = ["TextField": "Text Field.", "SecureTextField": "Secure Text Field."]

    /// The role word of a text field or secure field; nil for other types.
    package var textFieldWord: String? { Self.textFieldWords[type] }

    /// Whether VoiceOver reads the placeholder where the field has no value (text, secure and search fields).
    package var readsPlaceholder: Bool { textFieldWord != nil || type == "SearchField" }

    /// What VoiceOver reads for the field's contents: its value, else its placeholder.
    package var spokenValue: String? {
        guard readsPlaceholder, value?.isEmpty ?? true else { return value }
        return placeholderValue ?? value
    }

    /// The element's name in messages: its label, else (for a field) what VoiceOver reads in its place.
    package var spokenName: String {
        if let label, !label.isEmpty { return label }
        return readsPlaceholder ? spokenValue ?? "" : ""
    }

    /// What VoiceOver says for the element, in the spoken form PrimerSpec writes, from what the dump
    /// shows: a field's placeholder stands in for its empty value, and a text or secure field ends in
    /// its role word.
    package var voiceOver: VoiceOverText {
        var spoken = VoiceOverText(label: label ?? "", value: spokenValue, traits: shownTraits)
        if let word = textFieldWord {
            let text = spoken.text
            spoken.text = text.isEmpty ? word : text + (text.unicodeScalars.last == "." ? " " : ". ") + word
        }
        return spoken
    }

    /// Whether the value ends in `...`, which is how a dump cuts a long value short.
    package var valueMayBeCut: Bool { value?.hasSuffix(Self.cutMark) ?? false }

    /// The mark a dump ends a cut value with.
    package static let cutMark = "..."
}
