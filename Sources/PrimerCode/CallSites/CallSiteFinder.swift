import PrimerSyntax

/// Finds the calls of the shapes blocks declare in an app's Swift files, and matches each call's
/// arguments to a shape's parameters as the compiler would (labels in order, defaults left out,
/// trailing closures for closure parameters). A call that could not compile against any shape (a
/// label the design does not take, a required argument missing, a bracket never closed) is not
/// read: it is a located note saying why, so nothing is guessed.
package struct CallSiteFinder: Sendable {
    /// The shapes looked for.
    package var shapes: [CallShape]
    private let names: Set<String>

    /// Creates a finder for shapes.
    package init(shapes: [CallShape]) {
        self.shapes = shapes
        names = Set(shapes.map(\.name))
    }

    /// What the finder found in a module: the calls, and a note for each call it could not read.
    package struct Found: Sendable {
        /// The calls, in file and token order.
        package var calls: [CodeCall] = []
        /// Notes for calls that would not compile against any shape, located at the call.
        package var notes: [Finding] = []
    }

    /// The calls in every file of a module.
    package func calls(in module: SwiftModule) -> Found {
        var found = Found()
        for number in module.files.indices {
            let own = calls(in: module.files[number], number: number)
            found.calls += own.calls
            found.notes += own.notes
        }
        return found
    }

    /// The calls in one file, the `number`th of its module.
    package func calls(in file: SwiftFile, number: Int) -> Found {
        var found = Found()
        guard !names.isEmpty else { return found }
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && names.contains(tokens[index].text) {
            let previous = tokens[safe: index - 1]
            let isMember = previous?.isPunctuation(".") == true
            let next = tokens[safe: index + 1]
            guard next?.isPunctuation("(") == true || next?.isPunctuation("{") == true else { continue }
            if let previous, previous.kind == .identifier, Self.declarers.contains(previous.text) { continue }
            let candidates = shapes.filter { shape in
                guard shape.name == tokens[index].text else { return false }
                switch shape.form {
                case .initializer: return !isMember
                case .modifier: return isMember
                }
            }
            guard !candidates.isEmpty else { continue }
            var reader = file.reader(at: isMember ? index - 1 : index)
            let location = file.location(of: index)
            guard let expression = reader.call(), let (_, arguments, trailing) = expression.call else { continue }
            if let unclosed = reader.unclosed {
                found.notes.append(Finding(severity: .note, range: SourceRange(at: location),
                                           message: "\(display(candidates[0])) here is not read: a bracket opened at "
                                               + "\(unclosed) is never closed; expected a complete call",
                                           offendingText: expression.source, expected: "a complete call"))
                continue
            }
            var problems: [String] = []
            var matched: (CallShape, [String: SwiftArgument])?
            for shape in candidates {
                switch match(shape, arguments: arguments, trailing: trailing) {
                case .success(let byLabel):
                    matched = (shape, byLabel)
                case .failure(let problem):
                    problems.append(problem.message)
                }
                if matched != nil { break }
            }
            guard let (shape, byLabel) = matched else {
                let why = Array(Set(problems)).sorted().joined(separator: "; or ")
                found.notes.append(Finding(severity: .note, range: SourceRange(at: location),
                                           message: "\(display(candidates[0])) here is not read: \(why)",
                                           offendingText: expression.source,
                                           expected: candidates.map(\.signature).joined(separator: " or ")))
                continue
            }
            found.calls.append(CodeCall(shape: shape, file: number, location: location, token: index,
                                        arguments: byLabel, declarationPath: file.declarationPath(around: index),
                                        source: expression.source))
        }
        return found
    }

    /// Words before a name that declare it rather than call it.
    static let declarers: Set<String> = ["func", "struct", "class", "enum", "extension", "protocol", "typealias", "actor",
                                         "var", "let", "case"]

    private func display(_ shape: CallShape) -> String {
        switch shape.form {
        case .initializer(let name): "\(name)(…)"
        case .modifier(let name): ".\(name)(…)"
        }
    }

    /// Why a call does not fit a shape.
    struct Mismatch: Error {
        var message: String
    }

    /// The arguments by parameter label, or why they do not fit: labels must appear in the
    /// parameters' order, each parameter without a default must be given, and trailing closures
    /// take the closure parameters after the last one given in parentheses.
    func match(_ shape: CallShape, arguments: [SwiftArgument], trailing: [SwiftArgument])
        -> Result<[String: SwiftArgument], Mismatch> {
        var byLabel: [String: SwiftArgument] = [:]
        var position = 0
        let parameters = shape.parameters
        var previous: String?
        for argument in arguments {
            let label = argument.label ?? "_"
            guard let found = parameters[position...].firstIndex(where: { $0.label == label }) else {
                let known = parameters.contains { $0.label == label }
                return .failure(Mismatch(message: known
                    ? "'\(label):' must come before '\(previous ?? label):' in \(shape.signature)"
                    : "\(shape.signature) has no parameter '\(label):'"))
            }
            previous = label
            if let skipped = parameters[position..<found].first(where: { !$0.hasDefault }) {
                // Given later, it is out of order (as the compiler says: it must precede).
                if arguments.contains(where: { ($0.label ?? "_") == skipped.label }) {
                    return .failure(Mismatch(message: "'\(skipped.label):' must come before '\(label):' in "
                                             + shape.signature))
                }
                return .failure(Mismatch(message: "'\(skipped.label):' is missing before '\(label):'"))
            }
            byLabel[label] = argument
            position = found + 1
        }
        for closure in trailing {
            let found: Int?
            if let label = closure.label {
                found = parameters[position...].firstIndex { $0.label == label && $0.kind == .closure }
            } else {
                found = parameters[position...].firstIndex { $0.kind == .closure }
            }
            guard let found else {
                return .failure(Mismatch(message: "a trailing closure\(closure.label.map { " '\($0):'" } ?? "") has no "
                                         + "closure parameter left in \(shape.signature)"))
            }
            if let skipped = parameters[position..<found].first(where: { !$0.hasDefault && $0.kind != .closure }) {
                return .failure(Mismatch(message: "'\(skipped.label):' is missing"))
            }
            byLabel[parameters[found].label] = closure
            position = found + 1
        }
        if let missing = parameters[position...].first(where: { !$0.hasDefault }) {
            return .failure(Mismatch(message: "'\(missing.label):' is missing"))
        }
        return .success(byLabel)
    }
}
