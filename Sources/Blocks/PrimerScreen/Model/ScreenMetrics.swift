import PrimerModel

/// The primer screen's sizes and times, each from the PermissionPrimerScreen's code.
public enum ScreenMetrics {
    /// The hero circle's diameter at Large: `@ScaledMetric(relativeTo: .largeTitle) heroSize = 96`.
    public static let heroDiameter: Double = 96
    /// The style the hero scales with; it is never capped.
    public static let heroStyle: TextStyle = .largeTitle
    /// The hero symbol's size as a fraction of the hero: `.font(.system(size: heroSize * 0.44))`.
    public static let heroSymbolFraction: Double = 0.44
    /// Continue's minimum height: `.frame(maxWidth: .infinity, minHeight: 54)`.
    public static let continueMinimumHeight: Double = 54
    /// The skip button's minimum height: `minimumTarget = 44` (Apple's 44 × 44 pt, Apple's documentation (Docs/Sources.md)).
    public static let skipMinimumHeight: Double = 44
    /// The rings behind the hero: two, each scaling from 1 to 1.7 while fading from 0.5 to 0.
    public static let ringCount = 2
    /// A ring's scale at rest and wide.
    public static let ringScale = (rest: 1.0, wide: 1.7)
    /// A ring's opacity at rest and wide.
    public static let ringOpacity = (rest: 0.5, wide: 0.0)
    /// How long a ring takes to widen: `easeOut(duration: 2)`.
    public static let ringWiden: Double = 2
    /// How long a ring takes to snap back: `linear(duration: 0.01)`.
    public static let ringSnap: Double = 0.01
    /// How far each ring runs behind the one before: `delay(Double(ring) * 0.7)`.
    public static let ringStagger: Double = 0.7
    /// How far a benefit rises as it appears: `.offset(y: 18)` before appearing.
    public static let benefitRise: Double = 18
    /// When the first benefit starts to appear: `delay(0.2 + 0.12 * index)`.
    public static let benefitDelay: Double = 0.2
    /// How much later each further benefit starts.
    public static let benefitStagger: Double = 0.12
    /// The benefits' spring: `.spring(duration: 0.5, bounce: 0.2)`.
    public static let benefitSpring = (duration: 0.5, bounce: 0.2)
    /// Under Reduce Motion the benefits fade in together: `.easeInOut(duration: 0.2)`.
    public static let reduceMotionFade: Double = 0.2
}
