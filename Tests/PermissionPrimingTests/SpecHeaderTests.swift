import Foundation
@testable import PermissionPriming
import PrimerBlocks
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A permission-priming spec's header: its type and status, the copy, the readings table, and the
/// Info.plist whose missing purpose string is a located error.
@Suite("Permission priming spec headers")
struct SpecHeaderTests {
    static let specs = PrimingTest.repositoryRoot + "/Specs"
    static let types = "notifications, camera, photo-library, location-when-in-use, location-always, microphone, "
        + "contacts, health, tracking"

    func diagnostics(_ text: String, workingDirectory: String? = specs) throws -> [Finding] {
        try PrimingTest.resolve(text, workingDirectory: workingDirectory).diagnostics
    }

    // MARK: Missing purpose strings

    @Test func aMissingPurposeStringIsALocatedError() throws {
        let text = "block permission-priming\ntype camera\ninfo-plist \"Fixtures/CoffeeFinder-Info.plist\"\n\nvoiceover ready\n"
        let (spec, found) = try PrimingTest.resolve(text, workingDirectory: Self.specs)
        #expect(spec == nil)
        #expect(found == [PrimingTest.diagnostic(
            .error, "3:12-3:46",
            "Fixtures/CoffeeFinder-Info.plist: missing NSCameraUsageDescription: the camera request "
                + "(AVCaptureDevice.requestAccess(for: .video)) needs this purpose string, and the app crashes asking "
                + "without it",
            offending: nil, expected: "an Info.plist with NSCameraUsageDescription")])
    }

    static func plist(_ keys: [String]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<plist version="1.0">"#, "<dict>",
                     "\t<key>CFBundleName</key>", "\t<string>Trails</string>"]
        for key in keys { lines += ["\t<key>\(key)</key>", "\t<string>Trails uses your location.</string>"] }
        return (lines + ["</dict>", "</plist>", ""]).joined(separator: "\n")
    }

    // Location always needs both keys; the templates names only the first.
    @Test(arguments: [
        ([String](), "NSLocationAlwaysAndWhenInUseUsageDescription"),
        (["NSLocationWhenInUseUsageDescription"], "NSLocationAlwaysAndWhenInUseUsageDescription"),
        (["NSLocationAlwaysAndWhenInUseUsageDescription"], "NSLocationWhenInUseUsageDescription"),
    ])
    func locationAlwaysNeedsBothKeys(_ keys: [String], _ missing: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PrimingSpecs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.plist(keys).write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let found = try diagnostics("block permission-priming\ntype location-always\ninfo-plist \"Info.plist\"\n\n"
                                    + "voiceover ready\n", workingDirectory: folder.path)
        #expect(found.map(\.message) == [
            "Info.plist: missing \(missing): the location (always) request "
                + "(CLLocationManager.requestAlwaysAuthorization(), awaited through the delegate) needs this purpose "
                + "string, and the app crashes asking without it",
        ])
        #expect(found.map(\.range) == [PrimingTest.range("3:12-3:24")])
    }

    @Test func notificationsNeedNoKey() throws {
        let text = "block permission-priming\ntype notifications\ninfo-plist \"Fixtures/CoffeeFinder-Info.plist\"\n\n"
            + "voiceover checking\n  \"Checking permissions...\"\n"
        let (spec, found) = try PrimingTest.resolve(text)
        #expect(found == [])
        let model = try #require(spec?.model as? PermissionPrimingModel)
        #expect(model.appName == "Coffee Finder")
    }

    // The check command exits 2 and prints the error at its place.
    @Test func checkExitsTwoForAMissingPurposeString() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PrimingCheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.plist([]).write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try "block permission-priming\ntype microphone\ninfo-plist \"Info.plist\"\n\nvoiceover checking\n  \"Checking permissions...\"\n"
            .write(to: folder.appendingPathComponent("mic.primerspec"), atomically: true, encoding: .utf8)
        let result = PrimingTest.run("check", "mic.primerspec", in: folder.path)
        #expect(result.exitCode == .badInput)
        #expect(result.output.contains("mic.primerspec:3:12: error: Info.plist: missing "
                                       + "NSMicrophoneUsageDescription: the microphone request"))
    }

    // MARK: Type and status

    @Test func theBlockNeedsAType() throws {
        #expect(try diagnostics("block permission-priming\n\nvoiceover ready\n") == [PrimingTest.diagnostic(
            .error, "1:1-1:25", "the permission-priming block needs 'type TYPE' after 'block'",
            offending: "block permission-priming", expected: "type TYPE, TYPE one of \(Self.types)")])
    }

    @Test func anUnknownTypeSuggestsOne() throws {
        #expect(try diagnostics("block permission-priming\ntype camra\n\nvoiceover ready\n") == [PrimingTest.diagnostic(
            .error, "2:6-2:11",
            "unknown permission type 'camra'; expected one of \(Self.types) (did you mean 'camera'?)",
            offending: "camra", expected: Self.types)])
    }

    @Test func aStatusTheTypeNeverHasIsAnError() throws {
        #expect(try diagnostics("block permission-priming\ntype camera\nstatus provisional\n\nvoiceover ready\n") == [
            PrimingTest.diagnostic(.error, "3:8-3:19",
                                   "unknown camera status 'provisional'; expected one of not-determined, restricted, "
                                    + "denied, authorized",
                                   offending: "provisional", expected: "not-determined, restricted, denied, authorized"),
        ])
        #expect(try diagnostics("block permission-priming\ntype health\nstatus authorized\n\nvoiceover ready\n")
            .map(\.message) == [
                "unknown health status 'authorized'; expected one of not-determined (the templates read no HealthKit status: "
                    + "status(for: .health) is always .notDetermined)",
            ])
    }

    @Test func theStatusNarrowsTheFlow() throws {
        let text = "block permission-priming\ntype notifications\nstatus provisional\n\nmotion checking -> ready\n"
        let found = try diagnostics(text)
        #expect(found.map(\.message) == [
            "the notifications priming has no transition checking -> ready; from checking it allows: "
                + "checking -> checking via foreground; checking -> content via check",
        ])
    }

    @Test func iOSReleasesOutsideSeventeenAndEighteenAreRefused() throws {
        let expected = "a release from 17 to 18, such as 17.6 (the templates need iOS 17 for @Observable)"
        #expect(try diagnostics("block permission-priming\ntype camera\nios 16\n\nvoiceover ready\n") == [
            PrimingTest.diagnostic(.error, "3:5-3:7", "unknown iOS version '16' for permission priming; expected \(expected)",
                                   offending: "16", expected: expected),
        ])
    }

    // MARK: Copy and readings

    @Test func copyTheGateWouldDropIsKeptWithAWarning() throws {
        let text = "block permission-priming\ntype camera\ntitle \"Scan receipts\"\nsymbol \"doc.viewfinder\"\n\n"
            + "voiceover ready\n"
        let (spec, found) = try PrimingTest.resolve(text)
        #expect(found == [
            PrimingTest.diagnostic(.warning, "3:1-3:22",
                                   "permissionGated passes custom copy only when both title and description are given; "
                                    + "with 'title' alone the gate shows the standard copy, and only a "
                                    + "PermissionPrimingView built directly shows this",
                                   offending: "title \"Scan receipts\"",
                                   expected: "both title and description, or a standalone priming view"),
            PrimingTest.diagnostic(.warning, "4:1-4:24",
                                   "permissionGated has no image parameter; only a PermissionPrimingView built with "
                                    + "customImage shows this symbol",
                                   offending: "symbol \"doc.viewfinder\"", expected: "a standalone priming view"),
        ])
        let model = try #require(spec?.model as? PermissionPrimingModel)
        #expect(model.content.title == "Scan receipts")
        #expect(model.content.symbol == "doc.viewfinder")
        #expect(model.content.deniedTitle == "Allow Camera Access")
    }

    @Test func readingsAndFixedWordsAreOverridable() {
        let text = """
            block permission-priming
            type camera
            symbol-reading "camera.fill" "Camera"
            progress-reading "Waiting for your answer"
            continue-title "Continue"
            not-now-title "Maybe later"

            voiceover requesting
              "Camera. Image."
              "Allow Camera Access"
              "Take photos and scan documents directly within the app for a seamless experience."
              "Waiting for your answer. Dimmed. Button."
              "Maybe later. Button."

            voiceover ready
              "Camera. Image."
              "Allow Camera Access"
              "Take photos and scan documents directly within the app for a seamless experience."
              "Continue. Button."
              "Maybe later. Button."

            """
        let outcome = PrimingTest.check(text)
        #expect(outcome.errors == [])
        #expect(outcome.sections.count == 2)
        #expect(outcome.sections.allSatisfy { $0.status == .passed })
    }

    @Test func announceSectionsAreNotTheBlocks() throws {
        let found = try diagnostics("block permission-priming\ntype camera\n\nannounce ready -> requesting\n")
        #expect(found.map(\.message) == [
            "the permission-priming block has no 'announce' sections; expected one of voiceover, sizes, targets, "
                + "contrast, motion",
        ])
    }
}
