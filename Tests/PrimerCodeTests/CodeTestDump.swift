@testable import PrimerCode
import PrimerSyntax

/// A compact, whole dump of an expression tree, so a table can state what a source reads as:
/// `call(name(Color), [red: number(0.2)])`.
func dump(_ expression: SwiftExpression) -> String {
    switch expression.form {
    case .string(let value): return "string(\(value.debugDescription))"
    case .interpolated: return "interpolated"
    case .number(let digits): return "number(\(digits))"
    case .boolean(let value): return "bool(\(value))"
    case .nilLiteral: return "nil"
    case .name(let name): return "name(\(name))"
    case .implicitMember(let name): return ".\(name)"
    case .member(let base, let name): return "member(\(dump(base)), \(name))"
    case .call(let callee, let arguments, let trailing):
        let inside = "call(\(dump(callee)), \(dump(arguments))"
        return trailing.isEmpty ? inside + ")" : inside + ", trailing: \(dump(trailing)))"
    case .array(let elements): return "array[\(elements.map(dump).joined(separator: ", "))]"
    case .closure: return "closure"
    case .computed: return "computed"
    }
}

/// Arguments as `[label: value, _: value]`.
func dump(_ arguments: [SwiftArgument]) -> String {
    "[" + arguments.map { "\($0.label ?? "_"): \(dump($0.value))" }.joined(separator: ", ") + "]"
}

/// A file of a source, as a test names it.
func swiftFile(_ source: String, path: String = "App.swift") -> SwiftFile {
    SwiftFile(path: path, bytes: Array(source.utf8))
}
