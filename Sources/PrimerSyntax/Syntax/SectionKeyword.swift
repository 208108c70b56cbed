/// The keywords that start a section.
package enum SectionKeyword: String, CaseIterable, Hashable, Sendable {
    /// `voiceover STATE [dynamic-type SIZE] [reduce-motion]`: what VoiceOver reads in a state.
    case voiceover
    /// `announce FROM -> TO [via EVENT]`: what VoiceOver announces on a transition.
    case announce
    /// `motion FROM -> TO [dynamic-type SIZE] [reduce-motion] [via EVENT]`: the animation timeline of a transition.
    case motion
    /// `sizes STATE [dynamic-type SIZE]`: each part's text style and point size in a state.
    case sizes
    /// `targets STATE [dynamic-type SIZE]`: each interactive part's minimum touch target in a state.
    case targets
    /// `contrast APPEARANCE`: the colours the block sets, each with its WCAG contrast ratio.
    case contrast
    /// `app-dump STATE "PATH" [SCOPE]`: an app's XCUITest accessibility dump, held against the spec's
    /// `voiceover STATE` section and the touch-target rule. Every block's spec may have it.
    case appDump = "app-dump"

    /// The keyword `word` spells, if any: ``init(rawValue:)``, for the parser's every unindented line.
    /// The synthesized initializer looks the word up in a table of every name (about 480 instructions
    /// a line); here the word's length picks the one or three names it can be, each compared once
    /// (equal short strings have equal bits). A test holds the two to the same answers.
    package static func named(_ word: String) -> SectionKeyword? {
        func spelt(_ keyword: SectionKeyword) -> SectionKeyword? {
            keyword.rawValue == word ? keyword : nil
        }
        return switch word.utf8.count {
        case 5: spelt(.sizes)
        case 6: spelt(.motion)
        case 7: spelt(.targets)
        case 8: spelt(.announce) ?? spelt(.contrast) ?? spelt(.appDump)
        case 9: spelt(.voiceover)
        default: nil
        }
    }

    /// The section kinds every block's spec may have, whatever the block lists.
    package static let common: [SectionKeyword] = [.appDump]

    /// How the section header is written.
    package var usage: String {
        switch self {
        case .voiceover: "voiceover STATE [dynamic-type SIZE] [reduce-motion]"
        case .announce: "announce FROM -> TO [via EVENT]"
        case .motion: "motion FROM -> TO [dynamic-type SIZE] [reduce-motion] [via EVENT]"
        case .sizes: "sizes STATE [dynamic-type SIZE]"
        case .targets: "targets STATE [dynamic-type SIZE]"
        case .contrast: "contrast APPEARANCE"
        case .appDump: "app-dump STATE \"PATH\" [identifier-prefix \"PREFIX\" | container \"IDENTIFIER\" | labels \"FIRST\" \"LAST\"]"
        }
    }
}
