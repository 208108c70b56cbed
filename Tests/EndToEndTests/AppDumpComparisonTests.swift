@testable import BlockTestSupport
import Foundation
import PrimerAccessibility
@testable import PrimerAppDump
@testable import PrimerCLI
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A dump held against a spec: the bundled pairs pass for all three blocks; a drifted label fails
/// at the spec's line and the dump's; what a dump cannot show is listed, never passed over; real
/// frames feed the touch-target rule.
@Suite("App dump: comparison")
struct AppDumpComparisonTests {
    static let root = SpecTest.repositoryRoot
    static let notifications = "Specs/app-dump-notifications.primerspec"
    static let screen = "Specs/app-dump-primer-screen.primerspec"

    /// A bundled spec, loaded as `check` loads it from the repository's root.
    static func spec(_ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedSpec {
        let bytes = try TemporaryFiles.bytes(at: root + "/" + path)
        let (spec, diagnostics) = SpecLoader.load(bytes, path: path, workingDirectory: root)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
        return try #require(spec, sourceLocation: sourceLocation)
    }

    /// A spec written here, as `Specs/t.primerspec` (so its dumps are `../Tests/AppDumps/…`).
    static func spec(text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedSpec {
        let (spec, diagnostics) = SpecLoader.load(Array(text.utf8), path: "Specs/t.primerspec", workingDirectory: root)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
        return try #require(spec, sourceLocation: sourceLocation)
    }

    /// A fixture held against a spec's voiceover section for a state, as `check --dump` does.
    static func compare(_ spec: ResolvedSpec, dump name: String, state: String = "ready", scope: AppDumpScope,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SectionOutcome {
        let target = AppDumpTarget(state: state, writtenPath: DumpTest.folder + "/" + name, scope: scope,
                                   dump: try DumpTest.fixture(name, sourceLocation: sourceLocation))
        let voiceOver = try #require(spec.sections.first { $0.target == target.voiceOverTarget }, sourceLocation: sourceLocation)
        return AppDumpComparison(target: target).outcome(in: spec, line: voiceOver.syntax.headerLine,
                                                         title: target.description, headerRange: voiceOver.syntax.headerRange)
    }

    static func note(_ location: String, _ message: String, file: String, notes: [(String, String, String)] = []) -> Finding {
        Finding(severity: .note, range: SourceRange(at: SpecTest.location(location, file: file)), message: message,
                   notes: notes.map { Finding.Note($0.2, at: SpecTest.location($0.1, file: $0.0)) }, rule: "app-dump")
    }

    static let readyDump = "Tests/AppDumps/notifications-ready.txt"
    static let heading = "not verifiable from this dump: the heading trait (\"Heading.\") of \"Turn on notifications. "
        + "Heading.\"; a dump lists no traits, so a heading shows as plain text"
    static let symbolHidden = "not verifiable from this dump: that symbol (decorative) is hidden from VoiceOver, as the "
        + "model hides it; a hidden element and a missing one both leave nothing in a dump"

    @Test(arguments: ["Specs/app-dump-notifications.primerspec", "Specs/app-dump-primer-screen.primerspec",
                      "Specs/app-dump-priming-camera.primerspec"])
    func theBundledPairsPass(_ path: String) throws {
        let spec = try Self.spec(path)
        let outcome = Checker(workingDirectory: Self.root).check(try TemporaryFiles.bytes(at: Self.root + "/" + path), path: path)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.allSatisfy { $0.status == .passed }, "\(outcome.sections.flatMap(\.findings).map(\.rendered))")
        let dumps = spec.sections.filter { if case .appDump = $0.target { true } else { false } }
        #expect(!dumps.isEmpty)
        #expect(outcome.sections.filter { $0.title.hasPrefix("app-dump ") }.count == dumps.count)
    }

    @Test func whatTheDumpCannotShowIsListed() throws {
        let outcome = try Self.compare(try Self.spec(Self.notifications), dump: "notifications-ready.txt",
                                       scope: .container("primer"))
        #expect(outcome.status == .passed)
        #expect(outcome.findings == [
            Self.note("13:3", Self.heading, file: Self.notifications),
            Self.note("12:1", Self.symbolHidden, file: Self.notifications),
            Self.note("33:15", "continue (Button \"Continue\") is 353 × 50 pt in the app (the design sets no minimum)",
                      file: Self.readyDump),
            Self.note("34:15", "notNow (Button \"Not now\") is 353 × 44 pt in the app (the design sets no minimum)",
                      file: Self.readyDump),
        ])
    }

