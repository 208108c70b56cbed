import PrimerCode
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Each fact of a copy of `PermissionPrimerScreen`, read at its part: the defaults and the hero's
/// size from the stored properties, then the hero, the rings, the texts, the benefit rows'
/// entrance and accessibility, and the buttons.
extension ScreenCopyReader {
    /// A stored property's initial value and its file.
    func initial(_ name: String) -> (value: SwiftExpression, file: Int)? {
        guard let member = member(name), case .stored(let initial?) = member.kind else { return nil }
        return (initial, member.file)
    }

    // MARK: - Defaults and the hero's size

    /// `continueTitle`, `skipTitle` and `tint`'s initial values.
    mutating func readDefaults() {
        let noDefault = "no default value: every call passes it, and the spec's demo passes none"
        if let (value, file) = initial("continueTitle") {
            switch copy.values.text(value, inFile: file, looksUp: true) {
            case .literal(let text, let range, _):
                follow("Continue button", "default title", \.continueTitle, text, published: "\"Continue\"",
                       copy: value.source, at: range, sections: [.voiceover])
            case .absent:
                unfollowed("Continue button", "default title", published: "\"Continue\"", copy: value.source,
                           at: value.range, sections: [.voiceover], why: "no title, which the published design cannot have")
            case .computed:
                unfollowed("Continue button", "default title", published: "\"Continue\"", copy: value.source,
                           at: value.range, sections: [.voiceover], why: "computed at run time")
            }
        } else {
            unfollowed("Continue button", "default title", published: "\"Continue\"", copy: "none",
                       at: member("continueTitle").map { SourceRange(at: $0.location) } ?? SourceRange(at: copy.location),
                       sections: [.voiceover], why: noDefault)
        }
        let skipSections: [SectionKeyword] = [.voiceover, .targets, .contrast, .motion]
        if let (value, file) = initial("skipTitle") {
            switch copy.values.text(value, inFile: file, looksUp: true) {
            case .literal(let text, let range, _):
                follow("skip button", "default title", \.skipTitle, text, published: "\"Not Now\"", copy: value.source,
                       at: range, sections: skipSections)
            case .absent(let range):
                follow("skip button", "default title", \.skipTitle, nil, published: "\"Not Now\"", copy: "nil",
                       at: range, sections: skipSections)
            case .computed:
                unfollowed("skip button", "default title", published: "\"Not Now\"", copy: value.source,
                           at: value.range, sections: skipSections, why: "computed at run time")
            }
        } else {
            unfollowed("skip button", "default title", published: "\"Not Now\"", copy: "none",
                       at: member("skipTitle").map { SourceRange(at: $0.location) } ?? SourceRange(at: copy.location),
                       sections: skipSections, why: noDefault)
        }
        if let (value, file) = initial("tint") {
            var tint: Tint?
            var why = "a colour PrimerSpec has no values for"
            switch copy.values.color(value, inFile: file) {
            case .named(let name, _): tint = SystemColor(rawValue: name).map(Tint.system)
            case .fixed(let light, let dark, _): tint = Tint(parsing: light == dark ? light : light + Tint.pairSeparator + dark)
            case .computed(_, let reason): why = reason
            }
            if let tint {
                follow("screen", "default tint", \.tint, tint, published: ".blue", copy: value.source, at: value.range,
                       sections: [.contrast])
            } else {
                unfollowed("screen", "default tint", published: ".blue", copy: value.source, at: value.range,
                           sections: [.contrast], why: why)
            }
        } else {
            unfollowed("screen", "default tint", published: ".blue", copy: "none",
                       at: member("tint").map { SourceRange(at: $0.location) } ?? SourceRange(at: copy.location),
                       sections: [.contrast], why: noDefault)
        }
    }

