@testable import PrimerLanguageServer
import PrimerSyntax
import Testing

/// The base protocol's framing: `Content-Length` headers, bodies split across reads, bad headers.
@Suite("message framing")
struct FramingTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("a message split at every byte comes out whole, once")
    func splitAnywhere() {
        let body = #"{"jsonrpc":"2.0","method":"initialized","params":{"x":"“é”😀"}}"#
        let framed = MessageFramer.frame(Self.bytes(body))
        for split in 0...framed.count {
            var framer = MessageFramer()
            var items: [MessageFramer.Item] = []
            framer.append(framed[..<split])
            while let item = framer.next() { items.append(item) }
            framer.append(framed[split...])
            while let item = framer.next() { items.append(item) }
            #expect(items == [.message(Self.bytes(body))], "split at \(split)")
            #expect(!framer.hasPartialMessage)
        }
    }

    @Test("two messages in one read, with a Content-Type header and any case of the name")
    func twoInOneRead() {
        var framer = MessageFramer()
        framer.append(Self.bytes("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
                                 + "Content-Length:3\r\n\r\n[1]"))
        #expect(framer.next() == .message(Self.bytes("{}")))
        #expect(framer.next() == .message(Self.bytes("[1]")))
        #expect(framer.next() == nil)
    }

    @Test(arguments: [
        ("Content-Type: x\r\n\r\n", MessageFramer.Problem.missingContentLength(header: "Content-Type: x")),
        ("Content-Length: -4\r\n\r\n", .badContentLength("-4")),
        ("Content-Length: twelve\r\n\r\n", .badContentLength("twelve")),
        ("Content-Length: 99999999999\r\n\r\n", .badContentLength("99999999999")),
    ])
    func badHeaderIsDroppedAndReadingGoesOn(header: String, problem: MessageFramer.Problem) {
        var framer = MessageFramer()
        framer.append(Self.bytes(header + "Content-Length: 2\r\n\r\n{}"))
        #expect(framer.next() == .dropped(problem))
        #expect(framer.next() == .message(Self.bytes("{}")))
    }

    /// The framing shapes a client may send, each followed by a well-formed message (`next`): what the
    /// framer reads, in order. (name, the bytes before `next`, the items read from them.)
    static let good = #"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#
    static let shapes: [(String, String, [MessageFramer.Item])] = [
        ("CR LF header lines", "Content-Length: 2\r\n\r\n{}", [.message(bytes("{}"))]),
        ("LF-only header lines", "Content-Length: 2\n\n{}", [.message(bytes("{}"))]),
        ("CR LF then LF", "Content-Length: 2\r\n\n{}", [.message(bytes("{}"))]),
        ("LF then CR LF", "Content-Length: 2\nContent-Type: x\n\r\n{}", [.message(bytes("{}"))]),
        ("space before the colon", "Content-Length : 2\r\n\r\n{}", [.message(bytes("{}"))]),
        ("blank lines between messages", "\r\n\nContent-Length: 2\r\n\r\n{}\r\n", [.message(bytes("{}"))]),
        ("Content-Length shorter than its body", #"Content-Length: 5\#r\#n\#r\#n{"a":12}"#,
         [.message(bytes(#"{"a":"#)), .dropped(.skippedBytes(count: 3, first: "12}"))]),
        ("Content-Length shorter, leftovers with a colon", #"Content-Length: 1\#r\#n\#r\#n{"b":{"c":1}}"#,
         [.message(bytes("{")), .dropped(.skippedBytes(count: 12, first: #""b":{"c":1}}"#))]),
        ("Content-Length shorter, leftovers that look like a header name", "Content-Length: 1\r\n\r\n{id: 5}",
         [.message(bytes("{")), .dropped(.skippedBytes(count: 6, first: "id: 5}"))]),
        ("Content-Length longer than its body", "Content-Length: 60\r\n\r\n{}",
         [.dropped(.bodyCut(declared: 60, read: 2)), .message(bytes("{}"))]),
        ("Content-Length longer, next header in LF-only lines", "Content-Length: 60\r\n\r\n{}\n",
         [.dropped(.bodyCut(declared: 60, read: 3)), .message(bytes("{}\n"))]),
        ("a misspelt name", "Content-Lenght: 2\r\n\r\n{}",
         [.dropped(.missingContentLength(header: "Content-Lenght: 2")), .dropped(.skippedBytes(count: 2, first: "{}"))]),
        ("a length that is not a number", "Content-Length: 2x\r\n\r\n{}",
         [.dropped(.badContentLength("2x")), .dropped(.skippedBytes(count: 2, first: "{}"))]),
        ("noise before the header", "\u{1}noise, then\tmore ",
         [.dropped(.skippedBytes(count: 18, first: "\\u{01}noise, then\\tmore "))]),
        ("noise glued to the header", "noise!Content-Length: 2\r\n\r\n{}",
         [.dropped(.skippedBytes(count: 6, first: "noise!")), .message(bytes("{}"))]),
        ("a header line without a colon", "Content-Length: 2\r\nX-Garbled\r\n\r\n{}", [.message(bytes("{}"))]),
        ("an empty body", "Content-Length: 0\r\n\r\n", [.message([])]),
    ]

    @Test("each framing shape reads as expected and the message after it is read whole", arguments: shapes)
    func framingShapes(name: String, before: String, expected: [MessageFramer.Item]) {
        var framer = MessageFramer()
        framer.append(Self.bytes(before) + MessageFramer.frame(Self.bytes(Self.good)))
        var items: [MessageFramer.Item] = []
        while let item = framer.next() { items.append(item) }
        #expect(items == expected + [.message(Self.bytes(Self.good))], "\(name)")
        #expect(!framer.hasPartialMessage)
        // Byte by byte, the same messages (problems may be reported in more pieces).
        var byByte = MessageFramer()
        var messages: [[UInt8]] = []
        for byte in Self.bytes(before) + MessageFramer.frame(Self.bytes(Self.good)) {
            byByte.append([byte])
            while let item = byByte.next() { if case .message(let body) = item { messages.append(body) } }
        }
        let expectedMessages = (expected + [.message(Self.bytes(Self.good))]).compactMap { item -> [UInt8]? in
            if case .message(let body) = item { return body }
            return nil
        }
        #expect(messages == expectedMessages, "\(name), byte by byte")
    }

    @Test("a header that never ends is dropped once it passes the limit")
    func endlessHeader() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "a"), count: MessageFramer.maximumHeaderLength + 1))
        #expect(framer.next() == .dropped(.headerTooLong))
        #expect(framer.next() == nil)
    }

    @Test("frame writes the byte count of the UTF-8 body")
    func frameCountsBytes() {
        #expect(MessageFramer.frame(Self.bytes("“”")) == Self.bytes("Content-Length: 6\r\n\r\n“”"))
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#, "request shutdown"),
        (#"{"jsonrpc":"2.0","method":"exit"}"#, "notification exit"),
        (#"{"jsonrpc":"2.0","id":"a","result":null}"#, "response"),
        (#"{"jsonrpc":"2.0","id":1,"method":"x""#, "invalid -32700"),
        (#"[1,2]"#, "invalid -32600"),
        (#"{"jsonrpc":"2.0","id":1}"#, "invalid -32600"),
        (#"{"jsonrpc":"2.0","id":true,"method":"x"}"#, "invalid -32600"),
        (#"{"jsonrpc":"2.0","method":7}"#, "invalid -32600"),
    ])
    func messagesAreToldApart(body: String, expected: String) {
        let summary = switch IncomingMessage(body: Self.bytes(body)) {
        case .request(_, let method, _): "request \(method)"
        case .notification(let method, _): "notification \(method)"
        case .response: "response"
        case .invalid(let error): "invalid \(error.code)"
        }
        #expect(summary == expected)
    }

    @Test("JSON keeps integers, Booleans and text apart and writes keys in order")
    func jsonRoundTrip() throws {
        let value = try JSONValue.parse(Self.bytes(#"{"b":true,"a":1,"c":1.5,"d":"x/“y”","e":[null]}"#))
        #expect(value == ["b": true, "a": 1, "c": .double(1.5), "d": "x/“y”", "e": [nil]])
        #expect(String(decoding: value.serialized(), as: UTF8.self) == #"{"a":1,"b":true,"c":1.5,"d":"x/“y”","e":[null]}"#)
    }
}
