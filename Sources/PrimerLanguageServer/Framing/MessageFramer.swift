/// Splits the bytes a client sends into message bodies: each is a header block of
/// `Name: value` lines ended by an empty line (`\r\n` line endings), whose `Content-Length` gives
/// the number of body bytes that follow (the Language Server Protocol's base protocol).
///
/// Bytes arrive in pieces of any size; ``append(_:)`` keeps them until a whole message is there.
/// A header block without a usable `Content-Length` is dropped with a ``Problem`` and reading
/// goes on at the next block, so one bad message does not stop the server.
package struct MessageFramer: Sendable {
    /// Why a header block was dropped.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The block had no `Content-Length` header.
        case missingContentLength(header: String)
        /// `Content-Length` was not a non-negative whole number, or more than ``maximumLength``.
        case badContentLength(String)
        /// The header block grew past ``maximumHeaderLength`` bytes without ending.
        case headerTooLong

        package var description: String {
            switch self {
            case .missingContentLength(let header):
                "a message header without Content-Length ('\(header)'); expected 'Content-Length: N'"
            case .badContentLength(let value):
                "Content-Length '\(value)' is not a byte count from 0 to \(MessageFramer.maximumLength)"
            case .headerTooLong:
                "a message header longer than \(MessageFramer.maximumHeaderLength) bytes; expected 'Content-Length: N' and an empty line"
            }
        }
    }

    /// One thing read: a body, or a header block that was dropped.
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

    /// Creates a framer with nothing read.
    package init() {}

    /// Adds bytes read from the client.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next message or dropped header, or nil until more bytes arrive.
    package mutating func next() -> Item? {
        if pendingLength == nil {
            guard let end = headerEnd() else {
                if buffer.count - start > Self.maximumHeaderLength {
                    discard(upTo: buffer.count)
                    return .dropped(.headerTooLong)
                }
                return nil
            }
            let header = String(decoding: buffer[start..<end], as: UTF8.self)
            discard(upTo: end + 4)
            switch Self.contentLength(in: header) {
            case .success(let length): pendingLength = length
            case .failure(let problem): return .dropped(problem)
            }
        }
        guard let length = pendingLength, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        pendingLength = nil
        discard(upTo: start + length)
        return .message(body)
    }

    /// Whether bytes of an unfinished message are held (for end of input).
    package var hasPartialMessage: Bool { pendingLength != nil || buffer.count > start }

    /// The index of the `\r\n\r\n` ending the header block at ``start``, or nil.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private mutating func discard(upTo index: Int) {
        start = index
        // Compact once the consumed part is large, so the buffer does not grow with the session.
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The `Content-Length` of a header block (names compared without regard to case).
    static func contentLength(in header: String) -> Result<Int, Problem> {
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: " \t")
            guard name.lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            guard let length = Int(value), length >= 0, length <= maximumLength else {
                return .failure(.badContentLength(String(value.prefix(40))))
            }
            return .success(length)
        }
        return .failure(.missingContentLength(header: String(header.prefix(80))))
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

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String { self[...].trimmingCharacters(in: set) }
}
