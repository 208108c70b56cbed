@testable import BlockTestSupport
import Foundation
@testable import PrimerCLI
@testable import PrimerTestSupport
import Testing

/// `primer-spec scan` and `init` on a 260 KB Swift line nested about 50,000 deep (strings in
/// interpolations, raw strings, brackets): no signal, the request after the line found, exit 0.
@Suite("scan and init on deep nesting")
struct DeepNestingScanTests {
    /// One line of about 260 KB nesting one shape.
    static func line(_ shape: String) -> String {
        let size = 260_000
        switch shape {
        case "interpolations":
            let depth = size / 5
            return "let deep = " + String(repeating: "\"\\(", count: depth) + "a" + String(repeating: ")\"", count: depth)
        case "raw strings":
            let depth = size / 9
            let hashes = (0..<depth).map { String(repeating: "#", count: 1 + $0 % 2) }
            return "let deep = " + hashes.map { $0 + "\"\\" + $0 + "(" }.joined() + "a"
                + hashes.reversed().map { ")\"" + $0 }.joined()
        default:
            let depth = size / 6
            return "let deep = " + String(repeating: "f([{", count: depth) + "a" + String(repeating: "}])", count: depth)
        }
    }

    /// A folder with an Info.plist and one Swift file: the deep line, then a camera request.
    static func app(_ shape: String, name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name + shape)
        _ = try TemporaryFiles.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Deep</string>
            <key>NSCameraUsageDescription</key><string>Deep photographs trail signs.</string>
            </dict></plist>

            """, to: "Info.plist", in: folder)
        _ = try TemporaryFiles.write(Self.line(shape) + "\nfunc ask() { AVCaptureDevice.requestAccess(for: .video) { _ in } }\n",
                                     to: "Sources/Deep.swift", in: folder)
        return folder
    }

    static let shapes = ["interpolations", "raw strings", "brackets"]

    @Test(arguments: shapes)
    func scanReadsPastTheLine(shape: String) throws {
        #expect(Self.line(shape).utf8.count > 250_000)
        let result = runTool("scan", "--info-plist", "Info.plist", "Sources", in: try Self.app(shape))
        #expect(result.exitCode == .success)
        expectSameLines(result.output, [
            "read 1 Swift file (2 lines) and Info.plist: 1 request for camera",
            "scan: 0 errors, 0 warnings, 0 notes",
            "",
        ])
        #expect(result.errorOutput.isEmpty)
    }

    @Test(arguments: shapes)
    func initWritesTheSpec(shape: String) throws {
        let folder = try Self.app(shape)
        let result = runTool("init", "--info-plist", "Info.plist", "Sources", in: folder)
        #expect(result.exitCode == .success)
        #expect(result.output.hasPrefix("wrote Specs/camera.primerspec (camera, 34 sections)\n"))
        #expect(result.errorOutput.isEmpty)
        #expect(try TemporaryFiles.names(in: folder + "/Specs") == ["camera.primerspec"])
    }
}
