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

    /// The tree for a phase: elements top to bottom, with the parts VoiceOver skips.
    public func build(content: PrimerContent, phase: PrimerPhase, environment: PrimerEnvironment = .standard) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        var elements: [AccessibilityElement] = []
        func read(_ id: PartID, _ label: String, _ traits: Set<AccessibilityTrait>) {
            elements.append(AccessibilityElement(id: id, label: label, traits: traits, at: size))
        }
        var hidden = [HiddenPart(id: .symbol, reason: .decorative, at: size)]

        let (title, line) = words(content: content, phase: phase)
        read(.title, title, [.header, .staticText])
        read(.reason, line, [.staticText])
        for (index, benefit) in content.benefits.enumerated() {
            read(.benefit(index), wording.benefitLabel(benefit), [.staticText])
            if !benefit.detail.isEmpty {
                hidden.append(HiddenPart(id: .benefitDetail(index), reason: .combined, at: size))
            }
        }
        // Once answered, the drawing of the question leaves the screen (a choice, Docs/Accessibility.md):
        // what is shown and what VoiceOver reads stay the same.
        if !phase.isAnswered {
            read(.sampleAlert, wording.sampleAlertLabel(content.sampleAlert), [.staticText])
            if !content.sampleAlert.message.isEmpty {
                hidden.append(HiddenPart(id: .sampleAlertCaption, reason: .combined, at: size))
            }
        }

        switch phase {
        case .ready:
            read(.continueButton, content.continueTitle, [.button])
            read(.notNow, content.notNowTitle, [.button])
        case .requesting:
            read(.continueButton, wording.waitingForAnswer, [.button, .notEnabled])
            read(.notNow, content.notNowTitle, [.button, .notEnabled])
        case .granted:
            read(.done, content.doneTitle, [.button])
        case .denied:
            read(.openSettings, content.openSettingsTitle, [.button])
            read(.notNow, content.notNowTitle, [.button])
        case .failed(let message):
            read(.continueButton, content.continueTitle, [.button])
            read(.error, message, [.staticText])
            read(.notNow, content.notNowTitle, [.button])
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
