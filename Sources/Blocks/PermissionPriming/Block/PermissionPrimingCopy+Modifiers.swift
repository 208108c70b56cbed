import PrimerAccessibility
import PrimerCode
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// A copy's fonts, frames and accessibility modifiers on each part, and the views it adds.
extension PermissionPrimingCopy {
    /// The part's font: a text style and weight, or a fixed symbol size (and the illustration's frame).
    static func readFont(_ place: Place, _ found: Found, into design: inout PrimingDesign, _ differ: inout Differences) {
        let modifiers = modifiers(found)
        let font = modifiers.first { $0.name == "font" }
        let sizeSections: [SectionKeyword] = [.sizes, .voiceover, .contrast]
        switch place.font {
        case .none:
            if let font {
                differ.unfollowed("font", "none (body)", font.written, font.range,
                                  "the model keeps the buttons' and the progress view's default font", sections: sizeSections)
            }
        case .style:
            let published = PrimingDesign.published.style(place.part)
            var style = TextStyle.body
            var boldByFont: Bool?
            if let font {
                guard let argument = font.arguments.first?.value, let read = CopyValues.textStyle(argument) else {
                    differ.unfollowed("text style", ".font(.\(published.rawValue))", font.written, font.range,
                                      "not a Dynamic Type text style PrimerSpec reads", sections: sizeSections)
                    return
                }
                (style, boldByFont) = read
            }
            if style != published {
                design.styles[place.part] = style
                differ.followed("text style", ".font(.\(published.rawValue))", font.map(\.written) ?? "none (body)",
                                font?.range ?? found.node.range, sections: sizeSections)
            }
            let weight = modifiers.first { $0.name == "fontWeight" || $0.name == "bold" }
            let bold = boldByFont ?? weight.map(CopyValues.isBold) ?? false
            let publishedBold = PrimingDesign.published.bold.contains(place.part)
            if bold != publishedBold {
                if bold { design.bold.insert(place.part) } else { design.bold.remove(place.part) }
                let written = boldByFont != nil ? font : weight
                differ.followed("weight", publishedBold ? ".fontWeight(.bold)" : "none", written.map(\.written) ?? "none",
                                written?.range ?? found.node.range, sections: [.contrast])
            }
        case .symbol(let keyPath):
            let published = PrimingDesign.published[keyPath: keyPath]
            let size = font?.arguments.first.flatMap { symbolSize($0.value, found.file) }
            guard let font, let size else {
                differ.unfollowed("symbol size", ".font(.system(size: \(NumberText.compact(published))))",
                                  font.map(\.written) ?? "none", font?.range ?? found.node.range,
                                  "not a fixed .system(size:) PrimerSpec reads", sections: [.sizes])
                return
            }
            if size != published {
                design[keyPath: keyPath] = size
                differ.followed("symbol size", ".font(.system(size: \(NumberText.compact(published))))", font.written, font.range,
                                sections: [.sizes])
            }
            if place.part == PrimingPart.illustration { readFrame(found, into: &design, &differ) }
        }
    }

    /// The illustration's `.frame(width:height:)`: its circle's size.
    static func readFrame(_ found: Found, into design: inout PrimingDesign, _ differ: inout Differences) {
        let published = PrimingDesign.published.illustrationFrame
        let publishedText = ".frame(width: \(NumberText.compact(published)), height: \(NumberText.compact(published)))"
        guard let frame = found.node.modifier("frame") else {
            differ.unfollowed("frame", publishedText, "none", found.node.range, "no fixed frame PrimerSpec reads",
                              sections: [.sizes])
            return
        }
        let width = frame.argument("width").flatMap { CodeTerm.read($0.value, in: found.file).number(in: found.file) }
        let height = frame.argument("height").flatMap { CodeTerm.read($0.value, in: found.file).number(in: found.file) }
        guard let width, let height, width == height else {
            differ.unfollowed("frame", publishedText, frame.written, frame.range,
                              "not a square of fixed numbers PrimerSpec reads", sections: [.sizes])
            return
        }
        if width != published {
            design.illustrationFrame = width
            differ.followed("frame", publishedText, frame.written, frame.range, sections: [.sizes])
        }
        readCircle(found, frame: width, into: &differ)
    }

