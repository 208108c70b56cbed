import PrimerAccessibility
@testable import PrimerAppDump
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What VoiceOver says for a dump element, in the AccessibilitySnapshot's text form text form, as far as a dump shows it,
/// and which elements VoiceOver stops on.
@Suite("App dump: VoiceOver text")
struct DumpVoiceOverTests {
    static let frame = "{{0.0, 0.0}, {100.0, 44.0}}"

    /// An element line and what VoiceOver says for it.
    static let readings: [(String, String)] = [
        ("StaticText, 0x1, \(frame), label: 'Turn on notifications'", "Turn on notifications"),
        ("Button, 0x1, \(frame), label: 'Continue'", "Continue. Button."),
        ("Button, 0x1, \(frame), label: 'Waiting for your answer', Disabled", "Waiting for your answer. Dimmed. Button."),
        ("Button, 0x1, \(frame), label: 'Today', Selected", "Selected: Today. Button."),
        ("Image, 0x1, \(frame), identifier: 'camera.fill', label: 'camera fill'", "camera fill. Image."),
        ("Link, 0x1, \(frame), label: 'Privacy Policy'", "Privacy Policy. Link."),
        ("Slider, 0x1, \(frame), label: 'Volume', value: 50%", "Volume: 50%. Adjustable."),
        ("SearchField, 0x1, \(frame), label: 'Search'", "Search. Search Field."),
        ("Other, 0x1, \(frame), label: 'Next, iOS asks', value: Allow?", "Next, iOS asks: Allow?"),
        ("StaticText, 0x1, \(frame), value: 3 items", "3 items"),
        ("Button, 0x1, \(frame)", "Button."),
        ("Button, 0x1, \(frame), Disabled", "Dimmed. Button."),
        ("Switch, 0x1, \(frame), label: 'Notifications', value: 0", "Notifications: 0"),
        ("MenuButton, 0x1, \(frame), label: 'More'", "More. Button."),
        ("StaticText, 0x1, \(frame), label: 'Done.'", "Done."),
        // A field reads its value, else its placeholder, then its role word.
        ("TextField, 0x1, \(frame), placeholderValue: 'Email'", "Email. Text Field."),
        ("SecureTextField, 0x1, \(frame), placeholderValue: 'Password'", "Password. Secure Text Field."),
        ("TextField, 0x1, \(frame), placeholderValue: 'Email', value: ann@example.com", "ann@example.com. Text Field."),
        ("TextField, 0x1, \(frame), label: 'Name', placeholderValue: 'Your name'", "Name: Your name. Text Field."),
        ("TextField, 0x1, \(frame), label: 'Name', value: Ann, Disabled", "Name: Ann. Dimmed. Text Field."),
        ("TextField, 0x1, \(frame)", "Text Field."),
        ("SearchField, 0x1, \(frame), placeholderValue: 'Search'", "Search. Search Field."),
        ("TextField, {0.0, 0.0, 100.0, 44.0}, placeholderValue: 'City'", "City. Text Field."),
    ]

    @Test(arguments: readings)
    func voiceOverText(_ line: String, _ spoken: String) throws {
        #expect(try DumpTest.element(line).voiceOver.text == spoken)
    }

    @Test func aHeadingIsPlainTextAndHintsAreNone() throws {
        let title = try DumpTest.element("StaticText, 0x1, \(Self.frame), label: 'Stay in the loop'")
        #expect(title.shownTraits == [.staticText])
        #expect(title.voiceOver.hint == nil)
    }

    @Test func roles() throws {
        let cases: [(String, Bool, Bool)] = [  // type, interactive, role without a word in the text form
            ("Button", true, false), ("Link", true, false), ("Switch", true, true), ("TextField", true, false),
            ("StaticText", false, false), ("Image", false, false), ("Other", false, false), ("Cell", false, false),
        ]
        for (type, interactive, unwritten) in cases {
            let element = try DumpTest.element("\(type), 0x1, \(Self.frame), label: 'x'")
            #expect(element.isInteractive == interactive, "\(type)")
            #expect(element.hasUnwrittenRole == unwritten, "\(type)")
        }
    }

    @Test func whatVoiceOverStopsOn() {
        let result = DumpTest.parse(DumpTest.dump([
            "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}",
            "      Other, 0x3, {{0.0, 0.0}, {393.0, 852.0}}, label: 'Container with a label'",
            "        Button, 0x4, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Menu'",
            "          Image, 0x5, {{0.0, 0.0}, {40.0, 40.0}}",
            "          Image, 0x6, {{0.0, 0.0}, {10.0, 6.0}}, label: 'chevron'",
            "        Image, 0x7, {{0.0, 0.0}, {40.0, 40.0}}",
            "        StaticText, 0x8, {{0.0, 0.0}, {0.0, 0.0}}",
            "        Other, 0x9, {{0.0, 0.0}, {300.0, 40.0}}, label: 'Alerts, Hear about what matters.'",
            "        Button, 0xa, {{0.0, 0.0}, {44.0, 44.0}}",
            "        Cell, 0xb, {{0.0, 0.0}, {300.0, 44.0}}",
            "          StaticText, 0xc, {{0.0, 0.0}, {100.0, 20.0}}, label: 'Buy milk'",
        ]))
        #expect(result.diagnostics.isEmpty)
        let stops = DumpStop.all(in: result.dump)
        #expect(stops.map(\.voiceOver.text) == ["Menu. Button.", "Alerts, Hear about what matters.", "Button.", "Buy milk"])
        #expect(stops.map(\.element.line) == [6, 11, 12, 14])
    }

