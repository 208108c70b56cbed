@testable import BlockTestSupport
import Foundation
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Where the bundled blocks' purpose strings come from: the spec's Info.plist (or, for the PermissionPrimer block's
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

    /// The Info.plist's purpose string is read as Xcode builds it: `$(PRODUCT_NAME)` expands to the
    /// build setting, so a value that reads well once built passes.
    @Test(arguments: [
        ("Scanner reads documents with the camera.", ""),
        ("$(PRODUCT_NAME) reads documents with the camera.", "build-setting PRODUCT_NAME \"Scanner\"\n"),
    ])
    func thePrimingReadsTheInfoPlist(_ value: String, _ setting: String) throws {
        let spec = "block permission-priming\ntype camera\ninfo-plist \"Info.plist\"\n" + setting
        let results = try Self.results(spec, plist: value)
        expectResults(results, [AuditTest.pass(Self.check, block: "permission-priming",
                                               span: AuditTest.span(line: 1, of: spec, file: "a.primerspec"))])
    }

    /// A build setting nobody sets is not left in the words for the rule to find: reading the
    /// Info.plist stops with an error at the value, naming where the setting could be set.
    @Test func anUnsetBuildSettingInThePurposeStringIsAnError() throws {
        let folder = try makeTemporaryFolder(#function)
        try TemporaryFiles.write(Self.plist("$(PRODUCT_NAME) reads documents with the camera."), to: "Info.plist",
                                 in: folder)
        let (spec, diagnostics) = try SpecTest.resolve("block permission-priming\ntype camera\ninfo-plist \"Info.plist\"\n",
                                                       path: "a.primerspec", workingDirectory: folder)
        #expect(spec == nil)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.rendered.hasPrefix("Info.plist:8:2: error: NSCameraUsageDescription is '$(PRODUCT_NAME) reads "
                                         + "documents with the camera.': $(PRODUCT_NAME) refers to PRODUCT_NAME, "
                                         + "which is not set"))
    }

    @Test func withoutAnInfoPlistThePrimingCannotBeChecked() throws {
        expectResults(try Self.results("block permission-priming\ntype camera\n"), [
            AuditTest.notApplicable(Self.check, "no Info.plist given: the purpose string cannot be checked",
                                    block: "permission-priming",
                                    span: AuditTest.span(line: 1, of: "block permission-priming", file: "a.primerspec")),
        ])
    }

    /// The spec's `purpose` line is the app's words as written (not expanded), so a placeholder
    /// copied into it is the rule's to find; `alert-message` replaces it in the sample alert.
    @Test(arguments: [
        "purpose \"$(PRODUCT_NAME) scans receipts.\"\n",
        "purpose \"Scanner scans receipts.\"\nalert-message \"$(PRODUCT_NAME) scans receipts.\"\n",
    ])
    func thePrimersAlertMessageIsItsPurposeString(_ lines: String) throws {
        let results = try Self.results("primer camera\n" + lines)
        // At the line the words come from, the spec's `purpose`, not at the header's first line.
        expectResults(results, [
            AuditTest.finding(Self.check, block: "permission-primer",
                              message: "NSCameraUsageDescription is a build-setting placeholder ($(PRODUCT_NAME) scans "
                                  + "receipts.); needs the reason in words",
                              span: AuditTest.span(line: 2, of: "primer camera\n" + lines, file: "a.primerspec")),
        ])
    }

    /// The PermissionPrimer block's primer once handed the rule PrimerSpec's own stand-in text as the purpose string;
    /// now a primer with no purpose string does not resolve: the error is at the kind, saying where
    /// the words could come from.
    @Test func withoutAPurposeStringThePrimerIsAnError() throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer camera\n", path: "a.primerspec")
        #expect(spec == nil)
        #expect(diagnostics.map(\.rendered) == [
            "a.primerspec:1:8: error: no purpose string for the camera primer: the camera primer needs the purpose "
                + "string iOS shows in its alert (the app crashes asking for camera without it); expected purpose "
                + "\"TEXT\", or info-plist, project or xcconfig with NSCameraUsageDescription",
        ])
    }
}
