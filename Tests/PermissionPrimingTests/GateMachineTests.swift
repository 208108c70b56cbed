@testable import PermissionPriming
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `permissionGated` as the templates writes it: from checking to the content, the priming view or the
/// denied view by status; Enable, Not Now, Open Settings and the return to the foreground.
@Suite("The gate's machine")
struct GateMachineTests {
    /// Runs events from the start; the screens met and every effect, or the first rejection's reason.
    func run(_ type: PermissionType, _ events: [GateEvent], iOS: IOSVersion = IOSVersion(major: 18))
        -> Result<(screens: [GateScreen], effects: [[GateEffect]], last: GatePhase), GateRejection> {
        let machine = GateMachine(type: type, iOS: iOS)
        var phase = GatePhase.initial
        var screens: [GateScreen] = []
        var effects: [[GateEffect]] = []
        for event in events {
            switch machine.handle(event, in: phase) {
            case .success(let transition):
                phase = transition.to
                screens.append(phase.screen)
                effects.append(transition.effects)
            case .failure(let rejection):
                return .failure(rejection)
            }
        }
        return .success((screens, effects, phase))
    }

    func screens(_ type: PermissionType, _ events: [GateEvent]) -> [GateScreen]? {
        try? run(type, events).get().screens
    }

    func rejection(_ type: PermissionType, _ events: [GateEvent], iOS: IOSVersion = IOSVersion(major: 18)) -> String? {
        guard case .failure(let rejected) = run(type, events, iOS: iOS) else { return nil }
        return rejected.reason
    }

    static let refresh: [GateEffect] = [.readStatus, .call(.dismiss)]

    // MARK: The check

    @Test(arguments: [
        (PermissionType.notifications, FrameworkStatus.notDetermined, GateScreen.ready),
        (.notifications, .authorized, .content), (.notifications, .provisional, .content),
        (.notifications, .ephemeral, .content), (.notifications, .denied, .denied),
        (.camera, .restricted, .denied), (.photoLibrary, .limited, .content), (.contacts, .limited, .ready),
        (.locationWhenInUse, .authorizedWhenInUse, .content), (.locationAlways, .authorizedWhenInUse, .ready),
        (.locationAlways, .authorizedAlways, .content), (.health, .notDetermined, .ready),
        (.tracking, .restricted, .denied),
    ])
    func theCheckShowsTheScreenOfTheUnifiedStatus(_ type: PermissionType, _ status: FrameworkStatus,
                                                   _ screen: GateScreen) {
        let result = try? run(type, [.check(status)]).get()
        #expect(result?.screens == [screen])
        #expect(result?.effects == [[]])
        #expect(result?.last == GatePhase(screen: screen, status: status))
    }

