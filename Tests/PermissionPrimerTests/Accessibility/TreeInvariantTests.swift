@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// One kind in one state at one Dynamic Type size.
struct TreeCase: Sendable, CustomTestStringConvertible {
    var kind: PrimerKind
    var state: PrimerStateName
    var size: DynamicTypeSize

    /// Every state that applies to every kind, at every size.
    static let all: [TreeCase] = PrimerKind.allCases.flatMap { kind in
        PrimerStateName.allCases.filter { $0.applies(to: kind) }.flatMap { state in
            DynamicTypeSize.allCases.map { TreeCase(kind: kind, state: state, size: $0) }
        }
    }

    var tree: AccessibilityTree {
        SemanticTreeBuilder().build(content: .standard(for: kind, appName: "Reminders"), phase: state.phase(),
                                    environment: PrimerEnvironment(dynamicTypeSize: size))
    }

    var testDescription: String { "\(kind) \(state) \(size)" }
}

@Suite struct TreeInvariantTests {
    @Test(arguments: TreeCase.all)
    func treeIsWellFormed(_ item: TreeCase) {
        let tree = item.tree
        #expect(tree.unlabeledIDs.isEmpty)
        #expect(tree.lines.allSatisfy { !$0.isEmpty })
        let allIDs = tree.ids + tree.hiddenParts.map(\.id)
        #expect(Set(allIDs).count == allIDs.count, "ids are unique")
        #expect(tree.ids == tree.ids.sorted(), "reading order follows the layout, top to bottom")
        #expect(tree.hiddenParts.map(\.id) == tree.hiddenParts.map(\.id).sorted())
        #expect(tree.element(.symbol) == nil, "the symbol is decorative")
        #expect(tree.hiddenPart(.symbol)?.reason == .decorative)
        #expect(tree.element(.title)?.traits.contains(.header) == true)
    }

    @Test(arguments: TreeCase.all)
    func everyElementCarriesItsPartStyle(_ item: TreeCase) {
        let tree = item.tree
        for element in tree.elements {
            let style = PartStyle.of(element.id)
            #expect(element.textStyle == style.textStyle)
            #expect(element.pointSize == style.pointSize(at: item.size))
        }
        for part in tree.hiddenParts {
            #expect(part.pointSize == PartStyle.of(part.id).pointSize(at: item.size))
        }
    }

    /// The parts VoiceOver reads per state, for any kind (standard content has at least two benefits).
    @Test(arguments: TreeCase.all.filter { $0.size == .large })
    func partsPerState(_ item: TreeCase) {
        let tree = item.tree
        let benefits = PrimerContent.standard(for: item.kind, appName: "Reminders").benefits.indices.map(PartID.benefit)
        let head: [PartID] = [.title, .reason] + benefits
        let expected: [PartID]
        switch item.state {
        case .ready, .requesting: expected = head + [.sampleAlert, .continueButton, .notNow]
        case .granted, .limited: expected = head + [.done]
        case .denied: expected = head + [.openSettings, .notNow]
        case .failed: expected = head + [.sampleAlert, .continueButton, .error, .notNow]
        }
        #expect(tree.ids == expected)
        // Shown but read inside another element: each benefit's detail, and the alert's caption while it is shown.
        // Once answered, the sample alert has left the screen: it is neither read nor sized.
        let details = benefits.indices.map(PartID.benefitDetail)
        let answered = [.granted, .limited, .denied].contains(item.state)
        let hidden: [PartID] = [.symbol] + details + (answered ? [] : [.sampleAlertCaption])
        #expect(tree.hiddenParts.map(\.id) == hidden)
        #expect(tree.hiddenParts.filter { $0.id != .symbol }.allSatisfy { $0.reason == .combined })
        let dimmed = tree.elements.filter { !$0.isEnabled }.map(\.id)
        #expect(dimmed == (item.state == .requesting ? [.continueButton, .notNow] : []))
    }

    /// The buttons match what the state machine accepts: a dimmed button's event is rejected, a live one's is not.
    @Test(arguments: TreeCase.all.filter { $0.size == .large })
    func buttonsAgreeWithTheMachine(_ item: TreeCase) {
        let machine = PrimerMachine(kind: item.kind)
        let phase = item.state.phase()
        let events: [PartID: PrimerEvent] = [
            .continueButton: .continueTapped, .done: .doneTapped, .openSettings: .openSettingsTapped, .notNow: .notNowTapped,
        ]
        let tree = item.tree
        for (part, event) in events {
            let accepted = (try? machine.handle(event, in: phase).get()) != nil
            let element = tree.element(part)
            #expect((element?.isEnabled ?? false) == accepted, "\(part) in \(item.state)")
            if let element { #expect(element.traits.contains(.button)) }
        }
    }
}
