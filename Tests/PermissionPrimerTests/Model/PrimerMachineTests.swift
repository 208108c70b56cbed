@testable import PermissionPrimer
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// One test per behaviour sentence of the design, then the rules for events that make no sense.
@Suite("State machine")
struct PrimerMachineTests {
    func step(_ event: PrimerEvent, in phase: PrimerPhase, kind: PrimerKind = .notifications, custom: Bool = false) -> PrimerTransition? {
        try? PrimerMachine(kind: kind, hasCustomRequest: custom).handle(event, in: phase).get()
    }

    func rejection(_ event: PrimerEvent, in phase: PrimerPhase, kind: PrimerKind = .notifications, custom: Bool = false) -> String? {
        guard case .failure(let rejected) = PrimerMachine(kind: kind, hasCustomRequest: custom).handle(event, in: phase)
        else { return nil }
        return rejected.reason
    }

    // "The block reads the current status as it appears, so a permission already granted or denied opens on that state."
    @Test(arguments: [(PrimerStatus.notDetermined, PrimerPhase.ready), (.granted, .granted(.granted)), (.denied, .denied)])
    func appearOpensOnTheCurrentStatus(_ status: PrimerStatus, _ expected: PrimerPhase) {
        let transition = step(.appear(current: status), in: .ready)
        #expect(transition?.to == expected)
        #expect(transition?.effects == [.readStatus])
    }

    @Test func appearOnLimitedPhotosOpensLimited() {
        #expect(step(.appear(current: .limited), in: .ready, kind: .photos)?.to == .granted(.limited))
    }

    // "With it set, the block doesn't read the current status on appear."
    @Test(arguments: PrimerStatus.allCases)
    func customRequestDoesNotReadStatusOnAppear(_ status: PrimerStatus) {
        let transition = step(.appear(current: status), in: .ready, custom: true)
        #expect(transition?.to == .ready)
        #expect(transition?.effects == [])
    }

    // "Continue requests the real permission ... It shows progress while the system alert is up."
    // "Notifications ask for alerts, badges and sounds. Location asks for when-in-use ... Photos ask for read and write access."
    @Test(arguments: [
        (PrimerKind.notifications, [PrimerEffect.request(.notifications(options: [.alert, .badge, .sound]))]),
        (.location, [.retainLocationManager, .request(.locationWhenInUse)]),
        (.camera, [.request(.cameraVideo)]),
        (.photos, [.request(.photosReadWrite)]),
    ])
    func continueRequestsThePermission(_ kind: PrimerKind, _ effects: [PrimerEffect]) {
        let transition = step(.continueTapped, in: .ready, kind: kind)
        #expect(transition?.to == .requesting)
        #expect(transition?.effects == effects)
    }

    // "the block keeps its CLLocationManager alive until the answer comes"
    @Test(arguments: PrimerStatus.allCases.filter { $0 != .limited })
    func locationManagerIsReleasedWhenTheAnswerComes(_ status: PrimerStatus) {
        #expect(step(.answered(status), in: .requesting, kind: .location)?.effects.first == .releaseLocationManager)
    }

    // "request replaces the system request"
    @Test func customRequestReplacesTheSystemRequest() {
        #expect(step(.continueTapped, in: .ready, kind: .location, custom: true)?.effects == [.request(.custom)])
    }

    // "Granted shows a check ... and onGranted runs" / "runs about a second after" / "Haptics: success on granted"
    @Test(arguments: [(PrimerKind.notifications, PrimerStatus.granted, PrimerGrantedStatus.granted), (.photos, .limited, .limited)])
    func grantedRunsOnGrantedAboutASecondLater(_ kind: PrimerKind, _ status: PrimerStatus, _ granted: PrimerGrantedStatus) {
        let transition = step(.answered(status), in: .requesting, kind: kind)
        #expect(transition?.to == .granted(granted))
        #expect(transition?.effects == [.haptic(.success), .callOnGranted(granted, after: 1.0)])
    }

    // "Granted also shows Done, which calls it again"
    @Test func doneCallsOnGrantedAgain() {
        let transition = step(.doneTapped, in: .granted(.limited), kind: .photos)
        #expect(transition?.to == .granted(.limited))
        #expect(transition?.effects == [.callOnGranted(.limited, after: 0)])
    }

    // "Denied changes the symbol to its off form ... and offers Open Settings" / "a warning on denied"
    @Test func deniedWarns() {
        let transition = step(.answered(.denied), in: .requesting)
        #expect(transition?.to == .denied)
        #expect(transition?.effects == [.haptic(.warning)])
    }