    /// `@ScaledMetric(relativeTo: .largeTitle) private var heroSize = 96.0`.
    mutating func readHeroSize() {
        guard let member = member("heroSize") else {
            unfollowed("hero", "size", published: "@ScaledMetric(relativeTo: .largeTitle) var heroSize = 96.0",
                       copy: "none", at: SourceRange(at: copy.location), sections: [.sizes],
                       why: "restructured: PrimerSpec finds the hero's size in heroSize")
            return
        }
        let at = SourceRange(at: member.location)
        if let scaled = member.attributes.first(where: { $0.call?.callee == ["ScaledMetric"] }) {
            let relative = scaled.call?.arguments.first { $0.label == "relativeTo" }
            // `@ScaledMetric` alone scales with `.body`.
            if let style = relative.map({ $0.value.dottedNames?.last.flatMap(TextStyle.init(rawValue:)) }) ?? .body {
                follow("hero", "Dynamic Type style", \.heroStyle, style, published: "@ScaledMetric(relativeTo: .largeTitle)",
                       copy: "@" + scaled.source, at: scaled.range, sections: [.sizes])
            } else {
                unfollowed("hero", "Dynamic Type style", published: "@ScaledMetric(relativeTo: .largeTitle)",
                           copy: "@" + scaled.source, at: scaled.range, sections: [.sizes], why: "a style PrimerSpec does not know")
            }
        } else {
            unfollowed("hero", "Dynamic Type style", published: "@ScaledMetric(relativeTo: .largeTitle)",
                       copy: "no @ScaledMetric", at: at, sections: [.sizes],
                       why: "a hero that does not scale with Dynamic Type, which PrimerSpec does not model")
        }
        if let (value, file) = initial("heroSize"), let size = number(value, in: copy.file(file)) {
            follow("hero", "diameter", \.heroDiameter, size, published: "96.0", copy: value.source, at: value.range,
                   sections: [.sizes])
        } else {
            let value = initial("heroSize")?.value
            unfollowed("hero", "diameter", published: "96.0", copy: value?.source ?? "none", at: value?.range ?? at,
                       sections: [.sizes], why: "computed at run time")
        }
    }

    // MARK: - The hero and its rings

    /// The hero's symbol size and whether VoiceOver skips it.
    mutating func readHero() {
        guard let (found, file) = find(Part.hero) else { return }
        let node = found.node
        let hidden = node.modifier("accessibilityHidden")
        if hidden?.arguments.first?.value.source != "true" {
            unfollowed("hero", "accessibilityHidden", published: ".accessibilityHidden(true)",
                       copy: hidden.map(\.written) ?? "none", at: hidden?.range ?? node.range, sections: [.voiceover],
                       why: "VoiceOver then reads the symbol by the label SF Symbols gives it, which PrimerSpec does not know")
        }
        let font = node.modifier("font")?.arguments.first?.value
        if let font, let call = font.call, call.callee == ["", "system"],
           let size = call.arguments.first(where: { $0.label == "size" })?.value,
           let one = number(size, in: file, names: ["heroSize": 1]),
           let two = number(size, in: file, names: ["heroSize": 2]), Self.same(two, 2 * one) {
            follow("hero", "symbol size", \.heroSymbolFraction, one, published: "heroSize * 0.44", copy: size.source,
                   at: size.range, sections: [.sizes])
        } else {
            unfollowed("hero", "symbol size", published: ".system(size: heroSize * 0.44, weight: .semibold)",
                       copy: font?.source ?? "none", at: font?.range ?? node.range, sections: [.sizes],
                       why: "a size PrimerSpec reads only as heroSize × a number")
        }
        // The badge's frame is the hero's diameter: `heroSize` on both sides, as published.
        let frame = node.modifier("frame")
        let sides = ["width", "height"].map { frame?.argument($0)?.value.source }
        if sides != ["heroSize", "heroSize"] {
            unfollowed("hero", "frame", published: ".frame(width: heroSize, height: heroSize)",
                       copy: frame.map(\.written) ?? "none", at: frame?.range ?? node.range, sections: [.sizes],
                       why: "a badge frame other than heroSize, which PrimerSpec takes for the hero's diameter")
        }
    }

