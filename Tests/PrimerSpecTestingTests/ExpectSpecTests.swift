import Foundation
import PrimerBlocks
@testable import PrimerMotion
import PrimerScreen
import PrimerSpec
@testable import PrimerSpecTesting
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `expectSpec` in a real Swift Testing test: the issues Swift Testing receives, where they point, and
/// the spec model a test reads with `loadSpec`.
@Suite("expectSpec under Swift Testing")
struct ExpectSpecTests {
    /// Collects the issues a known-issue block sees.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var issues: [Issue] = []

        func add(_ issue: Issue) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            issues.append(issue)
            return true
        }

        var all: [Issue] {
            lock.lock()
            defer { lock.unlock() }
            return issues
        }
    }

    @Test func issuesPointAtTheSpecLineAndTheCallingLine() throws {
        let folder = try makeTemporaryFolder()
        let spec = try TemporaryFiles.write(Fixture.failing, to: "Specs/onboarding.primerspec", in: folder)
        let seen = Seen()
        var callLine = 0
        try withKnownIssue {
            callLine = #line + 1
            try expectSpec(spec, record: .never)
        } matching: { seen.add($0) }
        let locations = seen.all.map(\.sourceLocation)
        try #require(locations.count == 2)
        let line = try #require(locations[0])
        #expect(line.fileID == "Specs/onboarding.primerspec")
        #expect(line.filePath == spec)
        #expect(line.line == 4)
        #expect(line.column == 3)
        #expect(seen.all[0].comments.map(\.rawValue) == ["""
            \(spec):4:3: error: the spec says "Notifications are ON" priority high, but the builder generates "Notifications are on" priority high
            """])
        let summary = try #require(locations[1])
        #expect(summary.filePath == #filePath)
        #expect(summary.line == callLine)
        #expect(seen.all[1].comments.first?.rawValue.hasPrefix("\(spec): 1 of 2 sections failed") == true)
    }

    @Test func aRelativePathIsFoundFromTheTestFileUpwards() throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(Fixture.failing, to: "Specs/onboarding.primerspec", in: folder)
        let testFile: StaticString = "/nowhere/Tests/AppTests/AppTests.swift"
        // Found beside the test file's folders: here the temporary folder stands in for the package.
        let root = SpecPathResolver.root(for: "Specs/onboarding.primerspec", testFile: folder + "/Tests/AppTests/AppTests.swift")
        #expect(root == folder)
        // Not found above the test file: the current folder.
        #expect(SpecPathResolver.root(for: "Specs/onboarding.primerspec", testFile: "\(testFile)", currentDirectory: "/cwd")
                == "/cwd")
        #expect(SpecPathResolver.root(for: "/abs/x.primerspec", testFile: "\(testFile)") == nil)
    }

    @Test func aPassingSpecRecordsNoIssue() throws {
        let folder = try makeTemporaryFolder()
        let spec = try TemporaryFiles.write(Fixture.passing, to: "n.primerspec", in: folder)
        let report = try expectSpec(spec, record: .never)
        #expect(report.summary == "2 passed, 0 failed")
    }

    @Test func aMissingPathThrows() {
        #expect(throws: SpecSearchError.noSuchPath("/no/such/Specs")) {
            try expectSpecs(in: "/no/such/Specs", record: .never)
        }
    }

    @Test func loadSpecGivesTheModelTheHeaderDescribes() throws {
        let folder = try makeTemporaryFolder()
        let spec = try TemporaryFiles.write("block primer-screen\ntitle \"Hello\"\nno-skip\n\nvoiceover ready\n", to: "s.primerspec", in: folder)
        let model = try #require(try loadSpec(spec).model as? PrimerScreenModel)
        #expect(model.content.title == "Hello")
        #expect(model.content.skipTitle == nil)
    }

    @Test func loadSpecThrowsEveryError() throws {
        let folder = try makeTemporaryFolder()
        let spec = try TemporaryFiles.write(Fixture.broken, to: "s.primerspec", in: folder)
        #expect {
            try loadSpec(spec)
        } throws: { error in
            guard let error = error as? SpecLoadError else { return false }
            return error.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["1:8", "2:1"]
                && error.description.hasPrefix("\(spec) cannot be loaded\n\(spec):1:8: error: unknown kind 'notifcations'")
        }
    }
}
