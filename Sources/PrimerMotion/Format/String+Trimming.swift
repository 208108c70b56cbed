extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        // A space or tab character is that one byte: text that neither starts nor ends with such a
        // byte (most text) has nothing to trim, and is copied without walking its characters.
        let text = String(self)
        if let first = text.utf8.first, let last = text.utf8.last,
           ![first, last].contains(where: { $0 == 0x20 || $0 == 0x09 }) {
            return text
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
