import PrimerCode
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// How a team's copy of the Permission Priming templates is found in an app and read: the types that mark it
/// (`PermissionPrimingView` first), the table of the parts the model rests on and where the templates'
/// code has each, and what each part's modifiers say (texts, fonts, frames, header trait, hidden,
/// label). What the copy writes as the templates do is nothing; what differs and reads as a value is
/// followed (``PrimingDesign``); what differs and cannot be read (computed at run time, a part not
/// where the templates have it, a view they do not have, an animation the model has no place for) is
/// an unfollowed difference at the copy's line.
enum PermissionPrimingCopy {
    static let viewName = "PermissionPrimingView"
    static let typeName = "PermissionType"
    static let gateName = "PermissionGatedModifier"
    static let deniedName = "PermissionDeniedView"

    /// The block's declaration of its copy.
    static let declaration = BlockCopy(types: [viewName, typeName, gateName, deniedName], read: read)

    /// What a part's view is read for.
    enum Reads: Hashable, Sendable {
        /// A fixed text or symbol name, the base's first argument: the design's value at the key path.
        case literal(WritableKeyPath<PrimingDesign, String> & Sendable)
        /// An expression the templates compute (`customTitle ?? permissionType.title`): the copy must write it as published.
        case expression(String)
    }

    /// Where the templates' code has one part: the view type, the member whose views hold it, the path
    /// of views down to it (each a base name and which of them, depth first, not entering another
    /// button), and what its font is.
    struct Place: Sendable {
        /// The part.
        var part: PartID
        /// How a person names it, as messages put it after "the copy's": `title`, `Enable button`.
        var name: String
        /// The view type.
        var view: String
        /// The member: `titleSection`, `body`.
        var member: String
        /// The path of views to it: `[("Button", 1), ("Text", 0)]` is the second button's first text.
        var path: [(base: String, index: Int)]
        /// What the base's first argument is.
        var reads: Reads
        /// What its font is: a text style, a fixed symbol size, or neither (the buttons, the progress view).
        var font: Font
        /// The sections its texts and accessibility shape.
        var sections: [SectionKeyword]
    }

    /// What a part's `.font(…)` is in the model.
    enum Font: Hashable, Sendable {
        /// A text style (`.font(.title2)`), with the weight from `.fontWeight(…)`.
        case style
        /// A fixed symbol size (`.font(.system(size: 64))`) at the key path.
        case symbol(WritableKeyPath<PrimingDesign, Double> & Sendable)
        /// Not read (the buttons' titles keep the default font).
        case none
    }

    /// The parts, as the templates' code has them.
    static let places: [Place] = [
        Place(part: PrimingPart.illustration, name: "illustration", view: viewName, member: "illustrationSection",
              path: [("Image", 0)], reads: .expression("customImage ?? permissionType.systemImage"),
              font: .symbol(\.illustrationSize), sections: [.voiceover, .sizes]),
        Place(part: PrimingPart.title, name: "title", view: viewName, member: "titleSection", path: [("Text", 0)],
              reads: .expression("customTitle ?? permissionType.title"), font: .style,
              sections: [.voiceover, .sizes, .contrast]),
        Place(part: PrimingPart.description, name: "description", view: viewName, member: "descriptionSection",
              path: [("Text", 0)], reads: .expression("customDescription ?? permissionType.benefitDescription"),
              font: .style, sections: [.voiceover, .sizes, .contrast]),
        Place(part: PrimingPart.enable, name: "Enable button", view: viewName, member: "buttonSection",
              path: [("Button", 0), ("Text", 0)], reads: .literal(\.enableTitle), font: .none,
              sections: [.voiceover, .targets]),
        Place(part: PrimingPart.notNow, name: "Not Now button", view: viewName, member: "buttonSection",
              path: [("Button", 1), ("Text", 0)], reads: .literal(\.notNowTitle), font: .none,
              sections: [.voiceover, .targets]),
        Place(part: PrimingPart.deniedSymbol, name: "denied symbol", view: deniedName, member: "body",
              path: [("Image", 0)], reads: .literal(\.deniedSymbol), font: .symbol(\.deniedSymbolSize),
              sections: [.voiceover, .sizes]),
        Place(part: PrimingPart.deniedTitle, name: "denied title", view: deniedName, member: "body", path: [("Text", 0)],
              reads: .expression("\"\\(permissionType.title)\""), font: .style, sections: [.voiceover, .sizes, .contrast]),
        Place(part: PrimingPart.deniedLine, name: "denied line", view: deniedName, member: "body", path: [("Text", 1)],
              reads: .literal(\.deniedLine), font: .style, sections: [.voiceover, .sizes, .contrast]),
        Place(part: PrimingPart.openSettings, name: "Open Settings button", view: deniedName, member: "body",
              path: [("Button", 0), ("Text", 0)], reads: .literal(\.openSettingsTitle), font: .none,
              sections: [.voiceover, .targets]),
        Place(part: PrimingPart.checking, name: "checking progress view", view: gateName, member: "body",
              path: [("ProgressView", 0)], reads: .literal(\.checkingTitle), font: .none, sections: [.voiceover]),
    ]

