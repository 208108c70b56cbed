import PrimerSyntax

/// An error a request is answered with: a JSON-RPC 2.0 or Language Server Protocol error code and
/// a message naming what was wrong and what was expected.
package struct ResponseError: Error, Hashable, Sendable {
    /// The code.
    package var code: Int
    /// The message.
    package var message: String

    /// Creates an error.
    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The body was not JSON (JSON-RPC's -32700).
    package static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON was not a request, a notification or a response (-32600).
    package static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// No such method (-32601).
    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The parameters are missing a field or have one of the wrong type (-32602).
    package static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// A request before `initialize` (the protocol's -32002).
    package static let serverNotInitialized = ResponseError(
        code: -32002, message: "the server is not initialized; expected 'initialize' first")

    /// The protocol's `ResponseError` object.
    package var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}
