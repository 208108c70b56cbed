import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A finding a spec accepts, with the reason, written `accept RULE PART "why"` in its header
/// (PART `*` for every part, `-` for findings about no part).
package struct AuditAcceptance: Hashable, Sendable {
    /// The rule's id.
    package var rule: String
    /// The part's name, `*` for any, `-` for none.
    package var part: String
    /// Why the finding is accepted.
    package var reason: String
    /// Where the acceptance is written.
    package var location: SourceLocation

    /// Creates an acceptance.
    package init(rule: String, part: String, reason: String, location: SourceLocation) {
        self.rule = rule
        self.part = part
        self.reason = reason
        self.location = location
    }

    /// Whether it accepts a finding of a rule about a part.
    package func matches(rule: String, part: PartID?) -> Bool {
        guard rule == self.rule else { return false }
        switch self.part {
        case "*": return true
        case "-": return part == nil
        default: return part?.description == self.part
        }
    }
}