    @Test func aStatusTheFrameworkNeverReportsIsRefused() {
        #expect(rejection(.camera, [.check(.provisional)])
                == "the camera status is never provisional; expected one of not-determined, restricted, denied, authorized")
        #expect(rejection(.health, [.check(.authorized)])
                == "the health status is never authorized; expected one of not-determined")
    }

    @Test func theGateChecksOnce() {
        #expect(rejection(.camera, [.check(.notDetermined), .check(.authorized)])
                == "the gate checks once, when its .task runs; later reads come from refreshStatus and the foreground")
    }

    // MARK: Enable and the answer

    @Test(arguments: [
        (PermissionType.notifications, PrimingRequest.notifications, PromptKind.notificationsAlert),
        (.camera, .cameraVideo, .cameraAlert), (.photoLibrary, .photosReadWrite, .photosAlert),
        (.locationWhenInUse, .locationWhenInUse, .locationFirstAsk), (.locationAlways, .locationAlways, .locationFirstAsk),
        (.microphone, .microphoneAudio, .microphoneAlert), (.contacts, .contacts, .contactsAlertThenSheet),
        (.health, .healthRead, .healthSheet), (.tracking, .tracking, .trackingAlert),
    ])
    func enableRunsTheTypesRequest(_ type: PermissionType, _ request: PrimingRequest, _ prompt: PromptKind) {
        let result = try? run(type, [.check(.notDetermined), .enableTapped]).get()
        #expect(result?.screens == [.ready, .requesting])
        #expect(result?.effects.last == [.request(request, prompt: prompt)])
        #expect(result?.last.hasAsked == true)
    }

    @Test(arguments: [
        (PermissionType.camera, FrameworkStatus.authorized, GateScreen.content, PrimingCallback.onGranted),
        (.camera, .denied, .denied, .onDenied),
        (.photoLibrary, .limited, .content, .onGranted),
        (.locationWhenInUse, .authorizedWhenInUse, .content, .onGranted),
        (.tracking, .denied, .denied, .onDenied),
        (.notifications, .authorized, .content, .onGranted),
    ])
    func theAnswerCallsAClosureDismissesAndFollowsTheNewStatus(_ type: PermissionType, _ status: FrameworkStatus,
                                                               _ screen: GateScreen, _ callback: PrimingCallback) {
        let result = try? run(type, [.check(.notDetermined), .enableTapped, .answered(status)]).get()
        #expect(result?.screens == [.ready, .requesting, screen])
        #expect(result?.effects.last == [.call(callback)] + Self.refresh)
    }

    @Test func enableIsDisabledWhileTheRequestRuns() {
        #expect(rejection(.camera, [.check(.notDetermined), .enableTapped, .enableTapped])
                == "Enable is disabled while the request runs (.disabled(isRequesting))")
    }

    @Test func theCameraAlertCannotLeaveARestrictedStatus() {
        #expect(rejection(.camera, [.check(.notDetermined), .enableTapped, .answered(.restricted)])
                == "the camera alert cannot leave camera restricted; expected one of denied, authorized")
    }

    // MARK: Not Now

    // After Not Now the status is still not determined: the same priming view, again and again.
    @Test func notNowLoopsBackToTheSamePrimingView() {
        let result = try? run(.notifications, [.check(.notDetermined), .notNowTapped, .notNowTapped, .notNowTapped]).get()
        #expect(result?.screens == [.ready, .ready, .ready, .ready])
        #expect(result?.effects.dropFirst().allSatisfy { $0 == [.call(.onDenied)] + Self.refresh } == true)
        #expect(result?.last == GatePhase(screen: .ready, status: .notDetermined))
    }

    @Test func notNowIsCoveredByThePrompt() {
        #expect(rejection(.camera, [.check(.notDetermined), .enableTapped, .notNowTapped])
                == "the camera alert is up over the app (a system prompt only makes the app resign and become active; "
                + "it does not leave the foreground)")
    }

    @Test func theDeniedViewHasNoNotNow() {
        #expect(rejection(.camera, [.check(.denied), .notNowTapped])
                == "Not Now is on the priming view only; the gate shows denied")
    }

    // MARK: Settings and the foreground

    @Test func returningFromSettingsWithThePermissionOnShowsTheContent() {
        let result = try? run(.camera, [.check(.denied), .openSettingsTapped, .enteredForeground(.authorized)]).get()
        #expect(result?.screens == [.denied, .denied, .content])
        #expect(result?.effects == [[], [.openSettings], [.readStatus]])
    }

    @Test func returningFromSettingsWithoutChangingAnythingKeepsTheDeniedView() {
        #expect(screens(.camera, [.check(.denied), .openSettingsTapped, .enteredForeground(.denied)])
                == [.denied, .denied, .denied])
    }

    // Restricted shows the denied view, whose Settings button cannot change a restriction.
    @Test func restrictedShowsTheDeniedViewAndStaysThere() {
        let result = try? run(.microphone, [.check(.restricted), .openSettingsTapped, .enteredForeground(.restricted)])
            .get()
        #expect(result?.screens == [.denied, .denied, .denied])
        #expect(result?.last.status == .restricted)
    }

    @Test func turningAPermissionOffInSettingsBringsTheDeniedView() {
        #expect(screens(.photoLibrary, [.check(.authorized), .enteredForeground(.denied)]) == [.content, .denied])
    }

    @Test func theForegroundDuringTheCheckKeepsChecking() {
        let result = try? run(.camera, [.enteredForeground(.authorized)]).get()
        #expect(result?.screens == [.checking])
        #expect(result?.effects == [[.readStatus]])
    }

    // MARK: Provisional

    // The first check opens the gate on the content; the priming view can come only from a later
    // re-read that finds the status not determined again (after Settings' privacy reset).
    @Test func provisionalOpensTheGateWithoutThePrimingView() {
        let machine = GateMachine(type: .notifications, checkStatuses: [.provisional])
        #expect(machine.transitions().filter { $0.from.screen == .checking }.map(\.name.description) == [
            "checking -> checking via foreground", "checking -> content via check",
        ])
        #expect(machine.transitions().filter { $0.to.screen == .ready && $0.from.screen != .ready }
            .map(\.name.description) == ["denied -> ready via foreground", "content -> ready via foreground"])
        let result = try? run(.notifications, [.check(.provisional), .enteredForeground(.provisional),
                                               .enteredForeground(.denied)]).get()
        #expect(result?.screens == [.content, .content, .denied])
    }

    // MARK: Location always

    @Test func alwaysFromNotDeterminedShowsTheFirstAlertAndAllowWhileUsingGrantsProvisionalAlways() {
        let result = try? run(.locationAlways, [.check(.notDetermined), .enableTapped, .answered(.authorizedAlways)]).get()
        #expect(result?.screens == [.ready, .requesting, .content])
        #expect(result?.effects[1] == [.request(.locationAlways, prompt: .locationFirstAsk)])
        #expect(result?.effects[2] == [.call(.onGranted)] + Self.refresh)
    }

    @Test func allowOnceBringsThePrimingViewBack() {
        let result = try? run(.locationAlways, [.check(.notDetermined), .enableTapped, .answered(.authorizedWhenInUse)])
            .get()
        #expect(result?.screens == [.ready, .requesting, .ready])
        #expect(result?.effects[2] == [.call(.onDenied)] + Self.refresh)
    }

    // From when-in-use, Enable brings the upgrade alert; "Keep Only While Using" calls no delegate
    // method, so the request never returns and the progress view stays.
    @Test func keepOnlyWhileUsingLeavesTheRequestHanging() {
        let result = try? run(.locationAlways, [.check(.authorizedWhenInUse), .enableTapped,
                                                .answered(.authorizedWhenInUse)]).get()
        #expect(result?.screens == [.ready, .requesting, .requesting])
        #expect(result?.effects[1] == [.request(.locationAlways, prompt: .locationUpgrade)])
        #expect(result?.effects[2] == [.requestNeverReturns])
        #expect(result?.last.isStuck == true)
    }

    @Test func whileStuckNotNowAndTheForegroundStillWorkAndNoAnswerComes() {
        let stuck: [GateEvent] = [.check(.authorizedWhenInUse), .enableTapped, .answered(.authorizedWhenInUse)]
        #expect(screens(.locationAlways, stuck + [.notNowTapped]) == [.ready, .requesting, .requesting, .requesting])
        #expect(screens(.locationAlways, stuck + [.enteredForeground(.authorizedWhenInUse)])
                == [.ready, .requesting, .requesting, .requesting])
        #expect(screens(.locationAlways, stuck + [.enteredForeground(.authorizedAlways)])
                == [.ready, .requesting, .requesting, .content])
        #expect(rejection(.locationAlways, stuck + [.answered(.authorizedAlways)])
                == "nothing is up and the request will not return: the templates' continuation waits for a delegate call "
                + "that does not come")
    }

    @Test func aSecondAlwaysRequestBringsNothingUp() {
        // Allow Once, then the temporary authorization lapses and the priming view asks again.
        let events: [GateEvent] = [.check(.notDetermined), .enableTapped, .answered(.authorizedWhenInUse),
                                   .enteredForeground(.notDetermined), .enableTapped]
        let result = try? run(.locationAlways, events).get()
        #expect(result?.screens == [.ready, .requesting, .ready, .ready, .requesting])
        #expect(result?.effects.last == [.request(.locationAlways, prompt: .none(
            reason: "Core Location ignores requestAlwaysAuthorization() after the first call, and the delegate hears nothing"))])
        #expect(result?.last.isStuck == true)
    }

    // MARK: Health and contacts

    // The templates reads no HealthKit status: whatever the person chooses in the sheet, the gate reads
    // not determined and shows the priming view again; the second Enable brings nothing up.
    @Test func healthNeverOpensTheGate() {
        let result = try? run(.health, [.check(.notDetermined), .enableTapped, .answered(.notDetermined), .enableTapped,
                                        .answered(.notDetermined)]).get()
        #expect(result?.screens == [.ready, .requesting, .ready, .requesting, .ready])
        #expect(result?.effects[1] == [.request(.healthRead, prompt: .healthSheet)])
        #expect(result?.effects[2] == [.call(.onGranted)] + Self.refresh)
        #expect(result?.effects[3] == [.request(.healthRead, prompt: .none(
            reason: "HealthKit shows its sheet only for types it has not asked about"))])
        #expect(GateMachine(type: .health).reachableScreens() == [.checking, .ready, .requesting])
    }

    @Test func limitedContactsBringThePrimingViewBack() {
        let result = try? run(.contacts, [.check(.notDetermined), .enableTapped, .answered(.limited)]).get()
        #expect(result?.screens == [.ready, .requesting, .ready])
        #expect(result?.effects[1] == [.request(.contacts, prompt: .contactsAlertThenSheet)])
        #expect(result?.effects[2] == [.call(.onGranted)] + Self.refresh)
    }

    @Test func contactsBeforeIOS18AskWithOneAlertThatCannotLimit() {
        let iOS17 = IOSVersion(major: 17, minor: 5)
        let result = try? run(.contacts, [.check(.notDetermined), .enableTapped], iOS: iOS17).get()
        #expect(result?.effects.last == [.request(.contacts, prompt: .contactsAlert)])
        #expect(rejection(.contacts, [.check(.notDetermined), .enableTapped, .answered(.limited)], iOS: iOS17)
                == "the contacts alert cannot leave contacts limited; expected one of denied, authorized")
    }

    // MARK: Listing

    // The transitions specs name are one per name; every transition of a name plans the same timeline.
    @Test(arguments: PermissionType.allCases)
    func transitionsOfOneNamePlanOneTimeline(_ type: PermissionType) {
        let machine = GateMachine(type: type)
        let planner = PrimingMotionPlanner()
        var byName: [String: String] = [:]
        for transition in machine.reachableTransitions() {
            let timeline = planner.plan(transition, environment: .standard).lines.joined(separator: "\n")
            let name = transition.name.description
            if let earlier = byName[name] {
                #expect(earlier == timeline, "\(type): \(name) plans two timelines")
            }
            byName[name] = timeline
        }
        #expect(Set(machine.transitions().map(\.name.description)) == Set(byName.keys))
    }

    @Test func cameraTransitionsInOrder() {
        #expect(GateMachine(type: .camera).transitions().map(\.name.description) == [
            "checking -> checking via foreground", "checking -> ready via check", "checking -> denied via check",
            "checking -> content via check", "ready -> ready via not-now", "ready -> ready via foreground",
            "ready -> requesting via enable", "ready -> denied via foreground", "ready -> content via foreground",
            "requesting -> denied via answer", "requesting -> content via answer", "denied -> ready via foreground",
            "denied -> denied via open-settings", "denied -> denied via foreground", "denied -> content via foreground",
            "content -> ready via foreground", "content -> denied via foreground", "content -> content via foreground",
        ])
    }
}
