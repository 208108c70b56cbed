import PrimerModel
import PrimerSyntax

/// What a block tells the rule audit beyond its trees, timelines, targets and colours: which state
/// asks for the permission and with which button, where its exits lead, its purpose strings, and
/// which state changes a person must learn of. Every field has a neutral default, and a rule whose
/// fact is missing reports "not applicable" rather than guessing.
public struct AuditFacts: Sendable {
    /// A way the block offers out of the asking screen: a button and what tapping it does.
    public struct Exit: Hashable, Sendable {
        /// The button, such as `notNow` or `skip`.
        public var part: PartID
        /// The transition tapping it makes.
        public var transition: TransitionName
        /// Whether the person leaves the block (a callback that dismisses, a new screen), rather
        /// than finding the same screen again.
        public var leaves: Bool

        /// Creates an exit.
        public init(part: PartID, transition: TransitionName, leaves: Bool) {
            self.part = part
            self.transition = transition
            self.leaves = leaves
        }
    }

    /// An Info.plist purpose string the block's request needs.
    public struct PurposeString: Hashable, Sendable {
        /// What the model knows of the value.
        public enum Value: Hashable, Sendable {
            /// The string the Info.plist (or the spec) gives.
            case given(String)
            /// The Info.plist lacks the key.
            case missing
            /// No Info.plist was given, so the value cannot be checked.
            case unknown
        }

        /// The key, such as `NSCameraUsageDescription`.
        public var key: String
        /// What is known of its value.
        public var value: Value

        /// Creates a purpose string.
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The states in which the block asks: the pre-alert screen before the system's question.
    public var askingStates: [String]
    /// The button that leads to the system's question, in the asking states.
    public var primaryButton: PartID?
    /// The other ways out of the asking screen.
    public var exits: [Exit]
    /// The purpose strings the block's request needs (empty when it needs none).
    public var purposeStrings: [PurposeString]
    /// Whether the block primes the App Tracking Transparency prompt.
    public var primesTracking: Bool
    /// Whether the block draws a picture of the system alert (HIG: never before the tracking prompt).
    public var showsAlertPicture: Bool
    /// Transitions after which the person must learn what happened (a result, an error).
    public var resultTransitions: [TransitionName]
    /// The part that is the block's title, read as a heading.
    public var title: PartID?

    /// Creates facts; by default the block says nothing and the rules that need a fact do not apply.
    public init(askingStates: [String] = [], primaryButton: PartID? = nil, exits: [Exit] = [],
                purposeStrings: [PurposeString] = [], primesTracking: Bool = false, showsAlertPicture: Bool = false,
                resultTransitions: [TransitionName] = [], title: PartID? = nil) {
        self.askingStates = askingStates
        self.primaryButton = primaryButton
        self.exits = exits
        self.purposeStrings = purposeStrings
        self.primesTracking = primesTracking
        self.showsAlertPicture = showsAlertPicture
        self.resultTransitions = resultTransitions
        self.title = title
    }
}
