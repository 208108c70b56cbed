// libFuzzer target: scan's Swift lexer and request finder (PrimerScan), and the code readers the
// designs' call sites go through (PrimerCode): scopes, following values, the call-site finder with
// every standard block's shapes, and each block's reading of the calls it finds. Built and run by
// scripts/fuzz.sh, with inputs up to 300 KB so that nesting tens of thousands deep (strings in
// interpolations, brackets, closures) is reached: the lexer reads any depth without recursion and
// the readers recurse only to their depth limits, so no input may exhaust the stack.
//
// Properties checked on every input, beyond "nothing traps":
// - tokens run forward (each starts after the one before it), and every token and request is
//   located in the input (line and column from 1, the line no later than the input's last);
// - a request found is one the catalogue lists;
// - every call of a design and every note the finder gives is located in the input, each call's
//   shape is one of those given, and each note is a note (never a warning or an error);
// - what a block reads from a call (its fields and notes) is located in the input, its notes notes;
// - a value followed from any call's argument (every `name(…)` in the input, not only the designs')
//   ends at an expression located in the input;
// - every property's and function's body read as views (ViewReader) gives nodes, modifiers and
//   conditions located in the input, and each modifier argument read with its operators (CodeTerm)
//   is located there, whatever names it is evaluated with;
// - each block's reading of a copy of its design found in the input gives differences located there.
import Foundation
import PrimerBlocks
import PrimerCode
import PrimerScan
import PrimerSpec
import PrimerSyntax

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.prefix(4_096).map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message.prefix(2_000))\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

/// Every standard block's declaration of its design's calls.
private let designs = BlockRegistry.standard.blocks.compactMap(\.code)
/// The shapes of all of them.
private let shapes = designs.flatMap(\.calls)

/// The most calls whose arguments are followed per input, so one input of thousands of calls stays quick.
private let followedCalls = 256

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScan(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Line ends as the lexer counts them: LF, CR, and CR LF as one.
    var lines = 1
    for (index, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D && bytes[safe: index + 1] != 0x0A {
        lines += 1
    }
    func inside(_ location: SourceLocation) -> Bool {
        location.line >= 1 && location.line <= lines && location.column >= 1
    }
    func inside(_ range: SourceRange) -> Bool { inside(range.lowerBound) && inside(range.upperBound) }

    let tokens = SwiftLexer.tokens(bytes)
    var previous = (0, 0)
    for token in tokens {
        if token.line < 1 || token.column < 1 || token.line > lines { fail("a token at \(token.line):\(token.column)", bytes) }
        if (token.line, token.column) <= previous { fail("tokens out of order at \(token.line):\(token.column)", bytes) }
        previous = (token.line, token.column)
    }
    for request in RequestFinder(file: "A.swift").requests(in: tokens) {
        if !inside(request.location) { fail("a request at \(request.location)", bytes) }
        if !PermissionAPI.all.contains(request.api) { fail("a request of an API not in the catalogue: \(request.api.id)", bytes) }
    }

    // The code readers: one file, its scopes, the module over it.
    let file = SwiftFile(path: "A.swift", bytes: bytes, tokens: tokens)
    for scope in file.scopes where scope.open < 0 || scope.open >= tokens.count || scope.close < scope.open
        || scope.close > tokens.count {
        fail("a scope from token \(scope.open) to \(scope.close) of \(tokens.count)", bytes)
    }
    let module = SwiftModule(files: [file])
    let values = CodeValues(module: module)

    // Follow every argument of every call in the input.
    var followed = 0
    for index in tokens.indices where followed < followedCalls && tokens[index].kind == .identifier
        && tokens[safe: index + 1]?.isPunctuation("(") == true {
        followed += 1
        var reader = file.reader(at: index)
        guard let call = reader.call(), let (_, arguments, trailing) = call.call else { continue }
        if !inside(call.range) { fail("a call read at \(call.range)", bytes) }
        for argument in arguments + trailing {
            if !inside(argument.location) { fail("an argument at \(argument.location)", bytes) }
            let value = module.follow(argument.value, inFile: 0)
            if value.file != 0 { fail("a value followed to file \(value.file) of one", bytes) }
            if !inside(value.expression.range) { fail("a value followed to \(value.expression.range)", bytes) }
            for step in value.steps where !inside(step) { fail("a value followed through \(step)", bytes) }
            for assignment in value.assignments where !inside(assignment.location) || !inside(assignment.value.range) {
                fail("an assignment at \(assignment.location)", bytes)
            }
        }
    }

    // Each design's calls, as scan finds them, and as its block reads them.
    func check(_ finding: Finding, _ what: String) {
        if finding.severity != .note { fail("\(what) of severity \(finding.severity): \(finding.message)", bytes) }
        if !inside(finding.range) { fail("\(what) at \(finding.range): \(finding.message)", bytes) }
    }
    let all = CallSiteFinder(shapes: shapes).calls(in: module)
    for call in all.calls {
        if !shapes.contains(call.shape) { fail("a call of a shape not given: \(call.shape.signature)", bytes) }
        if call.file != 0 || !inside(call.location) { fail("a call in file \(call.file) at \(call.location)", bytes) }
        if !tokens.indices.contains(call.token) { fail("a call at token \(call.token) of \(tokens.count)", bytes) }
    }
    for note in all.notes { check(note, "a finder's note") }
    for design in designs {
        let found = CallSiteFinder(shapes: design.calls).calls(in: module)
        for note in found.notes { check(note, "a finder's note") }
        for call in found.calls {
            if !design.calls.contains(call.shape) { fail("a call of a shape not given: \(call.shape.signature)", bytes) }
            if !inside(call.location) { fail("a call at \(call.location)", bytes) }
            let content = design.read(call, values)
            for note in content.notes { check(note, "a block's note") }
            for field in content.fields where !inside(field.range) {
                fail("a field \(field.name) at \(field.range)", bytes)
            }
        }
    }
    // Views: every body read as a view builder, each modifier's arguments read with their operators.
    var terms = 0
    for (index, scope) in file.scopes.enumerated() where scope.kind == .property || scope.kind == .function {
        for (node, conditions) in ViewReader(file: file).views(inScope: index).flatMap({ $0.descendants() }) {
            if !inside(node.range) { fail("a view at \(node.range)", bytes) }
            for held in conditions where !inside(held.condition.range) { fail("a condition at \(held.condition.range)", bytes) }
            for modifier in node.modifiers {
                if !inside(modifier.range) { fail("a modifier .\(modifier.name) at \(modifier.range)", bytes) }
                for argument in modifier.arguments where terms < followedCalls {
                    terms += 1
                    let term = CodeTerm.read(argument.value, in: file)
                    if !inside(term.range) { fail("a term at \(term.range)", bytes) }
                    _ = term.number(["index": 1, "ring": 0], in: file)
                    if let chosen = term.chosen(["reduceMotion": true, "hasAppeared": false], in: file), !inside(chosen.range) {
                        fail("a branch chosen at \(chosen.range)", bytes)
                    }
                }
            }
        }
    }
    // Copies of the designs: each block's reading of one, if the input declares its view.
    for block in BlockRegistry.standard.blocks {
        guard let declaration = block.copy,
              let copy = DesignCopy(types: declaration.types, module: module, values: values) else { continue }
        for difference in declaration.read(copy).differences where !inside(difference.range) {
            fail("\(block.name)'s copy: \(difference.part) \(difference.fact) at \(difference.range)", bytes)
        }
    }
    return 0
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
