import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Which words an announcement says, taken from the content or the phase it leads to.
public enum AnnouncedText: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The granted title, or the limited title for photos shared in part.
    case resultTitle
    /// The denied title.
    case deniedTitle
    /// The request error's message.
    case errorMessage

    /// The words for a phase the block moved to; nil when the phase does not have them.
    public func text(content: PrimerContent, phase: PrimerPhase) -> String? {
        switch (self, phase) {
        case (.resultTitle, .granted(let status)): content.resultTitle(for: status)
        case (.deniedTitle, .denied): content.deniedTitle
        case (.errorMessage, .failed(let message)): message
        default: nil
        }
    }

    /// The case name, as written in dumps and spec files.
    public var description: String { rawValue }
}