    // MARK: Scope

    static let block = ["Turn on notifications", "Reminders lets you know when something needs you.",
                        "Alerts, Hear about what matters as it happens.", "Badges, See at a glance what is waiting.",
                        "Sounds, Notice it even when you look away.", "Next, iOS asks: “Reminders” Would Like to Send You "
                            + "Notifications. Notifications may include alerts, sounds, and icon badges. These can be "
                            + "configured in Settings. Buttons: Don’t Allow, Allow.", "Continue. Button.", "Not now. Button."]

    @Test(arguments: [AppDumpScope.identifierPrefix("primer"), .container("primer"),
                      .labels(first: "Turn on notifications", last: "Not now")])
    func theScopeLeavesTheRestOfTheAppOut(_ scope: AppDumpScope) throws {
        let dump = try DumpTest.fixture("notifications-ready.txt")
        #expect(try scope.stops(in: dump).get().map(\.voiceOver.text) == Self.block)
    }

    @Test func withoutAScopeTheWholeAppIsRead() throws {
        let dump = try DumpTest.fixture("notifications-ready.txt")
        let texts = try AppDumpScope.wholeApp.stops(in: dump).get().map(\.voiceOver.text)
        #expect(Array(texts.prefix(10)) == ["Add. Button.", "Today", "Mark as done: Not completed. Button.", "Buy milk",
                                            "Mark as done: Not completed. Button.", "Call the dentist", "Notifications: 0",
                                            "Selected: Today. Button.", "Lists. Button.", "Settings. Button."])
        #expect(Array(texts.dropFirst(10)) == Self.block)
    }

    @Test func theIdentifierPrefixTakesTheElementsWithItAndWhatTheyHold() throws {
        let dump = try DumpTest.fixture("notifications-ready.txt")
        #expect(try AppDumpScope.identifierPrefix("primer.").stops(in: dump).get().map(\.voiceOver.text)
            == ["Continue. Button.", "Not now. Button."])
    }

    static let fixture = "Tests/AppDumps/notifications-ready.txt"

    static let problems: [(AppDumpScope, AppDumpScopeProblem)] = [
        (.identifierPrefix("onboarding"), AppDumpScopeProblem(
            message: "no element VoiceOver reads has an identifier starting \"onboarding\", nor is inside one",
            expected: "an identifier starting \"onboarding\" (identifiers in the dump: 'Today', 'Add', "
                + "'notificationsToggle', 'primer', 'primer.continue', 'primer.notNow')",
            location: SpecTest.location("1:1", file: fixture))),
        (.container("primr"), AppDumpScopeProblem(
            message: "no element has the identifier \"primr\"",
            expected: "an element with identifier: 'primr' (identifiers in the dump: 'Today', 'Add', 'notificationsToggle', "
                + "'primer', 'primer.continue', 'primer.notNow') (did you mean 'primer'?)",
            location: SpecTest.location("1:1", file: fixture))),
        (.labels(first: "Turn on notification", last: "Not now"), AppDumpScopeProblem(
            message: "no element VoiceOver reads has the label \"Turn on notification\"",
            expected: "an element with label: 'Turn on notification' (did you mean 'Turn on notifications'?)",
            location: SpecTest.location("1:1", file: fixture))),
        (.labels(first: "Turn on notifications", last: "Today"), AppDumpScopeProblem(
            message: "no element VoiceOver reads after \"Turn on notifications\" has the label \"Today\"",
            expected: "an element with label: 'Today' at or after line 27",
            location: SpecTest.location("27:15", file: fixture))),
    ]

    @Test(arguments: problems)
    func aScopeThatChoosesNothingSaysWhy(_ scope: AppDumpScope, _ problem: AppDumpScopeProblem) throws {
        let dump = try DumpTest.fixture("notifications-ready.txt")
        #expect(throws: problem) { try scope.stops(in: dump).get() }
    }

    @Test func anEmptyContainerSaysSo() {
        let dump = DumpTest.parse(DumpTest.dump([
            "    Other, 0x2, {{0.0, 0.0}, {393.0, 852.0}}, identifier: 'primer'",
            "      Image, 0x3, {{0.0, 0.0}, {40.0, 40.0}}",
            "    StaticText, 0x4, {{0.0, 0.0}, {40.0, 40.0}}, label: 'Elsewhere'",
        ])).dump
        #expect(throws: AppDumpScopeProblem(message: "the container \"primer\" holds nothing VoiceOver reads",
                                            expected: "elements with a label or a value inside it",
                                            location: SpecTest.location("4:5", file: DumpTest.path))) {
            try AppDumpScope.container("primer").stops(in: dump).get()
        }
    }
}
