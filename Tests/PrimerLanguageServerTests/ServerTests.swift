import Foundation
@testable import PrimerLanguageServer
@testable import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What the server sent, in order.
final class Outbox: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var sent: [JSONValue] = []

    func append(_ message: JSONValue) {
        lock.lock()
        sent.append(message)
        lock.unlock()
    }

    var messages: [JSONValue] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    /// The `publishDiagnostics` notifications sent.
    var published: [JSONValue] { messages.filter { $0["method"] == "textDocument/publishDiagnostics" }.compactMap { $0["params"] } }
}

/// A server with no debounce, initialized, and what it sent; its blocks are the tests' reminder card
/// (the default), sign-up card and banner.
struct ServerHarness {
    let server: LanguageServer
    let outbox = Outbox()
    static let uri = "file:///work/spec/s.primerspec"

    init(debounce: Duration = .zero, initialize: Bool = true) async {
        let outbox = self.outbox
        let context = AnalysisContext(blocks: CardSpec.blocks, workingDirectory: "/work/spec")
        server = LanguageServer(configuration: .init(context: context, debounce: debounce, version: "test"),
                                send: { outbox.append($0) })
        if initialize {
            _ = await request("initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]])
            _ = await server.handle(.notification(method: "initialized", params: [:]))
        }
    }

    /// Sends a request and returns the response sent for it.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) async -> JSONValue? {
        let id = JSONValue.int(outbox.messages.count + 1000)
        _ = await server.handle(.request(id: id, method: method, params: params))
        return outbox.messages.last { $0["id"] == id }
    }

    func open(_ text: String, uri: String = Self.uri, version: Int = 1) async {
        _ = await server.handle(.notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": .string(uri), "languageId": "primerspec", "version": .int(version), "text": .string(text)],
        ]))
    }

    func change(_ changes: [JSONValue], version: Int, uri: String = Self.uri) async {
        _ = await server.handle(.notification(method: "textDocument/didChange", params: [
            "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes),
        ]))
    }

    static func document(_ uri: String = uri) -> JSONValue { ["uri": .string(uri)] }
}

@Suite("language server lifecycle and errors")
struct ServerTests {
    @Test("initialize reports UTF-16 positions, incremental sync and the features")
    func initialize() async throws {
        let harness = await ServerHarness(initialize: false)
        let response = try #require(await harness.request("initialize", ["capabilities": [:]]))
        let capabilities = try #require(response["result"]?["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"]?["change"] == 2)
        for feature in ["hoverProvider", "documentSymbolProvider", "foldingRangeProvider", "documentFormattingProvider"] {
            #expect(capabilities[feature] == true, "\(feature)")
        }
        #expect(response["result"]?["serverInfo"]?["name"] == "primer-spec")
    }

    @Test("a request before initialize gets -32002; a notification is ignored")
    func beforeInitialize() async {
        let harness = await ServerHarness(initialize: false)
        let response = await harness.request("textDocument/hover", ["textDocument": ServerHarness.document(),
                                                                    "position": ["line": 0, "character": 0]])
        #expect(response?["error"]?["code"] == -32002)
        await harness.open("reminders daily\n")
        #expect(harness.outbox.published.isEmpty)
    }

    /// (method, params, the error code expected).
    static let requestErrorCases: [(String, JSONValue, Int)] = [
        ("workspace/symbol", [:], -32601),
        ("textDocument/hover", ["textDocument": ServerHarness.document("file:///never.primerspec"),
                                "position": ["line": 0, "character": 0]], -32602),
        ("textDocument/hover", ["textDocument": ServerHarness.document()], -32602),
        ("textDocument/documentSymbol", [:], -32602),
        ("initialize", [:], -32600),
    ]

    @Test(arguments: requestErrorCases)
    func requestErrors(method: String, params: JSONValue, code: Int) async {
        let harness = await ServerHarness()
        await harness.open("reminders daily\n")
        let response = await harness.request(method, params)
        #expect(response?["error"]?["code"] == .int(code))
        #expect(response?["result"] == nil)
    }

    @Test("a body that is not JSON gets a parse error with a null id, and the server goes on")
    func malformed() async {
        let harness = await ServerHarness()
        _ = await harness.server.handle(IncomingMessage(body: Array("{oops".utf8)))
        let error = harness.outbox.messages.last
        #expect(error?["id"] == .null)
        #expect(error?["error"]?["code"] == -32700)
        let response = await harness.request("shutdown", nil)
        #expect(response?["result"] == .null)
    }

    @Test("shutdown then exit ends with 0; requests after shutdown are refused; exit alone ends with 1")
    func shutdownAndExit() async {
        let harness = await ServerHarness()
        await harness.request("shutdown", nil)
        let after = await harness.request("textDocument/documentSymbol", ["textDocument": ServerHarness.document()])
        #expect(after?["error"]?["code"] == -32600)
        #expect(await harness.server.handle(.notification(method: "exit", params: nil)) == 0)
        let other = await ServerHarness()
        #expect(await other.server.handle(.notification(method: "exit", params: nil)) == 1)
    }

    @Test("unknown notifications and responses to the server's requests are ignored")
    func ignored() async {
        let harness = await ServerHarness()
        let before = harness.outbox.messages.count
        _ = await harness.server.handle(.notification(method: "$/cancelRequest", params: ["id": 3]))
        _ = await harness.server.handle(.notification(method: "workspace/unknown", params: nil))
        _ = await harness.server.handle(.response(id: 1))
        #expect(harness.outbox.messages.count == before)
    }
}
