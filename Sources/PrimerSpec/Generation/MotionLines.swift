import PrimerAccessibility
import PrimerModel
import PrimerMotion

/// The timeline of a transition as spec lines, with the accessibility module's announcements on it.
public enum MotionLines {
    /// The planned timeline, announcements included.
    public static func timeline(for transition: Transition, content: Content, environment: Environment) -> Timeline {
        let announcements = AnnouncementPlanner.announcements(for: transition, content: content).map {
            TimelineAnnouncement(text: $0.text, priority: $0.priority.rawValue)
        }
        return MotionPlanner.standard.plan(transition, content: content, environment: environment,
                                           announcements: announcements)
    }

    /// One aligned line per track or cue, sorted by start time, each one a valid spec body line.
    public static func lines(for transition: Transition, content: Content, environment: Environment) -> [String] {
        let timeline = timeline(for: transition, content: content, environment: environment)
        return zip(timeline.entries, timeline.lines).map { entry, line in specLine(line, for: entry) }
    }

    /// The timeline's line with an announcement's text written as a spec string.
    ///
    /// The timeline format writes control characters other than `\n`, `\r` and `\t` as they are, and
    /// `\r` as an escape the spec format does not have, so a line quoting such a message (a custom
    /// `error-message`, say) would not parse once recorded. The spec string of the same text does.
    static func specLine(_ line: String, for entry: TimelineEntry) -> String {
        guard case .announcement(let announcement) = entry.cue?.event else { return line }
        let timelineQuoted = timelineQuote(announcement.text)
        let specQuoted = Token.quoted(announcement.text)
        guard timelineQuoted != specQuoted, line.hasSuffix(timelineQuoted) else { return line }
        return String(line.dropLast(timelineQuoted.count)) + specQuoted
    }

    /// Text quoted as the timeline format reads it: `\"`, `\\`, `\n`, `\r` and `\t` escaped, the rest as is.
    static func timelineQuote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The source text of a body line from its first token to its last, as written (any section kind).
    static func sourceText(of line: BodyLine, in file: SpecFile) -> String? {
        guard let first = line.tokens.first, let last = line.tokens.last,
              let text = file.line(line.line)?.text else { return nil }
        let characters = Array(text)
        let start = first.range.lowerBound.column - 1
        let end = last.range.upperBound.column - 1
        guard start >= 0, start <= end, end <= characters.count else { return nil }
        return String(characters[start..<end])
    }

    /// The text of a motion body line as the timeline format reads it, with a map from its columns to
    /// the source line's.
    ///
    /// It is the source from the first token to the last, as written, except that a string written
    /// with an escape the timeline format does not know (such as `\u{2019}`, which the spec format
    /// allows) is re-quoted in the timeline's escapes: the spec says a string's escapes do not matter.
    /// A column inside a re-quoted string maps to the string's first column.
    static func timelineText(of line: BodyLine, in file: SpecFile) -> (text: String, sourceColumn: (Int) -> Int)? {
        guard let source = file.line(line.line)?.text, let first = line.tokens.first else { return nil }
        let characters = Array(source)
        var pieces: [(text: String, column: Int, isRequoted: Bool)] = []
        var column = first.range.lowerBound.column
        for token in line.tokens {
            let (start, end) = (token.range.lowerBound.column, token.range.upperBound.column)
            guard token.range.lowerBound.line == line.line, column <= start, start <= end,
                  end - 1 <= characters.count else { return nil }
            if column < start { pieces.append((String(characters[(column - 1)..<(start - 1)]), column, false)) }
            let written = String(characters[(start - 1)..<(end - 1)])
            let requoted = token.isString ? timelineQuote(token.value) : written
            pieces.append((requoted, start, requoted != written))
            column = end
        }
        let text = pieces.map(\.text).joined()
        let counted = pieces.map { (count: $0.text.count, column: $0.column, isRequoted: $0.isRequoted) }
        let end = column
        return (text, { target in
            var offset = 0
            for piece in counted {
                if target <= offset + piece.count {
                    return piece.isRequoted ? piece.column : piece.column + (target - offset - 1)
                }
                offset += piece.count
            }
            return end + (target - offset - 1)
        })
    }

    /// The entry a motion body line holds, or a located error.
    static func entry(of line: BodyLine, in file: SpecFile) -> Result<TimelineEntry, Diagnostic> {
        let start = line.range.lowerBound
        let (text, sourceColumn) = timelineText(of: line, in: file)
            ?? (line.canonicalText, { start.column + $0 - 1 })
        switch TimelineFormat.parse(text) {
        case .success(let entry):
            return .success(entry)
        case .failure(let error):
            let location = SourceLocation(file: start.file, line: start.line, column: sourceColumn(error.column))
            let found = error.found == TimelineParseError.endOfLine ? error.found : "'\(error.found)'"
            return .failure(.error("bad motion line: expected \(error.expected); found \(found)",
                                   at: SourceRange(at: location), offendingText: error.found, expected: error.expected))
        }
    }
}
