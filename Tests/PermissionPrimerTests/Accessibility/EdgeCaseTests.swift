@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// Content a user may write badly: the tree still builds, keeps every element, and lets a checker flag it.
@Suite struct EdgeCaseTests {
    static let blank = PrimerContent(
        symbol: "", deniedSymbol: "", title: "", reason: "", benefits: [PrimerBenefit(symbol: "", title: "", detail: "")],
        continueTitle: "", sampleAlert: SystemAlert(title: "", message: "", buttons: []),
        grantedTitle: "", grantedLine: "", deniedTitle: "", deniedLine: "",
        notNowTitle: "", doneTitle: "", openSettingsTitle: "")

    @Test(arguments: PrimerStateName.allCases)
    func blankContentKeepsItsElements(_ state: PrimerStateName) {
        let phase = state.phase(errorMessage: "")
        let tree = SemanticTreeBuilder().build(content: Self.blank, phase: phase)
        #expect(!tree.elements.isEmpty)
        // The sample alert keeps its lead words, and Continue reads the waiting words while requesting.
        let labeled: Set<PartID> = state == .requesting ? [.sampleAlert, .continueButton] : [.sampleAlert]
        #expect(tree.unlabeledIDs == tree.ids.filter { !labeled.contains($0) })
        #expect(tree.element(.title)?.voiceOverText == "Heading.")
    }

    @Test func noBenefitsAndManyBenefits() {
        var content = PrimerContent.sample
        content.benefits = []
        #expect(SemanticTreeBuilder().build(content: content, phase: .ready).ids
                == [.title, .reason, .sampleAlert, .continueButton, .notNow])
        content.benefits = (0..<12).map { PrimerBenefit(symbol: "star", title: "B\($0)", detail: "D\($0).") }
        let ids = SemanticTreeBuilder().build(content: content, phase: .ready).ids
        #expect(ids.count == 17)
        #expect(ids == ids.sorted())
        #expect(ids[2...13] == ArraySlice((0..<12).map(PartID.benefit)))
    }

    @Test func emptyErrorMessageIsStillAnnounced() throws {
        let transition = try PrimerMachine(kind: .camera, hasCustomRequest: true)
            .handle(.requestFailed(message: ""), in: .requesting).get()
        #expect(AnnouncementPlanner.announcements(for: transition, content: .sample)
                == [Announcement("", priority: .high)])
    }

    @Test func customLimitedWordsFallBackToGranted() {
        var content = PrimerContent.standard(for: .photos, appName: "Snaps")
        content.limitedTitle = nil
        content.limitedLine = nil
        let tree = SemanticTreeBuilder().build(content: content, phase: .granted(.limited))
        #expect(tree.element(.title)?.label == "Photos are on")
        #expect(tree.element(.reason)?.label == content.grantedLine)
    }
}