    /// The rings: their Reduce Motion gate, count, scale and opacity, curves and stagger.
    mutating func readRings() {
        guard let (found, file) = find(Part.rings) else { return }
        let node = found.node
        let part = "rings"
        // `if !reduceMotion { … }` around the rings.
        let gates = found.conditions.filter { $0.condition.term.uses("reduceMotion", in: file) }
        func drawn(_ reduceMotion: Bool) -> Bool? {
            var all = true
            for gate in gates {
                guard let holds = gate.condition.term.truth(["reduceMotion": reduceMotion], in: file) else { return nil }
                all = all && holds == gate.holds
            }
            return all
        }
        if gates.isEmpty {
            follow(part, "Reduce Motion gate", \.ringsUnderReduceMotion, true, published: "if !reduceMotion { … }",
                   copy: "no reduceMotion condition", at: node.range, sections: [.motion])
        } else if let full = drawn(false), full, let reduced = drawn(true) {
            follow(part, "Reduce Motion gate", \.ringsUnderReduceMotion, reduced, published: "if !reduceMotion { … }",
                   copy: "if " + gates.map(\.condition.source).joined(separator: ", "), at: gates[0].condition.range,
                   sections: [.motion])
        } else {
            unfollowed(part, "Reduce Motion gate", published: "if !reduceMotion { … }",
                       copy: "if " + gates.map(\.condition.source).joined(separator: ", "), at: gates[0].condition.range,
                       sections: [.motion], why: "a condition PrimerSpec decides only on reduceMotion")
        }
        // `ForEach(0..<2, …) { ring in … }`.
        var count = design.ringCount
        if let range = node.arguments.first?.value {
            let term = CodeTerm.read(range, in: file)
            if case .infix(let operation, let low, let high) = term.form, operation == "..<" || operation == "...",
               low.number([:], in: file) == 0, let top = high.number([:], in: file), top >= 0, top < 100,
               top == top.rounded() {
                count = Int(top) + (operation == "..." ? 1 : 0)
                follow(part, "count", \.ringCount, count, published: "0..<2", copy: range.source, at: range.range,
                       sections: [.motion])
            } else {
                unfollowed(part, "count", published: "0..<2", copy: range.source, at: range.range, sections: [.motion],
                           why: "a count PrimerSpec reads only as 0..<N")
            }
        }
        let ringName = node.closures.first?.parameters.first ?? "ring"
        guard let circle = node.closures.flatMap(\.nodes).first(where: { $0.modifier("phaseAnimator") != nil }),
              let animator = circle.modifier("phaseAnimator") else { return }
        let reader = ViewReader(file: file)
        // The content closure: `content.scaleEffect(isWide ? 1.7 : 1).opacity(isWide ? 0 : 0.5)`.
        if let contentClosure = animator.trailing.first(where: { $0.label == nil }) {
            let (parameters, nodes) = reader.views(inClosure: contentClosure.value)
            let phase = parameters.last ?? "isWide"
            func ends(_ modifier: String) -> (rest: Double, wide: Double, written: SwiftExpression)? {
                guard let written = nodes.first?.modifier(modifier)?.arguments.first?.value else { return nil }
                let term = CodeTerm.read(written, in: file)
                guard let rest = term.chosen([phase: false], in: file)?.number([:], in: file),
                      let wide = term.chosen([phase: true], in: file)?.number([:], in: file) else { return nil }
                return (rest, wide, written)
            }
            if let scale = ends("scaleEffect"), scale.rest <= scale.wide {
                follow(part, "scale", \.ringScale, scale.rest...scale.wide, published: "isWide ? 1.7 : 1",
                       copy: scale.written.source, at: scale.written.range, sections: [.motion])
            } else {
                let written = nodes.first?.modifier("scaleEffect")
                unfollowed(part, "scale", published: ".scaleEffect(isWide ? 1.7 : 1)", copy: written.map(\.written) ?? "none",
                           at: written?.range ?? circle.range, sections: [.motion],
                           why: "a scale PrimerSpec reads only as PHASE ? WIDE : REST, growing")
            }
            if let opacity = ends("opacity") {
                follow(part, "opacity at rest", \.ringOpacityRest, opacity.rest, published: "isWide ? 0 : 0.5",
                       copy: opacity.written.source, at: opacity.written.range, sections: [.motion])
                follow(part, "opacity wide", \.ringOpacityWide, opacity.wide, published: "isWide ? 0 : 0.5",
                       copy: opacity.written.source, at: opacity.written.range, sections: [.motion])
            } else {
                let written = nodes.first?.modifier("opacity")
                unfollowed(part, "opacity", published: ".opacity(isWide ? 0 : 0.5)", copy: written.map(\.written) ?? "none",
                           at: written?.range ?? circle.range, sections: [.motion],
                           why: "an opacity PrimerSpec reads only as PHASE ? WIDE : REST")
            }
        }
        // The animation closure: `isWide ? .easeOut(duration: 2).delay(…) : .linear(duration: 0.01).delay(…)`.
        guard let animationClosure = animator.trailing.first(where: { $0.label == "animation" }) else {
            unfollowed(part, "animation", published: "animation: { isWide in … }", copy: "none", at: animator.range,
                       sections: [.motion], why: "restructured: PrimerSpec reads the rings' animation closure")
            return
        }
        let (parameters, nodes) = reader.views(inClosure: animationClosure.value)
        let phase = parameters.first ?? "isWide"
        guard let written = nodes.first?.expression, nodes.count == 1 else {
            unfollowed(part, "animation", published: "isWide ? .easeOut(…) : .linear(…)",
                       copy: animationClosure.value.source, at: animationClosure.value.range, sections: [.motion],
                       why: "an animation closure PrimerSpec reads only as one expression")
            return
        }
        let term = CodeTerm.read(written, in: file)
        let curves: [(Bool, WritableKeyPath<ScreenDesign, Curve>, String)] = [
            (true, \.ringWiden, ".easeOut(duration: 2)"), (false, \.ringSnap, ".linear(duration: 0.01)")]
        for (wide, path, published) in curves {
            let fact = wide ? "widening" : "snapping back"
            guard let chosen = term.chosen([phase: wide], in: file)?.operand,
                  let (curve, curveWritten, delay) = animation(chosen, in: file) else {
                unfollowed(part, fact, published: published, copy: written.source, at: written.range, sections: [.motion],
                           why: "an animation PrimerSpec does not read")
                continue
            }
            follow(part, fact, path, curve, published: published, copy: curveWritten.source, at: curveWritten.range,
                   sections: [.motion])
            readRingDelays(delay, wide: wide, count: count, ringName: ringName, chosen: chosen, file: file)
        }
    }

