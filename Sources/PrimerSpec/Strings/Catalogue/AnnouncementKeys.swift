import PrimerSyntax

/// Hands out a model's announcement keys: one key per distinct text, the short key
/// (`PREFIX.announcement.STATE`, STATE being where the transition leads) to the first text announced
/// on entering a state, `PREFIX.announcement.TO.FROM.EVENT` to another, a number after a clash.
struct AnnouncementKeys {
    /// The first part of every key, such as `primer.notifications`.
    var prefix: String
    private var keyByText: [String: String] = [:]
    private var used: Set<String> = []

    /// Creates an empty allocator.
    init(prefix: String) {
        self.prefix = prefix
    }

    /// The key for a text announced on a transition: the text's key if it has one, else a new one.
    mutating func key(for text: String, on transition: TransitionName) -> String {
        if let key = keyByText[text] { return key }
        var key = "\(prefix).announcement.\(transition.to)"
        if used.contains(key) { key = "\(prefix).announcement.\(transition.to).\(transition.from).\(transition.via)" }
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
