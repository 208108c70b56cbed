// libFuzzer target: the language server (`primer-spec lsp`) driven in-process, as an editor drives
// it: bytes through the base protocol's framer, each message to the server, and what it sends
// back read. Built and run by scripts/fuzz.sh; not part of the package's products.
//
// The input's first byte says how the rest is fed:
// - `F`: a raw byte stream (headers and bodies as a client writes them), fed to the framer in
//   pieces of 1, 5, 64 bytes or all at once;
// - `J` or `L`: one JSON body a line, framed here with `\r\n` (`J`) or `\n`-only (`L`) header
//   lines, then fed to the framer; `U`: one JSON body a line, handed to the server unframed;
// - anything else: as `J`, the first byte included.
// In the line modes the session starts initialized (the target sends `initialize` and `initialized`).
//
// Properties checked on every input, beyond "nothing traps":
// - every request gets exactly one response with its id, a body that is no message one response
//   with a null id, and a notification none;
// - every range the server returns (hovers, completions, code actions and their edits, formatting,
//   symbols, folding ranges, diagnostics) lies inside the document it is about, start before end;
// - after every message, the text the server holds for each document equals the text a small
//   reference applier here gets from the same didOpen/didChange/didClose messages (UTF-16 offsets,
//   clamped to the line and the text, a change outside the protocol's range ignored whole).
import Dispatch
import Foundation
import PrimerBlocks
import PrimerLanguageServer
import PrimerSpec
import PrimerSyntax

/// The folder relative paths in a spec are read from: the bundled specs, with their fixtures.
private let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs").path

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = String(decoding: bytes.prefix(2_000), as: UTF8.self)
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message)\n--- input ---\n\(shown)\n---\n".utf8))
    abort()
}

/// What the server sent, in order.
private final class Outbox: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var sent: [JSONValue] = []

    func append(_ message: JSONValue) {
        lock.lock()
        sent.append(message)
        lock.unlock()
    }

    /// The messages sent since the last call.
    func drain() -> [JSONValue] {
        lock.lock()
        defer { lock.unlock() }
        let messages = sent
        sent = []
        return messages
    }
}

// MARK: The reference applier

/// A document's text as UTF-16 code units, edited as the protocol describes, written here without
/// the server's code: lines end at a line feed (a carriage return before it belongs to the ending), a
/// character past the line's content is its end, a line past the last is the end of the text, and
/// an offset between the two halves of a surrogate pair is the pair's start.
private struct ReferenceText {
    var units: [UInt16]

    /// The offset at which each line starts.
    var lineStarts: [Int] {
        var starts = [0]
        for (offset, unit) in units.enumerated() where unit == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The end of a line's content (before its `\r\n` or `\n`).
    func contentEnd(ofLine line: Int, starts: [Int]) -> Int {
        guard line + 1 < starts.count else { return units.count }
        var end = starts[line + 1] - 1
        if end > starts[line], units[end - 1] == 0x0D { end -= 1 }
        return end
    }

    func offset(line: Int, character: Int) -> Int {
        let starts = lineStarts
        guard line < starts.count else { return units.count }
        let start = starts[line]
        let end = contentEnd(ofLine: line, starts: starts)
        var offset = character >= end - start ? end : start + character
        if offset > start, offset < end, (0xDC00...0xDFFF).contains(units[offset]), (0xD800...0xDBFF).contains(units[offset - 1]) {
            offset -= 1
        }
        return offset
    }

    mutating func replace(from start: (Int, Int), to end: (Int, Int), with text: String) {
        let lower = offset(line: start.0, character: start.1)
        let upper = max(lower, offset(line: end.0, character: end.1))
        units.replaceSubrange(lower..<upper, with: Array(text.utf16))
    }

    var text: String { String(decoding: units, as: UTF16.self) }

    /// The UTF-16 length of each line's content.
    var lineLengths: [Int] {
        let starts = lineStarts
        return starts.indices.map { contentEnd(ofLine: $0, starts: starts) - starts[$0] }
    }
}

/// The protocol's `uinteger`: a JSON number with no fraction from 0 to 2^31 − 1.
private func uinteger(_ value: JSONValue?) -> Int? {
    switch value {
    case .int(let number)? where number >= 0 && number <= 2_147_483_647:
        return number
    case .double(let number)? where number >= 0 && number <= 2_147_483_647 && number == number.rounded(.towardZero):
        return Int(number)
    default:
        return nil
    }
}

private func referencePosition(_ value: JSONValue?) -> (Int, Int)? {
    guard let line = uinteger(value?["line"]), let character = uinteger(value?["character"]) else { return nil }
    return (line, character)
}

/// The session as the reference sees it: the lifecycle and each open document's text.
private struct ReferenceSession {
    enum Lifecycle { case uninitialized, running, shutDown }
    var lifecycle = Lifecycle.uninitialized
    var documents: [String: ReferenceText] = [:]

