import PrimerCode
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A copy's motion. The templates declare no animation: a copy that adds one to the gate's `Group`
/// (`.animation(CURVE, value: currentStatus)` or `value: hasChecked`), with `.transition(…)` on the
/// `Group` or on the `primingView`/`deniedView` it shows, is followed as an animated change of view;
/// read through `accessibilityReduceMotion` when the copy gates it, else the same under Reduce
/// Motion (where the audit then reports what moves). Every other `.animation`, `.transition` or
/// `withAnimation` in the copy's types is a difference the model cannot follow, at its line.
extension PermissionPrimingCopy {
    /// The whole views a transition on a gate member applies to.
    static let transitionMembers: [(member: String, part: PartID)] = [
        ("primingView", PrimingPart.primingView), ("deniedView", PrimingPart.deniedView),
    ]

    /// Reads the gate's animation and transitions, and reports any other motion.
    static func readMotion(_ copy: DesignCopy, into design: inout PrimingDesign, differences: inout [CopyDifference]) {
        var modelled: Set<SourceLocation> = []
        let part = "gate"
        if copy.type(gateName) != nil, let body = copy.member("body", of: gateName) {
            let file = copy.file(body.file)
            // `@Environment(\.accessibilityReduceMotion) var NAME`: the name the copy reads the setting by.
            let reduceMotion = copy.members(of: gateName).first { member in
                member.attributes.contains { $0.call?.callee == ["Environment"] && $0.source.contains("accessibilityReduceMotion") }
            }?.name
            let top = copy.views(of: body)
            let group = top.count == 1 ? top.first : nil
            var transitions: (full: [PartID: ViewTransition], reduced: [PartID: ViewTransition]) = ([:], [:])
            // `.transition` on the Group applies to each view it shows; on a member's view, to that view.
            var carriers: [(modifiers: [ViewModifierCall], parts: [PartID])] = []
            if let group {
                carriers.append((group.modifiers, [PrimingPart.checking, PrimingPart.primingView, PrimingPart.deniedView,
                                                   PrimingPart.content]))
            }
            for (name, view) in transitionMembers {
                guard let member = copy.member(name, of: gateName) else { continue }
                for node in copy.views(of: member) {
                    var nodes = [node]
                    if case .conditional(_, let then, let otherwise) = node.base { nodes += then + otherwise }
                    for inner in nodes { carriers.append((inner.modifiers, [view])) }
                }
            }
            for carrier in carriers {
                for modifier in carrier.modifiers where modifier.name == "transition" {
                    guard let argument = modifier.arguments.first?.value,
                          let (full, reduced) = branches(argument, reduceMotion: reduceMotion, file: file,
                                                         read: { viewTransition($0) }) else {
                        differences.append(CopyDifference(
                            part: part, fact: "transition", published: "none (opacity)", copy: modifier.written,
                            at: modifier.range, sections: [.motion],
                            unfollowed: "not a transition PrimerSpec reads (opacity, scale, slide, move(edge:), push(from:))"))
                        modelled.insert(modifier.range.lowerBound)
                        continue
                    }
                    for view in carrier.parts {
                        if let full { transitions.full[view] = full }
                        if let reduced { transitions.reduced[view] = reduced }
                    }
                    modelled.insert(modifier.range.lowerBound)
                    differences.append(CopyDifference(part: part, fact: "transition", published: "none (opacity)",
                                                      copy: modifier.written, at: modifier.range, sections: [.motion]))
                }
            }
            for modifier in group?.modifiers ?? [] where modifier.name == "task" {
                for closure in modifier.trailing {
                    readCheckAnimation(closure.value, file: file, reduceMotion: reduceMotion, transitions: transitions,
                                       into: &design, modelled: &modelled, differences: &differences)
                }
            }
            for modifier in group?.modifiers ?? [] where modifier.name == "animation" {
                modelled.insert(modifier.range.lowerBound)
                let valueSource = modifier.argument("value")?.value.source
                guard let argument = modifier.arguments.first(where: { $0.label == nil })?.value,
                      let value = valueSource.flatMap(PrimingDesign.AnimatedValue.init(rawValue:)),
                      let (full, reduced) = branches(argument, reduceMotion: reduceMotion, file: file,
                                                     read: { curve($0) }) else {
                    differences.append(CopyDifference(
                        part: part, fact: "animation", published: "none", copy: modifier.written, at: modifier.range,
                        sections: [.motion],
                        unfollowed: "not a curve PrimerSpec reads, or a value other than currentStatus or hasChecked"))
                    continue
                }
                guard design.screenChange == nil, design.reducedScreenChange == nil else {
                    differences.append(CopyDifference(
                        part: part, fact: "animation", published: "none", copy: modifier.written, at: modifier.range,
                        sections: [.motion], unfollowed: "a second animation of the gate's change of view"))
                    continue
                }
                design.screenChange = full.map { .init(curve: $0, value: value, transitions: transitions.full) }
                design.reducedScreenChange = reduced.map { .init(curve: $0, value: value, transitions: transitions.reduced) }
                let gated = reduceMotion.map { CodeTerm.read(argument, in: file).uses($0, in: file) } ?? false
                differences.append(CopyDifference(
                    part: part, fact: gated ? "animation" : "animation (not gated on Reduce Motion)", published: "none",
                    copy: modifier.written, at: modifier.range, sections: [.motion]))
            }
        }
        differences += otherMotion(copy, except: modelled)
    }

