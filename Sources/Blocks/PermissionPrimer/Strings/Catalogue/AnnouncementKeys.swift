import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Hands out a kind's announcement keys: one key per distinct text, the short key
/// (`primer.KIND.announcement.STATE`) to the first text announced on entering a state.
struct AnnouncementKeys {
    /// The kind the keys belong to.
    var kind: PrimerKind
    private var keyByText: [String: String] = [:]
    private var used: Set<String> = []

    /// Creates an empty allocator.
    init(kind: PrimerKind) {
        self.kind = kind
    }

    /// The key for a text announced on a transition: the text's key if it has one, else a new one.
    mutating func key(for text: String, on transition: TransitionKey) -> String {
        if let key = keyByText[text] { return key }
        var key = CatalogueKeys.announcement(kind: kind, to: transition.to)
        if used.contains(key) { key = CatalogueKeys.announcement(kind: kind, transition: transition) }
        let base = key
        var number = 2
        while used.contains(key) {
            key = "\(base).\(number)"
            number += 1
        }
        keyByText[text] = key
        used.insert(key)
        return key
    }
}
