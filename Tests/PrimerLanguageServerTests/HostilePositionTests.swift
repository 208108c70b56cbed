import Foundation
@testable import PrimerLanguageServer
@testable import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Positions a client may send that the protocol does not allow (its `uinteger` is 0 to 2^31 − 1) are
/// answered with InvalidParams (-32602) naming the field and the value; positions the protocol allows
/// but the document does not reach are clamped to it. Every request kind that reads a position is
/// asked, and the server answers the next request as before.
@Suite("language server under hostile positions")
struct HostilePositionTests {
    static let text = CardSpec.recordedText

    /// A hostile number: its JSON value and how the error message quotes it.
    struct Hostile: Sendable, CustomStringConvertible {
        var value: JSONValue
        var shown: String
        var description: String { shown }
    }

    static let hostile: [Hostile] = [
        Hostile(value: .int(Int.max), shown: "9223372036854775807"),
        Hostile(value: .int(-1), shown: "-1"),
        Hostile(value: .int(1 << 31), shown: "2147483648"),
        Hostile(value: .double(1.5), shown: "1.5"),
        Hostile(value: "x", shown: #""x""#),
        Hostile(value: .null, shown: "null"),
        Hostile(value: [1], shown: "[1]"),
    ]

    /// A request kind and where a position goes in its parameters (the dotted field the error names).
    struct Kind: Sendable, CustomStringConvertible {
        var method: String
        var field: String
        var params: @Sendable (JSONValue) -> JSONValue
        var description: String { "\(method) \(field)" }
    }

    static func position(line: JSONValue, character: JSONValue) -> JSONValue { ["line": line, "character": character] }
    static let zero = position(line: 0, character: 0)

    static let kinds: [Kind] = [
        Kind(method: "textDocument/hover", field: "position.line") {
            ["textDocument": ServerHarness.document(), "position": position(line: $0, character: 0)]
        },
        Kind(method: "textDocument/hover", field: "position.character") {
            ["textDocument": ServerHarness.document(), "position": position(line: 0, character: $0)]
        },
        Kind(method: "textDocument/completion", field: "position.line") {
            ["textDocument": ServerHarness.document(), "position": position(line: $0, character: 3)]
        },
        Kind(method: "textDocument/completion", field: "position.character") {
            ["textDocument": ServerHarness.document(), "position": position(line: 2, character: $0)]
        },
        Kind(method: "textDocument/codeAction", field: "range.start.line") {
            ["textDocument": ServerHarness.document(), "range": ["start": position(line: $0, character: 0), "end": zero],
             "context": ["diagnostics": []]]
        },
        Kind(method: "textDocument/codeAction", field: "range.end.character") {
            ["textDocument": ServerHarness.document(), "range": ["start": zero, "end": position(line: 4, character: $0)],
             "context": ["diagnostics": []]]
        },
    ]

    @Test("a position outside the protocol's range gets -32602 naming the field, the value and the range",
          arguments: kinds, hostile)
    func outsideTheProtocol(kind: Kind, number: Hostile) async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text)
        let response = await harness.request(kind.method, kind.params(number.value))
        let id = try #require(response?["id"])
        #expect(response == [
            "jsonrpc": "2.0", "id": id,
            "error": ["code": -32602,
                      "message": .string("'\(kind.field)' is \(number.shown); expected an integer from 0 to 2147483647")],
        ])
        // The server goes on.
        let symbols = await harness.request("textDocument/documentSymbol", ["textDocument": ServerHarness.document()])
        #expect(symbols?["result"]?.arrayValue?.isEmpty == false)
    }

    /// (method, the field, its value, the message).
    static let shapeCases: [(String, String, JSONValue, String)] = [
        ("textDocument/hover", "position", 7, "'position' is 7; expected a position {\"line\": N, \"character\": N}"),
        ("textDocument/hover", "position", nil, "'position' is null; expected a position {\"line\": N, \"character\": N}"),
        ("textDocument/completion", "position", ["line": 1], "'position.character' is missing; expected an integer from 0 to 2147483647"),
        ("textDocument/codeAction", "range", "all", "'range' is \"all\"; expected a range {\"start\": POSITION, \"end\": POSITION}"),
        ("textDocument/codeAction", "range", ["start": ["line": 5, "character": 0], "end": ["line": 2, "character": 0]],
         "'range' ends at 2:0, before its start 5:0; expected the start first"),
        ("textDocument/codeAction", "range", ["start": ["line": 0, "character": 0]],
         "'range.end' is missing; expected a position {\"line\": N, \"character\": N}"),
    ]

    @Test("a position or range of the wrong shape gets -32602 saying what was expected", arguments: shapeCases)
    func wrongShape(method: String, field: String, value: JSONValue, message: String) async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text)
        let response = await harness.request(method, ["textDocument": ServerHarness.document(), field: value])
        let id = try #require(response?["id"])
        #expect(response == ["jsonrpc": "2.0", "id": id, "error": ["code": -32602, "message": .string(message)]])
    }

    /// (method, the params with a position past the document, the same params at the place it clamps to).
    static func clampCases(lastLine: Int, lastLength: Int) -> [(String, JSONValue, JSONValue)] {
        let max = TextPosition.maximum
        let document = ServerHarness.document()
        let end = position(line: .int(lastLine), character: .int(lastLength))
        return [
            ("textDocument/hover", ["textDocument": document, "position": position(line: .int(max), character: 0)],
             ["textDocument": document, "position": end]),
            ("textDocument/hover", ["textDocument": document, "position": position(line: 2, character: .int(max))],
             ["textDocument": document, "position": position(line: 2, character: 14)]),
            ("textDocument/completion", ["textDocument": document, "position": position(line: 1, character: .int(max))],
             ["textDocument": document, "position": position(line: 1, character: 4)]),
            ("textDocument/completion", ["textDocument": document, "position": position(line: .int(max), character: .int(max))],
             ["textDocument": document, "position": end]),
            ("textDocument/codeAction",
             ["textDocument": document, "range": ["start": zero, "end": position(line: .int(max), character: .int(max))]],
             ["textDocument": document, "range": ["start": zero, "end": end]]),
            ("textDocument/codeAction",
             ["textDocument": document, "range": ["start": position(line: .int(max), character: 0),
                                                   "end": position(line: .int(max), character: .int(max))]],
             ["textDocument": document, "range": ["start": end, "end": end]]),
        ]
    }

    @Test("a position past the document's end is answered as at the end of its line or of the text")
    func pastTheEnd() async throws {
        // Line 1 is "blah" (4 UTF-16 units), line 2 "voiceover read" (14), and the text ends in a line feed.
        let text = "reminders daily\nblah\nvoiceover read\n  title \"x\"\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let harness = await ServerHarness()
        await harness.open(text)
        for (method, hostile, clamped) in Self.clampCases(lastLine: lines.count - 1, lastLength: lines.last?.utf16.count ?? 0) {
            let asked = await harness.request(method, hostile)
            let expected = await harness.request(method, clamped)
            #expect(asked?["error"] == nil, "\(method) \(hostile)")
            #expect(asked?["result"] == expected?["result"], "\(method) \(hostile)")
        }
    }

    @Test("a hover at line 2^31 − 1 on a document that ends in a header is the header's hover")
    func hoverAtTheLastLine() async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text + "voiceover ready")
        let last = Self.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let far = await harness.request("textDocument/hover", ["textDocument": ServerHarness.document(),
                                                               "position": Self.position(line: .int(TextPosition.maximum), character: 0)])
        let near = await harness.request("textDocument/hover", ["textDocument": ServerHarness.document(),
                                                                "position": Self.position(line: .int(last), character: 3)])
        #expect(far?["result"] == near?["result"])
        #expect(far?["result"]?["contents"] != nil)
    }

    /// (a change's range, the text after it; nil when the change is ignored).
    static let changeCases: [(JSONValue, String?)] = [
        (["start": position(line: .int(Int.max), character: 0), "end": position(line: .int(Int.max), character: 0)], nil),
        (["start": position(line: 0, character: -1), "end": zero], nil),
        (["start": position(line: 0, character: .double(1.5)), "end": zero], nil),
        (["start": position(line: "x", character: 0), "end": zero], nil),
        (["start": position(line: 1, character: 0), "end": zero], nil),
        (["start": position(line: .int(TextPosition.maximum), character: .int(TextPosition.maximum)),
          "end": position(line: .int(TextPosition.maximum), character: .int(TextPosition.maximum))], "ab\ncd!"),
        (["start": position(line: 0, character: .int(TextPosition.maximum)), "end": position(line: 1, character: 1)], "ab!d"),
    ]

    @Test("a change outside the protocol's range is ignored whole; one past the end is clamped", arguments: changeCases)
    func hostileChange(range: JSONValue, expected: String?) async {
        let harness = await ServerHarness()
        await harness.open("ab\ncd")
        await harness.change([["range": range, "text": "!"]], version: 2)
        let document = await harness.server.document(ServerHarness.uri)
        #expect(document?.text == expected ?? "ab\ncd")
        #expect(document?.version == (expected == nil ? 1 : 2))
    }

    /// (a change, what the warning in the editor's log says after "was ignored: ").
    static let loggedChanges: [(JSONValue, String)] = [
        (["range": ["start": position(line: .int(Int.max), character: 0), "end": zero], "text": "!"],
         "'contentChanges[0].range.start.line' is 9223372036854775807; expected an integer from 0 to 2147483647"),
        (["range": ["start": position(line: 1, character: 0), "end": zero], "text": "!"],
         "'contentChanges[0].range' ends at 0:0, before its start 1:0; expected the start first"),
        (["range": nil, "text": "!"],
         "'contentChanges[0].range' is null; expected a range {\"start\": POSITION, \"end\": POSITION}"),
        (["range": ["start": zero, "end": zero]], "'contentChanges[0].text' is missing; expected the new text"),
    ]

    @Test("an ignored change is named in a warning for the editor's log", arguments: loggedChanges)
    func ignoredChangeIsLogged(change: JSONValue, reason: String) async {
        let harness = await ServerHarness()
        await harness.open("ab\ncd")
        let before = harness.outbox.messages.count
        await harness.change([["text": "fine"], change], version: 2)
        let reasonWithIndex = reason.replacingOccurrences(of: "contentChanges[0]", with: "contentChanges[1]")
        #expect(Array(harness.outbox.messages.dropFirst(before)) == [[
            "jsonrpc": "2.0", "method": "window/logMessage",
            "params": ["type": 2, "message": .string("primer-spec: a change to \(ServerHarness.uri) was ignored: \(reasonWithIndex)")],
        ]])
        #expect(await harness.server.document(ServerHarness.uri)?.text == "ab\ncd")
    }

    @Test("a change without a version after version Int.max keeps Int.max")
    func versionAtTheTop() async {
        let harness = await ServerHarness()
        await harness.open("ab", version: Int.max)
        _ = await harness.server.handle(.notification(method: "textDocument/didChange", params: [
            "textDocument": ["uri": .string(ServerHarness.uri)], "contentChanges": [["text": "cd"]],
        ]))
        let document = await harness.server.document(ServerHarness.uri)
        #expect(document?.text == "cd")
        #expect(document?.version == Int.max)
    }

    /// (line, character) given in code: each is clamped to the protocol's range.
    static let clampedInits: [(Int, Int, Int, Int)] = [
        (-5, 3, 0, 3), (Int.max, Int.min, TextPosition.maximum, 0), (7, Int.max, 7, TextPosition.maximum),
    ]

    @Test(arguments: clampedInits)
    func positionsMadeInCodeStayInTheProtocol(line: Int, character: Int, expectedLine: Int, expectedCharacter: Int) {
        #expect(TextPosition(line: line, character: character) == TextPosition(line: expectedLine, character: expectedCharacter))
        #expect(TextPosition(line: Int.max, character: 0).lineNumber == TextPosition.maximum + 1)
    }
}