    /// `withAnimation(CURVE) { … hasChecked = true }` in the gate's `.task`: the first check's change of
    /// view animated (SwiftUI's `.default` when no curve is given).
    static func readCheckAnimation(_ closure: SwiftExpression, file: SwiftFile, reduceMotion: String?,
                                   transitions: (full: [PartID: ViewTransition], reduced: [PartID: ViewTransition]),
                                   into design: inout PrimingDesign, modelled: inout Set<SourceLocation>,
                                   differences: inout [CopyDifference]) {
        let tokens = file.tokens
        for index in closure.tokens where tokens[index].isIdentifier("withAnimation")
            && !(index > 0 && tokens[index - 1].isPunctuation(".")) {
            var reader = file.reader(at: index)
            guard let call = reader.call(), let (_, arguments, trailing) = call.call, let body = trailing.first,
                  body.value.tokens.contains(where: { tokens[$0].isIdentifier("hasChecked")
                      && tokens.element($0 + 1)?.isPunctuation("=") == true }) else { continue }
            let location = file.location(of: index)
            modelled.insert(location)
            let written = "withAnimation(" + arguments.map(\.value.source).joined(separator: ", ") + ") { … }"
            let read: (Curve?, Curve?)?
            if let argument = arguments.first(where: { $0.label == nil })?.value {
                read = arguments.count == 1 ? branches(argument, reduceMotion: reduceMotion, file: file, read: { curve($0) }) : nil
            } else {
                read = (Curve.default, Curve.default)
            }
            let range = SourceRange(lowerBound: location, upperBound: call.range.upperBound)
            guard let (full, reduced) = read, design.screenChange == nil, design.reducedScreenChange == nil else {
                differences.append(CopyDifference(
                    part: "gate", fact: "animation", published: "none", copy: written, at: range, sections: [.motion],
                    unfollowed: read == nil ? "not a curve PrimerSpec reads" : "a second animation of the gate's change of view"))
                continue
            }
            design.screenChange = full.map { .init(curve: $0, value: .hasChecked, transitions: transitions.full) }
            design.reducedScreenChange = reduced.map { .init(curve: $0, value: .hasChecked, transitions: transitions.reduced) }
            let gated = arguments.first.map { argument in
                reduceMotion.map { CodeTerm.read(argument.value, in: file).uses($0, in: file) } ?? false
            } ?? false
            differences.append(CopyDifference(
                part: "gate", fact: gated ? "animation of the first check" : "animation of the first check (not gated on Reduce Motion)",
                published: "none", copy: written, at: range, sections: [.motion]))
        }
    }

