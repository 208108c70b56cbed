import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The String Catalog keys: stable, readable, one namespace per kind.
///
/// `primer.KIND.voiceover.PART.STATE` for an element's label (STATE is the first state it is read
/// in), with `.value` or `.hint` after it for those; `primer.KIND.announcement.STATE` for an
/// announcement, STATE being where the transition leads.
public enum CatalogueKeys {
    /// The key of an element's label, value or hint.
    public static func element(kind: PrimerKind, part: String, firstState: PrimerStateName, piece: ElementPiece) -> String {
        "primer.\(kind).voiceover.\(part).\(firstState)\(piece.keySuffix)"
    }

    /// The key of an announcement made on entering a state.
    public static func announcement(kind: PrimerKind, to state: PrimerStateName) -> String {
        "primer.\(kind).announcement.\(state)"
    }

    /// The key of an announcement when another one already entering the same state says other words.
    public static func announcement(kind: PrimerKind, transition: TransitionKey) -> String {
        "primer.\(kind).announcement.\(transition.to).\(transition.from).\(transition.via)"
    }
}
