import Foundation
@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

@Suite struct AccessibilityTreeTests {
    static let tree = AccessibilityTree(
        elements: [
            AccessibilityElement(id: .title, label: "Title", traits: [.header], textStyle: .title, pointSize: 28),
            AccessibilityElement(id: .openSettings, label: "Open Settings", hint: "Opens Settings.", traits: [.button],
                                 textStyle: .headline, pointSize: 17.5),
            AccessibilityElement(id: .notNow, label: " ", traits: [.button], textStyle: .body, pointSize: 17),
        ],
        hiddenParts: [HiddenPart(id: .symbol, reason: .decorative, textStyle: .largeTitle, pointSize: 55.0588)])

    @Test func linesPutTheHintOnItsOwnIndentedLine() {
        expectSameLines(Self.tree.lines, ["Title. Heading.", "Open Settings. Button.", "    hint: Opens Settings.", " . Button."])
    }

    @Test func dumpListsEveryPartInLayoutOrder() {
        expectSameLines(Self.tree.dump, [
            "symbol (hidden: decorative) largeTitle 55.06pt",
            "title [header] title 28pt | Title. Heading.",
            "openSettings [button] headline 17.5pt | Open Settings. Button.",
            "    hint: Opens Settings.",
            "notNow [button] body 17pt |  . Button.",
        ])
    }

    @Test func lookups() {
        #expect(Self.tree.ids == [.title, .openSettings, .notNow])
        #expect(Self.tree.pointSize(of: .symbol) == 55.0588)
        #expect(Self.tree.pointSize(of: .openSettings) == 17.5)
        #expect(Self.tree.pointSize(of: .done) == nil)
        #expect(Self.tree.unlabeledIDs == [.notNow])
    }

    @Test(arguments: [(52.0, "52pt"), (55.0588, "55.06pt"), (17.5, "17.5pt"), (13.004, "13pt"), (0.05, "0.05pt"),
                      (19.999, "20pt"), (-1.25, "-1.25pt")])
    func pointSizeText(_ size: Double, _ text: String) {
        #expect(PointSizeText.format(size) == text)
    }
}

@Suite struct AccessibilityTreeEncodingTests {
    @Test func lineBreaksStayOnOneLine() {
        let tree = SemanticTreeBuilder().build(content: .sample, phase: .failed(message: "No network.\nTry again."))
        #expect(tree.element(.error)?.label == "No network.\nTry again.")
        #expect(tree.lines.contains("No network.\\nTry again."))
        #expect(tree.dump.contains("error [staticText] footnote 13pt | No network.\\nTry again."))
        let spoken = VoiceOverText(label: "A", hint: "B\r\nC", traits: [.button])
        #expect(spoken.lines == ["A. Button.", "    hint: B\\nC"])
    }

    @Test func treeRoundTripsThroughJSON() throws {
        let tree = SemanticTreeBuilder().build(content: .sample, phase: .granted(.granted))
        let data = try JSONEncoder().encode(tree)
        #expect(try JSONDecoder().decode(AccessibilityTree.self, from: data) == tree)
        let announcement = Announcement("Notifications are on", priority: .high)
        #expect(try JSONDecoder().decode(Announcement.self, from: JSONEncoder().encode(announcement)) == announcement)
    }
}
