@testable import BlockTestSupport
import Foundation
import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerScan
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `primer-spec scan` over the fixture apps: whole findings with their locations, in each format,
/// and the exit codes.
@Suite("scan command")
struct ScanCommandTests {
    static let fixtures = SpecTest.repositoryRoot + "/Tests/PrimerScanTests/Fixtures"

    @Test func plistAppFindingsWithLocations() {
        let result = runTool("scan", "--info-plist", "Info.plist", "Sources", in: Self.fixtures + "/PlistApp")
        #expect(result.exitCode == .mismatch)
        expectSameLines(result.output, [
            "read 3 Swift files (68 lines) and Info.plist: 8 requests for notifications, location-when-in-use, "
                + "location-always, camera, microphone, photos-add-only",
            "usage-key-missing: Purpose string missing (error; Apple's documentation, Protected resources (Requesting "
                + "access to protected resources): an app that asks without the key is terminated)",
            "  FAIL Sources/Permissions.swift:24:17 location-always: CLLocationManager.requestAlwaysAuthorization() asks "
                + "for location-always and NSLocationAlwaysAndWhenInUseUsageDescription is missing in Info.plist: iOS ends "
                + "the app at this call; expected NSLocationAlwaysAndWhenInUseUsageDescription with a purpose string",
            "",
            "usage-key-empty: Purpose string empty (error; App Review Guidelines 5.1.1(ii); swift-build's Info.plist "
                + "processing warns that the value must be a non-empty string)",
            "  FAIL Sources/Permissions.swift:32:34 microphone: AVAudioApplication.requestRecordPermission(completionHandler:) "
                + "asks for microphone and NSMicrophoneUsageDescription is empty in Info.plist: the alert would give no "
                + "reason; expected a purpose string saying what the app does with it",
            "    Info.plist:12:2: note: NSMicrophoneUsageDescription is here",
            "",
            "usage-key-unused: Purpose string never used (note; App Review Guidelines 5.1.1(i): purpose strings describe "
                + "what the app does)",
            "  NOTE Info.plist:14:2 contacts: NSContactsUsageDescription is declared, and no code found asks for contacts",
            "",
            "request-without-prompt: No prompt (note; Apple's documentation: PhotosPicker, PHPickerViewController, "
                + "UNAuthorizationOptions.provisional)",
            "  NOTE Sources/Permissions.swift:16:44 notifications: UNUserNotificationCenter.requestAuthorization(options: "
                + ".provisional): .provisional shows no prompt: notifications arrive quietly in Notification Center until "
                + "the person keeps or turns them off",
            "  NOTE Sources/Picker.swift:9:9 photos: PhotosPicker: PhotosPicker runs out of the app's process and needs no "
                + "photo library permission",
            "",
            "scan: 2 errors, 0 warnings, 3 notes",
            "",
        ])
        #expect(result.errorOutput.isEmpty)
    }

