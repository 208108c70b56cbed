@testable import PrimerAccessibility
import Testing

/// One row of the VoiceOver text table.
struct VoiceOverCase: Sendable, CustomTestStringConvertible {
    var label: String
    var value: String?
    var hint: String?
    var traits: Set<AccessibilityTrait>
    var text: String
    var spokenHint: String?

    init(_ label: String, value: String? = nil, hint: String? = nil, _ traits: Set<AccessibilityTrait>,
         _ text: String, spokenHint: String? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.text = text
        self.spokenHint = spokenHint
    }

    init(_ label: String, value: String? = nil, _ text: String) {
        self.init(label, value: value, hint: nil, [], text)
    }

    var testDescription: String { text.isEmpty ? "(empty)" : text }
}

@Suite struct VoiceOverTextTests {
    static let cases: [VoiceOverCase] = [
        // The label alone: nothing is appended without trait words.
        VoiceOverCase("Never miss a reminder", "Never miss a reminder"),
        VoiceOverCase("Due dates, Get a nudge.", "Due dates, Get a nudge."),
        // Trait words, each ending in `.`, after a `.` that is added only when missing.
        VoiceOverCase("Continue", [.button], "Continue. Button."),
        VoiceOverCase("Never miss a reminder", [.header], "Never miss a reminder. Heading."),
        VoiceOverCase("Waiting for your answer", [.button, .notEnabled], "Waiting for your answer. Dimmed. Button."),
        VoiceOverCase("Try again.", [.button], "Try again. Button."),
        // Only `.` counts as an ending; `…`, `?` and `!` still get one.
        VoiceOverCase("Limit Access\u{2026}", [.button], "Limit Access\u{2026}. Button."),
        VoiceOverCase("Ready?", [.header], "Ready?. Heading."),
        VoiceOverCase("Go!", [.link], "Go!. Link."),
        // Curly quotes and apostrophes pass through untouched.
        VoiceOverCase("Don\u{2019}t Allow", [.button], "Don\u{2019}t Allow. Button."),
        VoiceOverCase("\u{201C}Reminders\u{201D} asks", [.header], "\u{201C}Reminders\u{201D} asks. Heading."),
        VoiceOverCase("Say \u{201C}hi.\u{201D}", [.button], "Say \u{201C}hi.\u{201D}. Button."),
        // Values.
        VoiceOverCase("Volume", value: "50%", [.adjustable], "Volume: 50%. Adjustable."),
        VoiceOverCase("", value: "50%", "50%"),
        VoiceOverCase("Volume", value: "", "Volume"),
        VoiceOverCase("Status", value: "On.", [.button], "Status: On. Button."),
        // Selected.
        VoiceOverCase("Photos", [.selected, .button], "Selected: Photos. Button."),
        VoiceOverCase("Photos", value: "3", [.selected], "Selected: Photos: 3"),
        VoiceOverCase("", [.selected], "Selected."),
        VoiceOverCase("", [.selected, .button], "Selected. Button."),
        // Every spoken trait, in the fixed order whatever the set's order.
        VoiceOverCase("All", [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled],
                      "All. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field."),
        VoiceOverCase("Photo", [.image], "Photo. Image."),
        VoiceOverCase("Search", [.searchField], "Search. Search Field."),
        // Behavioural traits add no words.
        VoiceOverCase("Timer", [.staticText, .updatesFrequently, .playsSound], "Timer"),
        VoiceOverCase("Play", [.button, .playsSound, .staticText], "Play. Button."),
        // The hint is never merged; it stays its own line.
        VoiceOverCase("Open Settings", hint: "Opens the app\u{2019}s page in Settings.", [.button],
                      "Open Settings. Button.", spokenHint: "Opens the app\u{2019}s page in Settings."),
        VoiceOverCase("Continue", hint: "", [.button], "Continue. Button."),
        // With nothing else to say, the hint takes the description's place.
        VoiceOverCase("", hint: "Double tap to open.", [.button], "Double tap to open. Button."),
        // Nothing at all.
        VoiceOverCase("", ""),
        VoiceOverCase("", [.notEnabled, .button], "Dimmed. Button."),
    ]

    @Test(arguments: cases)
    func rendersDescriptionAndHint(_ row: VoiceOverCase) {
        let spoken = VoiceOverText(label: row.label, value: row.value, hint: row.hint, traits: row.traits)
        #expect(spoken.text == row.text)
        #expect(spoken.hint == row.spokenHint)
        #expect(spoken.description == row.text)
    }

    @Test func hintIsItsOwnIndentedLine() {
        let spoken = VoiceOverText(label: "Open Settings", hint: "Opens Settings.", traits: [.button])
        #expect(spoken.lines == ["Open Settings. Button.", "    hint: Opens Settings."])
        #expect(VoiceOverText(label: "Done", traits: [.button]).lines == ["Done. Button."])
    }

    @Test(arguments: [
        (AccessibilityTrait.notEnabled, "Dimmed."), (.button, "Button."), (.header, "Heading."), (.link, "Link."),
        (.adjustable, "Adjustable."), (.image, "Image."), (.searchField, "Search Field."),
    ])
    func spokenTraitWords(_ trait: AccessibilityTrait, _ word: String) {
        #expect(trait.spokenWord == word)
    }

    @Test(arguments: [AccessibilityTrait.selected, .staticText, .updatesFrequently, .playsSound])
    func silentTraits(_ trait: AccessibilityTrait) {
        #expect(trait.spokenWord == nil)
    }

    @Test func traitsAreOrderedBySpokenOrder() {
        let spokenOrder = AccessibilityTrait.allCases.compactMap(\.spokenWord)
        #expect(spokenOrder == ["Dimmed.", "Button.", "Heading.", "Link.", "Adjustable.", "Image.", "Search Field."])
        #expect(AccessibilityTrait.ordered([.header, .staticText, .notEnabled, .button]) == [.notEnabled, .button, .header, .staticText])
    }
}
