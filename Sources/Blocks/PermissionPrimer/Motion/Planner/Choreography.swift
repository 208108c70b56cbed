import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The times and curves the planner uses where the design leaves them open. Docs/Motion.md explains each.
public struct Choreography: Hashable, Sendable {
    /// How long after a grant the symbol starts turning into a check: 0.30 s, so Continue's check
    /// visibly comes first (the design: "a check on Continue, then the symbol…"; the value is PrimerSpec's choice, Docs/Motion.md).
    public var symbolDelay: Double
    /// How long after a grant Continue gives way to Done (and Not now goes): 0.70 s, the moment
    /// Continue's check has settled (`snappy` settles in 0.697 s, SwiftUI's animation documentation (Docs/Motion.md)), so the check is seen.
    public var buttonSwapDelay: Double
    /// The token for the button's own feedback (spinner in or out, the check): `motion.snappy`,
    /// the quicker of the design's two tokens, for a direct answer to a tap.
    public var feedback: MotionToken
    /// The token for content changes (the symbol, its colour, the words, buttons and the error line
    /// coming and going): `motion.smooth`, which does not bounce.
    public var content: MotionToken
    /// The SF Symbol Continue shows once granted.
    public var buttonCheckSymbol: String

    /// Creates a choreography; the defaults are PrimerSpec's choices.
    public init(symbolDelay: Double = 0.30, buttonSwapDelay: Double = 0.70, feedback: MotionToken = .snappy,
                content: MotionToken = .smooth, buttonCheckSymbol: String = "checkmark") {
        self.symbolDelay = symbolDelay
        self.buttonSwapDelay = buttonSwapDelay
        self.feedback = feedback
        self.content = content
        self.buttonCheckSymbol = buttonCheckSymbol
    }

    /// PrimerSpec's choices.
    public static let standard = Choreography()
}