    /// Ring r widens after r × stagger and snaps back after (last − r) × stagger.
    mutating func readRingDelays(_ delay: SwiftExpression?, wide: Bool, count: Int, ringName: String,
                                 chosen: SwiftExpression, file: SwiftFile) {
        let published = wide ? "Double(ring) * 0.7" : "Double(1 - ring) * 0.7"
        guard count > 0 else { return }
        // Rings 0 and 1 at least, so one ring still shows its stagger.
        let delays = (0..<max(count, 2)).map { ring in
            delay.map { number($0, in: file, names: [ringName: Double(ring)]) } ?? 0
        }
        guard delays.allSatisfy({ $0 != nil }) else {
            unfollowed("rings", wide ? "widening delay" : "snapping delay", published: published,
                       copy: delay?.source ?? "none", at: delay?.range ?? chosen.range, sections: [.motion],
                       why: "computed at run time")
            return
        }
        let values = delays.compactMap { $0 }
        let last = Double(count - 1)
        // Widening: r × stagger; snapping: (last − r) × stagger.
        let stagger = wide ? values[1] - values[0] : (count > 1 ? values[0] / last : design.ringStagger)
        let fits = (0..<count).allSatisfy { ring in
            Self.same(values[ring], (wide ? Double(ring) : last - Double(ring)) * stagger)
        }
        guard fits else {
            unfollowed("rings", wide ? "widening delay" : "snapping delay", published: published,
                       copy: delay?.source ?? "none", at: delay?.range ?? chosen.range, sections: [.motion],
                       why: "delays PrimerSpec models only as ring × stagger, then (last ring − ring) × stagger")
            return
        }
        if wide {
            follow("rings", "stagger", \.ringStagger, stagger, published: published, copy: delay?.source ?? "none",
                   at: delay?.range ?? chosen.range, sections: [.motion])
        } else if !Self.same(stagger, design.ringStagger) {
            unfollowed("rings", "snapping delay", published: published, copy: delay?.source ?? "none",
                       at: delay?.range ?? chosen.range, sections: [.motion],
                       why: "a stagger other than the widening's, which PrimerSpec does not model")
        }
    }