    /// The views each builder the templates write holds, in order, by base name: a view a copy adds
    /// beyond these is one the model does not have.
    static let builders: [(view: String, member: String, container: String, bases: [String])] = [
        (viewName, "body", "VStack",
         ["Spacer", "illustrationSection", "titleSection", "descriptionSection", "Spacer", "buttonSection"]),
        (viewName, "buttonSection", "VStack", ["Button", "Button"]),
        (deniedName, "body", "VStack", ["Spacer", "Image", "Text", "Text", "Spacer", "Button"]),
    ]

    /// Reads a copy found.
    @Sendable static func read(_ copy: DesignCopy) -> CopyReading {
        var design = PrimingDesign.published
        var differences: [CopyDifference] = []
        readType(copy, into: &design, differences: &differences)
        for place in places {
            readPart(place, copy, into: &design, differences: &differences)
        }
        for builder in builders {
            readAdded(builder, copy, differences: &differences)
        }
        readMotion(copy, into: &design, differences: &differences)
        differences.sort { $0.range.lowerBound < $1.range.lowerBound }
        return CopyReading(differences: differences, design: design == .published ? nil : design)
    }

    // MARK: - Finding parts

    /// A part found: its view, the views on the way whose modifiers also apply to it (the button
    /// around a title, the member's use in the body), and the file.
    struct Found {
        var node: ViewNode
        var carriers: [ViewNode]
        var file: SwiftFile
    }

    /// A part found, or the difference saying why not.
    enum Lookup {
        case found(Found)
        case missing(CopyDifference)
    }

    /// Finds a place's view in the copy; or the unfollowed difference saying why not.
    static func find(_ place: Place, _ copy: DesignCopy) -> Lookup {
        func missing(_ range: SourceRange, _ why: String) -> Lookup {
            .missing(CopyDifference(part: place.name, fact: "view", published: place.path.map(\.base).joined(separator: " > "),
                                    copy: "none", at: range, sections: place.sections, unfollowed: why))
        }
        guard copy.type(place.view) != nil else {
            return missing(SourceRange(at: copy.location), "the copy declares no \(place.view)")
        }
        guard let member = copy.member(place.member, of: place.view) else {
            return missing(SourceRange(at: copy.type(place.view)?.location ?? copy.location),
                           "\(place.view) has no \(place.member), where the published design has the \(place.name)")
        }
        let file = copy.file(member.file)
        var scope = copy.views(of: member)
        var carriers: [ViewNode] = []
        if place.member != "body" {
            // A section the body no longer shows is a part the copy does not have.
            guard let use = uses(place.member, of: place.view, in: copy) else {
                return missing(SourceRange(at: member.location), "\(place.view).body does not show \(place.member)")
            }
            carriers.append(use)
        }
        var found: ViewNode?
        for step in place.path {
            let matches = matching(step.base, in: scope)
            guard matches.indices.contains(step.index) else {
                if let unread = scope.flatMap({ $0.descendants() }).first(where: { $0.node.isUnreadable })?.node {
                    return missing(unread.range, "inside a \(unread.unreadableKeyword) PrimerSpec does not read as views, "
                                   + "where the published design has \(place.path.map(\.base).joined(separator: " > "))")
                }
                return missing(SourceRange(at: member.location), "not found in \(place.member) where the published design "
                               + "has it (\(place.path.map(\.base).joined(separator: " > ")))")
            }
            let node = matches[step.index]
            carriers.append(node)
            found = node
            scope = node.children
        }
        guard let node = found else { return missing(SourceRange(at: member.location), "not found") }
        carriers.removeLast()
        return .found(Found(node: node, carriers: carriers, file: file))
    }

    /// Every view named `base` among `nodes` and inside them, depth first, not entering a button unless
    /// a button is what is sought (a button's label is its own part).
    static func matching(_ base: String, in nodes: [ViewNode], depth: Int = 0) -> [ViewNode] {
        guard depth < ViewReader.depthLimit else { return [] }
        var result: [ViewNode] = []
        for node in nodes {
            if node.name == base {
                result.append(node)
                continue
            }
            if node.name == "Button", base != "Button" { continue }
            result += matching(base, in: node.children, depth: depth + 1)
        }
        return result
    }

