import PrimerAccessibility
import PrimerModel
import PrimerMotion

/// Generates a section's body from the builders: the lines a spec should hold.
///
/// The same lines feed the checker (compared token by token) and the recorder (written as is).
public enum SectionGenerator {
    /// The body lines for a section, without indentation, in spec syntax.
    public static func lines(for target: SectionTarget, transition: Transition?, in spec: ResolvedSpec) -> [String] {
        switch target {
        case .voiceover(let state, let environment):
            let tree = SemanticTreeBuilder().build(
                content: spec.content, phase: state.phase(errorMessage: spec.errorMessage), environment: environment)
            return voiceOverLines(tree)
        case .announce:
            guard let transition else { return [] }
            return AnnouncementPlanner.announcements(for: transition, content: spec.content).map(announcementLine)
        case .motion(_, let environment):
            guard let transition else { return [] }
            return MotionLines.lines(for: transition, content: spec.content, environment: environment)
        case .sizes(let state, let environment):
            let tree = SemanticTreeBuilder().build(
                content: spec.content, phase: state.phase(errorMessage: spec.errorMessage), environment: environment)
            return SizeLines.lines(tree)
        }
    }

    /// Each element as a quoted line, its hint (if any) on a `hint` line below.
    public static func voiceOverLines(_ tree: AccessibilityTree) -> [String] {
        tree.elements.flatMap { element -> [String] in
            let spoken = element.voiceOver
            return [Token.quoted(spoken.text)] + (spoken.hint.map { ["  hint " + Token.quoted($0)] } ?? [])
        }
    }

    /// `"TEXT" priority PRIORITY`.
    public static func announcementLine(_ announcement: Announcement) -> String {
        announcement.description
    }

    /// A generated line in canonical form (tokens joined by single spaces), to compare with a body line.
    static func canonical(_ line: String, file: String) -> String {
        guard let lexed = try? LineLexer.lex(line, file: file, line: 1) else { return line }
        return lexed.tokens.map(\.canonicalText).joined(separator: " ")
    }
}