    // MARK: - Texts

    /// A text part's font, header trait and label.
    mutating func readText(_ part: Part, font path: WritableKeyPath<ScreenDesign, ScreenDesign.Font>,
                           accessibility: WritableKeyPath<ScreenDesign, ScreenDesign.TextAccessibility>,
                           publishedFont: String, publishedHeader: Bool) {
        guard let (found, _) = find(part) else { return }
        let node = found.node
        readFont(node, part: part.name, path, published: publishedFont)
        let added = node.modifiers("accessibilityAddTraits").last { $0.arguments.first?.value.source.contains("isHeader") == true }
            ?? node.modifier("accessibilityHeading")
        let removed = node.modifiers("accessibilityRemoveTraits").contains {
            $0.arguments.first?.value.source.contains("isHeader") == true
        }
        let isHeader = added != nil && !removed
        follow(part.name, "header trait", accessibility.appending(path: \.isHeader), isHeader,
               published: publishedHeader ? ".accessibilityAddTraits(.isHeader)" : "no header trait",
               copy: isHeader ? added.map(\.written) ?? "" : "no header trait", at: added?.range ?? node.range,
               sections: [.voiceover])
        readLabel(node, part: part.name, file: found.file, accessibility.appending(path: \.label))
    }

    /// A `.font(…)` read into the design, or reported.
    mutating func readFont(_ node: ViewNode, part: String, _ path: WritableKeyPath<ScreenDesign, ScreenDesign.Font>,
                           published: String) {
        let (font, written) = Self.font(of: node)
        guard let font else {
            unfollowed(part, "font", published: published, copy: written?.source ?? "none", at: written?.range ?? node.range,
                       sections: [.sizes, .contrast],
                       why: "a font PrimerSpec reads only as .STYLE, .STYLE.bold() or .STYLE.weight(.WEIGHT)")
            return
        }
        var copied = written?.source ?? "no font (.body)"
        if let bold = node.modifier("bold") ?? node.modifier("fontWeight") { copied += " " + bold.written }
        follow(part, "font", path, font, published: published, copy: copied, at: written?.range ?? node.range,
               sections: [.sizes, .contrast])
    }

    /// An `.accessibilityLabel(…)` read into the design, or reported.
    mutating func readLabel(_ node: ViewNode, part: String, file index: Int, _ path: WritableKeyPath<ScreenDesign, String?>) {
        guard let modifier = node.modifier("accessibilityLabel"), let value = modifier.arguments.first?.value else { return }
        if case .literal(let text, let range, _) = copy.values.text(value, inFile: index, looksUp: true) {
            follow(part, "accessibility label", path, text, published: "none", copy: value.source, at: range,
                   sections: [.voiceover])
        } else {
            unfollowed(part, "accessibility label", published: "none", copy: value.source, at: value.range,
                       sections: [.voiceover], why: "computed at run time")
        }
    }

    // MARK: - Benefit rows

