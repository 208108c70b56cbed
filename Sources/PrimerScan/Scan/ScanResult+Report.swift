import PrimerModel
import PrimerSpec
import PrimerSyntax

extension ScanResult {
    /// The scan's report, as every output format renders it: its findings under ``ScanRules`` (their
    /// help in `Docs/Scan.md`), the inputs that could not be read as `errors` (the caller places them),
    /// and each request and copy of a design as the JSON object's `requests` and `copies`.
    package func report(target: String, errors: [Finding]) -> Report {
        let requests = requests, copies = copies
        return Report(findings: findings, errors: errors, target: target, rules: ScanRules.all, command: .scan,
                      document: "Docs/Scan.md",
                      extraJSON: { ["requests": .array(requests.map(Self.json)), "copies": .array(copies.map(Self.json))] })
    }

    /// A copy of a design: where its view is declared, and each difference at its line.
    static func json(_ copy: DesignCopyFound) -> JSONValue {
        [
            "block": .string(copy.block), "design": .string(copy.design), "file": .string(copy.location.file),
            "line": .int(copy.location.line),
            "differences": .array(copy.differences.map { finding in
                ["file": .string(finding.location.file), "line": .int(finding.location.line),
                 "column": .int(finding.location.column), "followed": .bool(finding.severity == .note),
                 "message": .string(finding.message)]
            }),
        ]
    }

    /// A request: where, the API, its permissions and keys, where the API is documented, and its notes.
    static func json(_ request: PermissionRequest) -> JSONValue {
        var object: [String: JSONValue] = [
            "file": .string(request.location.file), "line": .int(request.location.line),
            "column": .int(request.location.column), "api": .string(request.api.id),
            "permissions": .array(request.permissions.map { .string($0.description) }),
            "keys": .array(request.requiredKeys.map(JSONValue.string)), "source": .string(request.api.source),
        ]
        if let note = request.api.note { object["note"] = .string(note) }
        // What was assumed to read the call, and what decided its keys: the request's located notes.
        let notes = request.notes.map(\.message)
        if !notes.isEmpty { object["notes"] = .array(notes.map(JSONValue.string)) }
        return .object(object)
    }
}
