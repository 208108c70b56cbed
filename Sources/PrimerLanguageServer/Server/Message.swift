import PrimerSyntax

/// One message from the client, as the server tells them apart (JSON-RPC 2.0).
package enum IncomingMessage: Sendable {
    /// A request: it has an id and wants an answer.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A notification: no id, no answer.
    case notification(method: String, params: JSONValue?)
    /// A response to a request the server sent (`client/registerCapability`).
    case response(id: JSONValue)
    /// A body that is not a message: answered with an error whose id is null.
    case invalid(ResponseError)

    /// Reads a message body.
    package init(body: [UInt8]) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(body)
        } catch {
            self = .invalid(.parseError("the message body is not JSON; expected a JSON-RPC 2.0 object"))
            return
        }
        self.init(json: json)
    }

    /// Reads a parsed message.
    package init(json: JSONValue) {
        guard json.isObject else {
            self = .invalid(.invalidRequest("the message is not a JSON object; expected a JSON-RPC 2.0 request or notification"))
            return
        }
        let id = json["id"]
        if let method = json["method"] {
            guard let name = method.stringValue else {
                self = .invalid(.invalidRequest("'method' is not a string"))
                return
            }
            if let id {
                switch id {
                case .int, .string: self = .request(id: id, method: name, params: json["params"])
                default: self = .invalid(.invalidRequest("'id' is neither a number nor a string"))
                }
            } else {
                self = .notification(method: name, params: json["params"])
            }
        } else if let id, json["result"] != nil || json["error"] != nil {
            self = .response(id: id)
        } else {
            self = .invalid(.invalidRequest("the message has no 'method'; expected a request or a notification"))
        }
    }
}

/// What the server sends: the full JSON-RPC 2.0 envelopes.
package enum OutgoingMessage {
    /// The answer to a request.
    package static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error answer; `id` is null when the request's own id could not be read.
    package static func error(id: JSONValue, _ error: ResponseError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }

    /// A notification.
    package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// A request the server makes of the client.
    package static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }
}
