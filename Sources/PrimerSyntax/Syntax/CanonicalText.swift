import Foundation
import PrimerModel

/// The canonical form of spec lines, the one place it is built: each token's canonical text
/// (``Token/canonicalText``) separated by single spaces, indentation and comments dropped. The
/// checker compares a section's lines with what the builders generate in this form.
package enum CanonicalText: Sendable {
    /// The tokens' canonical texts separated by single spaces, copied into one string allocated once.
    static func joined(_ tokens: [Token]) -> String {
        guard tokens.count > 1 else { return tokens.first?.canonicalText ?? "" }
        // Each token read in place: a key path or a `for token in` loop copies every token (its three
        // strings retained and released) to read one property.
        let pieces = tokens.indices.map { tokens[$0].canonicalText }
        let count = pieces.reduce(pieces.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for index in pieces.indices {
                if index > 0 {
                    buffer[offset] = ByteValue.space
                    offset += 1
                }
                var piece = pieces[index]  // `withUTF8` lends a native string's own bytes
                offset += piece.withUTF8 { bytes in
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + bytes.count)]))
                        .copyMemory(from: UnsafeRawBufferPointer(bytes))
                    return bytes.count
                }
            }
            return offset
        }
    }

    /// The canonical text of a line that is not in a file, such as a generated line, or nil when it
    /// does not lex (its tokens name no file).
    static func ofLine(_ line: String) -> String? {
        guard let lexed = try? LineLexer.lex(line, file: "", line: 1) else { return nil }
        return joined(lexed.tokens)
    }

    /// A generated line in canonical form (tokens joined by single spaces), to compare with a body line.
    package static func ofGenerated(_ line: String) -> String {
        switch CanonicalShape(of: line) {
        case .canonical:
            return line
        case .spacedWords:
            return collapsingSpaces(line)
        case .needsLexing:
            // The lexer's canonical text alone: no tokens, locations or file path built.
            return ofLine(line) ?? line
        }
    }

    /// Whether a line is its own canonical form without lexing it: single spaces between tokens and
    /// none at either end, and no tab, comment, backslash or character that must be escaped. Then
    /// every word is itself and every string re-quotes to what is written (nothing in it is
    /// escaped), or the line does not lex, and ``ofGenerated(_:)`` gives it back unchanged either way. Most
    /// generated lines are like this, and a long one is not copied three times over.
    static func isPlainlyCanonical(_ line: String) -> Bool {
        CanonicalShape(of: line) == .canonical
    }

    /// The words of a line of words only (``CanonicalShape/spacedWords``) joined by single spaces.
    static func collapsingSpaces(_ line: String) -> String {
        var line = line
        return line.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { output in
                var count = 0
                var pendingSpace = false
                for byte in bytes {
                    // A run of spaces becomes one, written only when a word follows it (and one has
                    // come before): spaces at either end are dropped.
                    if byte == ByteValue.space {
                        pendingSpace = count > 0
                        continue
                    }
                    if pendingSpace {
                        output[count] = ByteValue.space
                        count += 1
                        pendingSpace = false
                    }
                    output[count] = byte
                    count += 1
                }
                return count
            }
        }
    }

    /// A body line's canonical text (``BodyLine/canonicalText``), without re-quoting its strings when
    /// they need no escape: then each token's canonical text is its source text.
    ///
    /// A string token with no backslash holds its value as written, and when nothing in it must be
    /// escaped (no tab or other control character, no line or paragraph separator: see
    /// ``CanonicalShape``), re-quoting the value gives the same text. (It cannot hold a `"`.)
    static func of(_ line: BodyLine) -> String {
        ofPlainTokens(line.tokens) ?? line.canonicalText
    }

    /// Tokens' canonical texts joined by single spaces when none is a string that needs re-quoting
    /// (then each token's canonical text is its value for a word, its source text for a string);
    /// nil otherwise.
    static func ofPlainTokens(_ tokens: [Token]) -> String? {
        // A word's canonical text is its value (which is also its source text).
        if tokens.count == 1, let token = tokens.first {
            if token.isWord { return token.value }
            return CanonicalShape.isPlainLiteral(token.text) ? token.text : nil
        }
        guard tokens.allSatisfy({ $0.isWord || CanonicalShape.isPlainLiteral($0.text) }) else { return nil }
        return tokens.map { $0.isWord ? $0.value : $0.text }.joined(separator: " ")
    }

    /// Whether two lines are the same bytes once the spaces they start with are left out: then they
    /// lex to the same tokens (indentation is only spaces and moves no token's text or value).
    static func sameAfterIndentation(_ line: String, _ other: String) -> Bool {
        let compared = line.utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                let start = bytes.firstIndex { $0 != ByteValue.space } ?? bytes.count
                let otherStart = otherBytes.firstIndex { $0 != ByteValue.space } ?? otherBytes.count
                let count = bytes.count - start
                guard count == otherBytes.count - otherStart else { return false }
                guard count > 0, let base = bytes.baseAddress, let otherBase = otherBytes.baseAddress else { return true }
                return memcmp(base + start, otherBase + otherStart, count) == 0
            }
        }
        return (compared ?? nil)
            ?? line.utf8.drop { $0 == ByteValue.space }.elementsEqual(other.utf8.drop { $0 == ByteValue.space })
    }

    /// Whether a body line's canonical text (``of(_:)``) is `canonical`, byte for byte,
    /// found without building it: each token's canonical text in turn, single spaces between them.
    static func of(_ line: BodyLine, is canonical: String) -> Bool {
        var canonical = canonical
        return canonical.withUTF8 { bytes in
            var offset = 0
            let tokens = line.tokens
            for index in tokens.indices {
                if index > 0 {
                    guard offset < bytes.count, bytes[offset] == ByteValue.space else { return false }
                    offset += 1
                }
                // A word's canonical text is its value; a plain string's is its source text (the token
                // read in place, not copied).
                var text = tokens[index].isWord ? tokens[index].value
                    : CanonicalShape.isPlainLiteral(tokens[index].text) ? tokens[index].text : tokens[index].canonicalText
                let length = text.withUTF8 { piece -> Int? in
                    guard piece.count <= bytes.count - offset else { return nil }
                    guard let pieceBase = piece.baseAddress, let base = bytes.baseAddress else { return piece.count }
                    return memcmp(pieceBase, base + offset, piece.count) == 0 ? piece.count : nil
                }
                guard let length else { return false }
                offset += length
            }
            return offset == bytes.count
        }
    }

    /// The canonical text of each expected line (``BodyLine/canonicalText``), taken from the generated
    /// line at the same place when the two are known to be the same, so that it is not built.
    ///
    /// They are the same when the spec's line, after its indentation, is the generated line or its
    /// canonical form byte for byte (the line's tokens are then what the generated text lexes to;
    /// ``ofGenerated(_:)`` gives the lexer's canonical form, and a canonical form
    /// is its own), or when its tokens spell the canonical form (``of(_:is:)``).
    package static func expected(_ expected: [BodyLine], in file: SpecFile?, generated: [String],
                         canonical: [String]) -> [String] {
        expected.indices.map { index in
            let line = expected[index]
            guard index < canonical.count else { return of(line) }
            if let source = file?.line(line.line)?.text,
               sameAfterIndentation(source, generated[index])
                || sameAfterIndentation(source, canonical[index]) {
                return canonical[index]
            }
            return of(line, is: canonical[index])
                ? canonical[index] : of(line)
        }
    }
}

