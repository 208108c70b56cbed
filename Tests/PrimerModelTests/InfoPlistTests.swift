@testable import PermissionPrimer
import Foundation
import Testing
import PrimerModel

@Suite("Info.plist reading")
struct InfoPlistTests {
    /// A fresh folder for the fixtures one test makes.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

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

    static func write(_ text: String, named name: String = "Info.plist") throws -> String {
        let url = try folder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func writeBinary(_ object: Any) throws -> String {
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let url = try folder().appendingPathComponent("Binary.plist")
        try data.write(to: url)
        return url.path
    }

    @Test func readsXML() throws {
        let path = try Self.write(Self.xml([("CFBundleDisplayName", "Atlas \u{1F5FA}"),
                                            ("CFBundleName", "AtlasApp"),
                                            ("NSCameraUsageDescription", "Scan receipts.")]))
        let plist = try InfoPlist.load(from: path)
        #expect(plist.appName == "Atlas \u{1F5FA}")
        #expect(try plist.purposeString(for: .camera) == "Scan receipts.")
        #expect(try plist.purposeString(for: .notifications) == nil)
        let content = try plist.standardContent(for: .camera)
        #expect(content.sampleAlert.message == "Scan receipts.")
        #expect(content.sampleAlert.title == "\u{201C}Atlas \u{1F5FA}\u{201D} Would Like to Access the Camera")
    }

    @Test func readsBinaryAndFallsBackToBundleName() throws {
        let path = try Self.writeBinary(["CFBundleName": "Atlas",
                                         "NSLocationWhenInUseUsageDescription": "Show nearby maps."])
        let plist = try InfoPlist.load(from: path)
        #expect(plist.appName == "Atlas")
        #expect(try plist.purposeString(for: .location) == "Show nearby maps.")
    }

    @Test func emptyDisplayNameFallsBackToBundleName() throws {
        let path = try Self.write(Self.xml([("CFBundleDisplayName", " "), ("CFBundleName", "Atlas")]))
        #expect(try InfoPlist.load(from: path).appName == "Atlas")
    }

    @Test func missingFile() {
        #expect(throws: InfoPlistError.unreadable(path: "/nonexistent/Info.plist", reason: "no such file")) {
            try InfoPlist.load(from: "/nonexistent/Info.plist")
        }
    }

    @Test(arguments: [
        ("not a plist at all <<<", "it is neither XML (starting with <?xml or <plist) nor binary (starting with bplist00)"),
        ("", "the file is empty"),
        ("<?xml version=\"1.0\"?><plist><dict><key>a</key></plist>", "it does not parse"),
    ])
    func notAPropertyList(_ text: String, _ reason: String) throws {
        let path = try Self.write(text)
        #expect(throws: InfoPlistError.notAPropertyList(path: path, reason: reason)) {
            try InfoPlist.load(from: path)
        }
    }

    @Test func notADictionary() throws {
        let path = try Self.writeBinary(["CFBundleName"])
        #expect(throws: InfoPlistError.notADictionary(path: path)) { try InfoPlist.load(from: path) }
    }

    @Test func noAppName() throws {
        let path = try Self.write(Self.xml([("NSCameraUsageDescription", "Scan.")]))
        let error = InfoPlistError.noAppName(path: path)
        #expect(throws: error) { try InfoPlist.load(from: path) }
        #expect(error.description == "\(path): no app name: expected a non-empty CFBundleDisplayName or CFBundleName string")
    }

    @Test func unexpandedBuildSettingIsLocated() throws {
        let path = try Self.write(Self.xml([("CFBundleName", "$(PRODUCT_NAME)")]))
        let error = InfoPlistError.unexpandedBuildSetting(path: path, line: 6, key: "CFBundleName", value: "$(PRODUCT_NAME)")
        #expect(throws: error) { try InfoPlist.load(from: path) }
        #expect(error.description.hasPrefix("\(path):6:1: CFBundleName is '$(PRODUCT_NAME)'"))
        #expect(error.description.contains("--app"))
    }

    @Test(arguments: [Kind.location, .camera, .photos])
    func missingPurposeStringNamesTheKeyAndTheCrash(_ kind: Kind) throws {
        let path = try Self.write(Self.xml([("CFBundleName", "Atlas")]))
        let plist = try InfoPlist.load(from: path)
        let key = try #require(kind.purposeStringKey)
        let error = InfoPlistError.missingPurposeString(path: path, kind: kind, key: key)
        #expect(throws: error) { try plist.purposeString(for: kind) }
        #expect(error.description.contains(key))
        #expect(error.description.contains("crash"))
    }
}
