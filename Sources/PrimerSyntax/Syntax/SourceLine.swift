import Foundation

/// One physical line of a spec file, exactly as it is in the file.
///
/// A file's lines, concatenated with their terminators and preceded by the byte order mark
/// when ``SpecFile/hasByteOrderMark`` is set, give back the original bytes.
///
/// A line that is valid UTF-8 is stored once, as text; ``bytes`` are its UTF-8. Only a line that
/// is not valid UTF-8 keeps its raw bytes.
package struct SourceLine: Hashable, Sendable {
    /// How the content is held: decoded text, or raw bytes that are not valid UTF-8.
    private enum Content: Hashable, Sendable {
        case text(String)
        case bytes([UInt8])
    }

    // Stored in this order (the one-byte terminator last) so a line takes 48 bytes, not 56: a file
    // holds one for each of its lines.
    /// The 1-based line number.
    package var number: Int
    /// Where the line's content (without terminator) sits in the input bytes, BOM included.
    package var byteRange: Range<Int>
    private var content: Content
    /// The line's terminator, or `nil` for a last line that has none.
    package var terminator: LineEnding?

    /// Creates a line; `text` is the content decoded as UTF-8, nil when it is not valid UTF-8.
    package init(number: Int, byteRange: Range<Int>, bytes: [UInt8], terminator: LineEnding?, text: String?) {
        self.number = number
        self.byteRange = byteRange
        self.terminator = terminator
        self.content = text.map(Content.text) ?? .bytes(bytes)
    }

    /// Creates a line from the input's bytes, decoding them once.
    init<Bytes: Collection<UInt8>>(number: Int, byteRange: Range<Int>, content: Bytes, terminator: LineEnding?) {
        self.number = number
        self.byteRange = byteRange
        self.terminator = terminator
        self.content = UTF8Text.validated(content).map(Content.text) ?? .bytes(Array(content))
    }

    /// The line's content bytes, without the terminator.
    package var bytes: [UInt8] {
        get {
            switch content {
            case .text(let text): Array(text.utf8)
            case .bytes(let bytes): bytes
            }
        }
        set { content = UTF8Text.validated(newValue).map(Content.text) ?? .bytes(newValue) }
    }

    /// The content decoded as UTF-8, or `nil` when it is not valid UTF-8.
    package var text: String? {
        get {
            if case .text(let text) = content { return text }
            return nil
        }
        set { content = newValue.map(Content.text) ?? .bytes(bytes) }
    }

    /// The content followed by the terminator bytes: the line exactly as in the file.
    package var rawBytes: [UInt8] {
        bytes + (terminator?.bytes ?? [])
    }

    /// Appends the content and the terminator to `output`, without an intermediate copy.
    package func appendRawBytes(to output: inout [UInt8]) {
        switch content {
        case .text(let text): output.append(contentsOf: text.utf8)
        case .bytes(let bytes): output.append(contentsOf: bytes)
        }
        if let terminator { output.append(contentsOf: terminator.bytes) }
    }

    /// Whether this line, content and terminator, is what `bytes` hold from `offset` on (compared as
    /// memory), so that splitting `bytes` at `offset` would make the same line again.
    func isSpelt(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        func same(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
            let end = offset + content.count
            guard offset >= 0, end <= bytes.count, let base = bytes.baseAddress else { return false }
            if let start = content.baseAddress, !content.isEmpty, memcmp(base + offset, start, content.count) != 0 { return false }
            switch terminator {
            case nil: return end == bytes.count
            case .lf?: return end < bytes.count && bytes[end] == ByteValue.lineFeed
                && (content.last != ByteValue.carriageReturn)
            case .crlf?: return end + 1 < bytes.count && bytes[end] == ByteValue.carriageReturn && bytes[end + 1] == ByteValue.lineFeed
            }
        }
        switch content {
        case .text(var text): return text.withUTF8(same)
        case .bytes(let stored): return stored.withUnsafeBufferPointer(same)
        }
    }

    /// Whether the content holds a byte, without copying it.
    func contains(byte: UInt8) -> Bool {
        switch content {
        case .text(let text): text.utf8.contains(byte)
        case .bytes(let bytes): bytes.contains(byte)
        }
    }

    /// Whether the line holds nothing but spaces and tabs.
    package var isBlank: Bool {
        switch content {
        case .text(let text): text.utf8.allSatisfy { $0 == ByteValue.space || $0 == ByteValue.tab }
        case .bytes(let bytes): bytes.allSatisfy { $0 == ByteValue.space || $0 == ByteValue.tab }
        }
    }

    /// ``isBlank`` and ``isIndented`` in one pass over the bytes, for the parser's every line.
    var blankAndIndented: (isBlank: Bool, isIndented: Bool) {
        func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Bool) {
            let blank = !bytes.contains { $0 != ByteValue.space && $0 != ByteValue.tab }
            let startsWithWhitespace = bytes.first == ByteValue.space || bytes.first == ByteValue.tab
            return (blank, !blank && startsWithWhitespace)
        }
        // Each case's storage lent in place: binding the text to a `var` for `withUTF8` copied the line's
        // content (a retain and a release of its string) for every line of every file.
        switch content {
        case .text(let text):
            return text.utf8.withContiguousStorageIfAvailable(classify) ?? Array(text.utf8).withUnsafeBufferPointer(classify)
        case .bytes(let bytes): return bytes.withUnsafeBufferPointer(classify)
        }
    }

    /// Whether the line starts with a space or a tab (and is not blank).
    package var isIndented: Bool {
        let first: UInt8? = switch content {
        case .text(let text): text.utf8.first
        case .bytes(let bytes): bytes.first
        }
        return !isBlank && (first == ByteValue.space || first == ByteValue.tab)
    }
}
