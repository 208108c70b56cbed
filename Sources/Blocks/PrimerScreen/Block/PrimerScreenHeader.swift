import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Reads the primer screen's content and iOS release from a spec header: the demo's content,
/// with each field the header gives in its place.
enum PrimerScreenHeader {
    static let versionForms = "18 or a later release with known system colours (26), such as 18.2"
    static let tintForms = "a system colour (\(SystemColor.allCases.map(\.rawValue).joined(separator: ", "))) "
        + "or sRGB hex such as #5856D6"

    /// iOS 18 (the screen's minimum) or a release the colour tables know from 26 on.
    static func version(_ text: String) -> IOSVersion? {
        guard let version = IOSVersion(parsing: text), version.major >= 18, ColorRelease(version) != nil else {
            return nil
        }
        return version
    }

    static func iOS(_ token: Token?, diagnostics: inout [Finding]) -> IOSVersion {
        guard let token else { return PrimerScreenBlock.defaultIOS }
        guard let version = version(token.value) else {
            diagnostics.append(.error("unknown iOS version '\(TextExcerpt.shown(token.value, limit: TextExcerpt.wordLimit))' for the primer screen; expected \(versionForms)",
                                      at: token.range, offendingText: token.text, expected: versionForms))
            return PrimerScreenBlock.defaultIOS
        }
        return version
    }

    /// The demo's content with each field the header gives in its place. The demo passes no
    /// `continueTitle` or `skipTitle`, so their defaults are the design's (a copy's own); it passes
    /// its tint, so the design's default tint is the screen's only where a copy is modelled and the
    /// spec is linked to a call (`code`) that passes none.
    static func content(_ header: BlockHeader, design: ScreenDesign = .published,
                        diagnostics: inout [Finding]) -> ScreenContent {
        typealias F = PrimerScreenFields
        var content = ScreenContent.sample
        content.continueTitle = design.continueTitle
        content.skipTitle = design.skipTitle
        if header.copy != nil, header.directive(CodeLink.codeField) != nil, header.directive(F.tint) == nil {
            content.tint = design.tint
        }
        var benefits: [ScreenBenefit] = []
        var firstBySymbol: [String: (index: Int, location: SourceLocation)] = [:]
        for directive in header.directives {
            let values = directive.arguments.map(\.value)
            switch directive.name {
            case F.symbol.name: content.heroSymbol = values.first ?? content.heroSymbol
            case F.title.name: content.title = values.first ?? content.title
            case F.message.name:
                if let token = directive.arguments.first, token.value.allSatisfy(\.isWhitespace) {
                    diagnostics.append(emptyMessage(token))
                }
                content.message = values.first ?? content.message
            case F.benefit.name where values.count == 3:
                if let first = firstBySymbol[values[0]], let token = directive.arguments.first {
                    diagnostics.append(duplicateSymbol(token, benefit: benefits.count, first: first))
                } else if let token = directive.arguments.first {
                    firstBySymbol[values[0]] = (benefits.count, token.range.lowerBound)
                }
                benefits.append(ScreenBenefit(symbol: values[0], title: values[1], text: values[2]))
            case F.continueTitle.name: content.continueTitle = values.first ?? content.continueTitle
            case F.skipTitle.name: content.skipTitle = values.first
            case F.noSkip.name: content.skipTitle = nil
            case F.tint.name:
                if let tint = TintField.tint(directive, forms: tintForms, diagnostics: &diagnostics) {
                    content.tint = tint
                }
            default: continue
            }
        }
        if let skip = header.directive(F.skipTitle), let none = header.directive(F.noSkip) {
            diagnostics.append(.error("'no-skip' and 'skip-title' contradict each other; give one",
                                      at: none.range, offendingText: none.canonicalText,
                                      expected: "either skip-title \"TEXT\" or no-skip",
                                      notes: [.init("skip-title is here", at: skip.range.lowerBound)]))
        }
        if !benefits.isEmpty { content.benefits = benefits }
        return content
    }

    /// The error for an empty or blank `message`: the screen's message is the purpose string iOS
    /// shows in its alert, and an empty one is refused as the permission primer refuses an empty
    /// `purpose`.
    static func emptyMessage(_ token: Token) -> Finding {
        .error("the message is empty; expected the words the screen says why the app asks (the app's purpose "
               + "string, which iOS shows in its alert)", at: token.range, offendingText: token.text,
               expected: "a message with words")
    }

    /// The warning for a benefit whose symbol an earlier one has. The design's
    /// `PermissionPrimerScreenBenefit` is identified by its `systemImage`, and its `ForEach` by that
    /// id, so two rows share one identity: SwiftUI logs that the ID occurs more than once and leaves
    /// what it then draws and animates undefined. The model keeps both rows, in order (Docs/Model.md).
    static func duplicateSymbol(_ token: Token, benefit index: Int, first: (index: Int, location: SourceLocation)) -> Finding {
        Finding(severity: .warning, range: token.range,
                message: "benefit.\(index) has the symbol \(StringLiteral.quoted(TextExcerpt.shown(token.value, limit: TextExcerpt.wordLimit))) "
                    + "benefit.\(first.index) has; PermissionPrimerScreen identifies each benefit by its symbol, so "
                    + "its ForEach gets one identity twice, which SwiftUI reports and may draw or animate wrongly; "
                    + "expected a different symbol for each benefit",
                offendingText: token.text, expected: "a symbol no other benefit has",
                notes: [.init("benefit.\(first.index)'s symbol is here", at: first.location)])
    }
}
