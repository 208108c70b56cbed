import Foundation
@testable import BlockTestSupport
@testable import PermissionPrimer
@testable import PrimerCode
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A team's copy of the PermissionPrimer block (Tests/Apps/Copies/PermissionPrimer, the Lumen app):
/// the model follows the standard content its `Content.standard(for:appName:)` returns, in either
/// form (`return Content(…)`, or a local set after), says where it follows it, reports what it
/// cannot (a text computed at run time, a restructured function) at its line, and never reads the
/// view, whose code is not published.
@Suite("PermissionPrimer: the app's copy")
struct PermissionPrimerCopyTests {
    static let folder = SpecTest.repositoryRoot + "/Tests/Apps/Copies/PermissionPrimer"
    static let file = "Lumen/Sources/PermissionPrimer.swift"

    static func source() throws -> String {
        try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    }

    /// The copy's source with `edits` (each old text, which must be there, and the new).
    static func edited(_ edits: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> String {
        var text = try source()
        for (old, new) in edits {
            #expect(text.contains(old), "the fixture has no \(old)", sourceLocation: sourceLocation)
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// The block's reading of `text` as the app's one file.
    static func read(_ text: String, path: String = file) throws -> CopyReading {
        let module = SwiftModule(files: [SwiftFile(path: path, bytes: Array(text.utf8))])
        let copy = try #require(DesignCopy(types: PermissionPrimerCopy.declaration.types, module: module,
                                           values: CodeValues(module: module)))
        return PermissionPrimerCopy.declaration.read(copy)
    }

    /// Each difference in one line: where, part, fact, published -> copy, and why not followed.
    static func lines(_ reading: CopyReading) -> [String] {
        reading.differences.map {
            "\($0.range.lowerBound.line):\($0.range.lowerBound.column) \($0.part): \($0.fact) \($0.published) -> \($0.copy)"
                + ($0.unfollowed.map { " [not followed: \($0)]" } ?? "")
        }
    }

    /// The view's one difference, at `struct PermissionPrimer: View`.
    static func view(at line: Int = 9, path: String = file) -> CopyDifference {
        CopyDifference(part: "view", fact: "layout, accessibility and motion",
                       published: "the view its documentation describes", copy: "struct PermissionPrimer: View",
                       at: SourceRange(at: SourceLocation(file: path, line: line, column: 1)),
                       sections: [.voiceover, .sizes, .targets, .motion],
                       unfollowed: "PrimerSpec models the view from the design's documentation, its code not being "
                           + "published, and does not read the copy's layout, accessibility or motion")
    }

    /// The range of `text`, written on one line of the copy from `column`.
    static func span(_ line: Int, _ column: Int, _ text: String) -> SourceRange {
        SourceRange(lowerBound: SourceLocation(file: file, line: line, column: column),
                    upperBound: SourceLocation(file: file, line: line, column: column + text.count))
    }

    /// The content the model follows for `kind`, the app named Lumen.
    static func content(_ reading: CopyReading, _ kind: PrimerKind) throws -> PrimerContent {
        let design = try #require(reading.design as? PrimerDesign)
        return design.content(for: kind, appName: "Lumen", purposeString: "Lumen reads receipts.")
    }

    @Test func theUneditedCopyDiffersOnlyInItsView() throws {
        let reading = try Self.read(Self.source())
        #expect(reading.differences == [Self.view()])
        #expect(reading.design as? PrimerDesign == .published)
    }

    /// One edit of a text, the kind and field it sets, what the model then shows, and the note's line.
    @Test(arguments: [
        // `return Content(…)`: a literal, and literals naming the app by the function's parameter.
        ("title: \"Turn on notifications\"", "title: \"Never lose a receipt\"", PrimerKind.notifications,
         PrimerContentField.title, "Never lose a receipt",
         "95:24 standard notifications content: title \"Turn on notifications\" -> \"Never lose a receipt\""),
        ("\"\\(appName) lets you know when something needs you.\"", "\"\\(appName) tells you when a bill is due.\"",
         .notifications, .reason, "Lumen tells you when a bill is due.",
         "96:25 standard notifications content: reason \"\\(appName) lets you know when something needs you.\" "
            + "-> \"\\(appName) tells you when a bill is due.\""),
        ("Allow \\u{201C}\\(appName)\\u{201D} to use your location?", "Let \\(appName) see where you are?", .location,
         .alertTitle, "Let Lumen see where you are?",
         "121:28 standard location content: sample alert's title \"Allow \u{201C}\\(appName)\u{201D} to use your "
            + "location?\" -> \"Let \\(appName) see where you are?\""),
        ("\"Turn it on in Settings, under Apps, \\(appName), Location.\"",
         "\"Open Settings, then \\(appName), to turn on Location.\"", .location, .deniedLine,
         "Open Settings, then Lumen, to turn on Location.",
         "127:29 standard location content: denied line \"Turn it on in Settings, under Apps, \\(appName), Location.\" "
            + "-> \"Open Settings, then \\(appName), to turn on Location.\""),
        ("grantedTitle: \"Location is on\"", "grantedTitle: \"Lumen knows where you are\"", .location, .grantedTitle,
         "Lumen knows where you are",
         "124:31 standard location content: granted title \"Location is on\" -> \"Lumen knows where you are\""),
        // A local set after: the initialiser's value, and a property set on it.
        ("title: \"Use the camera\"", "title: \"Scan your receipts\"", .camera, .title, "Scan your receipts",
         "131:24 standard camera content: title \"Use the camera\" -> \"Scan your receipts\""),
        ("content.continueTitle = \"Continue\"", "content.continueTitle = \"Allow the camera\"", .camera,
         .continueTitle, "Allow the camera",
         "146:37 standard camera content: Continue title \"Continue\" -> \"Allow the camera\""),
        ("message: \"Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.\"",
         "message: \"Lumen sends alerts and badges.\"", .notifications, .alertMessage, "Lumen sends alerts and badges.",
         "104:30 standard notifications content: sample alert's message \"Notifications may include alerts, sounds, "
            + "and icon badges. These can be configured in Settings.\" -> \"Lumen sends alerts and badges.\""),
        ("grantedTitle: \"Photos are on\",\n                grantedLine: \"You can change this in Settings at any time.\"",
         "grantedTitle: \"Photos are on\",\n                grantedLine: \"Pick a receipt from your library.\"", .photos,
         .grantedLine, "Pick a receipt from your library.",
         "161:30 standard photos content: granted line \"You can change this in Settings at any time.\" "
            + "-> \"Pick a receipt from your library.\""),
        ("symbol: \"photo.on.rectangle\"", "symbol: \"photo.stack\"", .photos, .symbol, "photo.stack",
         "150:25 standard photos content: symbol \"photo.on.rectangle\" -> \"photo.stack\""),
    ] as [(String, String, PrimerKind, PrimerContentField, String, String)])
    func anEditedTextIsFollowed(old: String, new: String, kind: PrimerKind, field: PrimerContentField, shown: String,
                                note: String) throws {
        let reading = try Self.read(Self.edited([(old, new)]))
        expectSameLines(Self.lines(reading), Self.lines(CopyReading(differences: [Self.view()])) + [note])
        let content = try Self.content(reading, kind)
        #expect(field.value(in: content) == shown)
        // Every other field, and every other kind, stays the published design's.
        var published = PrimerContent.standard(for: kind, appName: "Lumen", purposeString: "Lumen reads receipts.")
        field.set(shown, on: &published)
        #expect(content == published)
        for other in PrimerKind.allCases where other != kind {
            #expect(try Self.content(reading, other)
                    == PrimerContent.standard(for: other, appName: "Lumen", purposeString: "Lumen reads receipts."))
        }
    }

