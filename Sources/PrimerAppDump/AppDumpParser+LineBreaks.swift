import PrimerSyntax

/// An element whose text goes on over the lines below its own: XCUITest writes a line break in a
/// label, identifier or value raw, so `label: 'First line` is followed by a line `second line'`.
///
/// The lines after an element line carry on its text until a line that is a header, a test log
/// line, the `)` closing `Optional(`, a `...` alone, or reads as the start of an element line
/// (spaces, a type word, `, `). The element is read from its lines joined with `\n`; when they do not read as one,
/// the element line is read alone and the lines after it one by one, as they would be without it.
struct PendingElement {
    /// Where the element stands in the dump.
    enum Kind {
        /// The element on the `Attributes:` line.
        case attributes
        /// A line of the element subtree, at its depth.
        case subtree(depth: Int, marked: Bool)
        /// A line of the path to the element.
        case path(marked: Bool)
    }

    /// An element line and the lines after it that may carry on its text.
    struct Lines {
        /// The element's own line, whole.
        var first: String
        /// Its characters.
        var characters: DumpCharacters
        /// Where the element's type starts in it (0-based).
        var start: Int
        /// Its 1-based line number.
        var line: Int
        /// The lines after it, in order (each on the line after the one before).
        var continuation: [String] = []
        /// The UTF-8 bytes of all the lines, with a byte a line break.
        var bytes: Int

        init(first: String, characters: DumpCharacters, start: Int, line: Int) {
            self.first = first
            self.characters = characters
            self.start = start
            self.line = line
            self.bytes = first.utf8.count
        }
    }

    var kind: Kind
    var lines: Lines

    /// Adds the next line (consecutive lines only: the caller ends the element at a line that does
    /// not decode).
    mutating func add(_ text: String, line: Int) {
        lines.continuation.append(text)
        lines.bytes += 1 + text.utf8.count
    }
}

extension AppDumpParser.Reading {
    /// Whether a line carries on the pending element's text.
    func continuesPending(_ text: String) -> Bool {
        guard let pending else { return false }
        if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
        guard pending.lines.bytes + 1 + text.utf8.count <= AppDumpParser.lineLimit,
              !AppDumpParser.Block.allCases.contains(where: { text.hasPrefix($0.rawValue) }),
              Self.testLogLine(text) == nil,
              // An author's `...` for lines left out is refused where it stands, never taken into a value.
              !Self.isElision(text),
              !(openOptional != nil && text == ")") else {
            return false
        }
        return !Self.looksLikeElementLine(text)
    }

    /// Whether a line starts as an element line does: an indent or marker, an element type, `, `.
    /// (A type alone on a line, which XCUITest does not write, is not taken for one here.)
    static func looksLikeElementLine(_ text: String) -> Bool {
        // The indent of a deep tree and a type fit in this many characters. A choice. Only the
        // characters up to the first `, ` are looked at (the indent and markers hold no comma), so
        // the rest of a long line is not made into characters: on a line of one-byte characters
        // the bytes up to it are taken as they are.
        let characters: DumpCharacters
        let bytes = text.utf8.prefix(1024)
        if let comma = bytes.indices.first(where: { bytes[$0] == UInt8(ascii: ",") && bytes.index(after: $0) < bytes.endIndex
                                                     && bytes[bytes.index(after: $0)] == UInt8(ascii: " ") }),
           bytes[...comma].allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            characters = DumpCharacters(text[...bytes.index(after: comma)])
        } else {
            var prefix: [Character] = []
            for character in text.prefix(1024) {
                prefix.append(character)
                if character == " ", prefix.count > 1, prefix[prefix.count - 2] == "," { break }
            }
            characters = DumpCharacters(String(prefix))
        }
        guard let (start, _, _) = elementStart(characters) else { return false }
        var end = start
        while end + 1 < characters.count, !(characters[end] == "," && characters[end + 1] == " ") { end += 1 }
        guard end + 1 < characters.count, end > start else { return false }
        return DumpLineParser.Reader.type(characters.text(start, end)) != nil
    }

    /// Reads the pending element, if any, from its lines, and the lines that did not join it.
    mutating func flushPending() {
        guard var pending else { return }
        self.pending = nil
        // Blank lines after the element are skipped, as blank lines anywhere.
        while let last = pending.lines.continuation.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
            pending.lines.continuation.removeLast()
        }
        read(pending.lines, as: pending.kind)
    }

    /// Reads an element from its lines joined; when they do not read as one, the first alone, and
    /// the others one by one, as lines of their own.
    mutating func read(_ lines: PendingElement.Lines, as kind: PendingElement.Kind) {
        var rest: [String] = []
        let result: Result<DumpElement, Finding>
        if let joined = joined(lines) {
            result = .success(joined)
        } else {
            result = DumpLineParser.parse(lines.characters, from: lines.start, file: path,
                                          line: lines.line)
            rest = lines.continuation
        }
        switch kind {
        case .attributes:
            switch result {
            case .success(let element): dump.attributes = element
            case .failure(let error): diagnostics.append(error)
            }
        case .subtree(let depth, let marked):
            recordSubtree(result, depth: depth, marked: marked)
        case .path(let marked):
            recordPath(result, marked: marked)
        }
        guard !rest.isEmpty else { return }
        let wasJoining = joining
        joining = false
        for (index, text) in rest.enumerated() { consume(text, line: lines.line + 1 + index) }
        joining = wasJoining
    }

    /// The element read from its lines joined with `\n`, or nil when it has no lines after its own
    /// or they do not read as one element.
    func joined(_ lines: PendingElement.Lines) -> DumpElement? {
        guard !lines.continuation.isEmpty else { return nil }
        var characters = lines.characters
        var lineStarts = [0]
        for line in lines.continuation {
            characters.append(DumpCharacters("\n"))
            lineStarts.append(characters.count)
            characters.append(DumpCharacters(line))
        }
        guard case .success(let element) = DumpLineParser.parse(characters, from: lines.start, file: path,
                                                                  line: lines.line, lineStarts: lineStarts) else {
            return nil
        }
        return element
    }
}
