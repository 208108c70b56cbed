/// Splits the bytes a client sends into message bodies: each is a header block of `Name: value`
/// lines ended by an empty line, whose `Content-Length` gives the number of body bytes that follow
/// (the Language Server Protocol's base protocol). Lines may end in `\r\n`, as the protocol says, or
/// in `\n` alone, as some clients write them.
///
/// Bytes arrive in pieces of any size; ``append(_:)`` keeps them until a whole message is there.
/// Reading resynchronises at the next `Content-Length: N` line whenever the stream goes wrong, so one
/// bad message never costs the well-formed ones after it:
/// - a header block without a usable `Content-Length` is dropped with a ``Problem``;
/// - bytes where a header should start (what is left of a body longer than its `Content-Length`
///   said, or noise) are skipped up to the next `Content-Length` line, with a ``Problem``; blank
///   lines between messages are skipped silently;
/// - a body that holds a `Content-Length: N` line (a `Content-Length` longer than the body, so
///   that the next message's header fell inside it) is cut there: no JSON text can hold that line,
///   since a JSON string cannot hold a raw line feed and a name outside a string is not JSON.
package struct MessageFramer: Sendable {
    /// Why bytes were dropped or a body cut.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The block had no `Content-Length` header.
        case missingContentLength(header: String)
        /// `Content-Length` was not a non-negative whole number, or more than ``maximumLength``.
        case badContentLength(String)
        /// The header block grew past ``maximumHeaderLength`` bytes without ending.
        case headerTooLong
        /// Bytes that do not start a header block were skipped (their count, and the first of them).
        case skippedBytes(count: Int, first: String)
        /// A body's `Content-Length` reached into the next message's header; the body was cut there.
        case bodyCut(declared: Int, read: Int)

        package var description: String {
            switch self {
            case .missingContentLength(let header):
                "a message header without Content-Length ('\(header)'); expected 'Content-Length: N'"
            case .badContentLength(let value):
                "Content-Length '\(value)' is not a byte count from 0 to \(MessageFramer.maximumLength)"
            case .headerTooLong:
                "a message header longer than \(MessageFramer.maximumHeaderLength) bytes; expected 'Content-Length: N' and an empty line"
            case .skippedBytes(let count, let first):
                "skipped \(count) \(count == 1 ? "byte" : "bytes") that start no message header ('\(first)'); "
                    + "expected 'Content-Length: N', read on at the next one"
            case .bodyCut(let declared, let read):
                "a body said to be \(declared) bytes long met the next 'Content-Length' header after \(read); "
                    + "the body was cut there"
            }
        }
    }

    /// One thing read: a body, or a problem with the bytes (dropped, skipped or cut).
    package enum Item: Hashable, Sendable {
        case message([UInt8])
        case dropped(Problem)
    }

    /// The largest body accepted: 64 MiB (a choice; a spec of that size is far past any real one).
    package static let maximumLength = 64 << 20
    /// The longest header block accepted (a choice; real ones are under 100 bytes).
    package static let maximumHeaderLength = 8_192

    private var buffer: [UInt8] = []
    private var start = 0
    private var pendingLength: Int?
    /// How many bytes of the pending body were searched for a header line already.
    private var scannedBody = 0
    /// A body to hand out after the problem just reported (a cut body).
    private var queuedBody: [UInt8]?

    /// Creates a framer with nothing read.
    package init() {}

    /// Adds bytes read from the client.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next message or problem, or nil until more bytes arrive.
    package mutating func next() -> Item? {
        if let body = queuedBody {
            queuedBody = nil
            return .message(body)
        }
        if pendingLength == nil, let item = readHeader() { return item }
        guard let length = pendingLength else { return nil }
        let available = min(buffer.count - start, length)
        let complete = buffer.count - start >= length
        // The next message's header inside the body: the Content-Length was too long.
        var offset = scannedBody
        while offset < available {
            guard buffer[start + offset] | 0x20 == UInt8(ascii: "c") else {
                offset += 1
                continue
            }
            switch Self.headerLine(in: buffer, at: start + offset) {
            case .found:
                let body = Array(buffer[start..<start + offset])
                pendingLength = nil
                discard(upTo: start + offset)
                queuedBody = body
                return .dropped(.bodyCut(declared: length, read: offset))
            case .incomplete where !complete:
                scannedBody = offset
                return nil
            case .incomplete, .absent:
                offset += 1
            }
        }
        scannedBody = available
        guard complete else { return nil }
        let body = Array(buffer[start..<start + length])
        pendingLength = nil
        discard(upTo: start + length)
        return .message(body)
    }

    /// Whether bytes of an unfinished message are held (for end of input).
    package var hasPartialMessage: Bool { pendingLength != nil || buffer.count > start }

    // MARK: Headers

    /// Reads a header block at ``start``: sets ``pendingLength`` and returns nil, or returns a
    /// problem, or returns nil with nothing set until more bytes arrive.
    private mutating func readHeader() -> Item? {
        // Blank lines between messages are no one's concern.
        while start < buffer.count, [9, 10, 13, 32].contains(buffer[start]) { start += 1 }
        discard(upTo: start)
        guard start < buffer.count else { return nil }
        switch headerStart() {
        case .absent:
            return resynchronise(nil)
        case .incomplete:
            return buffer.count - start > Self.maximumHeaderLength ? resynchronise(.headerTooLong) : nil
        case .found:
            break
        }
        guard let (headerEnd, bodyStart) = headerBlockEnd() else {
            return buffer.count - start > Self.maximumHeaderLength ? resynchronise(.headerTooLong) : nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        switch Self.contentLength(in: header) {
        case .success(let length):
            discard(upTo: bodyStart)
            pendingLength = length
            scannedBody = 0
            return nil
        case .failure(let problem):
            // A Content-Length line later in the block: the block began with a message's leftovers.
            if let later = Self.firstHeaderLine(in: buffer, from: start + 1, to: bodyStart).found {
                return skip(to: later)
            }
            discard(upTo: bodyStart)
            return .dropped(problem)
        }
    }

    /// Whether the bytes at ``start`` begin a header line: a name of token characters, then `:`.
    private func headerStart() -> Match {
        var index = start
        var nameEnded = false
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: ":") { return index > start ? .found : .absent }
            if byte == 32 || byte == 9 {
                nameEnded = true
            } else if nameEnded || !Self.isTokenByte(byte) {
                return .absent
            }
            index += 1
        }
        return .incomplete
    }

    /// The end of the header block at ``start`` (the line feed ending its last line) and where its
    /// body starts (past the empty line), or nil until the empty line has arrived.
    private func headerBlockEnd() -> (Int, Int)? {
        var index = start
        while index + 1 < buffer.count {
            if buffer[index] == 10 {
                if buffer[index + 1] == 10 { return (index, index + 2) }
                if buffer[index + 1] == 13 {
                    guard index + 2 < buffer.count else { return nil }
                    if buffer[index + 2] == 10 { return (index, index + 3) }
                }
            }
            index += 1
        }
        return nil
    }

    /// Skips to the next `Content-Length` line after ``start`` (or to the end, keeping what may
    /// be its beginning), reporting `problem`, or the bytes skipped when there is none.
    private mutating func resynchronise(_ problem: Problem?) -> Item? {
        let next = Self.firstHeaderLine(in: buffer, from: start + 1, to: buffer.count)
        let target = next.found ?? next.incomplete ?? buffer.count
        if let problem {
            discard(upTo: target)
            return .dropped(problem)
        }
        return skip(to: target)
    }

    /// Drops the bytes from ``start`` to `index`, reporting them.
    private mutating func skip(to index: Int) -> Item {
        let skipped = buffer[start..<index]
        let first = String(decoding: skipped.prefix(24), as: UTF8.self).unicodeScalars
            .map { $0.value < 32 || $0.value == 127 ? $0.escaped(asASCII: true) : String($0) }.joined()
        discard(upTo: index)
        return .dropped(.skippedBytes(count: skipped.count, first: first))
    }

    private mutating func discard(upTo index: Int) {
        start = index
        // Compact once the consumed part is large, so the buffer does not grow with the session.
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    // MARK: The Content-Length line

    /// Whether a header line is found at a place, cannot be there, or may be once more bytes come.
    enum Match: Equatable {
        case found, absent, incomplete
    }

    /// Whether `bytes` hold a `Content-Length: N` line at `index`: the name in any case, `:`, digits,
    /// spaces or tabs around them, and a line feed (a carriage return before it allowed).
    static func headerLine(in bytes: [UInt8], at index: Int) -> Match {
        let name = Array("content-length".utf8)
        var position = index
        func skipBlanks() {
            var count = 0
            while position < bytes.count, count < 16, bytes[position] == 32 || bytes[position] == 9 {
                position += 1
                count += 1
            }
        }
        for expected in name {
            guard position < bytes.count else { return .incomplete }
            var byte = bytes[position]
            if byte >= 65, byte <= 90 { byte += 32 }
            guard byte == expected else { return .absent }
            position += 1
        }
        skipBlanks()
        guard position < bytes.count else { return .incomplete }
        guard bytes[position] == UInt8(ascii: ":") else { return .absent }
        position += 1
        skipBlanks()
        var digits = 0
        while position < bytes.count, digits <= 20, bytes[position] >= 48, bytes[position] <= 57 {
            position += 1
            digits += 1
        }
        guard digits > 0, digits <= 20 else { return position < bytes.count || digits > 20 ? .absent : .incomplete }
        skipBlanks()
        if position < bytes.count, bytes[position] == 13 { position += 1 }
        guard position < bytes.count else { return .incomplete }
        return bytes[position] == 10 ? .found : .absent
    }

    /// The first `Content-Length: N` line starting in `from..<to`, or where one may start once more
    /// bytes come.
    static func firstHeaderLine(in bytes: [UInt8], from: Int, to: Int) -> (found: Int?, incomplete: Int?) {
        var index = from
        while index < to {
            if bytes[index] | 0x20 == UInt8(ascii: "c") {
                switch headerLine(in: bytes, at: index) {
                case .found: return (index, nil)
                case .incomplete: return (nil, index)
                case .absent: break
                }
            }
            index += 1
        }
        return (nil, nil)
    }

    /// Whether a byte may be part of a header name (RFC 9110's token characters).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// The `Content-Length` of a header block (names compared without regard to case; lines end in
    /// `\n`, a `\r` before it ignored).
    static func contentLength(in header: String) -> Result<Int, Problem> {
        // ("\r\n" is one Character in Swift, so both endings are named.)
        for rawLine in header.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: " \t")
            guard name.lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            guard let length = Int(value), length >= 0, length <= maximumLength else {
                return .failure(.badContentLength(String(value.prefix(40))))
            }
            return .success(length)
        }
        let shown = header.hasSuffix("\r") ? String(header.dropLast()) : header
        return .failure(.missingContentLength(header: String(shown.prefix(80))))
    }

    /// A body framed for sending: `Content-Length: N\r\n\r\n` and the bytes.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    /// The text without leading and trailing characters of a set.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self[...]
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