    /// The circle behind the illustration (`.background(Circle()….frame(width:height:))`): the model
    /// draws it at the illustration's frame, so a circle of another size is said, not followed.
    static func readCircle(_ found: Found, frame: Double, into differ: inout Differences) {
        let published = PrimingDesign.published.illustrationFrame
        let publishedText = ".frame(width: \(NumberText.compact(published)), height: \(NumberText.compact(published)))"
        let circles = found.node.modifiers("background").flatMap(\.views).flatMap { $0.descendants() }.map(\.node)
            .filter { $0.name == "Circle" }
        for circle in circles {
            guard let inner = circle.modifier("frame") else { continue }
            let width = inner.argument("width").flatMap { CodeTerm.read($0.value, in: found.file).number(in: found.file) }
            let height = inner.argument("height").flatMap { CodeTerm.read($0.value, in: found.file).number(in: found.file) }
            guard width != published || height != published else { continue }
            if let width, width == height, width == frame {
                differ.followed("background circle frame", publishedText, inner.written, inner.range, sections: [.sizes])
            } else {
                differ.unfollowed("background circle frame", publishedText, inner.written, inner.range,
                                  "the model draws the circle at the illustration's frame", sections: [.sizes])
            }
        }
    }

    /// `.system(size: 64)` (other arguments allowed): the size.
    static func symbolSize(_ expression: SwiftExpression, _ file: SwiftFile) -> Double? {
        guard let (callee, arguments, _) = expression.call, callee.last == "system", callee.count == 2,
              callee[0] == "" || callee[0] == "Font", let size = arguments.first(where: { $0.label == "size" }) else {
            return nil
        }
        return CodeTerm.read(size.value, in: file).number(in: file)
    }

    /// The part's header trait, hidden and label modifiers.
    static func readAccessibility(_ place: Place, _ found: Found, into design: inout PrimingDesign,
                                  _ differ: inout Differences) {
        for modifier in modifiers(found) {
            switch modifier.name {
            case "accessibilityAddTraits":
                guard modifier.arguments.contains(where: { $0.value.source.contains("isHeader") }) else { continue }
                design.headers.insert(place.part)
                differ.followed("header trait", "none", modifier.written, modifier.range, sections: [.voiceover])
            case "accessibilityHidden":
                guard let argument = modifier.arguments.first?.value else { continue }
                switch argument.form {
                case .boolean(true):
                    design.hidden.insert(place.part)
                    differ.followed("accessibilityHidden", "none", modifier.written, modifier.range,
                                    sections: [.voiceover, .sizes])
                case .boolean(false):
                    continue
                default:
                    differ.unfollowed("accessibilityHidden", "none", modifier.written, modifier.range,
                                      "known only at run time", sections: [.voiceover, .sizes])
                }
            case "accessibilityLabel":
                guard let argument = modifier.arguments.first?.value else { continue }
                var text = argument
                if let (callee, arguments, _) = argument.call, callee == ["Text"], let first = arguments.first {
                    text = first.value
                }
                if case .string(let label) = text.form {
                    design.labels[place.part] = label
                    differ.followed("accessibilityLabel", "none", modifier.written, modifier.range, sections: [.voiceover])
                } else {
                    differ.unfollowed("accessibilityLabel", "none", modifier.written, modifier.range, reason(text),
                                      sections: [.voiceover])
                }
            default:
                continue
            }
        }
    }

    // MARK: - Views added

    /// The views a copy's builder holds beyond the templates' (a new view in the stack, an `if`, a
    /// `switch`): each a difference the model cannot follow.
    static func readAdded(_ builder: (view: String, member: String, container: String, bases: [String]),
                          _ copy: DesignCopy, differences: inout [CopyDifference]) {
        guard let member = copy.member(builder.member, of: builder.view) else { return }
        let top = copy.views(of: member)
        let part = "\(builder.view).\(builder.member)"
        guard let container = top.first(where: { $0.name == builder.container }), top.count == 1 else {
            let at = top.first?.range ?? SourceRange(at: member.location)
            differences.append(CopyDifference(
                part: part, fact: "layout", published: "\(builder.container) { \(builder.bases.joined(separator: ", ")) }",
                copy: top.map { $0.name ?? ($0.isUnreadable ? $0.unreadableKeyword : "if") }.joined(separator: ", "),
                at: at, sections: [.voiceover, .sizes, .targets],
                unfollowed: "not the published single \(builder.container), so its views are not checked against the design's"))
            return
        }
        var remaining = builder.bases
        for node in container.closures.first?.nodes ?? [] {
            if let name = node.name, let index = remaining.firstIndex(of: name) {
                remaining.remove(at: index)
                continue
            }
            let written: String
            let why: String
            switch node.base {
            case .view(let expression):
                written = expression.source
                why = "a view the published design does not have"
            case .conditional(let condition, _, _):
                written = "if \(condition.source)"
                why = "views the published design does not have, shown on a condition"
            case .unreadable(let keyword, _):
                written = keyword
                why = "a \(keyword) PrimerSpec does not read as views"
            }
            differences.append(CopyDifference(part: part, fact: "view", published: "none", copy: written, at: node.range,
                                              sections: [.voiceover, .sizes, .targets], unfollowed: why))
        }
    }
}
