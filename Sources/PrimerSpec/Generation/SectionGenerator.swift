import Foundation
import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Generates a section's body from the spec's block model: the lines a spec should hold.
///
/// The same lines feed the checker (compared token by token) and the recorder (written as is).
package enum SectionGenerator {
    /// The body lines for a section, without indentation, in spec syntax.
    package static func lines(for target: SectionTarget, in spec: ResolvedSpec) -> [String] {
        lines(for: target, model: spec.model)
    }

    /// The body lines a block model gives for a section target.
    package static func lines(for target: SectionTarget, model: any BlockModel) -> [String] {
        switch target {
        case .voiceover(let state, let environment):
            voiceOverLines(model.tree(state: state, environment: environment), words: model.language.words)
        case .announce(let transition):
            model.announcements(for: transition).map(announcementLine)
        case .motion(let transition, let environment):
            model.timeline(for: transition, environment: environment).lines
        case .sizes(let state, let environment):
            SizeLines.lines(model.tree(state: state, environment: environment))
        case .targets(let state, let environment):
            ColumnLines.aligned(model.targets(state: state, environment: environment).map(\.columns))
        case .contrast(let appearance):
            ColumnLines.aligned(model.contrast(appearance: appearance).map(\.columns))
        case .appDump:
            // Nothing is generated: the dump is held against the spec's voiceover section (and the
            // recorder leaves the section alone).
            []
        }
    }

    /// Each element as a quoted line, its hint (if any) on a `hint` line below, with VoiceOver's
    /// own words in one language (English unless `words` says otherwise).
    package static func voiceOverLines(_ tree: AccessibilityTree, words: VoiceOverWords = .english) -> [String] {
        VoiceOverLines(words: words).lines(tree.elements, words: words)
    }

    /// `"TEXT" priority PRIORITY`.
    package static func announcementLine(_ announcement: Announcement) -> String {
        announcement.description
    }
}
