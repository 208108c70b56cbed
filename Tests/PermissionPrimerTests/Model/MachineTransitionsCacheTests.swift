@testable import PermissionPrimer
import Testing

/// The permission primer's model keeps its machine's transitions, worked out again whenever what
/// they depend on changes: always what a fresh model of the same values lists.
@Suite("Permission primer model transitions")
struct MachineTransitionsCacheTests {
    @Test func aPrimerModelsTransitionsFollowItsMachine() {
        var model = PermissionPrimerModel(kind: .camera, content: .standard(for: .camera, appName: "Reminders"),
                                          machine: PrimerMachine(kind: .camera))
        let fresh = { (model: PermissionPrimerModel) in
            PermissionPrimerModel(kind: model.kind, content: model.content, machine: model.machine,
                                  errorMessage: model.errorMessage, listsEitherRequest: model.listsEitherRequest)
        }
        #expect(model.transitions == fresh(model).transitions)
        model.machine.hasCustomRequest = true
        #expect(model.transitions == fresh(model).transitions)
        #expect(model.transitions.contains { $0.to == "failed" })
        model.errorMessage = "Something else went wrong."
        #expect(model.machineTransitions == fresh(model).machineTransitions)
        model.listsEitherRequest = true
        model.machine.hasCustomRequest = false
        #expect(model.machineTransitions == fresh(model).machineTransitions)
        model.kind = .photos
        model.machine = PrimerMachine(kind: .photos)
        #expect(model.machineTransitions == fresh(model).machineTransitions)
    }
}
