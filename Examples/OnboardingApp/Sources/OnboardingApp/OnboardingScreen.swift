#if canImport(SwiftUI)
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerScreen
import SwiftUI

/// Tide's onboarding screen, SwiftUI Blocks' `PermissionPrimerScreen` with Tide's content: its words,
/// labels, traits, text styles, sizes, touch targets and curves all come from ``Onboarding/screenModel``,
/// the model `Specs/onboarding-screen.primerspec` checks, so a passing spec is a statement about this
/// view.
///
/// SwiftUI does not exist on Linux: CI builds and tests everything in this package except this file,
/// which uses SwiftUI API of iOS 17 and macOS 14 only.
public struct OnboardingScreen: View {
    // PrimerModel has a `DynamicTypeSize` of its own: SwiftUI's types are named in full here.
    @SwiftUI.Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @SwiftUI.Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var appeared = false
    private let onContinue: () -> Void
    private let onSkip: () -> Void

    /// Creates the screen; `onContinue` asks for the permission, `onSkip` moves on without asking.
    public init(onContinue: @escaping () -> Void, onSkip: @escaping () -> Void) {
        self.onContinue = onContinue
        self.onSkip = onSkip
    }

    public var body: some View {
        let content = Onboarding.screen
        let environment = Onboarding.environment(
            dynamicTypeSizeIndex: SwiftUI.DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3,
            reduceMotion: reduceMotion)
        let tree = Onboarding.screenTree(environment: environment)
        let tint = Color(Onboarding.tintColor)
        VStack(spacing: 24) {
            ZStack {
                ForEach(0..<2, id: \.self) { ring in
                    let pulse = Onboarding.screenMotion(of: .ring(ring), via: "appear", environment: environment)
                    Circle().stroke(tint, lineWidth: 2)
                        .scaleEffect(appeared && pulse != nil ? 1.7 : 1)
                        .opacity(pulse == nil ? 0 : appeared ? 0 : 0.5)
                        .animation(pulse.flatMap(Animation.init(track:)), value: appeared)
                }
                Circle().fill(tint)
                Image(systemName: content.heroSymbol)
                    .font(.system(size: tree.pointSize(of: .heroSymbol) ?? 42))
                    .foregroundStyle(Color(Onboarding.onTintColor))
            }
            .frame(width: tree.pointSize(of: .hero) ?? 96, height: tree.pointSize(of: .hero) ?? 96)
            .accessibilityHidden(true)
            Text(content.title).bold().modelled(tree.element(.screenTitle))
            Text(content.message).foregroundStyle(.secondary).modelled(tree.element(.message))
            ForEach(content.benefits.indices, id: \.self) { index in
                let benefit = content.benefits[index]
                let rise = Onboarding.screenMotion(of: .screenBenefit(index), via: "appear", environment: environment)
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Image(systemName: benefit.symbol).foregroundStyle(tint)
                        .font(Font(tree.hiddenPart(.benefitSymbol(index))?.textStyle ?? .title2))
                        .accessibilityHidden(true)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(benefit.title)
                        Text(benefit.text).foregroundStyle(.secondary)
                            .font(Font(tree.hiddenPart(.benefitText(index))?.textStyle ?? .subheadline))
                    }
                }
                .accessibilityElement(children: .combine)
                .modelled(tree.element(.screenBenefit(index)))
                .opacity(appeared ? 1 : 0)
                .offset(y: appeared || reduceMotion ? 0 : 18)
                .animation(rise.flatMap(Animation.init(track:)), value: appeared)
            }
            Button(action: onContinue) {
                Text(content.continueTitle).bold()
                    .touchTarget(Onboarding.screenTarget(.screenContinue, environment: environment))
            }
            .foregroundStyle(Color(Onboarding.onTintColor))
            .background(tint, in: RoundedRectangle(cornerRadius: 14))
            .modelled(tree.element(.screenContinue))
            if let skipTitle = content.skipTitle {
                Button(skipTitle, action: onSkip)
                    .foregroundStyle(.secondary)
                    .touchTarget(Onboarding.screenTarget(.skip, environment: environment))
                    .modelled(tree.element(.skip))
            }
        }
        .padding(20)
        .onAppear { appeared = true }
    }
}

