import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What an app's own SwiftUI view reads from the model, so that the view and the specs share one
/// source: a part's label, value, hint and traits, and the curve, start and repetition of its motion.
/// `Docs/UsingInYourApp.md` shows the view's side.
extension BlockModel {
    /// The element VoiceOver reaches for a part in a state: its label, value, hint and traits, as the
    /// specs' `voiceover` sections check them; nil when VoiceOver does not read the part there (it is
    /// hidden, read as part of a combined row, or not shown in that state).
    public func element(_ part: PartID, state: String, environment: PrimerEnvironment = .standard) -> AccessibilityElement? {
        tree(state: state, environment: environment).element(part)
    }

    /// The tracks that animate a part on a transition (curve, start and repetition), as the specs'
    /// `motion` sections check them; empty when the part does not move there.
    public func tracks(of part: PartID, on transition: TransitionName,
                       environment: PrimerEnvironment = .standard) -> [Track] {
        timeline(for: transition, environment: environment).tracks(of: part)
    }
}
