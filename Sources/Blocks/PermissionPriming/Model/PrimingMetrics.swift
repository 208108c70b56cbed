import PrimerModel

/// The sizes and text styles of the Permission Priming templates' views, each from its code; where the code sets none,
/// the value is SwiftUI's default as PrimerSpec reads it (**choice**).
public enum PrimingMetrics {
    /// The illustration's symbol: `.font(.system(size: 64))`, a fixed size that ignores Dynamic Type.
    public static let illustrationSize: Double = 64
    /// The illustration's frame and the circle behind it: `.frame(width: 120, height: 120)`, fixed.
    public static let illustrationCircle: Double = 120
    /// The circle's fill: the accent colour at `opacity(0.12)`.
    public static let illustrationCircleOpacity: Double = 0.12
    /// The denied view's symbol: `.font(.system(size: 56))`, fixed.
    public static let deniedSymbolSize: Double = 56
    /// Both titles: `.font(.title2).fontWeight(.bold)`.
    public static let titleStyle: TextStyle = .title2
    /// The description and the denied line: `.font(.body)`.
    public static let bodyStyle: TextStyle = .body
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