    /// The rows' entrance: opacity, rise and its Reduce Motion gate, the animation and its delays.
    mutating func readBenefits() {
        guard let (found, file) = find(Part.benefits) else { return }
        let part = "benefit rows"
        guard let closure = found.node.closures.first(where: { $0.nodes.contains { $0.name == "row" } }),
              let row = closure.nodes.first(where: { $0.name == "row" }) else { return }
        let index = closure.parameters.count == 2 ? closure.parameters[0] : "index"
        // `.opacity(hasAppeared ? 1 : 0)`.
        if let written = row.modifier("opacity")?.arguments.first?.value {
            let term = CodeTerm.read(written, in: file)
            if let hidden = term.chosen(["hasAppeared": false], in: file)?.number([:], in: file),
               term.chosen(["hasAppeared": true], in: file)?.number([:], in: file) == 1 {
                follow(part, "opacity before appearing", \.benefitHiddenOpacity, hidden, published: "hasAppeared ? 1 : 0",
                       copy: written.source, at: written.range, sections: [.motion])
            } else {
                unfollowed(part, "opacity before appearing", published: "hasAppeared ? 1 : 0", copy: written.source,
                           at: written.range, sections: [.motion], why: "a condition PrimerSpec does not decide")
            }
        } else {
            follow(part, "opacity before appearing", \.benefitHiddenOpacity, 1, published: ".opacity(hasAppeared ? 1 : 0)",
                   copy: "no opacity", at: row.range, sections: [.motion])
        }
        // `.offset(y: hasAppeared || reduceMotion ? 0 : 18)`.
        let published = "hasAppeared || reduceMotion ? 0 : 18"
        if let written = row.modifier("offset")?.arguments.first(where: { $0.label == "y" })?.value {
            let term = CodeTerm.read(written, in: file)
            func offset(_ appeared: Bool, _ reduceMotion: Bool) -> Double? {
                term.chosen(["hasAppeared": appeared, "reduceMotion": reduceMotion], in: file)?.number([:], in: file)
            }
            if let rise = offset(false, false), let reduced = offset(false, true), offset(true, false) == 0,
               offset(true, true) == 0 {
                follow(part, "rise", \.benefitRise, rise, published: published, copy: written.source, at: written.range,
                       sections: [.motion])
                follow(part, "Reduce Motion gate on the rise", \.benefitRiseUnderReduceMotion, reduced,
                       published: published, copy: written.source, at: written.range, sections: [.motion])
            } else {
                unfollowed(part, "rise", published: published, copy: written.source, at: written.range,
                           sections: [.motion],
                           why: "an offset PrimerSpec decides only on hasAppeared and reduceMotion, ending at 0")
            }
        } else {
            follow(part, "rise", \.benefitRise, 0, published: ".offset(y: \(published))", copy: "no offset",
                   at: row.range, sections: [.motion])
        }
        // `.animation(reduceMotion ? .easeInOut(duration: 0.2) : .spring(…).delay(0.2 + 0.12 * Double(index)), …)`.
        guard let written = row.modifier("animation")?.arguments.first?.value else {
            unfollowed(part, "animation", published: ".animation(reduceMotion ? … : …, value: hasAppeared)",
                       copy: "none", at: row.range, sections: [.motion],
                       why: "restructured: PrimerSpec reads the rows' .animation(…, value:)")
            return
        }
        let term = CodeTerm.read(written, in: file)
        for reduceMotion in [false, true] {
            let path: WritableKeyPath<ScreenDesign, ScreenDesign.Entrance> = reduceMotion ? \.benefitReducedEntrance
                : \.benefitEntrance
            let prefix = reduceMotion ? "Reduce Motion " : ""
            let publishedCurve = reduceMotion ? ".easeInOut(duration: 0.2)" : ".spring(duration: 0.5, bounce: 0.2)"
            guard let chosen = term.chosen(["reduceMotion": reduceMotion], in: file)?.operand,
                  let (curve, curveWritten, delay) = animation(chosen, in: file) else {
                unfollowed(part, prefix + "animation", published: publishedCurve, copy: written.source,
                           at: written.range, sections: [.motion],
                           why: "an animation PrimerSpec does not read, or a condition on more than reduceMotion")
                continue
            }
            let gated = term.uses("reduceMotion", in: file)
            follow(part, prefix + "animation", path.appending(path: \.curve), curve, published: publishedCurve,
                   copy: reduceMotion && !gated ? "no reduceMotion choice: " + curveWritten.source : curveWritten.source,
                   at: curveWritten.range, sections: [.motion])
            readEntranceDelay(delay, path: path, index: index, prefix: prefix, chosen: chosen, file: file)
        }
    }

