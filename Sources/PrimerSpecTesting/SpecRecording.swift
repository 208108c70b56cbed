import Foundation

/// The record mode a spec test uses, and where it came from.
///
/// Precedence, first match wins:
/// 1. the `record:` argument of ``expectSpec(_:record:blocks:fileID:filePath:line:column:)``;
/// 2. the innermost ``withSpecRecording(_:_:)`` scope, or ``SpecRecordingTrait`` (`.specRecording(…)`)
///    on the test, then on its suite (a trait is a scope around the whole test, so a scope inside the
///    test body is inner to it);
/// 3. the `PRIMERSPEC_RECORD` environment variable, else swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`;
/// 4. ``SpecRecordMode/missing`` (``SpecRecordMode/standard``), as swift-snapshot-testing's default.
public struct SpecRecording: Hashable, Sendable {
    /// Where a mode came from, for messages.
    public enum Source: String, Hashable, Sendable, CustomStringConvertible {
        /// The call's `record:` argument.
        case argument = "the record: argument"
        /// `withSpecRecording` or the `.specRecording` trait.
        case scope = "withSpecRecording or the .specRecording trait"
        /// `PRIMERSPEC_RECORD`.
        case environment = "PRIMERSPEC_RECORD"
        /// `SNAPSHOT_TESTING_RECORD`, read when `PRIMERSPEC_RECORD` is unset.
        case snapshotTestingEnvironment = "SNAPSHOT_TESTING_RECORD"
        /// Nothing set it.
        case standard = "the default"

        /// How messages name it: `PRIMERSPEC_RECORD`, `the record: argument`, ….
        public var description: String { rawValue }
    }

    /// The mode.
    public var mode: SpecRecordMode
    /// Where it came from.
    public var source: Source
    /// A `PRIMERSPEC_RECORD` or `SNAPSHOT_TESTING_RECORD` value that was not a mode (ignored), if read.
    public var problem: SpecRecordModeError?

    /// Creates a resolved mode.
    public init(mode: SpecRecordMode, source: Source, problem: SpecRecordModeError? = nil) {
        self.mode = mode
        self.source = source
        self.problem = problem
    }

    /// The mode set by the innermost ``withSpecRecording(_:_:)`` or `.specRecording` trait, if any.
    @TaskLocal public static var scoped: SpecRecordMode?

    /// Resolves the mode in the documented order of precedence.
    public static func resolve(argument: SpecRecordMode?, scoped: SpecRecordMode? = SpecRecording.scoped,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> SpecRecording {
        if let argument { return SpecRecording(mode: argument, source: .argument) }
        if let scoped { return SpecRecording(mode: scoped, source: .scope) }
        switch SpecRecordMode.fromEnvironmentVariable(environment) {
        case .success(let found?):
            return SpecRecording(mode: found.mode, source: found.variable == SpecRecordMode.environmentVariable
                                 ? .environment : .snapshotTestingEnvironment)
        case .success(nil): return SpecRecording(mode: .standard, source: .standard)
        // A value that is no mode records nothing: a typo must not write into spec files.
        case .failure(let problem): return SpecRecording(mode: .never, source: .standard, problem: problem)
        }
    }
}

/// Runs `operation` with spec tests recording in `mode` (unless a call passes its own `record:`).
public func withSpecRecording<R>(_ mode: SpecRecordMode, _ operation: () throws -> R) rethrows -> R {
    try SpecRecording.$scoped.withValue(mode, operation: operation)
}

/// Runs `operation` with spec tests recording in `mode` (unless a call passes its own `record:`).
public func withSpecRecording<R>(_ mode: SpecRecordMode, isolation: isolated (any Actor)? = #isolation,
                                 _ operation: () async throws -> R) async rethrows -> R {
    try await SpecRecording.$scoped.withValue(mode, operation: operation, isolation: isolation)
}
