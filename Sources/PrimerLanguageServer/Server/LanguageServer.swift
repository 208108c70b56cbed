import PrimerSpec
import PrimerSyntax

/// The language server's state and handlers: the open documents, their analyses, and the answer to
/// each message. One actor, so messages are handled one at a time in the order they came.
///
/// Diagnostics are debounced by a generation counter per document: each change starts a new
/// generation, and a pending publication checks, on the actor and right before it analyses, that its
/// generation is still the newest; so a result older than the latest edit the server has read is
/// never published.
package actor LanguageServer {
    /// Where the server is in the protocol's lifecycle.
    package enum Lifecycle: Sendable {
        case uninitialized, running, shutDown
    }

    /// How the server is set up.
    package struct Configuration: Sendable {
        /// The blocks and the fallback working folder (replaced by the client's root).
        package var context: AnalysisContext
        /// The wait after an edit before diagnostics are computed; zero publishes at once.
        package var debounce: Duration
        /// The version `initialize` reports.
        package var version: String

        /// Creates a configuration; the debounce default (150 ms) is a choice: long enough to
        /// coalesce a burst of keystrokes, short enough to feel immediate.
        package init(context: AnalysisContext, debounce: Duration = .milliseconds(150), version: String) {
            self.context = context
            self.debounce = debounce
            self.version = version
        }
    }

    private var configuration: Configuration
    private let send: @Sendable (JSONValue) -> Void
    private let clientProcess: @Sendable (Int32) -> Void
    private var store = DocumentStore()
    private var analyses: [String: SpecAnalysis] = [:]
    private var generations: [String: Int] = [:]
    private var nextOutgoingID = 1
    private var watchesFiles = false

    /// Where the server is in its lifecycle.
    package private(set) var lifecycle = Lifecycle.uninitialized

    /// Creates a server that hands each message it sends to `send`; `clientProcess` is told the
    /// client's process id when `initialize` gives one, to end the server when the client ends.
    package init(configuration: Configuration, send: @escaping @Sendable (JSONValue) -> Void,
                clientProcess: @escaping @Sendable (Int32) -> Void = { _ in }) {
        self.configuration = configuration
        self.send = send
        self.clientProcess = clientProcess
    }

    /// The working folder and blocks answers are computed with.
    package var context: AnalysisContext { configuration.context }

    /// Handles one message; returns the process's exit code once `exit` came (0 after `shutdown`,
    /// 1 without, as the protocol says), nil to keep going.
    package func handle(_ message: IncomingMessage) -> Int32? {
        switch message {
        case .invalid(let error):
            send(OutgoingMessage.error(id: .null, error))
        case .response:
            break
        case .request(let id, let method, let params):
            switch request(method, params: params) {
            case .success(let result): send(OutgoingMessage.result(id: id, result))
            case .failure(let error): send(OutgoingMessage.error(id: id, error))
            }
        case .notification(let method, let params):
            if method == "exit" { return lifecycle == .shutDown ? 0 : 1 }
            guard lifecycle == .running else { return nil }
            notification(method, params: params)
        }
        return nil
    }

    // MARK: Requests

    private func request(_ method: String, params: JSONValue?) -> Result<JSONValue, ResponseError> {
        switch lifecycle {
        case .uninitialized where method != "initialize":
            return .failure(.serverNotInitialized)
        case .shutDown:
            return .failure(.invalidRequest("the server was shut down; expected 'exit'"))
        case .running where method == "initialize":
            return .failure(.invalidRequest("'initialize' was already sent"))
        default:
            break
        }
        do {
            return .success(try answer(method, params: params))
        } catch {
            return .failure(error)
        }
    }

    private func answer(_ method: String, params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch method {
        case "initialize":
            return initialize(params)
        case "shutdown":
            lifecycle = .shutDown
            return .null
        case "textDocument/documentSymbol":
            return DocumentSymbols.symbols(try analysis(params))
        case "textDocument/foldingRange":
            return DocumentSymbols.foldingRanges(try analysis(params))
        case "textDocument/hover":
            let analysis = try analysis(params)
            let position = try position(params, in: analysis.document)
            return HoverProvider(context: context).hover(analysis, at: position) ?? .null
        case "textDocument/completion":
            let analysis = try analysis(params)
            return CompletionProvider(context: context).completions(analysis, at: try position(params, in: analysis.document))
        case "textDocument/codeAction":
            let analysis = try analysis(params)
            let range = try TextRange(json: params?["range"], field: "range")
            let document = analysis.document
            return CodeActionProvider(context: context).actions(
                analysis, in: TextRange(start: document.clamped(range.start), end: document.clamped(range.end)))
        case "textDocument/formatting":
            return SectionFormatter(context: context).edits(try analysis(params))
        default:
            throw .methodNotFound(method)
        }
    }

    private func initialize(_ params: JSONValue?) -> JSONValue {
        lifecycle = .running
        if let root = Self.rootPath(params) { configuration.context.workingDirectory = root }
        if let pid = params?["processId"]?.intValue, pid > 0, pid <= Int(Int32.max) { clientProcess(Int32(pid)) }
        watchesFiles = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [" ", ">"], "resolveProvider": false],
                "documentSymbolProvider": true,
                "foldingRangeProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source"]],
                "documentFormattingProvider": true,
            ],
            "serverInfo": ["name": "primer-spec", "version": .string(configuration.version)],
        ]
    }

    /// The folder of `workspaceFolders`' first, else `rootUri`, else `rootPath`.
    static func rootPath(_ params: JSONValue?) -> String? {
        if let folder = params?["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue {
            return AnalysisContext.path(ofURI: folder)
        }
        if let uri = params?["rootUri"]?.stringValue { return AnalysisContext.path(ofURI: uri) }
        return params?["rootPath"]?.stringValue
    }

    /// The analysis of the document a request's `textDocument` names, from the cache when current.
    private func analysis(_ params: JSONValue?) throws(ResponseError) -> SpecAnalysis {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else {
            throw .invalidParams("'textDocument.uri' is missing; expected the URI of an open document")
        }
        guard let document = store[uri] else {
            throw .invalidParams("the document '\(uri)' is not open; expected 'textDocument/didOpen' first")
        }
        return analysis(of: document)
    }

    /// A request's `position`: InvalidParams (-32602) outside the protocol's range, and clamped to
    /// the document (the end of its line, the end of the text) past its end.
    private func position(_ params: JSONValue?, in document: TextDocument) throws(ResponseError) -> TextPosition {
        document.clamped(try TextPosition(json: params?["position"], field: "position"))
    }

    /// The analysis of a document's current text.
    func analysis(of document: TextDocument) -> SpecAnalysis {
        let cached = analyses[document.uri]
        if let cached, cached.document == document { return cached }
        let analysis = SpecAnalysis(document, context: context, previous: cached)
        analyses[document.uri] = analysis
        return analysis
    }

    // MARK: Notifications

    private func notification(_ method: String, params: JSONValue?) {
        switch method {
        case "initialized":
            registerWatchers()
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue,
                  let text = item["text"]?.stringValue else { return }
            store.open(TextDocument(uri: uri, version: item["version"]?.intValue ?? 0, text: text))
            scheduleDiagnostics(uri)
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue,
                  let changes = params?["contentChanges"]?.arrayValue else { return }
            let parsed = changes.compactMap(DocumentStore.Change.init(json:))
            // A change that does not read is ignored whole, so the text never drifts from the editor's;
            // a notification has no answer, so the editor's log is told why.
            guard parsed.count == changes.count else {
                logUnreadChange(changes, uri: uri)
                return
            }
            guard let current = store[uri] else { return }
            // Without a version the next one is taken (saturating, as a client may send any integer).
            let version = params?["textDocument"]?["version"]?.intValue
                ?? (current.version < Int.max ? current.version + 1 : current.version)
            try? store.change(uri, version: version, changes: parsed)
            scheduleDiagnostics(uri)
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, store.close(uri) else { return }
            analyses[uri] = nil
            generations[uri, default: 0] += 1
            send(OutgoingMessage.notification("textDocument/publishDiagnostics",
                                              ["uri": .string(uri), "diagnostics": []]))
        case "workspace/didChangeWatchedFiles":
            filesChanged()
        default:
            // Other notifications ($/cancelRequest, $/setTrace, didSave…) need nothing: requests are
            // answered in order and at once, and the text comes with each change.
            break
        }
    }

    /// Tells the client's log (`window/logMessage`, a warning) why a `didChange` was ignored: the
    /// first change without text or with a range that does not read.
    private func logUnreadChange(_ changes: [JSONValue], uri: String) {
        for (index, change) in changes.enumerated() {
            let field = "contentChanges[\(index)]"
            var reason: String?
            if change["text"]?.stringValue == nil {
                reason = "'\(field).text' is \(TextPosition.shown(change["text"])); expected the new text"
            } else if let range = change["range"] {
                do {
                    _ = try TextRange(json: range, field: field + ".range")
                } catch {
                    reason = error.message
                }
            }
            guard let reason else { continue }
            send(OutgoingMessage.notification("window/logMessage", [
                "type": 2, "message": .string("primer-spec: a change to \(uri) was ignored: \(reason)"),
            ]))
            return
        }
    }

    /// Asks the client to report changes to the kinds of file a spec names (when it can register
    /// watchers itself).
    private func registerWatchers() {
        guard watchesFiles else { return }
        let globs = ["**/*.plist", "**/*.pbxproj", "**/*.xcconfig", "**/*.json", "**/*.txt", "**/*.strings"]
        let registration: JSONValue = [
            "id": "primer-spec-named-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
        ]
        send(OutgoingMessage.request(id: .int(nextOutgoingID), "client/registerCapability",
                                     ["registrations": [registration]]))
        nextOutgoingID += 1
    }

    /// A file on disk changed: every open spec that names a file is checked again. (Which files a
    /// spec reads is the resolver's business, and an xcconfig's includes reach beyond the names in
    /// the spec, so every such spec is checked rather than guessed at.)
    private func filesChanged() {
        for uri in store.uris {
            guard let document = store[uri] else { continue }
            let names = analyses[uri].map { NamedFiles.paths(in: $0.syntax, fields: context.blocks.headerFields) } ?? ["?"]
            guard !names.isEmpty else { continue }
            analyses[uri] = nil
            scheduleDiagnostics(document.uri)
        }
    }

    // MARK: Diagnostics

    private func scheduleDiagnostics(_ uri: String) {
        generations[uri, default: 0] += 1
        let generation = generations[uri, default: 0]
        let debounce = configuration.debounce
        if debounce <= .zero {
            publishIfCurrent(uri, generation: generation)
            return
        }
        Task {
            try? await Task.sleep(for: debounce)
            self.publishIfCurrent(uri, generation: generation)
        }
    }

    /// Publishes a document's diagnostics if no change came after `generation`.
    func publishIfCurrent(_ uri: String, generation: Int) {
        guard generations[uri] == generation, let document = store[uri] else { return }
        let analysis = analysis(of: document)
        let diagnostics = DiagnosticConversion(context: context).diagnostics(analysis)
        send(OutgoingMessage.notification("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .int(document.version), "diagnostics": .array(diagnostics),
        ]))
    }

    /// The open document of a URI (for tests).
    package func document(_ uri: String) -> TextDocument? { store[uri] }
}