extension Token {
    /// The token in canonical form, for comparing lines regardless of how they were written.
    ///
    /// A word is itself. A string is re-quoted from its decoded ``value``: `"` and `\` are
    /// escaped as `\"` and `\\`, newline and tab as `\n` and `\t`, any other control
    /// character and U+2028/U+2029 as `\u{…}` (uppercase hex); every other character,
    /// including curly quotes, emoji and right-to-left text, is written verbatim.
    package var canonicalText: String {
        switch kind {
        case .word: value
        // A string with nothing to escape is usually written as its canonical form already: then its
        // source text is given back rather than re-quoted into a new string.
        case .string: StringLiteral.isQuoted(value, as: text) ? text : StringLiteral.quoted(value)
        }
    }
}

/// What a generated line needs to become canonical, found by one pass over its UTF-8 bytes rather
/// than by lexing it (which looks up every scalar and builds a token for every word).
///
/// Lines of aligned columns (motion, sizes, targets) are words with runs of spaces between them;
/// VoiceOver lines are strings with nothing to escape. Both are settled here; only a line with a
/// tab, `#`, a backslash, a character that must be escaped or a byte order mark, or a string with
/// runs of spaces around it, is lexed.
enum CanonicalShape: Equatable {
    /// Already canonical: single spaces between tokens, none at either end, nothing that lexes
    /// differently from how it is written (or a line that does not lex, which stays as it is).
    case canonical
    /// Words only (no `"`), some separated by more than one space or with spaces at an end: the
    /// lexer's tokens are exactly the runs of non-space bytes.
    case spacedWords
    /// Anything else: lexed, as the parser reads spec lines.
    case needsLexing