    // "Open Settings opens UIApplication.openSettingsURLString with openURL."
    @Test func openSettingsOpensTheSettingsURL() {
        #expect(step(.openSettingsTapped, in: .denied)?.effects == [.openURL("UIApplication.openSettingsURLString")])
    }

    // "when the person comes back having turned it on, the block turns granted by itself"
    @Test func comingBackFromSettingsGrantedTurnsGranted() {
        let transition = step(.enteredForeground(current: .granted), in: .denied)
        #expect(transition?.to == .granted(.granted))
        #expect(transition?.effects == [.readStatus, .haptic(.success), .callOnGranted(.granted, after: 1.0)])
    }

    @Test func comingBackStillDeniedStaysDenied() {
        #expect(step(.enteredForeground(current: .denied), in: .denied)?.to == .denied)
    }

    // "Not now leaves without asking"
    @Test(arguments: [PrimerPhase.ready, .denied, .failed(message: "x")])
    func notNowLeavesWithoutAsking(_ phase: PrimerPhase) {
        let transition = step(.notNowTapped, in: phase)
        #expect(transition?.to == phase)
        #expect(transition?.effects == [.callOnNotNow])
    }

    // "A thrown LocalizedError shows its message under Continue." (and Continue can be tried again)
    @Test func thrownErrorShowsAndContinueRetries() {
        let failed = step(.requestFailed(message: "No network"), in: .requesting, custom: true)
        #expect(failed?.to == .failed(message: "No network"))
        #expect(step(.continueTapped, in: .failed(message: "No network"), custom: true)?.to == .requesting)
    }

    // "Return a Status (.notDetermined, ...)": an unanswered request goes back to ready.
    @Test func notDeterminedAnswerGoesBackToReady() {
        #expect(step(.answered(.notDetermined), in: .requesting)?.to == .ready)
    }

    @Test(arguments: [
        (PrimerEvent.continueTapped, PrimerPhase.requesting, "Continue is disabled while the system alert is up"),
        (.continueTapped, .granted(.granted), "Continue is replaced by Done once granted"),
        (.continueTapped, .denied, "Continue is replaced by Open Settings once denied"),
        (.answered(.granted), .ready, "no request is in flight; an answer comes only while requesting"),
        (.requestFailed(message: "x"), .requesting,
         "only a custom request can throw; the system request answers with a status"),
        (.doneTapped, .denied, "Done shows only once granted"),
        (.openSettingsTapped, .ready, "Open Settings shows only once denied"),
        (.notNowTapped, .requesting, "Not now is disabled while the system alert is up"),
        (.notNowTapped, .granted(.granted), "Not now is hidden once granted; Done leaves"),
        (.appear(current: .granted), .denied, "the block appears once, in ready; it is already denied"),
        (.answered(.limited), .requesting, "only photos can be limited; notifications is granted or denied"),
        (.enteredForeground(current: .granted), .requesting,
         "the system alert only resigns and restores active; the app does not enter the foreground"),
    ])
    func senselessEventsAreRejectedWithAReason(_ event: PrimerEvent, _ phase: PrimerPhase, _ reason: String) {
        #expect(rejection(event, in: phase) == reason)
    }

    @Test(arguments: PrimerKind.allCases)
    func transitionListIsStableAndCoversEveryState(_ kind: PrimerKind) {
        let machine = PrimerMachine(kind: kind)
        let keys = machine.allTransitions().map(\.key)
        #expect(keys == machine.allTransitions().map(\.key))
        #expect(Set(keys).count == keys.count)
        let reached = Set(keys.map(\.to))
        let expected = Set(PrimerStateName.allCases.filter { $0.applies(to: kind) && $0 != .failed })
        #expect(Set(machine.reachableStates()) == expected)
        #expect(reached == expected)
        #expect(keys.contains(TransitionKey(from: .requesting, to: .granted, via: .answer)))
        #expect(keys.contains(TransitionKey(from: .denied, to: .granted, via: .returnFromSettings)))
        #expect(keys.contains(TransitionKey(from: .limited, to: .limited, via: .done)) == kind.canBeLimited)
    }

    @Test func customRequestReachesFailed() {
        let keys = PrimerMachine(kind: .camera, hasCustomRequest: true).allTransitions().map(\.key)
        #expect(keys.contains(TransitionKey(from: .requesting, to: .failed, via: .error)))
        #expect(keys.contains(TransitionKey(from: .failed, to: .requesting, via: .continueTapped)))
    }
}
