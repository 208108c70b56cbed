@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerScan
@testable import PrimerTestSupport
import Testing

/// `primer-spec init` on an app whose code calls the designs: a spec linked to each call (its
/// header's `code`, `call` and `strings` lines), a default spec only for a permission asked for with
/// no primer, output lines saying which is which, specs `check` passes, and a second run writing
/// nothing.
@Suite("init from the code")
struct InitFromCodeTests {
    /// A small app: each design called, two calls of one design in one file, and a photo-library
    /// request with no primer.
    static let appFiles: [String: String] = [
        "Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleDisplayName</key><string>Pathfinder</string>
            <key>NSCameraUsageDescription</key><string>Pathfinder uses the camera to photograph trail signs.</string>
            <key>NSLocationWhenInUseUsageDescription</key><string>Pathfinder shows the trails near you.</string>
            <key>NSMicrophoneUsageDescription</key><string>Pathfinder records your voice notes.</string>
            <key>NSPhotoLibraryUsageDescription</key><string>Pathfinder attaches your hike photos.</string>
        </dict>
        </plist>
        """,
        "Resources/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Find trails near you" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Wege in der Nähe" } } }
            }
          },
          "version" : "1.0"
        }
        """,
        "Sources/OnboardingView.swift": """
        import SwiftUI

        struct OnboardingView: View {
            var body: some View {
                PermissionPrimerScreen(
                    systemImage: "location.fill",
                    title: "Find trails near you",
                    message: "Pathfinder shows the trails closest to you.",
                    benefits: [PermissionPrimerScreenBenefit(systemImage: "map", title: "Nearby", text: "Closest first.")],
                    onContinue: {}
                )
            }
        }
        """,
        "Sources/PrimersView.swift": """
        import SwiftUI

        struct AlertsView: View {
            var body: some View {
                PermissionPrimer(kind: .notifications)
            }
        }

        struct CameraView: View {
            var body: some View {
                PermissionPrimer(kind: .camera, content: .standard(for: .camera, appName: "Pathfinder"))
            }
        }
        """,
        "Sources/VoiceNotesView.swift": """
        import SwiftUI

        struct VoiceNotesView: View {
            var body: some View {
                Text("Notes").permissionGated(.microphone, title: "Talk instead of typing")
            }
        }
        """,
        "Sources/Library.swift": """
        import Photos

        func loadLibrary() {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
        }
        """,
    ]

