import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// How a team's copy of SwiftUI Blocks' `PermissionPrimerScreen` is found in an app and read: the
/// copy declares `PermissionPrimerScreen` (and `PermissionPrimerScreenBenefit`); each part the
/// model rests on is found where the published code has it (``ScreenCopyPart``), and each fact
/// read there (``ScreenCopyReader``) gives the ``ScreenDesign`` the model follows.
enum PrimerScreenCopy {
    /// The view's type: a copy is found when the app declares it.
    static let view = "PermissionPrimerScreen"

    /// The block's declaration of its copies.
    static let declaration = BlockCopy(types: [view, "PermissionPrimerScreenBenefit"]) { copy in
        var reader = ScreenCopyReader(copy: copy)
        reader.read()
        return CopyReading(differences: reader.differences, design: reader.design)
    }
}

/// One part of the screen the model rests on, as the published code has it: the member whose views
/// hold it (`body`, `hero`, `row`, `buttons`), how the published code writes it, and how a copy's
/// view is known as it (the `Text` whose argument is `title`, the `Button` whose action is
/// `onContinue`).
struct ScreenCopyPart: Sendable {
    /// The part as a person names it: `the title`, `Continue`.
    let name: String
    /// The member of `PermissionPrimerScreen` whose views hold it.
    let member: String
    /// How the published code writes it.
    let published: String
    /// The kinds of section the part's facts shape.
    let sections: [SectionKeyword]
    /// Whether a copy's view is this part.
    let matches: @Sendable (ViewNode) -> Bool

    init(_ name: String, in member: String, _ published: String, _ sections: [SectionKeyword],
         matches: @escaping @Sendable (ViewNode) -> Bool) {
        self.name = name
        self.member = member
        self.published = published
        self.sections = sections
        self.matches = matches
    }

    /// A `Text` whose argument is `argument`.
    static func text(_ argument: String) -> @Sendable (ViewNode) -> Bool {
        { $0.name == "Text" && $0.firstArgumentSource == argument }
    }

    /// A `Button` whose action is `action`, as its `action:` argument or called in its action closure.
    static func button(_ action: String) -> @Sendable (ViewNode) -> Bool {
        { node in
            node.name == "Button" && (node.arguments.contains { $0.value.source == action }
                || node.closures.first?.label == nil && node.closures.count > 1
                    && node.closures.first?.expression.source.contains(action) == true)
        }
    }

    static let title = ScreenCopyPart("title", in: "body", "Text(title)", [.voiceover, .sizes, .contrast],
                                      matches: text("title"))
    static let message = ScreenCopyPart("message", in: "body", "Text(message)", [.voiceover, .sizes, .contrast],
                                        matches: text("message"))
    static let benefits = ScreenCopyPart("benefit rows", in: "body", "ForEach(Array(benefits.enumerated()), …) "
                                         + "{ index, benefit in row(benefit) … }", [.motion]) { node in
        node.name == "ForEach" && node.closures.contains { $0.nodes.contains { $0.name == "row" } }
    }
    static let row = ScreenCopyPart("benefit row", in: "row", "HStack(alignment: .top, spacing: 16) { … }",
                                    [.voiceover]) { $0.name == "HStack" }
    static let benefitSymbol = ScreenCopyPart("benefit symbol", in: "row", "Image(systemName: benefit.systemImage)",
                                              [.voiceover, .sizes]) {
        $0.name == "Image" && $0.firstArgumentSource == "benefit.systemImage"
    }
    static let benefitTitle = ScreenCopyPart("benefit title", in: "row", "Text(benefit.title)",
                                             [.voiceover, .sizes, .contrast], matches: text("benefit.title"))
    static let benefitText = ScreenCopyPart("benefit text", in: "row", "Text(benefit.text)",
                                            [.voiceover, .sizes, .contrast], matches: text("benefit.text"))
    static let hero = ScreenCopyPart("hero", in: "hero", "Image(systemName: systemImage)", [.voiceover, .sizes]) {
        $0.name == "Image" && $0.firstArgumentSource == "systemImage"
    }
    static let rings = ScreenCopyPart("rings", in: "hero", "ForEach(0..<2, id: \\.self) { ring in Circle() … }",
                                      [.motion]) { node in
        node.name == "ForEach" && node.closures.contains { $0.nodes.contains { $0.modifier("phaseAnimator") != nil } }
    }
    static let continueButton = ScreenCopyPart("Continue button", in: "buttons", "Button(action: onContinue)",
                                               [.voiceover, .targets], matches: button("onContinue"))
    static let continueText = ScreenCopyPart("Continue title", in: "buttons", "Text(continueTitle)",
                                             [.voiceover, .sizes, .contrast, .targets], matches: text("continueTitle"))
    static let skipButton = ScreenCopyPart("skip button", in: "buttons", "Button(action: onSkip)",
                                           [.voiceover, .targets], matches: button("onSkip"))
    static let skipText = ScreenCopyPart("skip title", in: "buttons", "Text(skipTitle)",
                                         [.voiceover, .sizes, .contrast, .targets], matches: text("skipTitle"))

    /// Every part, in the order the screen shows them.
    static let all = [hero, rings, title, message, benefits, row, benefitSymbol, benefitTitle, benefitText,
                      continueButton, continueText, skipButton, skipText]

    /// The views each member holds besides its parts: its stacks, the members it shows, spacers.
    static let containers: [String: Set<String>] = [
        "body": ["ScrollView", "VStack", "hero", "row", "buttons", "Spacer"],
        "hero": ["Circle", "Spacer"],
        "row": ["VStack", "Spacer"],
        "buttons": ["VStack", "Spacer"],
    ]
}