    /// A row's delay: `0.2 + 0.12 * Double(index)` evaluated for index 0, 1 and 2.
    mutating func readEntranceDelay(_ delay: SwiftExpression?, path: WritableKeyPath<ScreenDesign, ScreenDesign.Entrance>,
                                    index: String, prefix: String, chosen: SwiftExpression, file: SwiftFile) {
        let part = "benefit rows"
        let published = prefix.isEmpty ? "0.2 + 0.12 * Double(index)" : "none"
        guard let delay else {
            follow(part, prefix + "delay", path.appending(path: \.delay), 0, published: published, copy: "none",
                   at: chosen.range, sections: [.motion])
            follow(part, prefix + "stagger", path.appending(path: \.stagger), 0, published: published, copy: "none",
                   at: chosen.range, sections: [.motion])
            return
        }
        let values = (0..<3).map { number(delay, in: file, names: [index: Double($0)]) }
        guard let first = values[0], let second = values[1], let third = values[2] else {
            unfollowed(part, prefix + "delay", published: published, copy: delay.source, at: delay.range,
                       sections: [.motion], why: "computed at run time")
            return
        }
        guard Self.same(third - second, second - first) else {
            unfollowed(part, prefix + "delay", published: published, copy: delay.source, at: delay.range,
                       sections: [.motion], why: "a delay PrimerSpec models only as a start plus a stagger × index")
            return
        }
        follow(part, prefix + "delay", path.appending(path: \.delay), first, published: published, copy: delay.source,
               at: delay.range, sections: [.motion])
        follow(part, prefix + "stagger", path.appending(path: \.stagger), second - first, published: published,
               copy: delay.source, at: delay.range, sections: [.motion])
    }

    /// A row's accessibility: combined, its symbol hidden, its texts' fonts.
    mutating func readRow() {
        if let (found, _) = find(Part.row) {
            let node = found.node
            let element = node.modifier("accessibilityElement")
            let children = element?.arguments.first { $0.label == "children" }?.value
            switch children?.dottedNames?.last {
            case "combine", nil where element == nil:
                follow("benefit row", "accessibilityElement", \.benefitCombined, element != nil,
                       published: ".accessibilityElement(children: .combine)", copy: element.map(\.written) ?? "none",
                       at: element?.range ?? node.range, sections: [.voiceover])
            default:
                unfollowed("benefit row", "accessibilityElement", published: ".accessibilityElement(children: .combine)",
                           copy: element.map(\.written) ?? "none", at: element?.range ?? node.range,
                           sections: [.voiceover], why: "children other than .combine, which PrimerSpec does not model")
            }
            if let label = node.modifier("accessibilityLabel") {
                unfollowed("benefit row", "accessibility label", published: "none", copy: label.written,
                           at: label.range, sections: [.voiceover], why: "a label the rows' model does not take")
            }
        }
        if let (found, _) = find(Part.benefitSymbol) {
            let node = found.node
            let (font, written) = Self.font(of: node)
            if let font, !font.bold {
                follow("benefit symbol", "font", \.benefitSymbolStyle, font.style, published: ".title2",
                       copy: written?.source ?? "no font (.body)", at: written?.range ?? node.range, sections: [.sizes])
            } else {
                unfollowed("benefit symbol", "font", published: ".title2", copy: written?.source ?? "none",
                           at: written?.range ?? node.range, sections: [.sizes], why: "a font PrimerSpec reads only as .STYLE")
            }
            let hidden = node.modifier("accessibilityHidden")
            if hidden?.arguments.first?.value.source != "true" {
                unfollowed("benefit symbol", "accessibilityHidden", published: ".accessibilityHidden(true)",
                           copy: hidden.map(\.written) ?? "none", at: hidden?.range ?? node.range, sections: [.voiceover],
                           why: "VoiceOver then reads the symbol's own label in the row, which PrimerSpec does not know")
            }
        }
        let texts: [(Part, WritableKeyPath<ScreenDesign, ScreenDesign.Font>, String)] = [
            (Part.benefitTitle, \.benefitTitleFont, ".headline"), (Part.benefitText, \.benefitTextFont, ".subheadline")]
        for (part, path, published) in texts {
            guard let (found, _) = find(part) else { continue }
            readFont(found.node, part: part.name, path, published: published)
            for name in ["accessibilityAddTraits", "accessibilityLabel", "accessibilityHeading"] {
                guard let modifier = found.node.modifier(name) else { continue }
                unfollowed(part.name, name, published: "none", copy: modifier.written, at: modifier.range,
                           sections: [.voiceover], why: "an accessibility modifier inside the row PrimerSpec does not model")
            }
        }
    }

