/// An accessibility trait of an element, as VoiceOver knows it (UIKit's `UIAccessibilityTraits`).
///
/// The cases are declared in the order VoiceOver speaks their words (the VoiceOver text form (Docs/SpokenStrings.md)).
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The element cannot be used now; spoken "Dimmed.".
    case notEnabled
    /// The element acts when activated; spoken "Button.".
    case button
    /// The element starts a section; spoken "Heading.".
    case header
    /// The element opens a link; spoken "Link.".
    case link
    /// The element's value can be swiped up and down; spoken "Adjustable.".
    case adjustable
    /// The element is a picture; spoken "Image.".
    case image
    /// The element is a search field; spoken "Search Field.".
    case searchField
    /// The element is selected; a `Selected: ` prefix rather than a trailing word.
    case selected
    /// Plain text that does not change; adds no words.
    case staticText
    /// Content that changes often, such as a timer; adds no words.
    case updatesFrequently
    /// The element plays its own sound when activated; adds no words.
    case playsSound

    /// The word VoiceOver says in English after the description, ending in `.`; nil for traits that
    /// add none. Other languages: ``VoiceOverWords/word(for:)``.
    public var spokenWord: String? { VoiceOverWords.english.word(for: self) }

    /// The traits of a set in declaration order, which is also the spoken order.
    public static func ordered(_ traits: Set<AccessibilityTrait>) -> [AccessibilityTrait] {
        // The set's own traits sorted, rather than every case looked up in it: a look-up hashes the
        // case's name, and every VoiceOver line orders its element's traits.
        traits.sorted { $0.declarationOrder < $1.declarationOrder }
    }

    /// The case's place in ``allCases``, which is the order the cases are declared in.
    public var declarationOrder: Int {
        switch self {
        case .notEnabled: 0
        case .button: 1
        case .header: 2
        case .link: 3
        case .adjustable: 4
        case .image: 5
        case .searchField: 6
        case .selected: 7
        case .staticText: 8
        case .updatesFrequently: 9
        case .playsSound: 10
        }
    }

    /// The case name, as written in dumps and spec files.
    public var description: String { rawValue }
}

/// The name the brief gave ``AccessibilityTrait``; in files that import Swift Testing (which has its
/// own `Trait`), write `AccessibilityTrait`.
public typealias Trait = AccessibilityTrait
