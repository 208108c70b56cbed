import Foundation
@testable import PrimerAppInfo
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The run's cache of app files: a file many specs name is read once per run, read again once it
/// changes, and what each spec is told (values, errors and their places) is what it is told without it.
@Suite("App files read once per run")
struct AppFileCacheTests {
    /// The sources a spec at `specLine` gives, naming the Info.plist at `path`.
    static func sources(_ path: String, specLine: Int, files: AppFileCache?) -> AppInfoSources {
        let origin = SourceRange(at: SourceLocation(file: "spec-\(specLine).primerspec", line: specLine, column: 12))
        var sources = AppInfoSources(infoPlist: .init(path: FilePath(absolute: path, display: "Info.plist"), origin: origin))
        sources.files = files
        return sources
    }

    static let keys = ["NSCameraUsageDescription"]

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var plist: String
        var readsAfterFiveSpecs: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a good Info.plist is read once for five specs",
             plist: AppInfoFixture.xml([("CFBundleDisplayName", "Atlas"), ("NSCameraUsageDescription", "Scans.")]),
             readsAfterFiveSpecs: 1),
        Case(name: "a broken Info.plist is read for each spec, its error at each spec's line",
             plist: "<plist><dict><key>", readsAfterFiveSpecs: 5),
    ]

    @Test(arguments: cases)
    func readsOncePerRun(_ test: Case) throws {
        let folder = try AppInfoFixture.write(["Info.plist": test.plist])
        let path = folder + "/Info.plist"
        let cache = AppFileCache()
        for line in 1...5 {
            let cached = AppInfoReader.read(Self.sources(path, specLine: line, files: cache), keys: Self.keys)
            let fresh = AppInfoReader.read(Self.sources(path, specLine: line, files: nil), keys: Self.keys)
            #expect(cached.info.appName == fresh.info.appName)
            #expect(cached.info.values == fresh.info.values)
            #expect(cached.diagnostics == fresh.diagnostics)
        }
        #expect(cache.reads == test.readsAfterFiveSpecs)
    }

    @Test("a file edited during the run is read again, and its new text is what the next spec sees")
    func readsAgainAfterAChange() throws {
        let folder = try AppInfoFixture.write(["Info.plist": AppInfoFixture.xml([("CFBundleDisplayName", "Atlas")])])
        let path = folder + "/Info.plist"
        let cache = AppFileCache()
        for line in 1...3 { _ = AppInfoReader.read(Self.sources(path, specLine: line, files: cache), keys: Self.keys) }
        #expect(cache.reads == 1)
        try Data(AppInfoFixture.xml([("CFBundleDisplayName", "Atlas Maps")]).utf8).write(to: URL(fileURLWithPath: path))
        let edited = AppInfoReader.read(Self.sources(path, specLine: 4, files: cache), keys: Self.keys)
        #expect(edited.info.appName?.value == "Atlas Maps")
        _ = AppInfoReader.read(Self.sources(path, specLine: 5, files: cache), keys: Self.keys)
        #expect(cache.reads == 2)
    }
}
