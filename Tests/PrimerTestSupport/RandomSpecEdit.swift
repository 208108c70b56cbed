/// Random edits of a spec's bytes, as an editor makes them one keystroke or one command at a time:
/// characters typed and deleted (non-ASCII ones, quotes, tabs, a lone carriage return, an invalid
/// UTF-8 byte, half a character), lines added, removed and duplicated, sections split by a blank
/// line or a new header and merged by deleting one, lines indented and unindented, header fields
/// added. The incremental parse and resolve are held to fresh ones over runs of them.
enum RandomSpecEdit {
    /// What a random edit inserts.
    static let fragments: [[UInt8]] = [
        "a", "x", " ", "  ", "\t", "\"", "#", "-", "é", "\u{201C}", "\u{2019}", "😀", "e\u{301}", "\r", "\n", "\r\n",
        "\n\n", "\n  ", "\n  \"Heading.\"", "\nvoiceover ready\n", "\nvoiceover granted\n  \"Done.\"\n",
        "\nmotion requesting -> granted\n", "ready", " -> ", " reduce-motion", " dynamic-type accessibility3",
        "priority high", "\nfield after\n",
    ].map { Array($0.utf8) } + [[0xFF], [0xE2, 0x80]]

    /// Applies one random edit to `bytes`.
    static func apply(to bytes: inout [UInt8], using random: inout some RandomNumberGenerator) {
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < bytes.count }
        let start = lineStarts.randomElement(using: &random) ?? 0
        let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
        let at = Int.random(in: start...max(start, end - 1), using: &random)
        let newline: [UInt8] = bytes.contains(0x0D) ? [0x0D, 0x0A] : [0x0A]
        switch Int.random(in: 0..<14, using: &random) {
        case 0...4:  // type a fragment
            bytes.insert(contentsOf: fragments.randomElement(using: &random) ?? [], at: at)
        case 5, 6:  // delete one to four bytes (maybe half a character, maybe a line's end: two lines merge)
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...4, using: &random)))
        case 7:  // delete a line
            bytes.removeSubrange(start..<end)
        case 8:  // duplicate a line
            bytes.insert(contentsOf: bytes[start..<end], at: start)
        case 9:  // a blank line: splits a body
            bytes.insert(contentsOf: newline, at: start)
        case 10:  // indent or unindent a line
            if bytes[start..<end].starts(with: [0x20, 0x20]) {
                bytes.removeSubrange(start..<start + 2)
            } else {
                bytes.insert(contentsOf: [0x20, 0x20], at: start)
            }
        case 11:  // a new section header line
            bytes.insert(contentsOf: Array(["voiceover off", "announce ready -> off", "sizes ready",
                                            "voiceover ready dynamic-type accessibility2"]
                .randomElement(using: &random)?.utf8 ?? "".utf8) + newline, at: start)
        case 12:  // a header field in the second line
            let second = lineStarts.count > 1 ? lineStarts[1] : bytes.count
            bytes.insert(contentsOf: Array(["title \"Later\"", "accept one-way-on * \"asked twice\"", "snooze"]
                .randomElement(using: &random)?.utf8 ?? "".utf8) + newline, at: second)
        default:  // replace a line's end: CR LF for LF or back
            if end > start, bytes[end - 1] == 0x0A {
                if end - 2 >= start, bytes[end - 2] == 0x0D {
                    bytes.remove(at: end - 2)
                } else {
                    bytes.insert(0x0D, at: end - 1)
                }
            }
        }
    }

    /// `text` with CR LF line endings.
    static func crlf(_ text: String) -> [UInt8] {
        Array(text.utf8).flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
    }

    /// `bytes` after a UTF-8 byte order mark.
    static func withByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        [0xEF, 0xBB, 0xBF] + bytes
    }
}
