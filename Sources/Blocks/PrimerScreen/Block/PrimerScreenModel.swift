import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The primer screen configured with its content and iOS release: the PermissionPrimerScreen behind the seam.
public struct PrimerScreenModel: BlockModel {
    /// What the screen shows.
    public var content: ScreenContent
    /// The iOS release whose system colours the contrast uses.
    public var iOS: IOSVersion

    /// Creates a model.
    public init(content: ScreenContent = .sample, iOS: IOSVersion = PrimerScreenBlock.defaultIOS) {
        self.content = content
        self.iOS = iOS
    }

    /// The state machine.
    public var machine: ScreenMachine { ScreenMachine(hasSkip: content.skipTitle != nil) }

    public var displayName: String { "primer screen" + (content.skipTitle == nil ? " without skip" : "") }

    public var stateNames: [String] { [ScreenMachine.ready] }

    public var eventNames: [String] { machine.events }

    public var transitions: [TransitionName] { machine.transitions }

    public var vocabulary: TimelineVocabulary { .primerScreen }

    public func problem(withState state: String) -> StateProblem? {
        guard state != ScreenMachine.ready else { return nil }
        let permissionStates = ["requesting", "granted", "limited", "denied", "failed"]
        guard permissionStates.contains(state) else { return nil }
        return StateProblem("the primer screen has no state '\(state)': it never learns the permission's answer "
                            + "(the app asks in onContinue), so it is only ever ready; expected ready",
                            expected: "ready")
    }

    public func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        ScreenTreeBuilder().build(content: content, environment: environment)
    }

    /// None: the screen posts no announcement (the block has no `announce` sections).
    public func announcements(for transition: TransitionName) -> [Announcement] { [] }

    public func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        guard transitions.contains(transition) else { return .empty }
        return ScreenMotionPlanner().plan(transition, content: content, environment: environment)
    }

    /// Continue: at least 54 pt high; skip: at least 44 pt (`minimumTarget`); both full width. The
    /// minimums are fixed frames: they do not scale with Dynamic Type (the text inside does).
    public func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        var targets = [TouchTarget(part: .screenContinue, height: .atLeast(ScreenMetrics.continueMinimumHeight),
                                   width: .fullWidth)]
        if content.skipTitle != nil {
            targets.append(TouchTarget(part: .skip, height: .atLeast(ScreenMetrics.skipMinimumHeight), width: .fullWidth))
        }
        return targets
    }

    public func contrast(appearance: Appearance) -> [ContrastPair] {
        ScreenContrast(iOS: iOS).pairs(content, appearance: appearance)
    }
}

extension PrimerScreenModel {
    /// What the audit needs to know: the screen asks in `ready` with Continue; skip calls `onSkip`,
    /// which the app handles (the design's demo leaves the screen), so it leaves. The screen does not ask
    /// iOS itself (the app does, in `onContinue`), so it has no purpose string of its own, and it
    /// never learns the answer, so it has no result to announce.
    public var auditFacts: AuditFacts {
        let exits = transitions.filter { $0.via == "skip" }.map { AuditFacts.Exit(part: .skip, transition: $0, leaves: true) }
        return AuditFacts(askingStates: [ScreenMachine.ready], primaryButton: .screenContinue, exits: exits,
                          title: .screenTitle)
    }
}
