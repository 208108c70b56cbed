import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

extension TransitionKey {
    /// The kernel's name of the transition.
    public var name: TransitionName {
        TransitionName(from: from.rawValue, to: to.rawValue, via: via.rawValue)
    }
}
