@testable import PermissionPrimer
import PrimerAccessibility
import PrimerModel
import Testing
@testable import PrimerSpec

@Suite("SpokenStrings: built from the tree builder")
struct SpokenStringsCatalogueTests {
    static let strings = SpokenStrings.standard()

    @Test(arguments: PrimerKind.allCases)
    func everyElementOfEveryStateIsListedWithThatState(_ kind: PrimerKind) throws {
        let catalogued = try #require(Self.strings.kinds.first { $0.kind == kind })
        let content = PrimerContent.standard(for: kind, appName: PrimerContent.sampleAppName)
        var expectedRows = 0
        for state in catalogued.states {
            let tree = SemanticTreeBuilder().build(content: content, phase: state.phase())
            for element in tree.elements {
                let matches = catalogued.elements.filter {
                    $0.id == element.id.description && $0.voiceOver == element.voiceOverText && $0.states.contains(state)
                }
                #expect(matches.count == 1, "\(kind) \(state) \(element.id)")
            }
            expectedRows += tree.elements.count
        }
        #expect(catalogued.elements.map(\.states.count).reduce(0, +) == expectedRows, "no state listed that does not read it")
    }

    @Test(arguments: PrimerKind.allCases)
    func textReadTheSameIsListedOnce(_ kind: PrimerKind) throws {
        let catalogued = try #require(Self.strings.kinds.first { $0.kind == kind })
        let identities = catalogued.elements.map { "\($0.id)|\($0.voiceOver)|\($0.voiceOverHint ?? "")" }
        #expect(Set(identities).count == identities.count)
        let benefit = try #require(catalogued.elements.first { $0.id == "benefit.0" })
        #expect(benefit.states == catalogued.states)
    }

    @Test(arguments: PrimerKind.allCases)
    func statesIncludeFailedAndLimitedOnlyForPhotos(_ kind: PrimerKind) throws {
        let catalogued = try #require(Self.strings.kinds.first { $0.kind == kind })
        #expect(catalogued.states == PrimerStateName.allCases.filter { $0.applies(to: kind) })
        #expect(catalogued.states.contains(.failed))
    }

    @Test func elementsRunTopToBottomThenByFirstState() throws {
        let notifications = try #require(Self.strings.kinds.first)
        #expect(notifications.elements.map(\.id) == [
            "title", "title", "title", "reason", "reason", "reason", "benefit.0", "benefit.1", "benefit.2",
            "sampleAlert", "continue", "continue", "done", "openSettings", "error", "notNow", "notNow",
        ])
        #expect(notifications.elements.prefix(3).map(\.states) == [[.ready, .requesting, .failed], [.granted], [.denied]])
    }

    @Test func keysNameTheFirstStateTheLabelIsReadIn() throws {
        let notifications = try #require(Self.strings.kinds.first)
        let notNow = notifications.elements.filter { $0.id == "notNow" }
        #expect(notNow.map(\.label.key) == ["primer.notifications.voiceover.notNow.ready",
                                           "primer.notifications.voiceover.notNow.ready"])
        #expect(notNow.map(\.voiceOver) == ["Not now. Button.", "Not now. Dimmed. Button."])
        #expect(notifications.elements.first { $0.id == "error" }?.label.key == "primer.notifications.voiceover.error.failed")
    }

    @Test func announcementsCarryTheirTimesFromTheTimeline() throws {
        let photos = try #require(Self.strings.kinds.last)
        let limited = try #require(photos.announcements.first { $0.transition.to == .limited && $0.transition.from == .requesting })
        #expect(limited.text == CatalogueString(key: "primer.photos.announcement.limited", text: "Selected photos are shared"))
        #expect(limited.priority == .high)
        #expect(limited.time == 0.3)
        #expect(limited.reduceMotionTime == 0.3)
        #expect(photos.announcements.filter(\.isErrorMessage).map(\.transition.description) == ["requesting -> failed via error"])
    }

    @Test func hintsAndValuesGetTheirOwnKeysAndColumn() throws {
        var element = SpokenElement(
            id: "done", states: [.granted], voiceOver: "Done: now. Button.", voiceOverHint: "Leaves | closes.",
            traits: ["button"], label: CatalogueString(key: "primer.camera.voiceover.done.granted", text: "Done"),
            value: CatalogueString(key: "primer.camera.voiceover.done.granted.value", text: "now"),
            hint: CatalogueString(key: "primer.camera.voiceover.done.granted.hint", text: "Leaves | closes."))
        element.states = [.granted]
        let strings = SpokenStrings(appName: "Atlas", iOS: "18.0", errorMessage: "x", kinds: [
            KindStrings(kind: .camera, states: [.granted], elements: [element], announcements: []),
        ])
        #expect(MarkdownCatalogueRenderer.render(strings).contains("| `done` | granted | Done: now. Button. | Leaves \\| closes. |"))
        #expect(MarkdownCatalogueRenderer.render(strings).hasSuffix("### Announcements\n\nNone.\n"))
        let entries = try StringsOutput.catalogEntries(try StringCatalogRenderer.render(strings))
        #expect(entries.keys.sorted() == ["primer.camera.voiceover.done.granted", "primer.camera.voiceover.done.granted.hint",
                                          "primer.camera.voiceover.done.granted.value"])
        #expect(entries["primer.camera.voiceover.done.granted.hint"]?.comment
                == "Spoken by VoiceOver after a pause, as the hint of the Done button, in the camera permission primer, in the granted state.")
    }
}
