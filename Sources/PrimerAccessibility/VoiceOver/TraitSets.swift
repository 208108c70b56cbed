/// The trait sets the blocks' trees give their elements, each built once.
///
/// A set literal allocates its storage and hashes each trait's raw string every time it is
/// evaluated, and the trees are built for every `voiceover`, `sizes` and `targets` section; these
/// constants are shared instead.
public enum TraitSets {
    /// Plain text: `[.staticText]`.
    public static let staticText: Set<AccessibilityTrait> = [.staticText]
    /// A heading: `[.header, .staticText]`.
    public static let heading: Set<AccessibilityTrait> = [.header, .staticText]
    /// A button: `[.button]`.
    public static let button: Set<AccessibilityTrait> = [.button]
    /// A dimmed button: `[.button, .notEnabled]`.
    public static let dimmedButton: Set<AccessibilityTrait> = [.button, .notEnabled]
    /// A picture: `[.image]`.
    public static let image: Set<AccessibilityTrait> = [.image]
    /// A picture that is a heading: `[.image, .header]`.
    public static let imageHeading: Set<AccessibilityTrait> = [.image, .header]
    /// Content that changes often: `[.updatesFrequently]`.
    public static let updatesFrequently: Set<AccessibilityTrait> = [.updatesFrequently]
}
