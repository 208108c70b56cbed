/// Fits a text report to a terminal's width: each line longer than the width is wrapped at spaces,
/// its continuation lines indented four spaces past the line's own indent; a word longer than a
/// line is cut. Only for a terminal: files and CI logs keep every line whole, so they can be searched.
package struct TerminalWrapping: Sendable, Hashable {
    /// The terminal's width in columns.
    package var width: Int

    /// Wraps to `width` columns (at least 20, so a narrow window still shows words).
    package init(width: Int) { self.width = max(width, 20) }

    /// The text with every line fitted; colour escapes take no columns.
    package func wrap(_ text: String) -> String {
        let endsWithNewline = text.hasSuffix("\n")
        let body = endsWithNewline ? String(text.dropLast()) : text
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(line: String($0)) }
        return lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    /// One line as the lines it wraps into.
    func wrap(line: String) -> [String] {
        guard Self.columns(line) > width else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        let continuation = String(repeating: " ", count: min(indent + 4, width / 2))
        var result: [String] = []
        var current = String(line.prefix(indent))
        var currentColumns = indent
        var startsLine = true
        for word in line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let wordColumns = Self.columns(String(word))
            let needed = startsLine ? wordColumns : wordColumns + 1
            if !startsLine && currentColumns + needed > width {
                result.append(current)
                current = continuation
                currentColumns = continuation.count
                startsLine = true
            }
            if !startsLine {
                current += " "
                currentColumns += 1
            }
            // A word wider than the room left is cut across lines.
            while Self.columns(String(word)) > width - currentColumns, width - currentColumns > 0 {
                let room = width - currentColumns
                let head = Self.prefix(word, columns: room)
                current += head
                result.append(current)
                word = word.dropFirst(head.count)
                current = continuation
                currentColumns = continuation.count
            }
            current += word
            currentColumns += Self.columns(String(word))
            startsLine = false
        }
        result.append(current)
        return result
    }

    /// The columns a line takes: its characters, colour escapes (`ESC [ … m`) aside.
    static func columns(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }

    /// The longest prefix of `word` that takes at most `columns` columns, escapes kept whole.
    static func prefix(_ word: Substring, columns: Int) -> Substring {
        var taken = 0
        var end = word.startIndex
        var inEscape = false
        for index in word.indices {
            let character = word[index]
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                if taken == columns { break }
                taken += 1
            }
            end = word.index(after: index)
        }
        return word[word.startIndex..<end]
    }
}