    /// A project: the target's folder is read by default (not its tests), the generated Info.plist keys,
    /// the deployment target against the blocks the specs use, and the specs against the requests.
    @Test func projectAppFindings() throws {
        let result = runTool("scan", "--project", "Dial.xcodeproj", "--format", "json", in: Self.fixtures + "/ProjectApp")
        #expect(result.exitCode == .mismatch)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let lines = results.map { result in
            "\(result["rule"] ?? "") \(result["file"] ?? ""):\(result["line"] ?? 0):\(result["column"] ?? 0) "
                + "\(result["block"] ?? "")"
        }
        expectSameLines(lines, [
            "usage-key-missing Dial/Onboarding.swift:18:26 health-write",
            "usage-key-missing Dial/Onboarding.swift:34:19 location-always",
            "usage-key-missing Dial/Onboarding.swift:34:19 location-always",
            "usage-key-missing Dial/Onboarding.swift:38:26 calendars-write-only",
            "usage-key-missing Dial/Onboarding.swift:46:21 face-id",
            "always-without-when-in-use Dial/Onboarding.swift:34:19 location-always",
            "tracking-request Dial/Onboarding.swift:26:37 tracking",
            "permission-without-spec Dial/Onboarding.swift:18:26 health-write",
            "permission-without-spec Dial/Onboarding.swift:18:26 health-read",
            "permission-without-spec Dial/Onboarding.swift:26:37 tracking",
            "permission-without-spec Dial/Onboarding.swift:34:19 location-always",
            "permission-without-spec Dial/Onboarding.swift:38:26 calendars-write-only",
            "permission-without-spec Dial/Onboarding.swift:42:19 bluetooth",
            "permission-without-spec Dial/Onboarding.swift:46:21 face-id",
            "spec-without-request Specs/microphone.primerspec:3:1 microphone",
            "deployment-target-below-block Dial.xcodeproj/project.pbxproj:79:34 app",
        ])
        let requests = try #require(object["requests"] as? [[String: Any]])
        #expect(requests.count == 8)
        #expect(!requests.contains { ($0["file"] as? String)?.hasPrefix("DialTests") == true })
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ScanRules.all.map(\.id))
    }

    /// Each request's notes (what was assumed, what decided its keys) travel with it in the JSON.
    @Test func theJSONCarriesEachRequestsNotes() throws {
        let result = runTool("scan", "--info-plist", "Info.plist", "Shapes/NamedValues.swift", "--format", "json",
                             in: SpecTest.repositoryRoot + "/Tests/PrimerScanTests/Fixtures/ShapesApp")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let requests = try #require(object["requests"] as? [[String: Any]])
        let level = try #require(requests.first { ($0["line"] as? Int) == 10 })
        #expect(level["notes"] as? [String] == [
            "PHPhotoLibrary.requestAuthorization(for:): the access level `level` is not known in this file: read as "
                + "either .readWrite or .addOnly, so both NSPhotoLibraryUsageDescription and "
                + "NSPhotoLibraryAddUsageDescription are needed",
        ])
        let known = try #require(requests.first { ($0["line"] as? Int) == 15 })
        #expect(known["notes"] == nil)
    }

    /// The app's edited copies of the designs, in the JSON: each with its differences at their lines.
    @Test func theJSONListsTheAppsCopiesOfTheDesigns() throws {
        let result = runTool("scan", "Lanternfish", "--format", "json", in: SpecTest.repositoryRoot + "/Tests/Apps/Lanternfish")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let copies = try #require(object["copies"] as? [[String: Any]])
        #expect(copies.map { "\($0["design"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? 0)" } == [
            "PermissionPrimerScreen Lanternfish/Design/PermissionPrimerScreen.swift:27",
            "PermissionPrimingView Lanternfish/Design/Priming/PermissionPrimingView.swift:21",
        ])
        for copy in copies {
            let differences = try #require(copy["differences"] as? [[String: Any]])
            #expect(!differences.isEmpty)
            #expect(differences.allSatisfy { ($0["line"] as? Int ?? 0) > 0 && $0["followed"] is Bool })
        }
    }

    @Test func requireSpecsMakesUncoveredPermissionsWarnings() {
        let result = runTool("scan", "--project", "Dial.xcodeproj", "--require-specs", "--format", "github",
                             in: Self.fixtures + "/ProjectApp")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::warning") && $0.contains("permission-without-spec") }.count == 7)
        #expect(lines.last == "scan: 6 errors, 9 warnings, 1 note")
    }

    @Test func sarifNamesEveryRuleAndLocatesEveryResult() throws {
        let result = runTool("scan", "--info-plist", "Info.plist", "Sources", "--format", "sarif",
                             in: Self.fixtures + "/PlistApp")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ids = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ScanRules.all.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "error", "note", "note", "note"])
        #expect(results.allSatisfy { $0["locations"] != nil && $0["ruleIndex"] != nil })
    }

    @Test func junitHasOneCasePerRule() {
        let result = runTool("scan", "--info-plist", "Info.plist", "Sources", "--format", "junit",
                             in: Self.fixtures + "/PlistApp")
        #expect(result.output.components(separatedBy: "<testcase ").count - 1 == ScanRules.all.count)
        #expect(result.output.contains("tests=\"\(ScanRules.all.count)\" failures=\"2\""))
    }

    /// A clean app prints one line and the summary, and exits 0.
    @Test func cleanAppIsQuiet() throws {
        let folder = try makeTemporaryFolder()
        _ = try TemporaryFiles.write("import UserNotifications\nfunc ask() { UNUserNotificationCenter.current()"
                                     + ".requestAuthorization(options: [.alert]) { _, _ in } }\n", to: "App.swift", in: folder)
        _ = try TemporaryFiles.write(SpecTest.plist([("CFBundleName", "Quiet")]), to: "Info.plist", in: folder)
        let result = runTool("scan", "--info-plist", "Info.plist", in: folder)
        #expect(result.exitCode == .success)
        expectSameLines(result.output, ["read 1 Swift file (2 lines) and Info.plist: 1 request for notifications",
                                        "scan: 0 errors, 0 warnings, 0 notes", ""])
    }

    @Test(arguments: [
        (["scan", "Missing"], "'Missing' is not there; expected a folder of Swift sources or a .swift file"),
        (["scan", "Info.plist"], "'Info.plist' is not a Swift file; expected a folder of Swift sources or a .swift file"),
        (["scan", "--format", "html"], "unknown format 'html'"),
        (["scan", "--specs", "Nowhere"], "--specs 'Nowhere' is not a folder"),
        (["scan", "--project", "A.xcodeproj", "--xcconfig", "B.xcconfig"], "give --project or --xcconfig, not both"),
    ] as [([String], String)])
    func badUsageExitsTwo(arguments: [String], message: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: Self.fixtures + "/PlistApp"))
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }

    /// An Info.plist that cannot be read is bad input, named with its file, and no key is held against it.
    @Test func unreadablePlistIsBadInput() throws {
        let folder = try makeTemporaryFolder()
        _ = try TemporaryFiles.write("manager.requestWhenInUseAuthorization()\n", to: "A.swift", in: folder)
        _ = try TemporaryFiles.write("<plist><dict><key>A</key>", to: "Info.plist", in: folder)
        let result = runTool("scan", "--info-plist", "Info.plist", in: folder)
        #expect(result.exitCode == .badInput)
        #expect(result.errorOutput.hasPrefix("error: Info.plist:"), "\(result.errorOutput)")
        #expect(!result.output.contains("usage-key-missing"))
        // The other formats carry the error in the report.
        let json = runTool("scan", "--info-plist", "Info.plist", "--format", "json", in: folder)
        #expect(json.exitCode == .badInput)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect((object["errors"] as? [String])?.first?.hasPrefix("Info.plist:") == true, "\(json.output)")
    }
}
