#if canImport(Testing)
import Testing

/// A test or suite trait that sets the record mode of the spec tests inside it:
/// `@Test(.specRecording(.failed))` or `@Suite(.specRecording(.missing))`.
///
/// It is a scope around the whole test, like ``withSpecRecording(_:_:)``; see ``SpecRecording`` for
/// the order of precedence.
public struct SpecRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode inside the test or suite.
    public var mode: SpecRecordMode

    /// Creates the trait.
    public init(mode: SpecRecordMode) { self.mode = mode }

    /// On a suite, the trait applies to every test in it.
    public var isRecursive: Bool { true }

    /// Runs the test with the mode set.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SpecRecording.$scoped.withValue(mode) { try await function() }
    }
}

extension Trait where Self == SpecRecordingTrait {
    /// Spec tests inside this test or suite record in `mode` (unless a call passes its own `record:`).
    public static func specRecording(_ mode: SpecRecordMode) -> Self { SpecRecordingTrait(mode: mode) }
}
#endif
