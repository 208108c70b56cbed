@testable import PermissionPriming
import PrimerModel
import Testing

/// The gate's transitions by name, kept as the walk meets them, are the ones found by filtering
/// every reachable transition for the first of each name, then sorting.
@Suite("The gate's transitions walk")
struct GateTransitionsWalkTests {
    /// How ``GateMachine/transitions()`` found them before: every transition listed, then filtered.
    static func filtered(_ machine: GateMachine) -> [GateTransition] {
        var seen: [(GateScreen, GateScreen, GateEventName)] = []
        let unique = machine.reachableTransitions().filter { transition in
            let name = (transition.from.screen, transition.to.screen, transition.event.name)
            guard !seen.contains(where: { $0 == name }) else { return false }
            seen.append(name)
            return true
        }
        let screens = GateScreen.allCases
        let events = GateEventName.allCases
        func rank(_ transition: GateTransition) -> (Int, Int, Int) {
            (screens.firstIndex(of: transition.from.screen) ?? 0, screens.firstIndex(of: transition.to.screen) ?? 0,
             events.firstIndex(of: transition.event.name) ?? 0)
        }
        return unique.sorted { rank($0) < rank($1) }
    }

    @Test(arguments: PermissionType.allCases)
    func theWalksTransitionsAreTheFilteredOnes(_ type: PermissionType) {
        for iOS in [IOSVersion(major: 15), IOSVersion(major: 17), IOSVersion(major: 18), IOSVersion(major: 26)] {
            for statuses in [nil, Array(type.frameworkStatuses.prefix(1)), type.frameworkStatuses.reversed()] {
                let machine = GateMachine(type: type, checkStatuses: statuses, iOS: iOS)
                #expect(machine.transitions() == Self.filtered(machine), "\(type) \(iOS)")
            }
        }
    }
}
