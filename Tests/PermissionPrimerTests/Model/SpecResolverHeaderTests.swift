@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The header's meaning: Info.plist files relative to the spec, and every content override reaching
/// the lines the builders generate.
@Suite("SpecResolver header")
struct SpecResolverHeaderTests {
    static let plistExpected = "a readable Info.plist with the app name and purpose string"

    static func plist(_ entries: [(String, String)]) -> String { SpecTest.plist(entries) }

    // MARK: Info.plist

    @Test func aMissingInfoPlistIsLocatedAtItsPathAndNamesTheFile() throws {
        let folder = try makeTemporaryFolder()
        let text = "primer camera\ninfo-plist \"Fixtures/None.plist\"\n"
        // The spec is given relative to the working directory; the Info.plist is relative to the spec.
        let (spec, diagnostics) = try SpecTest.resolve(text, path: "sub/s.primerspec", workingDirectory: folder)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:12-2:33", "sub/Fixtures/None.plist: cannot read the Info.plist: no such file; expected a "
                           + "readable Info.plist", offending: "sub/Fixtures/None.plist", expected: "a readable Info.plist",
                           file: "sub/s.primerspec"),
        ])
    }

    @Test(arguments: [
        (PrimerKind.location, "NSLocationWhenInUseUsageDescription"),
        (PrimerKind.camera, "NSCameraUsageDescription"),
        (PrimerKind.photos, "NSPhotoLibraryUsageDescription"),
    ])
    func anInfoPlistWithoutThePurposeStringNamesTheKey(_ kind: PrimerKind, _ key: String) throws {
        let folder = try makeTemporaryFolder()
        let plist = try TemporaryFiles.write(Self.plist([("CFBundleDisplayName", "Atlas")]), to: "Info.plist", in: folder)
        let specPath = folder + "/s.primerspec"
        let (spec, diagnostics) = try SpecTest.resolve("primer \(kind)\ninfo-plist \"Info.plist\"\n", path: specPath)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:12-2:24",
                           "\(plist) has no \(key): the \(kind) primer needs the purpose string iOS shows in its alert (the "
                               + "app crashes asking for \(kind) without it); expected \(key) in the Info.plist "
                               + "(INFOPLIST_KEY_\(key) in a project or xcconfig), or purpose \"TEXT\"",
                           offending: nil, expected: key, file: specPath),
        ])
    }

    @Test(arguments: [PrimerKind.location, .camera, .photos])
    func aSpecWithoutAnyPurposeStringIsALocatedErrorSayingWhereItCanComeFrom(_ kind: PrimerKind) throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer \(kind)\napp \"Atlas\"\n\nvoiceover ready\n")
        let key = try #require(kind.purposeStringKey)
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("1:8-1:\(8 + kind.rawValue.count)",
                           "no purpose string for the \(kind) primer: the \(kind) primer needs the purpose string iOS "
                               + "shows in its alert (the app crashes asking for \(kind) without it); expected purpose "
                               + "\"TEXT\", or info-plist, project or xcconfig with \(key)",
                           offending: kind.rawValue, expected: "purpose \"TEXT\", info-plist, project or xcconfig"),
        ])
    }

    @Test func aPurposeLineForNotificationsIsAnError() throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer notifications\npurpose \"Why.\"\n\nvoiceover ready\n")
        #expect(spec == nil)
        #expect(diagnostics == [
            SpecTest.error("2:1-2:15", "the notifications alert has no purpose string: iOS shows fixed text; expected no "
                           + "'purpose' for notifications", offending: "purpose \"Why.\"", expected: "no purpose line"),
        ])
    }

    @Test func aPurposeLineWinsOverTheInfoPlistAndAppOverItsName() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.plist([("CFBundleDisplayName", "Atlas"), ("NSCameraUsageDescription", "From plist.")]),
                                 to: "Info.plist", in: folder)
        let text = "primer camera\napp \"Zap\"\ninfo-plist \"Info.plist\"\npurpose \"From the spec.\"\n\nvoiceover ready\n"
        let spec = try SpecTest.resolved(text, path: folder + "/s.primerspec")
        let lines = SectionGenerator.lines(for: spec.sections[0].target, in: spec)
        #expect(lines[4] == "\"Next, iOS asks: \u{201C}Zap\u{201D} Would Like to Access the Camera. From the spec. "
            + "Buttons: Don\u{2019}t Allow, Allow.\"")
    }

    @Test func anUnexpandedAppNameIsLocatedInThePlistWithANoteAtTheSpec() throws {
        let folder = try makeTemporaryFolder()
        let plist = try TemporaryFiles.write(Self.plist([("CFBundleDisplayName", "$(PRODUCT_NAME)")]),
                                             to: "Info.plist", in: folder)
        let specPath = folder + "/s.primerspec"
        let (_, diagnostics) = try SpecTest.resolve("primer notifications\ninfo-plist \"Info.plist\"\n", path: specPath)
        let expected = "PRODUCT_NAME set in the project, the xcconfig, or with build-setting PRODUCT_NAME \"VALUE\" "
            + "(--build-setting PRODUCT_NAME=VALUE)"
        #expect(diagnostics == [
            Finding(severity: .error, range: SpecTest.range("5:2-5:2", file: plist),
                       message: "CFBundleDisplayName is '$(PRODUCT_NAME)': $(PRODUCT_NAME) refers to PRODUCT_NAME, which "
                           + "is not set; expected \(expected), or app \"NAME\" in the spec (--app NAME)",
                       offendingText: "$(PRODUCT_NAME)", expected: expected,
                       notes: [.init("\(plist) is named here", at: SpecTest.location("2:12", file: specPath))]),
        ])
        // The build setting in the spec gives the name.
        let named = try SpecTest.resolve("primer notifications\ninfo-plist \"Info.plist\"\nbuild-setting PRODUCT_NAME \"Atlas\"\n"
                                         + "\nvoiceover ready\n", path: specPath)
        #expect(named.diagnostics.isEmpty)
    }

    @Test func theInfoPlistGivesTheAppNameAndPurposeStringRelativeToTheSpec() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Self.plist([
            ("CFBundleDisplayName", "Atlas"), ("CFBundleName", "AtlasMaps"),
            ("NSLocationWhenInUseUsageDescription", "Atlas shows trails near you."),
        ]), to: "Fixtures/Info.plist", in: folder)
        let text = "primer location\ninfo-plist \"../Fixtures/Info.plist\"\n\nvoiceover ready\n"
        let spec = try SpecTest.resolved(text, path: "Specs/s.primerspec", workingDirectory: folder)
        let lines = SectionGenerator.lines(for: spec.sections[0].target, in: spec)
        #expect(lines[4] == "\"Next, iOS asks: Allow \u{201C}Atlas\u{201D} to use your location? Atlas shows trails near you. "
            + "Buttons: Allow Once, Allow While Using App, Don\u{2019}t Allow.\"")
        // The recorder and the checker read it the same way: recorded, the file passes.
        let recorded = try SpecTest.recorded(text, path: "Specs/s.primerspec", workingDirectory: folder)
        let checked = SpecTest.check(recorded, path: "Specs/s.primerspec", workingDirectory: folder)
        #expect(checked.errors.isEmpty)
        #expect(checked.sections.map(\.status) == [.passed])
    }

    @Test(arguments: [
        ("/abs/Info.plist", "Specs/a.primerspec", "/work", "/abs/Info.plist"),
        ("Fixtures/I.plist", "Specs/a.primerspec", "/work", "/work/Specs/Fixtures/I.plist"),
        ("../I.plist", "/repo/Specs/a.primerspec", nil, "/repo/I.plist"),
        ("./I.plist", "/repo/Specs/a.primerspec", "/elsewhere", "/repo/Specs/I.plist"),
        ("I.plist", "a.primerspec", "/work/", "/work/I.plist"),
        ("x/../y/I.plist", "deep/er/a.primerspec", "/w", "/w/deep/er/y/I.plist"),
    ] as [(String, String, String?, String)])
    func infoPlistPathsAreRelativeToTheSpecFile(_ path: String, _ spec: String, _ folder: String?, _ expected: String) {
        #expect(SpecResolver.path(path, relativeTo: spec, workingDirectory: folder) == expected)
    }

    // MARK: Content overrides

    /// The lines generated for the `index`th section of `text`.
    static func generated(_ text: String, section index: Int = 0) throws -> [String] {
        let spec = try SpecTest.resolved(text)
        let section = spec.sections[index]
        return SectionGenerator.lines(for: section.target, in: spec)
    }

    struct Override: CustomTestStringConvertible, Sendable {
        var field: String
        var kind: String
        var header: String
        var section: String
        var line: Int
        var expected: String
        var testDescription: String { field }
    }

    static let overrides: [Override] = [
        Override(field: "app", kind: "camera", header: "app \"Zap\"", section: "voiceover ready", line: 4,
                 expected: "\"Next, iOS asks: \u{201C}Zap\u{201D} Would Like to Access the Camera. P. Buttons: Don\u{2019}t Allow, Allow.\""),
        Override(field: "ios", kind: "camera", header: "ios 17.5", section: "voiceover ready", line: 4,
                 expected: "\"Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Access the Camera. P. Buttons: Don\u{2019}t Allow, OK.\""),
        Override(field: "title", kind: "camera", header: "title \"Scan “it” 📷\"", section: "voiceover ready", line: 0,
                 expected: "\"Scan “it” 📷. Heading.\""),
        Override(field: "reason", kind: "camera", header: "reason \"לצלם\"", section: "voiceover requesting", line: 1,
                 expected: "\"לצלם\""),
        Override(field: "benefit", kind: "camera", header: "benefit \"a\" \"One\" \"First.\"", section: "voiceover denied",
                 line: 2, expected: "\"One, First.\""),
        Override(field: "continue-title", kind: "camera", header: "continue-title \"Go on\"", section: "voiceover ready",
                 line: 5, expected: "\"Go on. Button.\""),
        Override(field: "alert-title, alert-message, alert-buttons", kind: "notifications",
                 header: "alert-title \"Allow?\"\nalert-message \"Say yes\"\nalert-buttons \"No\"",
                 section: "voiceover ready", line: 5, expected: "\"Next, iOS asks: Allow? Say yes. Button: No.\""),
        Override(field: "granted-title", kind: "camera", header: "granted-title \"Ready to scan\"",
                 section: "announce requesting -> granted", line: 0, expected: "\"Ready to scan\" priority high"),
        Override(field: "granted-line", kind: "camera", header: "granted-line \"Point and shoot.\"",
                 section: "voiceover granted", line: 1, expected: "\"Point and shoot.\""),
        Override(field: "denied-title", kind: "camera", header: "denied-title \"No camera\"",
                 section: "announce requesting -> denied", line: 0, expected: "\"No camera\" priority high"),
        Override(field: "denied-line", kind: "camera", header: "denied-line \"Settings, Camera.\"",
                 section: "voiceover denied", line: 1, expected: "\"Settings, Camera.\""),
        Override(field: "limited-title", kind: "photos", header: "limited-title \"Some photos\"",
                 section: "announce denied -> limited", line: 0, expected: "\"Some photos\" priority default"),
        Override(field: "limited-line", kind: "photos", header: "limited-line \"Pick more later.\"",
                 section: "voiceover limited", line: 1, expected: "\"Pick more later.\""),
        Override(field: "not-now-title", kind: "camera", header: "not-now-title \"Later\"",
                 section: "voiceover requesting", line: 6, expected: "\"Later. Dimmed. Button.\""),
        Override(field: "done-title", kind: "camera", header: "done-title \"Finish\"",
                 section: "voiceover granted dynamic-type accessibility5", line: 4, expected: "\"Finish. Button.\""),
        Override(field: "open-settings-title", kind: "camera", header: "open-settings-title \"Settings\"",
                 section: "voiceover denied", line: 4, expected: "\"Settings. Button.\""),
        Override(field: "error-message (voiceover)", kind: "camera", header: "custom-request\nerror-message \"Offline.\"",
                 section: "voiceover failed", line: 6, expected: "\"Offline.\""),
        Override(field: "error-message (announce)", kind: "camera", header: "custom-request\nerror-message \"Offline.\"",
                 section: "announce requesting -> failed", line: 0, expected: "\"Offline.\" priority high"),
        Override(field: "error-message (motion)", kind: "camera",
                 header: "custom-request\nerror-message \"Off\\u{7}line\"",
                 section: "motion requesting -> failed reduce-motion", line: 2,
                 expected: "0.00         announce  high \"Off\\u{7}line\""),
        Override(field: "symbol, granted-symbol", kind: "camera", header: "symbol \"a\"\ngranted-symbol \"b\"",
                 section: "motion requesting -> granted", line: 2,
                 expected: "0.30  +0.73  symbol       replace a -> b                 smooth"),
        Override(field: "denied-symbol", kind: "camera", header: "denied-symbol \"no.cam\"",
                 section: "motion requesting -> denied reduce-motion", line: 0,
                 expected: "0.00  +0.20  symbol        fade camera -> no.cam               easeInOut(0.2)"),
    ]

    @Test(arguments: overrides)
    func eachOverrideReachesTheGeneratedLines(_ override: Override) throws {
        let purpose = override.kind == "notifications" ? "" : "purpose \"P.\"\n"
        let lines = try Self.generated("primer \(override.kind)\n\(purpose)\(override.header)\n\n\(override.section)\n")
        #expect(lines.indices.contains(override.line))
        #expect(lines[safe: override.line] == override.expected, "all lines: \(lines)")
    }

    @Test func theDefaultErrorMessageIsTheModelsChoice() throws {
        let lines = try Self.generated("primer camera\ncustom-request\npurpose \"P.\"\n\nannounce requesting -> failed\n")
        #expect(lines == ["\"Something went wrong. Try again.\" priority high"])
    }

    @Test func benefitsReplaceTheStandardOnesInOrder() throws {
        let lines = try Self.generated("""
            primer notifications
            benefit "a" "One" "First."
            benefit "b" "Two" ""

            voiceover granted
            """)
        #expect(lines == [
            "\"Notifications are on. Heading.\"",
            "\"You can change this in Settings at any time.\"",
            "\"One, First.\"",
            "\"Two\"",
            "\"Done. Button.\"",
        ])
    }

    @Test func everyOverrideAtOnceIsGolden() throws {
        let text = """
            primer photos
            app "Snap"
            purpose "Snap keeps your photos."
            ios 16
            custom-request
            symbol "s.sym"
            granted-symbol "g.sym"
            denied-symbol "d.sym"
            title "T1"
            reason "R1"
            benefit "b1" "BT1" "BD1"
            continue-title "Go"
            alert-title "AT"
            alert-message "AM"
            alert-buttons "No" "Yes"
            granted-title "GT"
            granted-line "GL"
            denied-title "DT"
            denied-line "DL"
            limited-title "LT"
            limited-line "LL"
            not-now-title "Later"
            done-title "Finish"
            open-settings-title "Settings!"
            error-message "Oops."

            voiceover ready

            voiceover limited

            voiceover denied

            voiceover failed

            motion requesting -> limited

            """
        let recorded = try SpecTest.recorded(text)
        expectSameLines(recorded, SpecTest.lines(text).prefix(26) + [
            "voiceover ready",
            "  \"T1. Heading.\"",
            "  \"R1\"",
            "  \"BT1, BD1\"",
            "  \"Next, iOS asks: AT. AM. Buttons: No, Yes.\"",
            "  \"Go. Button.\"",
            "  \"Later. Button.\"",
            "",
            "voiceover limited",
            "  \"LT. Heading.\"",
            "  \"LL\"",
            "  \"BT1, BD1\"",
            "  \"Finish. Button.\"",
            "",
            "voiceover denied",
            "  \"DT. Heading.\"",
            "  \"DL\"",
            "  \"BT1, BD1\"",
            "  \"Settings!. Button.\"",
            "  \"Later. Button.\"",
            "",
            "voiceover failed",
            "  \"T1. Heading.\"",
            "  \"R1\"",
            "  \"BT1, BD1\"",
            "  \"Next, iOS asks: AT. AM. Buttons: No, Yes.\"",
            "  \"Go. Button.\"",
            "  \"Oops.\"",
            "  \"Later. Button.\"",
            "",
            "motion requesting -> limited",
            "  0.00  +0.70  continue     replace progress -> checkmark  snappy",
            "  0.00         haptic       success",
            "  0.30  +0.73  symbol       replace s.sym -> g.sym         smooth",
            "  0.30  +0.73  symbol       color textPrimary -> success   smooth",
            "  0.30  +0.73  title        text                           smooth",
            "  0.30  +0.73  reason       text                           smooth",
            "  0.30  +0.73  sampleAlert  disappear opacity              smooth",
            "  0.30         announce     high \"LT\"",
            "  0.70  +0.73  continue     disappear opacity              smooth",
            "  0.70  +0.73  done         appear opacity                 smooth",
            "  0.70  +0.73  notNow       disappear opacity              smooth",
            "  1.00         call         onGranted(limited)",
            "",
        ])
        let outcome = SpecTest.check(recorded)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.sections.map(\.status) == Array(repeating: .passed, count: 5))
    }
}
