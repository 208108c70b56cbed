@testable import PermissionPriming
import Testing

/// The priming model keeps its gate's transitions: always what its machine lists now.
@Suite("Permission priming model transitions")
struct GateTransitionsCacheTests {
    @Test func aPrimingModelsTransitionsFollowItsMachine() {
        var model = PermissionPrimingModel.standard(.camera)
        #expect(model.gateTransitions == model.machine.transitions())
        model.machine.checkStatuses = [.denied]
        #expect(model.gateTransitions == model.machine.transitions())
        model.machine = GateMachine(type: .contacts)
        #expect(model.gateTransitions == model.machine.transitions())
    }
}