    /// The shape of a line.
    init(of line: String) {
        self = line.utf8.withContiguousStorageIfAvailable(Self.init(bytes:))
            ?? Array(line.utf8).withUnsafeBufferPointer(Self.init(bytes:))
    }

    /// Whether a string token's source text (quotes included) is its canonical text: it holds no
    /// backslash, so its value is what is written between its quotes (which holds no `"`, or the
    /// string would have ended there), and nothing in that value needs an escape.
    static func isPlainLiteral(_ text: String) -> Bool {
        let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte < 0x80 {
                    // Controls (tab included), backslash, DEL.
                    if byte < 0x20 || byte == 0x5C || byte == 0x7F { return false }
                } else if needsEscape(bytes, endingAt: index) {
                    return false
                }
            }
            return true
        }
        return text.utf8.withContiguousStorageIfAvailable(scan) ?? Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// Whether the byte at `index` ends a character that must be escaped and is not ASCII: a C1
    /// control (U+0080–U+009F, UTF-8 `C2 80`–`C2 9F`) or the line or paragraph separator (U+2028,
    /// U+2029: `E2 80 A8`, `E2 80 A9`), the ones ``StringLiteral/needsEscape(_:)`` names beyond ASCII.
    /// A String's UTF-8 is valid, so the bytes before a continuation byte are its own character's.
    fileprivate static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, endingAt index: Int) -> Bool {
        let byte = bytes[index]
        if (0x80...0x9F).contains(byte) { return index >= 1 && bytes[index - 1] == 0xC2 }
        if byte == 0xA8 || byte == 0xA9 { return index >= 2 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80 }
        return false
    }

    /// The shape of a line's UTF-8 bytes.
    ///
    /// The characters the lexer treats specially are all ASCII except three: the C1 controls, the
    /// line and paragraph separators (``needsEscape(_:endingAt:)``) and the byte order mark (U+FEFF:
    /// `EF BB BF`, ``ScalarClass/byteOrderMark``). Continuation bytes are never ASCII, so looking at
    /// bytes alone cannot mistake part of a character for a space.
    ///
    /// Eight bytes of ASCII are looked at in one go (``Scan/word(_:)``); a word with a byte that is
    /// not ASCII, and the bytes after the last whole word, one by one (``Scan/byte(at:in:)``).
    init(bytes: UnsafeBufferPointer<UInt8>) {
        var scan = Scan()
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if word & Scan.highBits == 0 {
                    if !scan.word(word) {
                        self = .needsLexing
                        return
                    }
                } else {
                    for at in index..<(index + 8) where !scan.byte(at: at, in: bytes) {
                        self = .needsLexing
                        return
                    }
                }
                index += 8
            }
        }
        for at in index..<bytes.count where !scan.byte(at: at, in: bytes) {
            self = .needsLexing
            return
        }
        if scan.previousWasSpace && !bytes.isEmpty { scan.spacedPlainly = false }
        self = scan.spacedPlainly ? .canonical : scan.hasQuote ? .needsLexing : .spacedWords
    }

    /// What the scan of a line has seen so far.
    private struct Scan {
        var spacedPlainly = true
        var hasQuote = false
        /// Whether the last byte seen was a space (true at the start: a leading space is not plain).
        var previousWasSpace = true

        /// The top bit of each byte of a word: set in a byte that is not ASCII.
        static let highBits: UInt64 = 0x8080_8080_8080_8080
        /// The low seven bits of each byte.
        static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        /// One in each byte.
        static let ones: UInt64 = 0x0101_0101_0101_0101

        /// The top bit set in exactly the bytes of `word` that are zero (its other bits clear); the word
        /// is ASCII or not, no byte carries into the next.
        static func zeroBytes(_ word: UInt64) -> UInt64 {
            ~(((word & lowBits) &+ lowBits) | word | lowBits)
        }

        /// The top bit set in exactly the bytes of `word` that are `byte`.
        static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
            zeroBytes(word ^ (ones &* UInt64(byte)))
        }

        /// Eight bytes of ASCII (`word`, the first byte lowest): false when one needs lexing (a control,
        /// tab included, `#`, a backslash or DEL), else what they hold noted.
        mutating func word(_ word: UInt64) -> Bool {
            // Below 0x20: adding 0x60 to the low seven bits leaves the top bit clear only there.
            let controls = ~((word & Self.lowBits) &+ (Self.ones &* 0x60)) & Self.highBits
            let special = controls | Self.bytes(word, equalTo: 0x23) | Self.bytes(word, equalTo: 0x5C)
                | Self.bytes(word, equalTo: 0x7F)
            if special != 0 { return false }
            if Self.bytes(word, equalTo: 0x22) != 0 { hasQuote = true }
            let spaces = Self.bytes(word, equalTo: 0x20)
            // A space right after a space: in the word (a byte's bit and the next byte's), or across
            // the start of the word.
            if spaces & (spaces >> 8) != 0 || (previousWasSpace && spaces & 0x80 != 0) { spacedPlainly = false }
            previousWasSpace = spaces >> 63 != 0
            return true
        }

        /// The byte at `index`, looked at alone: false when it needs lexing, else what it is noted.
        mutating func byte(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let byte = bytes[index]
            if byte == 0x20 {
                if previousWasSpace { spacedPlainly = false }
                previousWasSpace = true
                return true
            }
            previousWasSpace = false
            if byte < 0x80 {
                if byte == 0x22 {
                    hasQuote = true
                } else if byte < 0x20 || byte == 0x23 || byte == 0x5C || byte == 0x7F {
                    // Controls (tab included), #, backslash, DEL.
                    return false
                }
            } else if CanonicalShape.needsEscape(bytes, endingAt: index)
                || (byte == 0xBF && index >= 2 && bytes[index - 2] == 0xEF && bytes[index - 1] == 0xBB) {
                return false
            }
            return true
        }
    }

    /// The shape as the byte-by-byte scan alone finds it: what ``init(bytes:)`` gives, eight bytes at a
    /// time where it can (kept to hold it to).
    static func byteByByte(_ line: String) -> CanonicalShape {
        Array(line.utf8).withUnsafeBufferPointer { bytes in
            var scan = Scan()
            for index in bytes.indices where !scan.byte(at: index, in: bytes) { return .needsLexing }
            if scan.previousWasSpace && !bytes.isEmpty { scan.spacedPlainly = false }
            return scan.spacedPlainly ? .canonical : scan.hasQuote ? .needsLexing : .spacedWords
        }
    }
}
