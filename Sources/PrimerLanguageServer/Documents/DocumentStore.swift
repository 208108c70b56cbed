import PrimerSyntax

/// The documents the editor has open, by URI, as it last described them.
package struct DocumentStore: Sendable {
    private var documents: [String: TextDocument] = [:]

    /// Creates an empty store.
    package init() {}

    /// The open document of a URI, or nil.
    package subscript(uri: String) -> TextDocument? { documents[uri] }

    /// The URIs of the open documents.
    package var uris: [String] { Array(documents.keys).sorted() }

    /// Opens a document (`textDocument/didOpen`); opening one already open replaces it.
    package mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
    }

    /// Closes a document (`textDocument/didClose`); returns whether it was open.
    @discardableResult
    package mutating func close(_ uri: String) -> Bool {
        documents.removeValue(forKey: uri) != nil
    }

    /// One change of `textDocument/didChange`: a range and its new text, or the whole new text.
    package struct Change: Hashable, Sendable {
        /// The range replaced; nil for the whole document.
        package var range: TextRange?
        /// The new text.
        package var text: String

        /// Creates a change.
        package init(range: TextRange?, text: String) {
            self.range = range
            self.text = text
        }

        /// Reads a `TextDocumentContentChangeEvent`; nil when it has no text or a malformed range.
        package init?(json: JSONValue) {
            guard let text = json["text"]?.stringValue else { return nil }
            if let range = json["range"] {
                guard let parsed = TextRange(json: range) else { return nil }
                self.init(range: parsed, text: text)
            } else {
                self.init(range: nil, text: text)
            }
        }
    }

    /// Why a change was not applied.
    package enum ChangeProblem: Error, Hashable, Sendable {
        /// The document is not open.
        case notOpen(String)
    }

    /// Applies changes in order (`textDocument/didChange`) and sets the version.
    package mutating func change(_ uri: String, version: Int, changes: [Change]) throws(ChangeProblem) {
        guard var document = documents[uri] else { throw .notOpen(uri) }
        for change in changes {
            document.apply(change.text, in: change.range)
        }
        document.version = version
        documents[uri] = document
    }
}
