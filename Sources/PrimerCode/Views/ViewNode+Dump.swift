/// A view tree as indented lines, one per view and modifier with its line and column, for golden
/// tests and for reading what the view reader saw in a file.
extension ViewNode {
    /// The nodes' lines, each child two spaces deeper.
    package static func dump(_ nodes: [ViewNode], indent: String = "") -> [String] {
        nodes.flatMap { $0.dump(indent: indent) }
    }

    /// This node's lines.
    package func dump(indent: String = "") -> [String] {
        let at = "@\(range.lowerBound.line):\(range.lowerBound.column)"
        var lines: [String]
        switch base {
        case .view(let expression):
            lines = [indent + Self.head(expression) + " " + at]
        case .conditional(let condition, let then, let otherwise):
            lines = [indent + "if \(condition.source) " + at]
            lines += Self.dump(then, indent: indent + "  ")
            if !otherwise.isEmpty {
                lines.append(indent + "else")
                lines += Self.dump(otherwise, indent: indent + "  ")
            }
        case .unreadable(let word, _):
            lines = [indent + "<\(word): not read as views> " + at]
        }
        for closure in closures {
            let parameters = closure.parameters.isEmpty ? "" : " " + closure.parameters.joined(separator: ", ") + " in"
            lines.append(indent + "  {" + (closure.label.map { " \($0):" } ?? "") + parameters)
            lines += Self.dump(closure.nodes, indent: indent + "    ")
        }
        for modifier in modifiers {
            let arguments = modifier.arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.source }
            lines.append(indent + "  .\(modifier.name)(\(arguments.joined(separator: ", ")))"
                         + (modifier.trailing.isEmpty ? "" : " {…}") + " @\(modifier.range.lowerBound.line):\(modifier.range.lowerBound.column)")
            lines += Self.dump(modifier.views, indent: indent + "    ")
        }
        return lines
    }

    /// A base's head: its callee and arguments in parentheses, closures left to their own lines.
    static func head(_ expression: SwiftExpression) -> String {
        guard let call = expression.call else { return expression.source }
        let arguments = call.arguments.filter { $0.value.form != .closure }
            .map { ($0.label.map { $0 + ": " } ?? "") + $0.value.source }
        return call.callee.joined(separator: ".") + "(" + arguments.joined(separator: ", ") + ")"
    }
}