    /// Benefit rows and the sample alert's buttons, in both forms: each row that differs is a note at its line.
    @Test(arguments: [
        // In `Content(…)`, a row's title edited.
        ([("title: \"Badges\"", "title: \"Counts\"")], PrimerKind.notifications,
         [["bell", "Alerts", "Hear about what matters as it happens."],
          ["app.badge", "Counts", "See at a glance what is waiting."],
          ["speaker.wave.2", "Sounds", "Notice it even when you look away."]],
         ["99:21 standard notifications content: benefit 2 Benefit(symbol: \"app.badge\", title: \"Badges\", "
            + "detail: \"See at a glance what is waiting.\") -> .init(symbol: \"app.badge\", title: \"Counts\", "
            + "detail: \"See at a glance what is waiting.\")"]),
        // In `Content(…)`, a row left out.
        ([("                    .init(symbol: \"speaker.wave.2\", title: \"Sounds\", detail: \"Notice it even when you look away.\"),\n", "")],
         .notifications,
         [["bell", "Alerts", "Hear about what matters as it happens."],
          ["app.badge", "Badges", "See at a glance what is waiting."]],
         ["97:27 standard notifications content: benefit 3 Benefit(symbol: \"speaker.wave.2\", title: \"Sounds\", "
            + "detail: \"Notice it even when you look away.\") -> no row"]),
        // Set on a local after: `content.benefits = […]`.
        ([("detail: \"Point at a code to read it.\"", "detail: \"Point at a receipt to read its total.\"")], .camera,
         [["camera.viewfinder", "Photos", "Take pictures without leaving the app."],
          ["qrcode.viewfinder", "Scanning", "Point at a receipt to read its total."]],
         ["144:17 standard camera content: benefit 2 Benefit(symbol: \"qrcode.viewfinder\", title: \"Scanning\", "
            + "detail: \"Point at a code to read it.\") -> .init(symbol: \"qrcode.viewfinder\", title: \"Scanning\", "
            + "detail: \"Point at a receipt to read its total.\")"]),
        // Appended to a local after: `content.benefits.append(…)`.
        ([("title: \"Save\"", "title: \"Keep\"")], .photos,
         [["photo", "Pick photos", "Choose pictures straight from your library."],
          ["square.and.arrow.down", "Keep", "Keep what you make in your library."]],
         ["165:17 standard photos content: benefit 2 Benefit(symbol: \"square.and.arrow.down\", title: \"Save\", "
            + "detail: \"Keep what you make in your library.\") -> .init(symbol: \"square.and.arrow.down\", "
            + "title: \"Keep\", detail: \"Keep what you make in your library.\")"]),
    ] as [([(String, String)], PrimerKind, [[String]], [String])])
    func editedBenefitsAreFollowed(edits: [(String, String)], kind: PrimerKind, rows: [[String]], notes: [String]) throws {
        let reading = try Self.read(Self.edited(edits))
        expectSameLines(Self.lines(reading), Self.lines(CopyReading(differences: [Self.view()])) + notes)
        #expect(try Self.content(reading, kind).benefits.map { [$0.symbol, $0.title, $0.detail] } == rows)
    }