    /// Follows one message; returns the URIs whose text it may have changed.
    mutating func follow(_ message: IncomingMessage) -> [String] {
        switch message {
        case .request(_, let method, _):
            if method == "initialize", lifecycle == .uninitialized { lifecycle = .running }
            if method == "shutdown", lifecycle == .running { lifecycle = .shutDown }
            return []
        case .notification(let method, let params):
            guard lifecycle == .running else { return [] }
            return notification(method, params)
        case .response, .invalid:
            return []
        }
    }

    private mutating func notification(_ method: String, _ params: JSONValue?) -> [String] {
        switch method {
        case "textDocument/didOpen":
            guard case .string(let uri)? = params?["textDocument"]?["uri"],
                  case .string(let text)? = params?["textDocument"]?["text"] else { return [] }
            documents[uri] = ReferenceText(units: Array(text.utf16))
            return [uri]
        case "textDocument/didClose":
            guard case .string(let uri)? = params?["textDocument"]?["uri"] else { return [] }
            documents[uri] = nil
            return [uri]
        case "textDocument/didChange":
            guard case .string(let uri)? = params?["textDocument"]?["uri"], let document = documents[uri],
                  case .array(let changes)? = params?["contentChanges"] else { return [] }
            // Every change must read, or none is applied; then they apply in order.
            var parsed: [(range: ((Int, Int), (Int, Int))?, text: String)] = []
            for change in changes {
                guard case .string(let text)? = change["text"] else { return [] }
                guard let range = change["range"] else {
                    parsed.append((nil, text))
                    continue
                }
                guard let start = referencePosition(range["start"]), let end = referencePosition(range["end"]),
                      start <= end else { return [] }
                parsed.append(((start, end), text))
            }
            var text = document
            for (range, newText) in parsed {
                if let range {
                    text.replace(from: range.0, to: range.1, with: newText)
                } else {
                    text = ReferenceText(units: Array(newText.utf16))
                }
            }
            documents[uri] = text
            return [uri]
        default:
            return []
        }
    }
}

// MARK: Ranges

/// Checks every range (an object with `start` and `end` positions) and folding range in a value
/// lies inside the document; objects naming another URI are skipped.
private func checkRanges(_ value: JSONValue, uri: String, lengths: [Int], what: String, _ bytes: [UInt8]) {
    func inside(_ position: JSONValue?) -> (Int, Int)? {
        guard case .int(let line)? = position?["line"], case .int(let character)? = position?["character"],
              line >= 0, line < lengths.count, character >= 0, character <= lengths[line] else { return nil }
        return (line, character)
    }
    func walk(_ value: JSONValue) {
        switch value {
        case .object(let members):
            if case .string(let other)? = members["uri"], other != uri { return }
            if let start = members["start"], let end = members["end"], start.isObject, end.isObject {
                guard let from = inside(start), let to = inside(end), from <= to else {
                    fail("\(what): the range \(String(decoding: value.serialized(), as: UTF8.self)) is not inside "
                         + "the document's \(lengths.count) lines \(lengths.prefix(20))", bytes)
                }
            }
            if case .int(let first)? = members["startLine"], case .int(let last)? = members["endLine"] {
                guard first >= 0, first <= last, last < lengths.count else {
                    fail("\(what): the folding range \(first)-\(last) is not inside the document's \(lengths.count) lines", bytes)
                }
            }
            for (key, member) in members {
                // A workspace edit's changes are keyed by URI.
                if key == "changes", case .object(let byURI) = member {
                    for (editURI, edits) in byURI where editURI == uri { walk(edits) }
                    continue
                }
                walk(member)
            }
        case .array(let elements):
            elements.forEach(walk)
        default:
            break
        }
    }
    walk(value)
}

// MARK: The session

/// The bodies an input holds, and how they are fed.
private enum Feed {
    case stream([UInt8], piece: Int)
    case framedLines([[UInt8]], lineFeedsOnly: Bool, piece: Int)
    case unframedLines([[UInt8]])