/// The framer and the server together: after each broken shape of framing, the well-formed requests
/// that follow are all answered, and the broken body that is not JSON gets -32700 with a null id.
@Suite("language server under broken framing")
struct BrokenFramingTests {
    static func framed(_ message: JSONValue, lineEnd: String = "\r\n") -> [UInt8] {
        let body = message.serialized()
        return Array("Content-Length: \(body.count)\(lineEnd)\(lineEnd)".utf8) + body
    }

    static func symbols(_ id: Int) -> JSONValue {
        ["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/documentSymbol",
         "params": ["textDocument": ServerHarness.document()]]
    }

    /// (name, the broken bytes, the ids answered with a result, the number of -32700 answers).
    static let shapes: [(String, [UInt8], [Int], Int)] = {
        let body = symbols(50).serialized()
        return [
            ("LF-only headers", framed(symbols(50), lineEnd: "\n"), [50, 51, 52, 53], 0),
            ("a length 9 bytes short", Array("Content-Length: \(body.count - 9)\r\n\r\n".utf8) + body, [51, 52, 53], 1),
            ("a length 40 bytes long: the body is cut at the next header and answered",
             Array("Content-Length: \(body.count + 40)\r\n\r\n".utf8) + body, [50, 51, 52, 53], 0),
            ("a misspelt header", Array("Content-Lenght: \(body.count)\r\n\r\n".utf8) + body, [51, 52, 53], 0),
            ("noise", Array("\u{1}garbage\r\n\r\n".utf8), [51, 52, 53], 0),
        ]
    }()

    @Test("every well-formed request after a broken one is answered", arguments: shapes)
    func answered(name: String, broken: [UInt8], answeredIDs: [Int], parseErrors: Int) async {
        let harness = await ServerHarness()
        await harness.open(HostilePositionTests.text)
        let before = harness.outbox.messages.count
        var framer = MessageFramer()
        framer.append(broken + Self.framed(Self.symbols(51)) + Self.framed(Self.symbols(52), lineEnd: "\n")
                      + Self.framed(Self.symbols(53)))
        while let item = framer.next() {
            if case .message(let body) = item { _ = await harness.server.handle(IncomingMessage(body: body)) }
        }
        let sent = harness.outbox.messages.dropFirst(before)
        #expect(sent.compactMap { $0["result"] != nil ? $0["id"]?.intValue : nil } == answeredIDs, "\(name)")
        #expect(sent.filter { $0["error"]?["code"] == -32700 && $0["id"] == .null }.count == parseErrors, "\(name)")
        #expect(sent.filter { $0["error"] != nil }.count == parseErrors, "\(name)")
    }
}
