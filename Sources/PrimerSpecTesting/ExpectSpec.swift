import PrimerBlocks
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Checks a spec file (or a folder of them) from a Swift Testing or XCTest test, as
/// `primer-spec check` does, and records an issue for every line that fails.
///
/// ```swift
/// @Test func onboardingScreen() throws {
///     try expectSpec("Specs/onboarding-screen.primerspec")
/// }
/// ```
///
/// - Each failing line is an issue **at the spec file's own line and column**, saying
///   `file:line:column: error: …` as the tool does; a spec that does not parse gives an issue per error.
/// - Each failing file adds one summary issue at the calling Swift line, with the file's report (the
///   diff and the raw locations) in the message and as an attachment (`NAME.check.txt`).
/// - Warnings (endless motion, WCAG 2.2.2) are warning issues that do not fail the test (Swift 6.3 and
///   later).
/// - In a record mode other than `never` (see ``SpecRecording`` for how it is chosen), the file is
///   rewritten first and the test fails, saying what it wrote.
/// - Under XCTest (no current Swift Testing test), each error is an `XCTFail` at the calling line whose
///   message starts with the spec's `file:line:column`.
///
/// A relative `path` is read against the nearest folder, from the test file's folder upwards, that
/// holds it (the package or project root for `Specs/…`), else the current folder.
///
/// - Parameters:
///   - path: A `.primerspec` file, or a folder searched for them.
///   - record: The record mode for this call, before any scope, trait or `PRIMERSPEC_RECORD`.
///   - blocks: The blocks the specs may name (default: every block PrimerSpec ships).
/// - Returns: The report, after any recording: the same value `primer-spec check` renders.
/// - Throws: ``SpecSearchError`` when the path does not exist or holds no spec.
@discardableResult
public func expectSpec(
    _ path: String,
    record: SpecRecordMode? = nil,
    blocks: BlockRegistry = .standard,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws(SpecSearchError) -> CheckReport {
    let caller = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let expectation = SpecExpectation(
        blocks: blocks, workingDirectory: SpecPathResolver.root(for: path, testFile: caller.path),
        recording: SpecRecording.resolve(argument: record), artifacts: SpecArtifacts.fromEnvironment())
    let result = try expectation.run([path])
    SpecIssueReporter.record(result.issues, caller: caller)
    return result.report
}

/// Checks every spec file in a folder (default `Specs`), as ``expectSpec(_:record:blocks:fileID:filePath:line:column:)``
/// does for one: an issue per failing line at the spec's own line, and a summary per failing file.
@discardableResult
public func expectSpecs(
    in folder: String = "Specs",
    record: SpecRecordMode? = nil,
    blocks: BlockRegistry = .standard,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws(SpecSearchError) -> CheckReport {
    try expectSpec(folder, record: record, blocks: blocks, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reads a spec file and resolves it against its block: the model its header describes, for a test that
/// compares it with the content the app's own view is built from.
///
/// ```swift
/// let spec = try loadSpec("Specs/onboarding-screen.primerspec")
/// let model = try #require(spec.model as? PrimerScreenModel)
/// #expect(model.content == Onboarding.screen)
/// ```
///
/// A relative path is found as ``expectSpec(_:record:blocks:fileID:filePath:line:column:)`` finds it.
/// - Throws: ``SpecLoadError`` with every located error when the file cannot be read, parsed or resolved.
public func loadSpec(_ path: String, blocks: BlockRegistry = .standard,
                     filePath: StaticString = #filePath) throws(SpecLoadError) -> ResolvedSpec {
    let root = SpecPathResolver.root(for: path, testFile: "\(filePath)")
    let run = SpecRun(blocks: blocks, workingDirectory: root)
    let loaded = run.load(run.file(path))
    guard let spec = loaded.spec else { throw SpecLoadError(path: path, diagnostics: loaded.diagnostics) }
    return spec
}

/// A spec file that cannot be read, parsed or resolved, with every error found.
public struct SpecLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// The errors, each at its `file:line:column`.
    public var diagnostics: [Finding]

    /// Creates the error.
    public init(path: String, diagnostics: [Finding]) {
        self.path = path
        self.diagnostics = diagnostics
    }

    /// `PATH cannot be loaded`, then one `file:line:column: error: …` line per error.
    public var description: String {
        (["\(path) cannot be loaded"] + diagnostics.map(\.rendered)).joined(separator: "\n")
    }
}
