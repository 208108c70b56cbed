@testable import PermissionPrimer
import Testing

/// The machines' transitions looked up (for the default error message, or any without a custom
/// request) are the ones the walk finds.
@Suite("Permission primer standard walks")
struct StandardWalksTests {
    @Test(arguments: PrimerKind.allCases)
    func aLookedUpWalkIsTheWalk(_ kind: PrimerKind) {
        for custom in [false, true] {
            let machine = PrimerMachine(kind: kind, hasCustomRequest: custom)
            #expect(machine.allTransitions() == machine.walkedTransitions(errorMessage: PrimerStateName.defaultErrorMessage))
            #expect(machine.allTransitions(errorMessage: "Oops.") == machine.walkedTransitions(errorMessage: "Oops."))
        }
    }
}
