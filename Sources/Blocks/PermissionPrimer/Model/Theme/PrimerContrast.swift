import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The colours the PermissionPrimer block draws, by the design's tokens, with their WCAG contrast
/// ratios in one appearance, across every state.
///
/// From the design's Theming: the title is `textPrimary` and the reason `textSecondary`; the symbol is
/// `textPrimary`, `success` once granted and `textSecondary` once denied (hidden from VoiceOver, so
/// decorative: listed, not judged); the benefits card is `surface`, its titles `textPrimary` and its
/// lines `textSecondary`; the sample alert is `surfaceElevated` with `textPrimary` and the caption in
/// `textSecondary` (**choice**, as its style); Continue, then Done or Open Settings, is the one
/// accent, `accentOn` on `accent`; Not now is a plain `textPrimary` button; an error is `danger`.
/// What no token names, the screen under the block, is `systemBackground` (**choice**). Semibold
/// text is not bold to WCAG (700 and up).
public struct PrimerContrast: Hashable, Sendable {
    /// The team's theme, or the standard one.
    public var theme: PrimerTheme
    /// The iOS release whose system colours to use.
    public var iOS: IOSVersion
    /// How many benefit rows the content has.
    public var benefitCount: Int
    /// How ratios are computed.
    public var contrast: WCAGContrast

    /// Creates the model.
    public init(theme: PrimerTheme = .standard, iOS: IOSVersion, benefitCount: Int, contrast: WCAGContrast = .standard) {
        self.theme = theme
        self.iOS = iOS
        self.benefitCount = benefitCount
        self.contrast = contrast
    }

    /// Every pair, top to bottom; the symbol's three colours in state order (ready, granted, denied).
    /// Empty when the release has no value for a colour the block draws.
    public func pairs(appearance: Appearance) -> [ContrastPair] {
        var pairs: [ContrastPair] = []
        // Each colour's `rgb(…)` text written once: the pairs name a few colours many times.
        var texts = ColorTexts()
        func add(_ part: PartID, _ role: ContrastPair.Role, _ foreground: ColorToken, on background: ColorToken?) -> Bool {
            let back = background.map { theme.color($0, appearance) } ?? PrimerTheme.screenBackground
            guard let screen = PrimerTheme.screenBackground.value(appearance, iOS: iOS),
                  let front = theme.color(foreground, appearance).value(appearance, iOS: iOS),
                  let behind = back.value(appearance, iOS: iOS)?.composited(over: screen) else { return false }
            pairs.append(ContrastPair(part: part, role: role,
                                      foreground: .init(name: foreground.rawValue, value: texts.rgb(front)),
                                      background: .init(name: background?.rawValue ?? back.description,
                                                         value: texts.rgb(behind)),
                                      ratio: contrast.ratio(of: front, on: behind)))
            return true
        }
        func text(_ part: PartID) -> ContrastPair.Role {
            let style = PartStyle.of(part)
            return .text(style.textStyle, bold: false)
        }
        var complete = true
        for token in [ColorToken.textPrimary, .success, .textSecondary] {
            complete = add(.symbol, .decorative, token, on: nil) && complete
        }
        complete = add(.title, text(.title), .textPrimary, on: nil) && complete
        complete = add(.reason, text(.reason), .textSecondary, on: nil) && complete
        for index in 0..<max(0, benefitCount) {
            complete = add(.benefit(index), text(.benefit(index)), .textPrimary, on: .surface) && complete
            complete = add(.benefitDetail(index), text(.benefitDetail(index)), .textSecondary, on: .surface) && complete
        }
        complete = add(.sampleAlert, text(.sampleAlert), .textPrimary, on: .surfaceElevated) && complete
        complete = add(.sampleAlertCaption, text(.sampleAlertCaption), .textSecondary, on: .surfaceElevated) && complete
        for button in [PartID.continueButton, .done, .openSettings] {
            complete = add(button, .shape, .accent, on: nil) && complete
            complete = add(button, text(button), .accentOn, on: .accent) && complete
        }
        complete = add(.error, text(.error), .danger, on: nil) && complete
        complete = add(.notNow, text(.notNow), .textPrimary, on: nil) && complete
        return complete ? pairs : []
    }
}
