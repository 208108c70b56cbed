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
        generated(for: target, model: model).aligned
    }

    /// The body lines for a section, with the canonical text of those whose writer knows it (for
    /// the checker, which compares lines in canonical form).
    package static func generated(for target: SectionTarget, in spec: ResolvedSpec) -> GeneratedLines {
        generated(for: target, model: spec.model)
    }

    /// The body lines a block model gives for a section target, with the canonical text of those
    /// whose writer knows it: the column writers' (targets, contrast, sizes) and plain VoiceOver
    /// lines. Timeline and announcement lines are written elsewhere and made canonical by the checker.
    package static func generated(for target: SectionTarget, model: any BlockModel) -> GeneratedLines {
        generated(for: target, model: model, voiceOver: nil)
    }

    /// ``generated(for:model:)`` with the model's VoiceOver writer when the caller has it already (the
    /// checker makes one for all of a spec's sections: a model's language is copied on each request);
    /// nil makes one from the model's language.
    static func generated(for target: SectionTarget, model: any BlockModel, voiceOver: VoiceOverLines?) -> GeneratedLines {
        switch target {
        case .voiceover(let state, let environment):
            let writer = voiceOver ?? VoiceOverLines(words: model.language.words)
            return writer.generated(model.tree(state: state, environment: environment).elements, words: writer.words)
        case .announce(let transition):
            return GeneratedLines(aligned: model.announcements(for: transition).map(announcementLine))
        case .motion(let transition, let environment):
            return GeneratedLines(aligned: model.timeline(for: transition, environment: environment).lines)
        case .sizes(let state, let environment):
            return SizeLines.generated(model.tree(state: state, environment: environment))
        case .targets(let state, let environment):
            return ColumnLines.generated(model.targets(state: state, environment: environment).map(\.columns))
        case .contrast(let appearance):
            return ColumnLines.generated(model.contrast(appearance: appearance).map(\.columns))
        case .appDump:
            // Nothing is generated: the dump is held against the spec's voiceover section (and the
            // recorder leaves the section alone).
            return GeneratedLines(aligned: [])
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
