import PrimerModel

/// Parsing of the names users type for kinds, states and sizes, with the valid values in the error.
public enum NameParsing {
    /// The one KIND positional argument a command takes.
    public static func singleKind(_ positionals: [String], command: String?) throws(UsageError) -> Kind {
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty
                             ? "missing KIND; expected one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))"
                             : "expected one KIND, got \(positionals.count): \(positionals.joined(separator: " "))",
                             command: command)
        }
        return try kind(positionals[0], command: command)
    }

    /// A kind by name.
    public static func kind(_ text: String, command: String?) throws(UsageError) -> Kind {
        guard let kind = Kind(rawValue: text) else {
            throw .unknownValue(text, for: "kind", validValues: Kind.allCases.map(\.rawValue), command: command)
        }
        return kind
    }

    /// A state by name, which must apply to the kind.
    public static func state(_ text: String, kind: Kind, command: String?) throws(UsageError) -> StateName {
        let valid = StateName.allCases.filter { $0.applies(to: kind) }
        guard let state = StateName(rawValue: text), valid.contains(state) else {
            if text == StateName.limited.rawValue {
                throw UsageError("state 'limited' applies only to photos; \(kind) is granted or denied", command: command)
            }
            throw .unknownValue(text, for: "state", validValues: valid.map(\.rawValue), command: command)
        }
        return state
    }

    /// A Dynamic Type size by name.
    public static func size(_ text: String, command: String?) throws(UsageError) -> DynamicTypeSize {
        guard let size = DynamicTypeSize(name: text) else {
            throw .unknownValue(text, for: "Dynamic Type size", validValues: DynamicTypeSize.allCases.map(\.rawValue),
                                command: command)
        }
        return size
    }
}
