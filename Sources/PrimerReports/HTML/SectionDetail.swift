import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// What a section describes, as values from the block's model rather than lines: what the HTML page
/// draws (a reading list, a timeline, a table across sizes) beside the check's verdict.
package enum SectionDetail: Hashable, Sendable {
    /// What VoiceOver finds: elements in reading order with their traits and hints, and the parts it
    /// skips; read with VoiceOver's words in the spec's language.
    case voiceover(AccessibilityTree, words: VoiceOverWords = .english)
    /// What is announced on a transition.
    case announce([Announcement])
    /// A transition's timeline with full motion and under Reduce Motion.
    case motion(MotionComparison)
    /// Each part's point size at every Dynamic Type size.
    case sizes(SizeTable)
    /// Each interactive part's minimum touch target.
    case targets([TouchTarget])
    /// The colour pairs and their contrast ratios.
    case contrast([ContrastPair])

    /// The detail of a section target, from the model the spec describes.
    package static func of(_ target: SectionTarget, model: any BlockModel) -> SectionDetail {
        switch target {
        case .voiceover(let state, let environment):
            .voiceover(model.tree(state: state, environment: environment), words: model.language.words)
        case .announce(let transition):
            .announce(model.announcements(for: transition))
        case .motion(let transition, let environment):
            .motion(MotionComparison(transition: transition, environment: environment, model: model))
        case .sizes(let state, let environment):
            .sizes(SizeTable(state: state, checkedSize: environment.dynamicTypeSize, model: model))
        case .targets(let state, let environment):
            .targets(model.targets(state: state, environment: environment))
        case .contrast(let appearance):
            .contrast(model.contrast(appearance: appearance))
        case .appDump(let dump):
            // What the app's screen is held against: the model's reading of the same state.
            .voiceover(model.tree(state: dump.state, environment: dump.environment), words: model.language.words)
        }
    }

    /// The detail of every section of a resolved spec, keyed by its file and header line.
    package static func all(in spec: ResolvedSpec) -> [SectionKey: SectionDetail] {
        var details: [SectionKey: SectionDetail] = [:]
        for section in spec.sections {
            details[SectionKey(file: spec.file.path, line: section.syntax.headerLine)] = of(section.target,
                                                                                            model: spec.model)
        }
        return details
    }
}