    /// Where a view type's body uses a member by name (`titleSection.padding(.top, 24)`).
    static func uses(_ member: String, of view: String, in copy: DesignCopy) -> ViewNode? {
        guard let body = copy.member("body", of: view) else { return nil }
        return copy.views(of: body).flatMap { $0.descendants() }.map(\.node).first { $0.name == member && $0.arguments.isEmpty }
    }

    // MARK: - Reading a part

    /// Reads a part's text, font and accessibility into the design.
    static func readPart(_ place: Place, _ copy: DesignCopy, into design: inout PrimingDesign,
                         differences: inout [CopyDifference]) {
        let found: Found
        switch find(place, copy) {
        case .found(let part): found = part
        case .missing(let difference):
            differences.append(difference)
            return
        }
        var differ = Differences(part: place.name, sections: place.sections)
        readText(place, found, into: &design, &differ)
        readFont(place, found, into: &design, &differ)
        readAccessibility(place, found, into: &design, &differ)
        differences += differ.found
    }

    /// Collects a part's differences.
    struct Differences {
        var part: String
        var sections: [SectionKeyword]
        var found: [CopyDifference] = []

        mutating func followed(_ fact: String, _ published: String, _ copy: String, _ range: SourceRange,
                               sections: [SectionKeyword]? = nil) {
            found.append(CopyDifference(part: part, fact: fact, published: published, copy: copy, at: range,
                                        sections: sections ?? self.sections))
        }

        mutating func unfollowed(_ fact: String, _ published: String, _ copy: String, _ range: SourceRange,
                                 _ why: String, sections: [SectionKeyword]? = nil) {
            found.append(CopyDifference(part: part, fact: fact, published: published, copy: copy, at: range,
                                        sections: sections ?? self.sections, unfollowed: why))
        }
    }

    /// The base's first argument: a fixed text as written, or the expression as published.
    static func readText(_ place: Place, _ found: Found, into design: inout PrimingDesign, _ differ: inout Differences) {
        let argument = found.node.arguments.first?.value
        let fact = place.node == "Image" ? "symbol" : "text"
        switch place.reads {
        case .literal(let keyPath):
            let published = PrimingDesign.published[keyPath: keyPath]
            guard let argument else {
                differ.unfollowed(fact, quoted(published), found.node.expression?.source ?? "none", found.node.range,
                                  "no text where the published design has one")
                return
            }
            if case .string(let text) = argument.form {
                if text != published {
                    design[keyPath: keyPath] = text
                    differ.followed(fact, quoted(published), quoted(text), argument.range)
                }
            } else {
                differ.unfollowed(fact, quoted(published), argument.source, argument.range, reason(argument))
            }
        case .expression(let published):
            guard let argument else {
                differ.unfollowed(fact, published, found.node.expression?.source ?? "none", found.node.range,
                                  "no text where the published design has one")
                return
            }
            if squeezed(argument.source) != squeezed(published) {
                differ.unfollowed(fact, published, argument.source, argument.range,
                                  argument.call != nil ? "computed by a function call at run time"
                                      : "not the published expression, so PrimerSpec cannot tell which text it shows")
            }
        }
    }

    /// Why an argument cannot be followed.
    static func reason(_ expression: SwiftExpression) -> String {
        switch expression.form {
        case .interpolated: "an interpolated string, known only at run time"
        case .call: "computed by a function call at run time"
        default: "computed at run time"
        }
    }

    /// Source without spaces, to compare expressions as written.
    static func squeezed(_ source: String) -> String { source.filter { !$0.isWhitespace } }

    /// Every modifier on a part, its own first, then those of the views around it that apply to it.
    static func modifiers(_ found: Found) -> [ViewModifierCall] {
        found.node.modifiers + found.carriers.reversed().flatMap(\.modifiers)
    }
}

extension PermissionPrimingCopy.Place {
    /// The base the place ends at: `Text`, `Image`.
    var node: String { path.last?.base ?? "" }
}

extension Array {
    /// The element at `index`, nil outside the array.
    func element(_ index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension ViewNode {
    /// Whether the node is a statement the view reader keeps unread (a `switch`, a loop).
    var isUnreadable: Bool {
        if case .unreadable = base { return true }
        return false
    }

    /// The keyword of an unread statement: `switch`.
    var unreadableKeyword: String {
        if case .unreadable(let keyword, _) = base { return keyword }
        return "statement"
    }
}
