@testable import BlockTestSupport
@testable import PermissionPrimer
import PrimerAccessibility
@testable import PrimerAppDump
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("SpokenCatalogue: built from the models' answers")
struct SpokenStringsCatalogueTests {
    static let strings = StandardCatalogue.primer()

    static func section(_ kind: PrimerKind) throws -> CatalogueSection {
        try #require(strings.sections.first { $0.title == kind.rawValue })
    }

    @Test(arguments: PrimerKind.allCases)
    func everyElementOfEveryStateIsListedWithThatState(_ kind: PrimerKind) throws {
        let catalogued = try Self.section(kind)
        let content = PrimerContent.standard(for: kind, appName: PrimerContent.sampleAppName)
        var expectedRows = 0
        for state in catalogued.states {
            let phase = try #require(PrimerStateName(rawValue: state)).phase()
            let tree = SemanticTreeBuilder().build(content: content, phase: phase)
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
        let catalogued = try Self.section(kind)
        let identities = catalogued.elements.map { "\($0.id)|\($0.voiceOver)|\($0.voiceOverHint ?? "")" }
        #expect(Set(identities).count == identities.count)
        let benefit = try #require(catalogued.elements.first { $0.id == "benefit.0" })
        #expect(benefit.states == catalogued.states)
    }

    @Test(arguments: PrimerKind.allCases)
    func statesIncludeFailedAndLimitedOnlyForPhotos(_ kind: PrimerKind) throws {
        let catalogued = try Self.section(kind)
        #expect(catalogued.states == PrimerStateName.allCases.filter { $0.applies(to: kind) }.map(\.rawValue))
        #expect(catalogued.states.contains("failed"))
    }

    @Test func aSpecWithoutACustomRequestIsListedWithEitherRequest() {
        let kind = PrimerKind.camera
        let model = PermissionPrimerModel(kind: kind, content: .standard(for: kind, appName: PrimerContent.sampleAppName),
                                          machine: PrimerMachine(kind: kind))
        #expect(SpokenCatalogueBuilder.section(of: model).states.contains("failed"))
    }

    @Test func elementsRunTopToBottomThenByFirstState() throws {
        let notifications = try #require(Self.strings.sections.first)
        #expect(notifications.elements.map(\.id) == [
            "title", "title", "title", "reason", "reason", "reason", "benefit.0", "benefit.1", "benefit.2",
            "sampleAlert", "continue", "continue", "done", "openSettings", "error", "notNow", "notNow",
        ])
        #expect(notifications.elements.prefix(3).map(\.states) == [["ready", "requesting", "failed"], ["granted"], ["denied"]])
    }

    @Test func keysNameTheFirstStateTheLabelIsReadIn() throws {
        let notifications = try #require(Self.strings.sections.first)
        let notNow = notifications.elements.filter { $0.id == "notNow" }
        #expect(notNow.map(\.label.key) == ["primer.notifications.voiceover.notNow.ready",
                                           "primer.notifications.voiceover.notNow.ready"])
        #expect(notNow.map(\.voiceOver) == ["Not now. Button.", "Not now. Dimmed. Button."])
        #expect(notifications.elements.first { $0.id == "error" }?.label.key == "primer.notifications.voiceover.error.failed")
    }

    @Test func announcementsCarryTheirTimesFromTheTimeline() throws {
        let photos = try #require(Self.strings.sections.last)
        let limited = try #require(photos.announcements.first { $0.transition.to == "limited" && $0.transition.from == "requesting" })
        #expect(limited.text == CatalogueString(key: "primer.photos.announcement.limited", text: "Selected photos are shared"))
        #expect(limited.priority == "high")
        #expect(limited.time == 0.3)
        #expect(limited.reduceMotionTime == 0.3)
    }

    @Test func aBlockThatGivesNoHintsIsCataloguedByDefault() throws {
        let catalogue = SpokenCatalogueBuilder.catalogue(of: [HintedModel(hints: nil)])
        #expect(MarkdownCatalogueRenderer.render(catalogue) == """
            # Spoken strings: hinted model

            ## hinted model

            States: granted.

            ### Spoken elements

            | element | states | VoiceOver text | hint |
            | --- | --- | --- | --- |
            | `done` | granted | Done: now. Button. | Leaves \\| closes. |

            ### Announcements

            | transition | text | priority | when |
            | --- | --- | --- | --- |
            | `granted -> granted via tap` | Closing | default | — |

            """)
        let entries = try StringsOutput.catalogEntries(try StringsFormat.xcstrings.render(catalogue))
        // Keyed by the source text SwiftUI looks up; the catalogue's own keys stay in the JSON.
        #expect(entries.keys.sorted() == ["Closing", "Done", "Leaves | closes.", "now"])
        #expect(entries["Leaves | closes."]?.comment
                == "Spoken by VoiceOver after a pause, as the hint of the element done, in the hinted model, in the granted state.")
        #expect(entries["Closing"]?.comment
                == "Announced by VoiceOver in the hinted model on granted -> granted via tap (priority default, — after the change).")
        #expect(catalogue.sections.first?.elements.first?.label.key == "hinted-model.voiceover.done.granted")
    }

    @Test func hintsGiveKeysRolesAndNotes() throws {
        let catalogue = SpokenCatalogueBuilder.catalogue(of: [HintedModel(hints: TestHints())])
        let entries = try StringsOutput.catalogEntries(try StringsFormat.xcstrings.render(catalogue))
        #expect(entries.keys.sorted() == ["Closing", "Done"])
        #expect(entries["Done"]?.comment == "Spoken by VoiceOver for the Done button in the test screen, in the "
                + "granted state. It reads as \"Done: now. Button.\"; VoiceOver adds the trait words itself. A note.")
        let markdown = MarkdownCatalogueRenderer.render(catalogue)
        #expect(markdown.hasPrefix("# Tested\n\nAn introduction.\n\n## test\n\nStates: granted (only).\n\nAbout it.\n"))
        #expect(markdown.hasSuffix("\n\nAlso heard:\n\n- an alert \\| a sheet\n"))
    }
}

/// A model defined here with one element (a label, a value and a hint) and one announcement.
private struct HintedModel: BlockModel {
    static let done = PartID("done", rank: 0)
    var hints: TestHints?

    var displayName: String { "hinted model" }
    var stateNames: [String] { ["granted"] }
    var eventNames: [String] { ["tap"] }
    var transitions: [TransitionName] { [TransitionName(from: "granted", to: "granted", via: "tap")] }
    var vocabulary: TimelineVocabulary { .listing(partForms: "done", part: { _ in nil }, callbacks: []) }
    func problem(withState state: String) -> StateProblem? { nil }
    func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        AccessibilityTree(elements: [
            AccessibilityElement(id: Self.done, label: "Done", value: "now", hint: "Leaves | closes.", traits: [.button],
                                 textStyle: .body, pointSize: 17),
        ])
    }
    func announcements(for transition: TransitionName) -> [Announcement] {
        [Announcement(hints?.announcement ?? "Closing", priority: .default)]
    }
    func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline { .empty }
    func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] { [] }
    func contrast(appearance: Appearance) -> [ContrastPair] { [] }
    var stringsHints: any StringsCatalogueHints { hints ?? DefaultStringsHints(section: displayName) }
}

@Suite("String Catalog: the texts a combined element shows, through the hints")
struct ShownTextsSeamTests {
    /// A block whose hints name the texts of its one element gets a key per text, not the label.
    @Test func aCombinedElementGivesItsShownTextsEachWithTheReading() throws {
        let shown = [ShownText(role: "the title", text: "Done"), ShownText(role: "the detail", text: "now 100%"),
                     ShownText(role: "the lead-in", text: "Tap:", isShown: false), ShownText(role: "nothing", text: "")]
        let catalogue = SpokenCatalogueBuilder.catalogue(of: [HintedModel(hints: TestHints(shown: shown))])
        let entries = try StringsOutput.catalogEntries(try StringsFormat.xcstrings.render(catalogue))
        #expect(entries.keys.sorted() == ["Closing", "Done", "Tap:", "now 100%%"])
        #expect(entries["now 100%%"]?.value == "now 100%%")
        #expect(entries["Done"]?.comment == "Shown as the title in the Done button (part `done`) in the test screen, in "
                + "the granted state. VoiceOver reads the part as one element: \"Done: now. Button.\" A note.")
        #expect(entries["Tap:"]?.comment == "Not shown: said by VoiceOver as the lead-in in the Done button (part `done`) "
                + "in the test screen, in the granted state. VoiceOver reads the part as one element: \"Done: now. Button.\" "
                + "A note.")
    }

    /// One text in two places is one key, the comments of both uses joined by a line break.
    @Test func aTextUsedTwiceIsOneKeyWithBothComments() throws {
        let catalogue = SpokenCatalogueBuilder.catalogue(of: [HintedModel(hints: TestHints(announcement: "Done"))])
        let entries = try StringsOutput.catalogEntries(try StringsFormat.xcstrings.render(catalogue))
        #expect(entries.keys.sorted() == ["Done"])
        #expect(entries["Done"]?.comment == "Spoken by VoiceOver for the Done button in the test screen, in the granted "
                + "state. It reads as \"Done: now. Button.\"; VoiceOver adds the trait words itself. A note.\n"
                + "Announced by VoiceOver in the test screen on granted -> granted via tap (priority default, — after the change).")
    }
}

/// Hints that set every word a block can set.
private struct TestHints: StringsCatalogueHints {
    var heading: String { "Tested" }
    var introduction: [String] { ["An introduction."] }
    var section: String { "test" }
    var sectionIntroduction: [String] { ["About it."] }
    func stateLabel(_ state: String) -> String { "\(state) (only)" }
    var details: [String] { ["an alert | a sheet"] }
    func key(part: PartID, firstState: String, piece: ElementPiece, text: String) -> String? {
        piece == .label ? "test.\(part)" : nil
    }
    var context: String { "the test screen" }
    func role(of part: PartID) -> String { "the Done button" }
    func notes(part: PartID, piece: ElementPiece, string: CatalogueString, states: [String]) -> [String] { ["A note."] }
    /// The texts the Done element is made of; nil for its label alone.
    var shown: [ShownText]?
    /// The text the model announces, when the test changes it.
    var announcement: String?
    func shownTexts(part: PartID, state: String) -> [ShownText]? { shown }
}