    /// The app written into a fresh temporary folder.
    static func app(_ name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name)
        for (path, text) in appFiles { try TemporaryFiles.write(text, to: path, in: folder) }
        return folder
    }

    /// Each spec's header, up to its first section.
    static func header(_ text: String) -> [String] {
        Array(SpecTest.lines(text).prefix { !$0.isEmpty })
    }

    @Test func writesALinkedSpecPerCallAndADefaultOneForTheRest() throws {
        let folder = try Self.app()
        let result = runTool("init", "--info-plist", "Info.plist", "Sources", in: folder)
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        expectSameLines(result.output, Self.expectedOutput)
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == Self.expectedHeaders.keys.sorted())
        for (name, expected) in Self.expectedHeaders {
            expectSameLines(Self.header(try TemporaryFiles.text(at: folder + "/Specs/" + name)), expected)
        }
        let check = runTool("check", "Specs", in: folder)
        #expect(check.exitCode == .success, "\(check.output)")
    }

    @Test func secondInitWritesNothing() throws {
        let folder = try Self.app()
        _ = runTool("init", "--info-plist", "Info.plist", "Sources", in: folder)
        let names = try TemporaryFiles.names(in: folder + "/Specs")
        let before = try names.map { try TemporaryFiles.bytes(at: folder + "/Specs/" + $0) }
        let again = runTool("init", "--info-plist", "Info.plist", "Sources", in: folder)
        #expect(again.exitCode == .success)
        expectSameLines(again.output, Self.expectedSecondOutput)
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == names)
        #expect(try names.map { try TemporaryFiles.bytes(at: folder + "/Specs/" + $0) } == before)
    }

    static let expectedOutput: [String] = [
        "wrote Specs/primer-screen-onboardingview.primerspec (8 sections) from PermissionPrimerScreen(…) in "
            + "OnboardingView.body at Sources/OnboardingView.swift:5:9",
        "wrote Specs/permission-primer-alertsview-body.primerspec (34 sections) from PermissionPrimer(…) in "
            + "AlertsView.body at Sources/PrimersView.swift:5:9",
        "wrote Specs/permission-primer-cameraview-body.primerspec (34 sections) from PermissionPrimer(…) in "
            + "CameraView.body at Sources/PrimersView.swift:11:9",
        "wrote Specs/permission-priming-voicenotesview.primerspec (46 sections) from .permissionGated(…) in "
            + "VoiceNotesView.body at Sources/VoiceNotesView.swift:5:23",
        "wrote Specs/photos.primerspec (photos, 44 sections) for photos: the code asks (Sources/Library.swift:4:20) "
            + "and shows no primer; the words are the block's defaults — review them",
        "next: review each spec's content (a linked spec's words come from the code, the others' from Info.plist), then",
        "  swift package primer-spec-check     # or: primer-spec check Specs",
        "  and in CI: swift run primer-spec check Specs --format github && swift run primer-spec scan --info-plist Info.plist Sources --format github",
        "",
    ]

    static let expectedSecondOutput: [String] = [
        "left alone Specs/primer-screen-onboardingview.primerspec: it is there already (PermissionPrimerScreen(…) in "
            + "OnboardingView.body at Sources/OnboardingView.swift:5:9)",
        "left alone Specs/permission-primer-alertsview-body.primerspec: it is there already (PermissionPrimer(…) in "
            + "AlertsView.body at Sources/PrimersView.swift:5:9)",
        "left alone Specs/permission-primer-cameraview-body.primerspec: it is there already (PermissionPrimer(…) in "
            + "CameraView.body at Sources/PrimersView.swift:11:9)",
        "left alone Specs/permission-priming-voicenotesview.primerspec: it is there already (.permissionGated(…) in "
            + "VoiceNotesView.body at Sources/VoiceNotesView.swift:5:23)",
        "left alone Specs/photos.primerspec: it is there already (photos)",
        "",
    ]

    /// Each file written, with its header: the two calls in one file each named by `call`, the
    /// default block's with no `block` line, the primer screen with no app file, the photo-library
    /// request (no primer) with the default block's words.
    static let expectedHeaders: [String: [String]] = [
        "permission-primer-alertsview-body.primerspec": [
            "# The notifications primer PermissionPrimer(…) in AlertsView.body, written by primer-spec init.",
            "# Its content comes from the code; regenerate the bodies with: primer-spec check --record",
            "primer notifications",
            "code \"../Sources/PrimersView.swift\"",
            "call \"AlertsView.body\"",
            "info-plist \"../Info.plist\"",
            "strings \"../Resources\"",
        ],
        "permission-primer-cameraview-body.primerspec": [
            "# The camera primer PermissionPrimer(…) in CameraView.body, written by primer-spec init.",
            "# Its content comes from the code; regenerate the bodies with: primer-spec check --record",
            "primer camera",
            "code \"../Sources/PrimersView.swift\"",
            "call \"CameraView.body\"",
            "info-plist \"../Info.plist\"",
            "strings \"../Resources\"",
        ],
        "permission-priming-voicenotesview.primerspec": [
            "# The microphone primer .permissionGated(…) in VoiceNotesView.body, written by primer-spec init.",
            "# Its content comes from the code; regenerate the bodies with: primer-spec check --record",
            "block permission-priming",
            "type microphone",
            "code \"../Sources/VoiceNotesView.swift\"",
            "info-plist \"../Info.plist\"",
            "strings \"../Resources\"",
        ],
        "photos.primerspec": [
            "# The photos primer, written by primer-spec init from Info.plist. Review the content, then",
            "# regenerate the bodies with: primer-spec check --record",
            "primer photos",
            "info-plist \"../Info.plist\"",
        ],
        "primer-screen-onboardingview.primerspec": [
            "# The location-when-in-use primer PermissionPrimerScreen(…) in OnboardingView.body, written by "
                + "primer-spec init.",
            "# Its content comes from the code; regenerate the bodies with: primer-spec check --record",
            "block primer-screen",
            "code \"../Sources/OnboardingView.swift\"",
            "strings \"../Resources\"",
        ],
    ]

    /// The shortest run of names that picks a call out, or the whole path when none does.
    @Test(arguments: [
        (["A", "body"], [["A", "body"], ["B", "body"]], "A.body", true),
        (["A", "body"], [["A", "body"]], "body", true),
        (["A", "body"], [["A", "body"], ["A", "sheet"]], "body", true),
        (["A", "body"], [["A", "body"], ["B", "A", "body"]], "A.body", false),
        (["B", "A", "body"], [["A", "body"], ["B", "A", "body"]], "B.A.body", true),
    ] as [([String], [[String]], String, Bool)])
    func callNames(path: [String], among: [[String]], name: String, toldApart: Bool) {
        let chosen = LinkedSpecDraft.callName(of: path, among: among)
        #expect(chosen.name == name && chosen.isToldApart == toldApart)
    }

    /// Trailhead, the test app written as a team would: its six primer calls, six linked specs.
    @Test func trailheadGetsSixLinkedSpecsThatPass() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: SpecTest.repositoryRoot + "/Tests/Apps/Trailhead/Trailhead",
                                         toPath: folder + "/Trailhead")
        let app = folder + "/Trailhead"
        let result = runTool("init", "--info-plist", "Info.plist", "Sources", in: app)
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        expectSameLines(result.output, Self.trailheadOutput)
        #expect(try TemporaryFiles.names(in: app + "/Specs") == [
            "permission-primer-conditionreportview.primerspec", "permission-primer-traildetailview.primerspec",
            "permission-priming-hikejournalview.primerspec", "permission-priming-trailsignscannerview.primerspec",
            "primer-screen-hikejournalview.primerspec", "primer-screen-onboardingview.primerspec",
        ])
        let check = runTool("check", "Specs", in: app)
        #expect(check.exitCode == .success, "\(check.output)")
        #expect(check.output.contains("176 passed, 0 failed"), "\(check.output)")
    }

    static let trailheadOutput: [String] = [
        "wrote Specs/primer-screen-hikejournalview.primerspec (8 sections) from PermissionPrimerScreen(…) in "
            + "HikeJournalView.body at Sources/Journal/HikeJournalView.swift:39:13",
        "wrote Specs/permission-priming-hikejournalview.primerspec (46 sections) from PermissionPrimingView(…) in "
            + "HikeJournalView.body at Sources/Journal/HikeJournalView.swift:61:13",
        "wrote Specs/primer-screen-onboardingview.primerspec (6 sections) from PermissionPrimerScreen(…) in "
            + "OnboardingView.body at Sources/Onboarding/OnboardingView.swift:28:13",
        "wrote Specs/permission-priming-trailsignscannerview.primerspec (46 sections) from .permissionGated(…) in "
            + "TrailSignScannerView.body at Sources/Scanner/TrailSignScannerView.swift:15:18",
        "wrote Specs/permission-primer-conditionreportview.primerspec (36 sections) from PermissionPrimer(…) in "
            + "ConditionReportView.body at Sources/Trails/ConditionReportView.swift:18:25; 1 of its values is computed "
            + "at run time, so the spec shows the block's default there: check --verbose shows it",
        "wrote Specs/permission-primer-traildetailview.primerspec (34 sections) from PermissionPrimer(…) in "
            + "TrailDetailView.body at Sources/Trails/TrailDetailView.swift:37:17",
        "next: review each spec's content (a linked spec's words come from the code), then",
        "  swift package primer-spec-check     # or: primer-spec check Specs",
        "  and in CI: swift run primer-spec check Specs --format github && swift run primer-spec scan --info-plist Info.plist Sources --format github",
        "",
    ]
}
