import Foundation
@testable import PrimerAppInfo
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax

/// Fixtures for the app-information readers: the realistic ones under `Specs/Fixtures`, and small
/// files written to a fresh folder per test.
enum AppInfoFixture {
    /// `Specs/Fixtures`, absolute.
    static let folder = SpecTest.repositoryRoot + "/Specs/Fixtures"

    /// A fixture under `Specs/Fixtures`, displayed as `Fixtures/NAME` (as a spec in `Specs` names it).
    static func path(_ name: String) -> FilePath {
        FilePath(absolute: folder + "/" + name, display: "Fixtures/" + name)
    }

    /// A fresh folder holding the given files; returns its path.
    static func write(_ files: [String: String], name: String = #function) throws -> String {
        // Two folders down in a folder of its own: the search for an app's translations looks up to two
        // folders above an Info.plist's (an app without a project), and must not find another test's
        // files in the shared temporary folder.
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppInfoTests-\(UUID().uuidString)")
            .appendingPathComponent("app")
            .appendingPathComponent(name.filter(\.isLetter))
        for (file, text) in files {
            let target = url.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
        return url.path
    }

    /// An XML Info.plist with string values, one key a line pair as Xcode writes it.
    static func xml(_ entries: [(String, String)]) -> String {
        let body = entries.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>" }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    /// A location in a fixture file.
    static func at(_ file: String, _ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: file, line: line, column: column)
    }

    /// A project with one app target whose only configuration has `settings` (one `KEY = VALUE;` a line).
    static func project(_ settings: [String]) -> String {
        let lines = settings.map { "\t\t\t\($0);" }.joined(separator: "\n")
        return """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tP0 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, ); };
        \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = Trails; productType = "com.apple.product-type.application"; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {
        \(lines)
        \t\t}; name = Release; };
        \t};
        \trootObject = P0;
        }

        """
    }
}
