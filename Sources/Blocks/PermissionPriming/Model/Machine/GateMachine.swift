import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// `permissionGated` as the Permission Priming templates writes it, with the priming and denied views inside: a pure
/// function from a phase and an event to the next phase and the code's effects.
///
/// The rules, each the templates' code:
/// - The gate shows "Checking permissions..." until its `.task` read returns, then the screen of
///   the unified status: content when granted (provisional included), the priming view when not
///   determined, the denied view when denied or restricted.
/// - Enable sets `isRequesting` (a progress view replaces the title, the button is disabled) and
///   runs the request. When it returns, `isRequesting` goes back, `onGranted` or `onDenied` runs by
///   what it returned, then `dismiss()`; the gate passes `refreshStatus` for both closures, so the
///   status is read again and the screen follows the new status, whatever the request returned.
/// - Not Now calls `onDenied` and `dismiss()`: the status is read again, is still not determined,
///   and the same priming view stays (the Not Now loop). It is not disabled while the request runs.
/// - Open Settings opens the Settings URL; nothing else changes until the app comes back.
/// - Every return to the foreground reads the status again, in every screen; the priming view keeps
///   its progress view if it stays on screen.
public struct GateMachine: Hashable, Sendable {
    /// The permission.
    public var type: PermissionType
    /// The statuses the first check may return: one, when a spec fixes it, or all the type's.
    public var checkStatuses: [FrameworkStatus]
    /// The iOS release, which decides some prompts (contacts from 18, OK or Allow).
    public var iOS: IOSVersion

    /// Creates a machine.
    public init(type: PermissionType, checkStatuses: [FrameworkStatus]? = nil, iOS: IOSVersion = PermissionPrimingBlock.defaultIOS) {
        self.type = type
        self.checkStatuses = checkStatuses ?? type.frameworkStatuses
        self.iOS = iOS
    }

    /// Applies an event: the transition, or why the event cannot happen in that phase.
    public func handle(_ event: GateEvent, in phase: GatePhase) -> Result<GateTransition, GateRejection> {
        handle(event, in: phase, explaining: true)
    }

    /// ``handle(_:in:)``; without `explaining`, a rejection's reason is left empty rather than spelt
    /// out. Walking the machine (``reachableTransitions()``) meets many more rejected events than
    /// accepted ones and shows none of them, and every spec that names the block walks it.
    func handle(_ event: GateEvent, in phase: GatePhase, explaining: Bool) -> Result<GateTransition, GateRejection> {
        func accept(_ to: GatePhase, _ effects: [GateEffect] = []) -> Result<GateTransition, GateRejection> {
            .success(GateTransition(from: phase, event: event, to: to, effects: effects))
        }
        func reject(_ reason: @autoclosure () -> String) -> Result<GateTransition, GateRejection> {
            .failure(GateRejection(phase: phase, event: event, reason: explaining ? reason() : ""))
        }
        /// The phase the gate shows for a status read, keeping what the install remembers.
        func showing(_ status: FrameworkStatus, pending: RequestOutcome? = nil) -> GatePhase? {
            guard let unified = type.unified(status) else { return nil }
            return GatePhase(screen: unified.gateScreen, status: status, hasAsked: phase.hasAsked, pending: pending)
        }
        /// Why Not Now and the foreground cannot happen while a request that will return runs.
        var busy: String {
            phase.promptIsUp
                ? "the \(phase.pending?.prompt.description ?? "prompt") is up over the app (a system prompt only makes "
                    + "the app resign and become active; it does not leave the foreground)"
                : "the request returns at once, with nothing shown"
        }
        func unreported(_ status: FrameworkStatus) -> String {
            "the \(type.spokenName) status is never \(status); expected one of "
                + type.frameworkStatuses.map(\.rawValue).joined(separator: ", ")
        }

        switch (event, phase.screen) {
        case (.check(let status), .checking):
            guard let next = showing(status) else { return reject(unreported(status)) }
            return accept(next)
        case (.check, _):
            return reject("the gate checks once, when its .task runs; later reads come from refreshStatus and the foreground")

        case (.enableTapped, .ready):
            let outcome = RequestOutcome.of(type, from: phase.status ?? .notDetermined, askedBefore: phase.hasAsked, iOS: iOS)
            let next = GatePhase(screen: .requesting, status: phase.status, hasAsked: true, pending: outcome)
            return accept(next, [.request(type.request, prompt: outcome.prompt)])
        case (.enableTapped, .requesting):
            return reject("Enable is disabled while the request runs (.disabled(isRequesting))")
        case (.enableTapped, _):
            return reject("Enable is on the priming view only; the gate shows \(phase.screen)")

        case (.answered(let status), .requesting):
            guard let outcome = phase.pending, !phase.isStuck else {
                return reject("nothing is up and the request will not return: the templates' continuation waits for a "
                              + "delegate call that does not come")
            }
            guard let answer = outcome.answer(leaving: status) else {
                return reject("the \(outcome.prompt) cannot leave \(type.spokenName) \(status); expected "
                              + (outcome.answers.isEmpty ? "no answer: the request never returns" : "one of "
                                 + outcome.answers.map(\.status.rawValue).joined(separator: ", ")))
            }
            guard let returned = answer.returns else {
                let stuck = GatePhase(screen: .requesting, status: status, hasAsked: true, pending: nil)
                return accept(stuck, [.requestNeverReturns])
            }
            guard let next = showing(status) else { return reject(unreported(status)) }
            return accept(next, [.call(returned ? .onGranted : .onDenied), .readStatus, .call(.dismiss)])
        case (.answered, _):
            return reject("no request is running; an answer comes only while requesting")

        case (.notNowTapped, .ready):
            return accept(phase, [.call(.onDenied), .readStatus, .call(.dismiss)])
        case (.notNowTapped, .requesting):
            guard phase.isStuck else { return reject(busy) }
            return accept(phase, [.call(.onDenied), .readStatus, .call(.dismiss)])
        case (.notNowTapped, _):
            return reject("Not Now is on the priming view only; the gate shows \(phase.screen)")

        case (.openSettingsTapped, .denied):
            return accept(phase, [.openSettings])
        case (.openSettingsTapped, _):
            return reject("Open Settings is on the denied view only; the gate shows \(phase.screen)")

        case (.enteredForeground(let status), .checking):
            guard type.unified(status) != nil else { return reject(unreported(status)) }
            // The re-read sets currentStatus, but hasChecked stays false until the .task read returns.
            return accept(GatePhase(screen: .checking, status: status, hasAsked: phase.hasAsked), [.readStatus])
        case (.enteredForeground(let status), .requesting):
            guard phase.isStuck else { return reject(busy) }
            guard let next = showing(status) else { return reject(unreported(status)) }
            // Still not determined: the same priming view stays, its progress view still spinning.
            guard next.screen == .ready else { return accept(next, [.readStatus]) }
            return accept(GatePhase(screen: .requesting, status: status, hasAsked: true, pending: nil), [.readStatus])
        case (.enteredForeground(let status), _):
            guard let next = showing(status) else { return reject(unreported(status)) }
            return accept(next, [.readStatus])
        }
    }

