import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What a section checks, once its header words were understood.
package enum SectionTarget: Hashable, Sendable, CustomStringConvertible {
    /// What VoiceOver reads in a state, in an environment.
    case voiceover(state: String, environment: PrimerEnvironment)
    /// What is announced on a transition.
    case announce(TransitionName)
    /// The timeline of a transition, in an environment.
    case motion(TransitionName, environment: PrimerEnvironment)
    /// Each part's text style and point size in a state, at a Dynamic Type size.
    case sizes(state: String, environment: PrimerEnvironment)
    /// Each interactive part's minimum touch target in a state, at a Dynamic Type size.
    case targets(state: String, environment: PrimerEnvironment)
    /// The colours the block sets and their contrast ratios, in one appearance.
    case contrast(Appearance)
    /// An app's accessibility dump, held against the spec's `voiceover` section for its state.
    case appDump(AppDumpTarget)

    /// The header as the checker prints it, e.g. `motion requesting -> granted reduce-motion`.
    package var description: String {
        func modifiers(_ environment: PrimerEnvironment) -> String {
            var words: [String] = []
            if environment.dynamicTypeSize != .default { words.append("dynamic-type \(environment.dynamicTypeSize)") }
            if environment.reduceMotion { words.append("reduce-motion") }
            return words.map { " " + $0 }.joined()
        }
        switch self {
        case .voiceover(let state, let environment):
            return "voiceover \(state)\(modifiers(environment))"
        case .announce(let key):
            return "announce \(key.from) -> \(key.to) via \(key.via)"
        case .motion(let key, let environment):
            return "motion \(key.from) -> \(key.to)\(modifiers(environment)) via \(key.via)"
        case .sizes(let state, let environment):
            return "sizes \(state)\(modifiers(environment))"
        case .targets(let state, let environment):
            return "targets \(state)\(modifiers(environment))"
        case .contrast(let appearance):
            return "contrast \(appearance)"
        case .appDump(let target):
            return target.description
        }
    }
}

extension SectionTarget {
    /// Whether two targets check the same thing (kind and state, transition or appearance) in
    /// perhaps different environments: `targets ready` and `targets ready dynamic-type xSmall`.
    package func sameSubject(as other: SectionTarget) -> Bool {
        switch (self, other) {
        case (.voiceover(let a, _), .voiceover(let b, _)), (.sizes(let a, _), .sizes(let b, _)),
             (.targets(let a, _), .targets(let b, _)):
            a == b
        case (.motion(let a, _), .motion(let b, _)): a == b
        case (.announce(let a), .announce(let b)): a == b
        case (.contrast(let a), .contrast(let b)): a == b
        default: false
        }
    }
}
