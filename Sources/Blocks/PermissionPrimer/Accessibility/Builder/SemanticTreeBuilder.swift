import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Builds what VoiceOver finds in the permission primer for its content, phase and environment.
///
/// Docs/Accessibility.md gives the reading order per phase and the source of every decision.
public struct SemanticTreeBuilder: Hashable, Sendable {
    /// The spoken words that are not part of the content.
    public var wording: SpokenWording

    /// Creates a builder.
    public init(wording: SpokenWording = .english) {
        self.wording = wording
    }

    /// The labels of a content's combined elements (each benefit row, the sample alert), which do
    /// not change with the phase or the environment: a model works them out once
    /// (``PermissionPrimerModel/labels``) rather than once a tree.
    public struct Labels: Hashable, Sendable {
        /// Each benefit row's label, in order.
        public var benefits: [String]
        /// The sample alert's label.
        public var sampleAlert: String

        /// The labels of `content` read with `wording`.
        public init(content: PrimerContent, wording: SpokenWording) {
            benefits = content.benefits.map(wording.benefitLabel)
            sampleAlert = wording.sampleAlertLabel(content.sampleAlert)
        }
    }

    /// The tree for a phase: elements top to bottom, with the parts VoiceOver skips.
    public func build(content: PrimerContent, phase: PrimerPhase, environment: PrimerEnvironment = .standard) -> AccessibilityTree {
        build(content: content, labels: Labels(content: content, wording: wording), phase: phase, environment: environment)
    }

    /// The tree for a phase with the content's labels already worked out (`labels` must be
    /// `Labels(content: content, wording: wording)`).
    public func build(content: PrimerContent, labels: Labels, phase: PrimerPhase,
                      environment: PrimerEnvironment = .standard) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        var elements: [AccessibilityElement] = []
        elements.reserveCapacity(content.benefits.count + 5)
        // (The trait sets are shared constants: a set literal is built and hashed each time.)
        func read(_ id: PartID, _ label: String, _ traits: Set<AccessibilityTrait>) {
            elements.append(AccessibilityElement(id: id, label: label, traits: traits, at: size))
        }
        var hidden: [HiddenPart] = []
        hidden.reserveCapacity(content.benefits.count + 2)
        hidden.append(HiddenPart(id: .symbol, reason: .decorative, at: size))

        let (title, line) = words(content: content, phase: phase)
        read(.title, title, TraitSets.heading)
        read(.reason, line, TraitSets.staticText)
        for (index, benefit) in content.benefits.enumerated() {
            read(.benefit(index), labels.benefits[index], TraitSets.staticText)
            if !benefit.detail.isEmpty {
                hidden.append(HiddenPart(id: .benefitDetail(index), reason: .combined, at: size))
            }
        }
        // Once answered, the drawing of the question leaves the screen (a choice, Docs/Accessibility.md):
        // what is shown and what VoiceOver reads stay the same.
        if !phase.isAnswered {
            read(.sampleAlert, labels.sampleAlert, TraitSets.staticText)
            if !content.sampleAlert.message.isEmpty {
                hidden.append(HiddenPart(id: .sampleAlertCaption, reason: .combined, at: size))
            }
        }

        switch phase {
        case .ready:
            read(.continueButton, content.continueTitle, TraitSets.button)
            read(.notNow, content.notNowTitle, TraitSets.button)
        case .requesting:
            read(.continueButton, wording.waitingForAnswer, TraitSets.dimmedButton)
            read(.notNow, content.notNowTitle, TraitSets.dimmedButton)
        case .granted:
            read(.done, content.doneTitle, TraitSets.button)
        case .denied:
            read(.openSettings, content.openSettingsTitle, TraitSets.button)
            read(.notNow, content.notNowTitle, TraitSets.button)
        case .failed(let message):
            read(.continueButton, content.continueTitle, TraitSets.button)
            read(.error, message, TraitSets.staticText)
            read(.notNow, content.notNowTitle, TraitSets.button)
        }
        return AccessibilityTree(elements: elements, hiddenParts: hidden)
    }

    /// The title and the line under it in a phase.
    private func words(content: PrimerContent, phase: PrimerPhase) -> (title: String, line: String) {
        switch phase {
        case .ready, .requesting, .failed: (content.title, content.reason)
        case .granted(let status): (content.resultTitle(for: status), content.resultLine(for: status))
        case .denied: (content.deniedTitle, content.deniedLine)
        }
    }
}

extension PrimerPhase {
    /// Whether the person has answered the system alert (or its status was read): granted or denied.
    var isAnswered: Bool {
        switch self {
        case .granted, .denied: true
        case .ready, .requesting, .failed: false
        }
    }
}
