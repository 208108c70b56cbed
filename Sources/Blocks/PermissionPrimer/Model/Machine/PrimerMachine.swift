import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The block's state machine: a pure function from a phase and an event to the next phase and effects.
///
/// Every behaviour sentence of the design is one rule here; Docs/Model.md lists them with the
/// decisions the design leaves open.
public struct PrimerMachine: Hashable, Sendable {
    /// The permission the block asks for.
    public var kind: PrimerKind
    /// Whether a custom `request` closure replaces the system request. With one, the block does not
    /// read the current status on appear, and only it can throw.
    public var hasCustomRequest: Bool

    /// Creates a machine.
    public init(kind: PrimerKind, hasCustomRequest: Bool = false) {
        self.kind = kind
        self.hasCustomRequest = hasCustomRequest
    }

    /// The phase the block starts in, before it appears.
    public static let initialPhase = PrimerPhase.ready

    /// Applies an event: the transition it causes, or why it makes no sense in that phase.
    public func handle(_ event: PrimerEvent, in phase: PrimerPhase) -> Result<PrimerTransition, RejectedEvent> {
        func accept(_ to: PrimerPhase, _ effects: [PrimerEffect] = []) -> Result<PrimerTransition, RejectedEvent> {
            .success(PrimerTransition(from: phase, event: event, to: to, effects: effects))
        }
        func reject(_ reason: String) -> Result<PrimerTransition, RejectedEvent> {
            .failure(RejectedEvent(phase: phase, event: event, reason: reason))
        }
        let usesLocationManager = kind == .location && !hasCustomRequest

        switch (event, phase) {
        case (.appear(let status), .ready):
            if hasCustomRequest { return accept(.ready) }
            if status == .limited && !kind.canBeLimited { return reject(Self.onlyPhotosLimited(kind)) }
            switch status {
            case .notDetermined: return accept(.ready, [.readStatus])
            case .granted, .limited: return accept(.granted(status.grantedStatus ?? .granted), [.readStatus])
            case .denied: return accept(.denied, [.readStatus])
            }
        case (.appear, _):
            return reject("the block appears once, in ready; it is already \(phase.name)")

        case (.continueTapped, .ready), (.continueTapped, .failed):
            let request: PrimerEffect = .request(hasCustomRequest ? .custom : kind.systemRequest)
            return accept(.requesting, usesLocationManager ? [.retainLocationManager, request] : [request])
        case (.continueTapped, .requesting):
            return reject("Continue is disabled while the system alert is up")
        case (.continueTapped, .granted):
            return reject("Continue is replaced by Done once granted")
        case (.continueTapped, .denied):
            return reject("Continue is replaced by Open Settings once denied")

        case (.answered(let status), .requesting):
            let release: [PrimerEffect] = usesLocationManager ? [.releaseLocationManager] : []
            switch status {
            case .notDetermined:
                return accept(.ready, release)
            case .granted, .limited:
                if status == .limited && !kind.canBeLimited { return reject(Self.onlyPhotosLimited(kind)) }
                let granted = status.grantedStatus ?? .granted
                return accept(.granted(granted),
                              release + [.haptic(.success), .callOnGranted(granted, after: PrimerMetrics.onGrantedDelay)])
            case .denied:
                return accept(.denied, release + [.haptic(.warning)])
            }
        case (.answered, _):
            return reject("no request is in flight; an answer comes only while requesting")

        case (.requestFailed(let message), .requesting):
            guard hasCustomRequest else {
                return reject("only a custom request can throw; the system request answers with a status")
            }
            return accept(.failed(message: message))
        case (.requestFailed, _):
            return reject("no request is in flight; an error comes only while requesting")

        case (.doneTapped, .granted(let status)):
            return accept(phase, [.callOnGranted(status, after: 0)])
        case (.doneTapped, _):
            return reject("Done shows only once granted")

        case (.openSettingsTapped, .denied):
            return accept(.denied, [.openURL(PrimerEffect.settingsURL)])
        case (.openSettingsTapped, _):
            return reject("Open Settings shows only once denied")

        case (.enteredForeground, .requesting):
            return reject("the system alert only resigns and restores active; the app does not enter the foreground")
        case (.enteredForeground(let status), .denied):
            guard let granted = status.grantedStatus else { return accept(.denied, [.readStatus]) }
            if granted == .limited && !kind.canBeLimited { return reject(Self.onlyPhotosLimited(kind)) }
            return accept(.granted(granted),
                          [.readStatus, .haptic(.success), .callOnGranted(granted, after: PrimerMetrics.onGrantedDelay)])
        case (.enteredForeground, _):
            return accept(phase)

        case (.notNowTapped, .ready), (.notNowTapped, .failed), (.notNowTapped, .denied):
            return accept(phase, [.callOnNotNow])
        case (.notNowTapped, .requesting):
            return reject("Not now is disabled while the system alert is up")
        case (.notNowTapped, .granted):
            return reject("Not now is hidden once granted; Done leaves")
        }
    }