    init(_ bytes: [UInt8]) {
        let piece = [1, 5, 64, Int.max][bytes.count % 4]
        let rest = Array(bytes.dropFirst())
        let lines = { (bytes: [UInt8]) in bytes.split(separator: 0x0A).map { Array($0) } }
        switch bytes.first {
        case UInt8(ascii: "F"): self = .stream(rest, piece: piece)
        case UInt8(ascii: "L"): self = .framedLines(lines(rest), lineFeedsOnly: true, piece: piece)
        case UInt8(ascii: "U"): self = .unframedLines(lines(rest))
        case UInt8(ascii: "J"): self = .framedLines(lines(rest), lineFeedsOnly: false, piece: piece)
        default: self = .framedLines(lines(bytes), lineFeedsOnly: false, piece: piece)
        }
    }
}

private func session(_ bytes: [UInt8]) async {
    let outbox = Outbox()
    let context = AnalysisContext(blocks: .standard, workingDirectory: specsFolder)
    let server = LanguageServer(configuration: .init(context: context, debounce: .zero, version: "fuzz"),
                                send: { outbox.append($0) })
    var reference = ReferenceSession()

    /// Hands one message to the server and checks what it sent; false once `exit` ended the session.
    func deliver(_ message: IncomingMessage) async -> Bool {
        let touched = reference.follow(message)
        let ended = await server.handle(message) != nil
        let sent = outbox.drain()
        let responses = sent.filter { $0["method"] == nil }
        switch message {
        case .request(let id, let method, let params):
            let answers = responses.filter { $0["id"] == id }
            guard answers.count == 1, responses.count == 1, let answer = answers.first,
                  (answer["result"] == nil) != (answer["error"] == nil) else {
                fail("the request \(method) id \(id) got \(answers.count) answers among \(responses.count) responses", bytes)
            }
            if case .string(let uri)? = params?["textDocument"]?["uri"], let document = reference.documents[uri],
               let result = answer["result"] {
                checkRanges(result, uri: uri, lengths: document.lineLengths, what: method, bytes)
            }
        case .invalid:
            guard responses.count == 1, responses.first?["id"] == .null, responses.first?["error"] != nil else {
                fail("a body that is no message got \(responses.count) responses", bytes)
            }
        case .notification, .response:
            guard responses.isEmpty else { fail("a notification or response got \(responses.count) responses", bytes) }
        }
        for published in sent where published["method"] == "textDocument/publishDiagnostics" {
            guard case .string(let uri)? = published["params"]?["uri"] else { fail("diagnostics without a URI", bytes) }
            if let document = reference.documents[uri], let diagnostics = published["params"]?["diagnostics"] {
                checkRanges(diagnostics, uri: uri, lengths: document.lineLengths, what: "diagnostics", bytes)
            }
        }
        for uri in touched {
            let text = await server.document(uri)?.text
            guard text == reference.documents[uri]?.text else {
                fail("the server's text of \(uri) is \(text.map { String(reflecting: $0.prefix(300)) } ?? "nil"), "
                     + "the reference's \(reference.documents[uri].map { String(reflecting: $0.text.prefix(300)) } ?? "nil")", bytes)
            }
        }
        return !ended
    }

    func feedFramer(_ stream: [UInt8], piece: Int) async {
        var framer = MessageFramer()
        var offset = 0
        while offset < stream.count {
            let end = offset + min(piece, stream.count - offset)
            framer.append(stream[offset..<end])
            offset = end
            while let item = framer.next() {
                guard case .message(let body) = item else { continue }
                guard await deliver(IncomingMessage(body: body)) else { return }
            }
        }
    }

    let feed = Feed(bytes)
    if case .stream = feed {} else {
        _ = await deliver(.request(id: 0, method: "initialize", params: ["processId": nil, "capabilities": [:]]))
        _ = await deliver(.notification(method: "initialized", params: [:]))
    }
    switch feed {
    case .stream(let stream, let piece):
        await feedFramer(stream, piece: piece)
    case .framedLines(let lines, let lineFeedsOnly, let piece):
        var stream: [UInt8] = []
        for line in lines {
            stream += Array("Content-Length: \(line.count)\(lineFeedsOnly ? "\n\n" : "\r\n\r\n")".utf8) + line
        }
        await feedFramer(stream, piece: piece)
    case .unframedLines(let lines):
        for line in lines {
            guard await deliver(IncomingMessage(body: line)) else { return }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let done = DispatchSemaphore(value: 0)
    Task {
        await session(bytes)
        done.signal()
    }
    done.wait()
    return 0
}
