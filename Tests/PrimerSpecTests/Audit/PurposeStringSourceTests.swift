import Foundation
import Testing
@testable import PrimerSpec

/// Where the bundled blocks' purpose strings come from: the spec's Info.plist (or, for seed 000's
/// primer, its `alert-message` line), and what the rule makes of each.
@Suite("Audit purpose strings of the bundled blocks")
struct PurposeStringSourceTests {
    static let check = PurposeStringCheck()

    static func plist(_ value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Scanner</string>
        \t<key>NSCameraUsageDescription</key>
        \t<string>\(value)</string>
        </dict>
        </plist>

        """
    }

    static func results(_ spec: String, plist value: String? = nil, name: String = #function) throws -> [AuditResult] {
        let folder = try makeTemporaryFolder(name)
        if let value { try TemporaryFiles.write(plist(value), to: "Info.plist", in: folder) }
        let resolved = try SpecTest.resolved(spec, path: "a.primerspec", workingDirectory: folder)
        return Auditor(checks: [check]).audit(AuditSubject(spec: resolved))
    }

    static let header = PrimerSpec.SourceLocation(file: "a.primerspec", line: 1, column: 1)

    @Test(arguments: [
        ("Scanner reads documents with the camera.", nil),
        ("$(PRODUCT_NAME) reads documents with the camera.",
         "NSCameraUsageDescription is a build-setting placeholder ($(PRODUCT_NAME) reads documents with the camera.); "
            + "needs the reason in words"),
    ] as [(String, String?)])
    func thePrimingReadsTheInfoPlist(_ value: String, _ message: String?) throws {
        let results = try Self.results("block permission-priming\ntype camera\ninfo-plist \"Info.plist\"\n", plist: value)
        let block = "permission-priming"
        expectResults(results, [message.map {
            AuditTest.finding(Self.check, block: block, message: $0, location: Self.header)
        } ?? AuditTest.pass(Self.check, block: block, location: Self.header)])
    }

    @Test func withoutAnInfoPlistThePrimingCannotBeChecked() throws {
        expectResults(try Self.results("block permission-priming\ntype camera\n"), [
            AuditTest.notApplicable(Self.check, "no Info.plist given: the purpose string cannot be checked",
                                    block: "permission-priming", location: Self.header),
        ])
    }

    @Test func thePrimersAlertMessageIsItsPurposeString() throws {
        let results = try Self.results("primer camera\nalert-message \"$(PRODUCT_NAME) scans receipts.\"\n")
        expectResults(results, [
            AuditTest.finding(Self.check, block: "permission-primer",
                              message: "NSCameraUsageDescription is a build-setting placeholder ($(PRODUCT_NAME) scans "
                                  + "receipts.); needs the reason in words", location: Self.header),
        ])
    }

    /// Without an Info.plist or an `alert-message`, seed 000's primer hands the rule PrimerSpec's own
    /// stand-in text as `.given`, so the rule passes a string the app never wrote; the priming
    /// block says `.unknown` and the rule does not apply.
    @Test func withoutAnInfoPlistThePrimerCannotBeChecked() throws {
        let results = try Self.results("primer camera\n")
        #expect(results.count == 1)
        withKnownIssue("PermissionPrimerModel.auditFacts gives the stand-in sample alert message as .given") {
            #expect(results.map(\.outcome) == [.notApplicable])
        }
    }
}