extension View {
    /// Gives the view the text style, label, value, hint and traits of a modelled element, or hides it
    /// from VoiceOver when the model has no element for it.
    @ViewBuilder
    func modelled(_ element: AccessibilityElement?) -> some View {
        if let element {
            font(Font(element.textStyle))
                .accessibilityLabel(Text(verbatim: element.label))
                .accessibilityValue(Text(verbatim: element.value ?? ""))
                .accessibilityHint(Text(verbatim: element.hint ?? ""))
                .accessibilityAddTraits(AccessibilityTraits(element.traits))
        } else {
            accessibilityHidden(true)
        }
    }

    /// Sets a modelled touch target: a minimum height, and the full width where the model says so.
    func touchTarget(_ target: TouchTarget?) -> some View {
        var minimumHeight: CGFloat?
        if case .atLeast(let points) = target?.height { minimumHeight = CGFloat(points) }
        let fullWidth = target?.width == .fullWidth
        return frame(maxWidth: fullWidth ? .infinity : nil, minHeight: minimumHeight)
    }
}

// Inside an extension of a SwiftUI type, a name may find the type's own nested type first (`Font.TextStyle`):
// PrimerSpec's types are named in full there.
extension AccessibilityTraits {
    /// SwiftUI's traits for modelled ones. SwiftUI has no "not enabled" or "adjustable" trait: a dimmed
    /// control is `.disabled(!element.isEnabled)`, an adjustable one has `accessibilityAdjustableAction`.
    init(_ traits: Set<PrimerAccessibility.AccessibilityTrait>) {
        self = []
        for trait in traits {
            switch trait {
            case .header: insert(.isHeader)
            case .button: insert(.isButton)
            case .link: insert(.isLink)
            case .image: insert(.isImage)
            case .searchField: insert(.isSearchField)
            case .selected: insert(.isSelected)
            case .staticText: insert(.isStaticText)
            case .updatesFrequently: insert(.updatesFrequently)
            case .playsSound: insert(.playsSound)
            case .notEnabled, .adjustable: break
            }
        }
    }
}

extension Animation {
    /// The SwiftUI animation a modelled curve stands for (`Curve.swiftUIAnimation` names it); nil for
    /// `instant`, which is no animation.
    init?(_ curve: PrimerMotion.Curve) {
        switch curve {
        case .spring(let duration, let bounce): self = .spring(duration: duration, bounce: bounce)
        case .responseSpring(let response, let fraction): self = .spring(response: response, dampingFraction: fraction)
        case .easeInOut(let duration): self = .easeInOut(duration: duration)
        case .easeIn(let duration): self = .easeIn(duration: duration)
        case .easeOut(let duration): self = .easeOut(duration: duration)
        case .linear(let duration):
            guard duration > 0 else { return nil }
            self = .linear(duration: duration)
        }
    }

    /// A modelled track's animation: its curve, from its start, repeated for ever when it repeats for ever.
    init?(track: PrimerMotion.Track) {
        guard let curve = Animation(track.curve) else { return nil }
        let delayed = curve.delay(track.start)
        self = track.repeatsForever ? delayed.repeatForever(autoreverses: false) : delayed
    }
}

extension Color {
    /// A modelled sRGB colour.
    init(_ color: PrimerModel.SRGBColor) {
        self.init(.sRGB, red: color.red / 255, green: color.green / 255, blue: color.blue / 255, opacity: color.alpha)
    }
}

extension Font {
    /// The Dynamic Type style of a modelled part.
    init(_ style: PrimerModel.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption: self = .caption
        case .caption2: self = .caption2
        }
    }
}
#endif