    @Test func editedAlertButtonsAreFollowed() throws {
        let reading = try Self.read(Self.edited([("buttons: [\"Allow Once\", \"Allow While Using App\", \"Don\\u{2019}t Allow\"]",
                                                  "buttons: [\"Allow While Using App\", \"Don\\u{2019}t Allow\"]")]))
        expectSameLines(Self.lines(reading), Self.lines(CopyReading(differences: [Self.view()])) + [
            "123:30 standard location content: sample alert's buttons [\"Allow Once\", \"Allow While Using App\", "
                + "\"Don\u{2019}t Allow\"] -> [\"Allow While Using App\", \"Don\\u{2019}t Allow\"]",
        ])
        #expect(try Self.content(reading, .location).sampleAlert.buttons == ["Allow While Using App", "Don\u{2019}t Allow"])
    }

    /// A text computed at run time is reported at its line, and the model keeps the published text.
    @Test func computedTextsAreReportedAtTheirLines() throws {
        let reading = try Self.read(Self.edited([
            ("deniedTitle: \"Camera is off\"", "deniedTitle: \"Camera is off for \\(kind.rawValue)\""),
            ("title: \"Use your photos\"", "title: kind.rawValue.capitalized"),
            ("detail: \"Hear about what matters as it happens.\"", "detail: Self.alertsLine"),
        ]))
        #expect(Array(reading.differences.dropFirst()) == [
            CopyDifference(part: "standard notifications content", fact: "benefit 1",
                           published: "Benefit(symbol: \"bell\", title: \"Alerts\", detail: \"Hear about what matters as it happens.\")",
                           copy: ".init(symbol: \"bell\", title: \"Alerts\", detail: Self.alertsLine)",
                           at: Self.span(98, 21, ".init(symbol: \"bell\", title: \"Alerts\", detail: Self.alertsLine)"),
                           sections: [.voiceover, .contrast], unfollowed: "a row whose texts are computed at run time"),
            CopyDifference(part: "standard camera content", fact: "denied title", published: "\"Camera is off\"",
                           copy: "\"Camera is off for \\(kind.rawValue)\"",
                           at: Self.span(140, 30, "\"Camera is off for \\(kind.rawValue)\""),
                           sections: [.voiceover, .announce, .motion],
                           unfollowed: "interpolates a value other than appName, known at run time only"),
            CopyDifference(part: "standard photos content", fact: "title", published: "\"Use your photos\"",
                           copy: "kind.rawValue.capitalized", at: Self.span(151, 24, "kind.rawValue.capitalized"),
                           sections: [.voiceover], unfollowed: "computed at run time"),
        ])
        let design = try #require(reading.design as? PrimerDesign)
        #expect(design == .published)
    }

    /// `struct Content` nested in the view, the function's parameter naming the app otherwise, and
    /// `default:` covering the kinds no case names.
    @Test func theNestedFormIsReadToo() throws {
        let source = """
            struct PermissionPrimer: View {
                enum Kind { case notifications, location, camera, photos }
                struct Content {
                    var title: String
                    var reason: String
                    static func standard(for kind: Kind, appName name: String) -> Content {
                        switch kind {
                        case .camera, .photos:
                            return Content(title: "Show \\(name) your world", reason: "\\(name) looks.")
                        default:
                            var content = Content(title: "Turn on notifications", reason: "")
                            content.reason = "\\(name) lets you know when something needs you."
                            return content
                        }
                    }
                }
                let kind: Kind
                var body: some View { Text("") }
            }
            """
        let reading = try Self.read(source, path: "Nested.swift")
        expectSameLines(Self.lines(reading), Self.lines(CopyReading(differences: [Self.view(at: 1, path: "Nested.swift")])) + [
            "9:39 standard camera content: title \"Use the camera\" -> \"Show \\(name) your world\"",
            "9:74 standard camera content: reason \"\\(appName) needs the camera to take photos and scan.\" -> \"\\(name) looks.\"",
            "9:39 standard photos content: title \"Use your photos\" -> \"Show \\(name) your world\"",
            "9:74 standard photos content: reason \"\\(appName) opens your library so you can pick and save photos.\" "
                + "-> \"\\(name) looks.\"",
            "11:46 standard location content: title \"Use your location\" -> \"Turn on notifications\"",
            "12:34 standard location content: reason \"\\(appName) uses your location to show what is around you.\" "
                + "-> \"\\(name) lets you know when something needs you.\"",
        ])
        #expect(try Self.content(reading, .photos).title == "Show Lumen your world")
        #expect(try Self.content(reading, .location).reason == "Lumen lets you know when something needs you.")
        #expect(try Self.content(reading, .notifications)
                == PrimerContent.standard(for: .notifications, appName: "Lumen", purposeString: "Lumen reads receipts."))
    }

    /// A function that is not a switch over the kind is reported at its line, and the model keeps the
    /// published content.
    @Test func aRestructuredFunctionIsReported() throws {
        let source = """
            struct PermissionPrimer: View {
                var body: some View { Text("") }
            }
            extension PermissionPrimer.Content {
                static func standard(for kind: PermissionPrimer.Kind, appName: String) -> Self {
                    Self.catalogue[kind] ?? .sample
                }
            }
            """
        let reading = try Self.read(source, path: "Flat.swift")
        #expect(reading.differences == [
            Self.view(at: 1, path: "Flat.swift"),
            CopyDifference(part: "Content.standard(for:appName:)", fact: "content for each kind",
                           published: "switch kind { case …: return Content(…) }", copy: "no switch over kind",
                           at: SourceRange(at: SourceLocation(file: "Flat.swift", line: 5, column: 12)),
                           sections: [.voiceover, .announce],
                           unfollowed: "restructured: no switch over the kind PrimerSpec reads"),
        ])
        #expect(reading.design as? PrimerDesign == .published)
    }

    // MARK: - Through a spec

    /// The Lumen app in a temporary folder, its copy edited, with a spec in `Specs/`.
    static func app(_ edits: [(String, String)], spec: String) throws -> String {
        let folder = try makeTemporaryFolder("PrimerCopy")
        try TemporaryFiles.write(SpecTest.plist([("CFBundleDisplayName", "Lumen"),
                                                 ("NSCameraUsageDescription", "Lumen reads receipts.")]),
                                 to: "Lumen/Info.plist", in: folder)
        try TemporaryFiles.write(Self.edited(edits), to: Self.file, in: folder)
        try TemporaryFiles.write(spec, to: "Specs/camera.primerspec", in: folder)
        return folder
    }

    static let edits = [
        ("title: \"Use the camera\"", "title: \"Scan your receipts\""),
        ("deniedTitle: \"Camera is off\"", "deniedTitle: \"\\(appName) cannot scan\""),
    ]

    /// A spec with `design copy` records the copy's words and passes; the header's own title wins;
    /// the differences are notes and the view's warning, at the copy's lines.
    @Test func aSpecWithDesignCopyRecordsAndChecksTheCopy() throws {
        let header = "primer camera\ninfo-plist \"../Lumen/Info.plist\"\ndesign copy \"../\(Self.file)\"\n"
        let body = "\nvoiceover ready\n\nannounce requesting -> denied\n"
        let folder = try Self.app(Self.edits, spec: header + body)
        let path = "Specs/camera.primerspec"
        let recorded = try SpecTest.recorded(header + body, path: path, workingDirectory: folder)
        expectSameLines(recorded, [
            "primer camera",
            "info-plist \"../Lumen/Info.plist\"",
            "design copy \"../Lumen/Sources/PermissionPrimer.swift\"",
            "",
            "voiceover ready",
            "  \"Scan your receipts. Heading.\"",
            "  \"Lumen needs the camera to take photos and scan.\"",
            "  \"Photos, Take pictures without leaving the app.\"",
            "  \"Scanning, Point at a code to read it.\"",
            "  \"Next, iOS asks: \u{201C}Lumen\u{201D} Would Like to Access the Camera. Lumen reads receipts. Buttons: "
                + "Don\u{2019}t Allow, Allow.\"",
            "  \"Continue. Button.\"",
            "  \"Not now. Button.\"",
            "",
            "announce requesting -> denied",
            "  \"Lumen cannot scan\" priority high",
            "",
        ])
        let outcome = SpecTest.check(recorded, path: path, workingDirectory: folder)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.map(\.status) == [.passed, .passed])
        expectSameLines(outcome.warnings.map(\.rendered), [
            "Lumen/Sources/PermissionPrimer.swift:9:1: warning: the copy's view: layout, accessibility and motion is "
                + "struct PermissionPrimer: View (PrimerSpec models the view from the design's documentation, its code "
                + "not being published, and does not read the copy's layout, accessibility or motion) where the "
                + "published PermissionPrimer has the view its documentation describes; PrimerSpec cannot follow it, "
                + "so the sections 'voiceover ready' assume the published design",
            "Lumen/Sources/PermissionPrimer.swift:131:24: note: the copy's standard camera content: title is "
                + "\"Scan your receipts\" where the published PermissionPrimer has \"Use the camera\"; the spec models the copy",
            "Lumen/Sources/PermissionPrimer.swift:140:30: note: the copy's standard camera content: denied title is "
                + "\"\\(appName) cannot scan\" where the published PermissionPrimer has \"Camera is off\"; the spec "
                + "models the copy",
        ])
        // The header's own fields win over the copy's defaults.
        let titled = try SpecTest.resolve(header + "title \"Receipts, sorted\"\n" + body, path: path,
                                          workingDirectory: folder)
        let model = try #require(titled.spec?.model as? PermissionPrimerModel)
        #expect(model.content.title == "Receipts, sorted")
        #expect(model.content.deniedTitle == "Lumen cannot scan")
        // The published design, as before.
        let published = try SpecTest.resolve("primer camera\ninfo-plist \"../Lumen/Info.plist\"\n" + body, path: path,
                                             workingDirectory: folder)
        #expect((published.spec?.model as? PermissionPrimerModel)?.content.title == "Use the camera")
    }

    static let scanView = """
        import SwiftUI

        struct ScanView: View {
            var body: some View {
                PermissionPrimer(kind: .camera, content: Self.content)
            }

            static var content: PermissionPrimer.Content {
                var content = PermissionPrimer.Content.standard(for: .camera, appName: "Lumen")
                content.reason = "Lumen adds up receipts as you scan them."
                content.benefits.append(.init(symbol: "sum", title: "Totals", detail: "See what you spent."))
                return content
            }
        }

        """

    /// A spec linked to the app's call (`code`) and modelling the copy: the call's own words win over
    /// the copy's defaults, and the rows it appends follow the copy's standard rows, which the call runs.
    @Test func aLinkedCallsArgumentsWinOverTheCopysDefaults() throws {
        let header = "primer camera\ninfo-plist \"../Lumen/Info.plist\"\ncode \"../Lumen/Sources/ScanView.swift\"\ndesign copy\n"
        let body = "\nvoiceover ready\n"
        let folder = try Self.app(Self.edits + [("title: \"Scanning\"", "title: \"Receipts\"")], spec: header + body)
        try TemporaryFiles.write(Self.scanView, to: "Lumen/Sources/ScanView.swift", in: folder)
        let recorded = try SpecTest.recorded(header + body, path: "Specs/camera.primerspec", workingDirectory: folder)
        expectSameLines(recorded, [
            "primer camera",
            "info-plist \"../Lumen/Info.plist\"",
            "code \"../Lumen/Sources/ScanView.swift\"",
            "design copy",
            "",
            "voiceover ready",
            "  \"Scan your receipts. Heading.\"",
            "  \"Lumen adds up receipts as you scan them.\"",
            "  \"Photos, Take pictures without leaving the app.\"",
            "  \"Receipts, Point at a code to read it.\"",
            "  \"Totals, See what you spent.\"",
            "  \"Next, iOS asks: \u{201C}Lumen\u{201D} Would Like to Access the Camera. Lumen reads receipts. Buttons: "
                + "Don\u{2019}t Allow, Allow.\"",
            "  \"Continue. Button.\"",
            "  \"Not now. Button.\"",
            "",
        ])
    }

    /// Through the tool: a spec recorded against the unedited copy passes; the team edits the copy's
    /// title, and `check` fails at the spec's line, the note at the copy's line saying why.
    @Test func editingTheCopyFailsTheSpecThroughTheTool() throws {
        let spec = "primer camera\ninfo-plist \"../Lumen/Info.plist\"\ndesign copy \"../\(Self.file)\"\n\nvoiceover ready\n"
        let folder = try Self.app([], spec: spec)
        let recorded = runTool("check", "--record", "Specs", in: folder)
        #expect(recorded.exitCode == .success, "\(recorded.output)\(recorded.errorOutput)")
        #expect(runTool("check", "Specs", in: folder).exitCode == .success)
        try TemporaryFiles.write(Self.edited(Self.edits), to: Self.file, in: folder)
        let checked = runTool("check", "--verbose", "Specs", in: folder)
        #expect(checked.exitCode == .mismatch)
        #expect(checked.output.contains("Specs/camera.primerspec:6:3: error: the spec says \"Use the camera. Heading.\", "
                                        + "but the builder generates \"Scan your receipts. Heading.\""), "\(checked.output)")
        #expect(checked.output.contains("Lumen/Sources/PermissionPrimer.swift:131:24: note: the copy's standard camera "
                                        + "content: title is \"Scan your receipts\" where the published PermissionPrimer "
                                        + "has \"Use the camera\"; the spec models the copy"), "\(checked.output)")
    }
}
