import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The fixed sizes of the primer's layout, from the design's Theming and Notes.
public enum PrimerMetrics {
    /// The large symbol's point size at the Large text size.
    public static let symbolPointSize: Double = 52
    /// The title's point size at the Large text size (`type.face` at 28 points).
    public static let titlePointSize: Double = 28
    /// The space between groups (`space.xl`).
    public static let groupSpacing: Double = 24
    /// The margins a sheet gives the block inside its ScrollView.
    public static let sheetMargin: Double = 20
    /// The largest size at which the symbol and the sample alert still grow (PrimerSpec's choice:
    /// the design says they "stop growing at large sizes"; they stop where the accessibility sizes begin).
    public static let fixedPartsCap: DynamicTypeSize = .xxxLarge
    /// How long after a grant `onGranted` runs (the design: "about a second").
    public static let onGrantedDelay: Double = 1.0
}
