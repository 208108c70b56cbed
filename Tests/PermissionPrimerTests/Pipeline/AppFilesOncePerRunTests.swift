@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// A run reads an Info.plist many specs name once, and again once it changes; each spec is told
/// what it is told without the run's cache.
@Suite("A run reads each app file once")
struct AppFilesOncePerRunTests {
    static let plist = AppInfoFixture.xml([("CFBundleDisplayName", "Atlas"),
                                           ("NSCameraUsageDescription", "Atlas scans receipts.")])

    @Test("four specs naming one Info.plist read it once; an edit makes the next load read it again")
    func infoPlistOncePerRun() throws {
        let names = (1...4).map { "spec-\($0).primerspec" }
        var files = ["Info.plist": Self.plist]
        for name in names { files[name] = "primer camera\ninfo-plist \"Info.plist\"\n" }
        let folder = try AppInfoFixture.write(files)
        let run = SpecRun(blocks: .standard, workingDirectory: folder)
        let loaded = names.map { run.load(run.file($0)) }
        #expect(run.appFiles.reads == 1)
        let uncached = names.map { SpecLoader.load(Array((files[$0] ?? "").utf8), path: $0, workingDirectory: folder,
                                                   blocks: .standard).diagnostics }
        #expect(loaded.map(\.diagnostics) == uncached)
        try Data(AppInfoFixture.xml([("CFBundleDisplayName", "Atlas Maps")]).utf8)
            .write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        _ = names.map { run.load(run.file($0)) }
        #expect(run.appFiles.reads == 2)
    }
}
