import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The parts of the Permission Priming templates' views, as specs name them, with their layout ranks.
///
/// Kept in a namespace of their own (not as `PartID` statics) so they never clash with another
/// block's parts of the same name.
public enum PrimingPart {
    /// The gate's `ProgressView("Checking permissions...")`.
    public static let checking = PartID("checking", rank: 0)
    /// The priming view as a whole, where it comes and goes.
    public static let primingView = PartID("primingView", rank: 1)
    /// The denied view as a whole, where it comes and goes.
    public static let deniedView = PartID("deniedView", rank: 2)
    /// The gated content (the app's own view), where it comes and goes.
    public static let content = PartID("content", rank: 3)
    /// The priming view's SF Symbol, 64 pt, not hidden from VoiceOver.
    public static let illustration = PartID("illustration", rank: 10)
    /// The 120 pt circle behind the illustration (a background shape: VoiceOver skips it).
    public static let illustrationCircle = PartID("illustrationCircle", rank: 11)
    /// The priming view's title.
    public static let title = PartID("title", rank: 20)
    /// The priming view's description.
    public static let description = PartID("description", rank: 30)
    /// The primary button, `Enable`, or its progress view while the request runs.
    public static let enable = PartID("enable", rank: 40)
    /// The secondary button, `Not Now`.
    public static let notNow = PartID("notNow", rank: 50)
    /// The denied view's symbol, 56 pt, not hidden.
    public static let deniedSymbol = PartID("deniedSymbol", rank: 110)
    /// The denied view's title.
    public static let deniedTitle = PartID("deniedTitle", rank: 120)
    /// The denied view's fixed line.
    public static let deniedLine = PartID("deniedLine", rank: 130)
    /// The denied view's `Open Settings` button.
    public static let openSettings = PartID("openSettings", rank: 140)

    /// Every part, in layout order.
    public static let all = [checking, primingView, deniedView, content, illustration, illustrationCircle, title,
                             description, enable, notNow, deniedSymbol, deniedTitle, deniedLine, openSettings]

    /// The part of a name, with its rank; nil if the block has no such part.
    public static func named(_ name: String) -> PartID? {
        all.first { $0.description == name }
    }

    /// The view a screen shows, as a whole part.
    static func view(of screen: GateScreen) -> PartID {
        switch screen {
        case .checking: checking
        case .ready, .requesting: primingView
        case .denied: deniedView
        case .content: content
        }
    }
}