    private static func onlyPhotosLimited(_ kind: PrimerKind) -> String {
        "only photos can be limited; \(kind) is granted or denied"
    }

    /// Sample events of every name, used to list what the machine allows.
    public static func sampleEvents(errorMessage: String = PrimerStateName.defaultErrorMessage) -> [PrimerEvent] {
        PrimerStatus.allCases.map { PrimerEvent.appear(current: $0) } + [.continueTapped]
            + PrimerStatus.allCases.map(PrimerEvent.answered) + [.requestFailed(message: errorMessage), .doneTapped,
                                                     .openSettingsTapped]
            + PrimerStatus.allCases.map { PrimerEvent.enteredForeground(current: $0) } + [.notNowTapped]
    }

    /// Every transition reachable from ``initialPhase`` that changes the phase or has an effect, one per
    /// key, in a stable order. A state the machine cannot reach (`failed` without a custom request,
    /// `limited` for anything but photos) has no transitions.
    public func allTransitions(errorMessage: String = PrimerStateName.defaultErrorMessage) -> [PrimerTransition] {
        // Every spec of a kind with the default message has the same machine: its walk is looked up
        // rather than walked again for each spec's model. Without a custom request the message is
        // never shown (only a custom request fails), so any message walks as the default does.
        if let walks = Self.standardWalks[kind] {
            if !hasCustomRequest { return walks.system }
            if errorMessage == PrimerStateName.defaultErrorMessage { return walks.custom }
        }
        return walkedTransitions(errorMessage: errorMessage)
    }

    /// Each kind's ``walkedTransitions(errorMessage:)`` with the default error message, without and
    /// with a custom request: walked once a run (on first use), not once a spec.
    static let standardWalks: [PrimerKind: (system: [PrimerTransition], custom: [PrimerTransition])] = Dictionary(
        uniqueKeysWithValues: PrimerKind.allCases.map { kind in
            let message = PrimerStateName.defaultErrorMessage
            return (kind, (system: PrimerMachine(kind: kind).walkedTransitions(errorMessage: message),
                           custom: PrimerMachine(kind: kind, hasCustomRequest: true).walkedTransitions(errorMessage: message)))
        })

    /// ``allTransitions(errorMessage:)`` found by walking the machine from ``initialPhase`` with every
    /// sample event.
    func walkedTransitions(errorMessage: String) -> [PrimerTransition] {
        var seen = Set<TransitionKey>()
        var visited: Set<PrimerPhase> = [Self.initialPhase]
        var queue: [PrimerPhase] = [Self.initialPhase]
        var result: [PrimerTransition] = []
        // The sample events listed once for the walk (not once a phase), and the queue read by index.
        let events = Self.sampleEvents(errorMessage: errorMessage)
        var next = 0
        while next < queue.count {
            let phase = queue[next]
            next += 1
            for event in events {
                guard case .success(let transition) = handle(event, in: phase),
                      transition.from != transition.to || !transition.effects.isEmpty
                else { continue }
                if visited.insert(transition.to).inserted { queue.append(transition.to) }
                if seen.insert(transition.key).inserted { result.append(transition) }
            }
        }
        return result.sorted { $0.key < $1.key }
    }

    /// Every transition a kind's block can make, with or without a custom request, once per key, sorted:
    /// the whole behaviour, `failed` included, for documentation and for "what enters this state".
    public static func transitionsWithEitherRequest(
        of kind: PrimerKind, errorMessage: String = PrimerStateName.defaultErrorMessage
    ) -> [PrimerTransition] {
        let system = PrimerMachine(kind: kind).allTransitions(errorMessage: errorMessage)
        let custom = PrimerMachine(kind: kind, hasCustomRequest: true).allTransitions(errorMessage: errorMessage)
        var seen = Set(system.map(\.key))
        return (system + custom.filter { seen.insert($0.key).inserted }).sorted { $0.key < $1.key }
    }

    /// The states the block can be in, reachable from ``initialPhase``.
    public func reachableStates() -> [PrimerStateName] {
        let reached = Set(allTransitions().flatMap { [$0.key.from, $0.key.to] })
        return PrimerStateName.allCases.filter(reached.contains)
    }

    /// The transitions from one state to another, optionally by one event.
    public func transitions(from: PrimerStateName, to: PrimerStateName, via: PrimerEventName? = nil,
                            errorMessage: String = PrimerStateName.defaultErrorMessage) -> [PrimerTransition] {
        allTransitions(errorMessage: errorMessage).filter {
            $0.key.from == from && $0.key.to == to && (via == nil || $0.key.via == via)
        }
    }
}
