import PermissionPrimer
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerScreen
import PrimerSpec
import PrimerSyntax

/// Tide's onboarding: the content its views show, and the models they read their accessibility and
/// motion from. The specs in `Specs/` describe the same content, and `OnboardingAppTests` checks both
/// that the specs pass and that they describe this content, so a passing spec is a statement about the
/// shipped view.
public enum Onboarding {
    /// The app's name, as `CFBundleDisplayName` gives it.
    public static let appName = "Tide"

    /// The onboarding screen (PrimerSpec's `primer-screen` block, SwiftUI Blocks' `PermissionPrimerScreen`).
    public static let screen = ScreenContent(
        heroSymbol: "calendar.badge.clock",
        title: "Plan with Tide",
        message: "Turn on notifications and Tide reminds you before each task is due.",
        benefits: [
            ScreenBenefit(symbol: "clock", title: "On time", text: "A nudge an hour before each task."),
            ScreenBenefit(symbol: "sun.max", title: "Morning plan", text: "Your day at a glance at 8 am."),
            ScreenBenefit(symbol: "moon", title: "Quiet nights", text: "Nothing between 10 pm and 7 am."),
        ],
        skipTitle: "Maybe later",
        tint: .srgb(tintColor))

    /// Tide's green: the hero's and Continue's fill, the benefit symbols' and the rings' colour.
    public static let tintColor = SRGBColor(red: 0x0A, green: 0x6E, blue: 0x5C)

    /// What is drawn on the tint (Continue's title, the hero symbol): white or black, whichever
    /// contrasts more, as `PermissionPrimerScreen` picks it.
    public static var onTintColor: SRGBColor { ContrastingForeground(tint: tintColor).foreground }

    /// The screen's model: what VoiceOver reads, the sizes, the contrast and the motion.
    public static let screenModel = PrimerScreenModel(content: screen)

    /// The notifications primer shown in Settings (PrimerSpec's `permission-primer` block, the
    /// PermissionPrimer SwiftUI block).
    public static let notificationsPrimer: PrimerContent = {
        var content = PrimerContent.standard(for: .notifications, appName: appName)
        content.title = "Know before it’s due"
        content.reason = "Tide reminds you before each task is due."
        content.benefits = [
            PrimerBenefit(symbol: "clock", title: "On time", detail: "A nudge an hour before each task."),
            PrimerBenefit(symbol: "sun.max", title: "Morning plan", detail: "Your day at a glance at 8 am."),
        ]
        return content
    }()

    /// The primer's model: what VoiceOver reads and announces in each state, and the motion.
    public static let primerModel = PermissionPrimerModel(
        kind: .notifications, content: notificationsPrimer, machine: PrimerMachine(kind: .notifications))

    /// The modelled settings for a Dynamic Type size given by its position (0 for xSmall up to 11 for
    /// accessibility5, the order SwiftUI's `DynamicTypeSize.allCases` has too) and Reduce Motion.
    public static func environment(dynamicTypeSizeIndex index: Int, reduceMotion: Bool) -> PrimerEnvironment {
        let sizes = DynamicTypeSize.allCases
        let size = sizes.indices.contains(index) ? sizes[index] : .default
        return PrimerEnvironment(dynamicTypeSize: size, reduceMotion: reduceMotion)
    }

    /// What VoiceOver finds on the screen in `ready`, the only state it has: each part's label, value,
    /// hint, traits, text style and size, and the parts it skips with their sizes.
    public static func screenTree(environment: PrimerEnvironment) -> AccessibilityTree {
        screenModel.tree(state: "ready", environment: environment)
    }

    /// A button's minimum touch target on the screen.
    public static func screenTarget(_ part: PartID, environment: PrimerEnvironment) -> TouchTarget? {
        screenModel.targets(state: "ready", environment: environment).first { $0.part == part }
    }

    /// The first track that animates a part of the screen on an event (`appear`, `continue`, `skip`):
    /// its curve and start; nil when the part does not move.
    public static func screenMotion(of part: PartID, via event: String, environment: PrimerEnvironment) -> Track? {
        screenModel.tracks(of: part, on: TransitionName(from: "ready", to: "ready", via: event),
                           environment: environment).first
    }
}
