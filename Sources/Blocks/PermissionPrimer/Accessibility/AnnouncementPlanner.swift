import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Decides what VoiceOver announces as the block changes state.
///
/// Results are announced: granted or limited, denied, a request error, and granted on coming back
/// from Settings. Nothing else is: opening on a status already known, Continue, Done, Open Settings
/// and Not now. Docs/Accessibility.md gives the table and the reasons.
public enum AnnouncementPlanner {
    /// The rule for a kind of transition; nil when it announces nothing.
    public static func rule(for key: TransitionKey) -> AnnouncementRule? {
        switch (key.from, key.via, key.to) {
        case (.requesting, .answer, .granted), (.requesting, .answer, .limited):
            AnnouncementRule(.resultTitle, priority: .high)
        case (.requesting, .answer, .denied):
            AnnouncementRule(.deniedTitle, priority: .high)
        case (.requesting, .error, .failed):
            AnnouncementRule(.errorMessage, priority: .high)
        case (.denied, .returnFromSettings, .granted), (.denied, .returnFromSettings, .limited):
            AnnouncementRule(.resultTitle, priority: .default)
        default:
            nil
        }
    }

    /// The announcements a transition makes, in the order VoiceOver hears them.
    public static func announcements(for transition: PrimerTransition, content: PrimerContent) -> [Announcement] {
        guard let rule = rule(for: transition.key),
              let text = rule.text.text(content: content, phase: transition.to)
        else { return [] }
        return [Announcement(text, priority: rule.priority)]
    }
}