    /// Sample events of every name, for listing what the machine does.
    public var sampleEvents: [GateEvent] {
        checkStatuses.map(GateEvent.check) + [.enableTapped]
            + type.frameworkStatuses.map(GateEvent.answered) + [.notNowTapped, .openSettingsTapped]
            + type.frameworkStatuses.map(GateEvent.enteredForeground)
    }

    /// Every transition reachable from ``GatePhase/initial`` that changes the screen or has an
    /// effect, in breadth-first order.
    public func reachableTransitions() -> [GateTransition] {
        walk { _ in true }
    }

    /// The walk of ``reachableTransitions()``, listing only the transitions `keep` accepts (each is
    /// asked once, in the walk's order; every transition is followed whether kept or not).
    private func walk(keeping keep: (GateTransition) -> Bool) -> [GateTransition] {
        // The phases met are the queue itself (a few dozen): looked through rather than hashed, as a
        // phase's hash reads its whole pending request and most phases differ in their screen.
        var queue: [GatePhase] = [.initial]
        var result: [GateTransition] = []
        var index = 0
        let events = sampleEvents
        while index < queue.count {
            let phase = queue[index]
            index += 1
            for event in events {
                guard case .success(let transition) = handle(event, in: phase, explaining: false),
                      transition.from.screen != transition.to.screen || !transition.effects.isEmpty
                else { continue }
                if !queue.contains(transition.to) { queue.append(transition.to) }
                if keep(transition) { result.append(transition) }
            }
        }
        return result
    }

    /// One transition per name, in screen and event order: what specs and the command line name.
    public func transitions() -> [GateTransition] {
        // A name is its screens' and event's raw values, so the cases themselves tell names apart, and
        // the few names met are looked through rather than their strings hashed.
        var seen: [(GateScreen, GateScreen, GateEventName)] = []
        // The first transition of each name kept as the walk meets it, rather than every transition
        // listed (a hundred or so, copied) and then filtered: the same ones, in the same order.
        let unique = walk { transition in
            let name = (transition.from.screen, transition.to.screen, transition.event.name)
            guard !seen.contains(where: { $0 == name }) else { return false }
            seen.append(name)
            return true
        }
        // Each transition's rank worked out once (not at every comparison, where each `allCases` is a
        // new array), then the same sort by it.
        let screens = GateScreen.allCases
        let events = GateEventName.allCases
        let ranked = unique.map { transition in
            (rank: (screens.firstIndex(of: transition.from.screen) ?? 0, screens.firstIndex(of: transition.to.screen) ?? 0,
                    events.firstIndex(of: transition.event.name) ?? 0),
             transition: transition)
        }
        return ranked.sorted { $0.rank < $1.rank }.map(\.transition)
    }

    /// The screens the gate can show, in order.
    public func reachableScreens() -> [GateScreen] {
        let reached = Set(reachableTransitions().flatMap { [$0.from.screen, $0.to.screen] })
        return GateScreen.allCases.filter(reached.contains)
    }
}