    /// Reads an argument that may choose on Reduce Motion (`reduceMotion ? nil : .easeOut`): its value
    /// with Reduce Motion off and on, each nil for `nil`; nil when either cannot be read.
    static func branches<Value>(_ argument: SwiftExpression, reduceMotion: String?, file: SwiftFile,
                                read: (SwiftExpression) -> Value?) -> (Value?, Value?)? {
        let term = CodeTerm.read(argument, in: file)
        func value(_ reduced: Bool) -> Value?? {
            let chosen = reduceMotion.map { term.chosen([$0: reduced], in: file) } ?? term
            guard let expression = chosen?.operand else { return .none }
            if expression.form == .nilLiteral { return .some(nil) }
            guard let read = read(expression) else { return .none }
            return .some(read)
        }
        guard let full = value(false), let reduced = value(true) else { return nil }
        return (full, reduced)
    }

    /// A SwiftUI animation as a curve (``CopyValues/curve(_:number:)``), its arguments literal numbers.
    static func curve(_ expression: SwiftExpression) -> Curve? {
        CopyValues.curve(expression) { argument in
            if case .number(let digits) = argument.form { return NumberText.parse(digits) }
            return nil
        }
    }

    /// A SwiftUI transition: `.opacity`, `.scale`, `.slide`, `.move(edge: .bottom)`, `.push(from: .top)`.
    static func viewTransition(_ expression: SwiftExpression) -> ViewTransition? {
        if let names = expression.dottedNames, names.count == 2, names[0] == "" || names[0] == "AnyTransition" {
            switch names[1] {
            case "opacity": return .opacity
            case "scale": return .scale
            case "slide": return .slide
            default: return nil
            }
        }
        guard let (callee, arguments, _) = expression.call, callee.count == 2, callee[0] == "" || callee[0] == "AnyTransition",
              arguments.count == 1, let edgeName = arguments[0].value.dottedNames?.last,
              let edge = Edge(rawValue: edgeName) else { return nil }
        switch (callee[1], arguments[0].label) {
        case ("move", "edge"?): return .move(edge)
        case ("push", "from"?): return .push(edge)
        default: return nil
        }
    }

    /// Every `.animation(…)`, `.transition(…)`, `withAnimation` and `.symbolEffect(…)` in the copy's
    /// types' declarations that the model has no place for.
    static func otherMotion(_ copy: DesignCopy, except modelled: Set<SourceLocation>) -> [CopyDifference] {
        var found: [CopyDifference] = []
        var seen: Set<SourceLocation> = []
        for declaration in copy.declarations.values.joined() {
            let file = copy.file(declaration.file)
            let scope = file.scopes[declaration.scope]
            var index = scope.open + 1
            while index < scope.close {
                defer { index += 1 }
                let token = file.tokens[index]
                guard token.kind == .identifier, motionNames.contains(token.text) else { continue }
                let dotted = index > 0 && file.tokens[index - 1].isPunctuation(".")
                guard token.text == "withAnimation" ? !dotted : dotted,
                      file.tokens.element(index + 1)?.isPunctuation("(") == true
                        || file.tokens.element(index + 1)?.isPunctuation("{") == true else { continue }
                let start = dotted ? index - 1 : index
                let location = file.location(of: start)
                guard !modelled.contains(location), seen.insert(location).inserted else { continue }
                var reader = file.reader(at: index)
                let source = reader.call()?.source ?? token.text
                let where_ = file.declarationPath(around: index).joined(separator: ".")
                found.append(CopyDifference(
                    part: where_.isEmpty ? declaration.name : where_, fact: "motion", published: "none",
                    copy: (dotted ? "." : "") + source, at: SourceRange(at: location), sections: [.motion],
                    unfollowed: "an animation the model has no place for: it follows only the gate's "
                        + ".animation(…, value:) on its Group and its views' transitions"))
            }
        }
        return found
    }

    /// The names of motion the templates do not have.
    static let motionNames: Set<String> = ["animation", "transition", "withAnimation", "symbolEffect", "contentTransition"]
}
