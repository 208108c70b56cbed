import PrimerModel

/// The sizes and text styles of the Permission Priming templates' views that a copy of the templates does not
/// change (a copy's symbol sizes, frames and text styles are ``PrimingDesign``'s), each from the code;
/// where the code sets none, the value is SwiftUI's default as PrimerSpec reads it (**choice**).
public enum PrimingMetrics {
    /// The circle's fill: the accent colour at `opacity(0.12)`.
    public static let illustrationCircleOpacity: Double = 0.12
    /// The buttons' titles set only a weight (`.semibold`, `.medium`): they keep SwiftUI's default
    /// font, body (**choice**: `.controlSize(.large)` is taken not to change it).
    public static let buttonStyle: TextStyle = .body
    /// The height iOS gives a `.borderedProminent` button at `.controlSize(.large)` with a body label
    /// (Enable, Open Settings): 50 pt (**choice**: Apple documents no control heights, and no published
    /// measurement was found; 50 pt is the height such a button is commonly seen to have on iPhone at the
    /// default Dynamic Type size, and it grows with the label). Docs/Model.md says so.
    public static let largeProminentButtonHeight: Double = 50
    /// The checking progress view's label: body (**choice**; the templates set no font).
    public static let checkingStyle: TextStyle = .body
}