    @Test func aDriftedLabelFailsAtTheSpecsLineAndTheDumps() throws {
        let outcome = try Self.compare(try Self.spec(Self.notifications), dump: "notifications-ready-drifted.txt",
                                       scope: .container("primer"))
        let dump = "Tests/AppDumps/notifications-ready-drifted.txt"
        #expect(outcome.status == .failed)
        #expect(outcome.line == 12)
        #expect(outcome.title == "app-dump ready \"\(dump)\" container \"primer\"")
        #expect(outcome.findings.filter { $0.severity == .error } == [
            SpecTest.error("14:3-14:54", "the spec says \"Reminders lets you know when something needs you.\", but the "
                           + "app's dump shows \"Reminders tells you when something needs you.\"",
                           offending: "\"Reminders lets you know when something needs you.\"",
                           expected: "\"Reminders tells you when something needs you.\"",
                           notes: [("28:15", "the app's element: StaticText, label: 'Reminders tells you when something "
                                    + "needs you.', {{20.0, 227.0}, {353.0, 40.0}}")],
                           file: Self.notifications, rule: "app-dump").withNoteFile(dump),
        ])
        let rendered = LineDiffRenderer().render(outcome.diff, expectedLineNumbers: outcome.expectedLineNumbers)
        expectSameLines(rendered, [
            "−expected +actual",
            "  13 │ \"Turn on notifications. Heading.\"",
            "− 14 │ \"Reminders lets you know when something needs you.\"",
            "+    │ \"Reminders tells you when something needs you.\"",
            "  15 │ \"Alerts, Hear about what matters as it happens.\"",
            "  16 │ \"Badges, See at a glance what is waiting.\"",
            "  17 │ \"Sounds, Notice it even when you look away.\"",
            "     │ … (3 unchanged lines)",
        ])
    }

    @Test func missingAndExtraElementsAreLocated() throws {
        // Without a scope the rest of the app comes in: each extra element is reported after the spec
        // line it follows (here, before the first), with its own dump line.
        let outcome = try Self.compare(try Self.spec(Self.notifications), dump: "notifications-ready.txt", scope: .wholeApp)
        let errors = outcome.findings.filter { $0.severity == .error }
        #expect(errors.first == SpecTest.error(
            "12:1-12:16", "the app's dump shows \"Add. Button.\", which the spec does not have at the start of 'voiceover'",
            offending: nil, expected: "\"Add. Button.\"",
            notes: [("8:13", "the app's element: Button, identifier: 'Add', label: 'Add', {{337.0, 59.0}, {44.0, 44.0}}")],
            file: Self.notifications, rule: "app-dump").withNoteFile(Self.readyDump))
        #expect(errors.count == 13)
        // The tab bar's buttons pass the touch-target rule; the reminders' check buttons and the switch do not.
        #expect(errors.suffix(3).map(\.message) == [
            "Button \"Mark as done\" is 34 × 34 pt in the app; the audit rule touch-target (WCAG 2.5.5, WCAG 2.5.8) "
                + "needs at least 44 × 44 pt",
            "Button \"Mark as done\" is 34 × 34 pt in the app; the audit rule touch-target (WCAG 2.5.5, WCAG 2.5.8) "
                + "needs at least 44 × 44 pt",
            "Switch \"Notifications\" is 51 × 31 pt in the app; the audit rule touch-target (WCAG 2.5.5, WCAG 2.5.8) "
                + "needs at least 44 × 44 pt",
        ])

        // A spec line the dump lacks.
        let granted = try Self.compare(try Self.spec(Self.notifications), dump: "notifications-granted.txt", state: "granted",
                                       scope: .labels(first: "Notifications are on", last: "Sounds, Notice it even when you look away."))
        #expect(granted.findings.filter { $0.severity == .error } == [
            SpecTest.error("38:3-38:18", "the spec has \"Done. Button.\", which the app's dump does not show within labels "
                           + "\"Notifications are on\" \"Sounds, Notice it even when you look away.\"",
                           offending: "\"Done. Button.\"", expected: "no such line",
                           notes: [("27:15", "the block's first element in the dump")], file: Self.notifications, rule: "app-dump")
                .withNoteFile("Tests/AppDumps/notifications-granted.txt"),
        ])
    }

    @Test func aValueCutAtThreeDotsIsMatchedOnWhatItKept() throws {
        let spec = try Self.spec(Self.notifications)
        let outcome = try Self.compare(spec, dump: "notifications-ready-value-cut.txt", scope: .container("primer"))
        let dump = "Tests/AppDumps/notifications-ready-value-cut.txt"
        #expect(outcome.status == .passed)
        #expect(outcome.findings.contains(Self.note(
            "18:3", "not verifiable from this dump: the end of \"Next, iOS asks: “Reminders” Would Like to Send You "
                + "Notifications. Notifications may include alerts, sounds, and icon badges. These can be configured in "
                + "Settings. Buttons: Don’t Allow, Allow.\": the dump cuts the value at '...' after \"“Reminders” Would "
                + "Like to Send You Notificati\"; what it kept matches", file: Self.notifications,
            notes: [(dump, "32:103", "the cut value")])))

        // What the dump kept must match: a spec naming another app fails on that line.
        let other = try Self.spec(text: """
            primer notifications
            app "Groceries"

            voiceover ready
              "Turn on notifications. Heading."
              "Groceries lets you know when something needs you."
            """)
        let cut = try Self.compare(other, dump: "notifications-ready-value-cut.txt",
                                   scope: .labels(first: "Next, iOS asks", last: "Next, iOS asks"))
        #expect(cut.findings.filter { $0.severity == .error }.map(\.message) == [
            "the spec says \"Turn on notifications. Heading.\", but the app's dump shows \"Next, iOS asks: “Reminders” "
                + "Would Like to Send You Notificati...\"",
            "the spec has \"Groceries lets you know when something needs you.\", which the app's dump does not show within "
                + "labels \"Next, iOS asks\" \"Next, iOS asks\"",
        ])
    }

    @Test func hintsAreNotVerifiable() throws {
        let spec = try Self.spec(text: """
            block primer-screen

            voiceover ready
              "Stay in the loop. Heading."
              "Turn on notifications and we only write when it matters."
              "Order updates, Know the moment your order ships and arrives."
              "Price drops, Hear first when something you saved gets cheaper."
              "Quiet by default, No marketing, and nothing at night."
              "Continue. Button."
                hint "Asks for notifications next."
              "Not Now. Button."
            """)
        let outcome = try Self.compare(spec, dump: "primer-screen-ready.txt",
                                       scope: .labels(first: "Stay in the loop", last: "Not Now"))
        #expect(outcome.status == .passed)
        #expect(outcome.findings.map(\.message).filter { $0.hasPrefix("not verifiable") }.prefix(2) == [
            "not verifiable from this dump: the heading trait (\"Heading.\") of \"Stay in the loop. Heading.\"; a dump "
                + "lists no traits, so a heading shows as plain text",
            "not verifiable from this dump: the hint \"Asks for notifications next.\"; a dump carries no hints",
        ])
        #expect(outcome.findings.map(\.location.line).prefix(2) == [4, 10])
    }

    @Test func aContinueThePrimerScreenShrankTo30PointsIsCaught() throws {
        let outcome = try Self.compare(try Self.spec(Self.screen), dump: "primer-screen-continue-30pt.txt",
                                       scope: .labels(first: "Stay in the loop", last: "Not Now"))
        let dump = "Tests/AppDumps/primer-screen-continue-30pt.txt"
        #expect(outcome.status == .failed)
        #expect(!outcome.diff.hasDifferences)
        let line = "Button, 0x6000017f1340, {{24.0, 702.0}, {345.0, 30.0}}, label: 'Continue'"
        #expect(outcome.findings.filter { $0.severity == .error } == [
            SpecTest.error("15:13-15:\(13 + line.count)", "continue (Button \"Continue\") is 345 × 30 pt in the app; the "
                           + "audit rule touch-target (WCAG 2.5.5, WCAG 2.5.8) needs at least 44 × 44 pt",
                           offending: "{{24.0, 702.0}, {345.0, 30.0}}", expected: "at least 44 × 44 pt",
                           notes: [("22:3", "the spec's line for it")], file: dump, rule: "app-dump").withNoteFile(Self.screen),
            SpecTest.error("15:13-15:\(13 + line.count)", "continue (Button \"Continue\") is 30 pt high in the app, where "
                           + "the design sets at least 54 pt", offending: "{{24.0, 702.0}, {345.0, 30.0}}",
                           expected: "the design: height at least 54 pt, full width",
                           notes: [("22:3", "the spec's line for it")], file: dump, rule: "app-dump").withNoteFile(Self.screen),
        ])
        #expect(outcome.findings.last == Self.note(
            "16:13", "skip (Button \"Not Now\") is 345 × 44 pt in the app (the design: height at least 44 pt, full width)",
            file: dump))
    }

    /// Elements pair with the model's parts by what they are, not by where they stand: a Leaderboard
    /// button where the spec has Not Now is the app's element, not the model's `skip`.
    @Test func anElementTheModelDoesNotKnowIsNamedAsTheAppsElement() throws {
        let outcome = try Self.compare(try Self.spec(Self.screen), dump: "primer-screen-leaderboard.txt",
                                       scope: .labels(first: "Stay in the loop", last: "Leaderboard"))
        let dump = "Tests/AppDumps/primer-screen-leaderboard.txt"
        let line = "Button, 0x6000027da5a0, {{136.0, 762.0}, {120.0, 36.0}}, label: 'Leaderboard'"
        #expect(outcome.status == .failed)
        #expect(outcome.findings.filter { $0.severity == .error } == [
            SpecTest.error("23:3-23:21", "the spec says \"Not Now. Button.\", but the app's dump shows \"Leaderboard. "
                           + "Button.\"", offending: "\"Not Now. Button.\"", expected: "\"Leaderboard. Button.\"",
                           notes: [("16:13", "the app's element: Button, label: 'Leaderboard', {{136.0, 762.0}, "
                                    + "{120.0, 36.0}}")], file: Self.screen, rule: "app-dump").withNoteFile(dump),
            SpecTest.error("16:13-16:\(13 + line.count)", "Button \"Leaderboard\" is 120 × 36 pt in the app; the audit "
                           + "rule touch-target (WCAG 2.5.5, WCAG 2.5.8) needs at least 44 × 44 pt",
                           offending: "{{136.0, 762.0}, {120.0, 36.0}}", expected: "at least 44 × 44 pt", file: dump, rule: "app-dump"),
        ])
        #expect(outcome.findings.suffix(2) == [
            Self.note("15:13", "continue (Button \"Continue\") is 345 × 54 pt in the app (the design: height at least "
                      + "54 pt, full width)", file: dump),
            Self.note("16:13", "Button \"Leaderboard\" is 120 × 36 pt in the app", file: dump),
        ])
    }

    /// An Xcode 26 dump's identifiers pair its buttons with the parts even where their words changed.
    @Test func anIdentifierNamesItsPart() throws {
        let spec = try Self.spec(Self.screen)
        let text = try DumpTest.text("primer-screen-ready-xcode26.txt")
            .replacingOccurrences(of: "label: 'Not Now'", with: "label: 'Later'")
        let parsed = AppDumpParser.parse(text: text, path: "x.txt")
        #expect(parsed.diagnostics.isEmpty)
        let target = AppDumpTarget(state: "ready", writtenPath: "x.txt", scope: .labels(first: "Stay in the loop", last: "Later"),
                                   dump: parsed.dump)
        let voiceOver = try #require(spec.sections.first { $0.target == target.voiceOverTarget })
        let outcome = AppDumpComparison(target: target).outcome(in: spec, line: voiceOver.syntax.headerLine,
                                                                title: target.description,
                                                                headerRange: voiceOver.syntax.headerRange)
        #expect(outcome.findings.last == Self.note(
            "16:13", "skip (Button \"Later\") is 345 × 44 pt in the app (the design: height at least 44 pt, full width)",
            file: "x.txt"))
    }

    @Test func aScopeThatFindsNothingFailsTheSection() throws {
        let spec = try Self.spec(Self.notifications)
        let outcome = try Self.compare(spec, dump: "notifications-ready.txt", scope: .container("onboarding"))
        #expect(outcome.status == .failed)
        #expect(outcome.findings == [SpecTest.error(
            "12:1-12:16", "no element has the identifier \"onboarding\" (scope container \"onboarding\"); expected an "
                + "element with identifier: 'onboarding' (identifiers in the dump: 'Today', 'Add', 'notificationsToggle', "
                + "'primer', 'primer.continue', 'primer.notNow')", offending: "container \"onboarding\"",
            expected: "an element with identifier: 'onboarding' (identifiers in the dump: 'Today', 'Add', "
                + "'notificationsToggle', 'primer', 'primer.continue', 'primer.notNow')",
            notes: [("1:1", "the dump")], file: Self.notifications, rule: "app-dump").withNoteFile(Self.readyDump)])
    }

    @Test func theMeasuredFramesAreTheModelsTargetsInTheDumpsState() throws {
        let spec = try Self.spec(Self.screen)
        let measured = [TouchTarget(part: PartID("continue"), height: .atLeast(30), width: .atLeast(345))]
        let model = MeasuredTargetsModel(base: spec.model, state: "ready", measured: measured)
        #expect(model.stateNames == ["ready"])
        #expect(model.problem(withState: "ready") == nil)
        #expect(model.problem(withState: "granted") != nil)
        #expect(model.targets(state: "ready", environment: PrimerEnvironment(dynamicTypeSize: .accessibility5)) == measured)
        #expect(model.tree(state: "ready", environment: .standard) == spec.model.tree(state: "ready", environment: .standard))
        let results = Auditor(checks: [TouchTargetCheck()]).audit(AuditSubject(blockName: "primer-screen", model: model))
        #expect(results.map(\.outcome) == [.fail])
        #expect(results.first?.subject.part == PartID("continue"))
    }

    static let forms: [(String, String, [String])] = [
        ("Waiting for your answer. Dimmed. Button.", "Waiting for your answer", ["Dimmed.", "Button."]),
        ("Turn on notifications. Heading.", "Turn on notifications", ["Heading."]),
        ("Reminders lets you know when something needs you.", "Reminders lets you know when something needs you", []),
        ("Button.", "", ["Button."]),
        ("Selected: Today. Button.", "Selected: Today", ["Button."]),
        ("camera fill. Image.", "camera fill", ["Image."]),
        ("Search. Search Field.", "Search", ["Search Field."]),
        ("Button. Heading.", "", ["Button.", "Heading."]),
        ("Heading. Button.", "Heading", ["Button."]),  // out of order: "Heading" is the description
    ]

    @Test(arguments: forms)
    func spokenForms(_ text: String, _ description: String, _ words: [String]) {
        let form = SpokenForm(text)
        #expect(form.description == description)
        #expect(form.words == words)
        #expect(form.lenient.words == words.filter { $0 != "Heading." })
    }
}

extension Finding {
    /// The diagnostic with its notes moved to another file (a spec finding's notes point into the dump).
    func withNoteFile(_ file: String) -> Finding {
        var copy = self
        copy.notes = notes.map { note in
            Note(note.message, at: note.location.map { SourceLocation(file: file, line: $0.line, column: $0.column) })
        }
        return copy
    }
}