    // MARK: - Buttons

    /// Continue's and skip's fonts, minimum heights and labels.
    mutating func readButtons() {
        let buttons: [(Part, Part, WritableKeyPath<ScreenDesign, ScreenDesign.Font>, String,
                       WritableKeyPath<ScreenDesign, Double>, String, WritableKeyPath<ScreenDesign, String?>)] = [
            (Part.continueButton, Part.continueText, \.continueFont, ".headline", \.continueMinimumHeight, "minHeight: 54",
             \.continueLabel),
            (Part.skipButton, Part.skipText, \.skipFont, ".subheadline.weight(.medium)", \.skipMinimumHeight,
             "minHeight: minimumTarget (44)", \.skipLabel),
        ]
        for (buttonPart, textPart, font, publishedFont, height, publishedHeight, label) in buttons {
            guard let (button, file) = find(buttonPart) else { continue }
            let text = find(textPart)?.found.node
            if let text { readFont(text, part: buttonPart.name, font, published: publishedFont) }
            let frames = (text?.modifiers("frame") ?? []) + button.node.modifiers("frame")
            if let written = frames.lazy.compactMap({ $0.argument("minHeight")?.value }).first {
                if let value = number(written, in: file) {
                    follow(buttonPart.name, "minimum height", height, value, published: publishedHeight,
                           copy: written.source == "minimumTarget" ? "minHeight: minimumTarget (\(NumberText.compact(value)))"
                               : "minHeight: " + written.source,
                           at: initialRange(written) ?? written.range, sections: [.targets])
                } else {
                    unfollowed(buttonPart.name, "minimum height", published: publishedHeight, copy: written.source,
                               at: written.range, sections: [.targets], why: "computed at run time")
                }
            } else {
                unfollowed(buttonPart.name, "minimum height", published: publishedHeight, copy: "none",
                           at: text?.range ?? button.node.range, sections: [.targets],
                           why: "no minHeight frame: the button is as tall as its text, which PrimerSpec does not measure")
            }
            if button.node.modifier("accessibilityLabel") != nil {
                readLabel(button.node, part: buttonPart.name, file: button.file, label)
            } else if let text {
                readLabel(text, part: buttonPart.name, file: button.file, label)
            }
        }
    }

    /// Where a stored property a name refers to is given its value (`minimumTarget = 44`).
    func initialRange(_ expression: SwiftExpression) -> SourceRange? {
        guard case .name(let name) = expression.form else { return nil }
        return initial(name)?.value.range
    }
}
