@testable import PrimerMotion
import PrimerSpec
@testable import PrimerSpecTesting
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// How the record mode is chosen: the environment variable, a scope, the trait and the call's argument,
/// in that order of increasing precedence.
@Suite("Record mode")
struct RecordModeTests {
    static let environmentCases: [(String?, Result<SpecRecordMode?, SpecRecordModeError>)] = [
        (nil, .success(nil)),
        ("", .success(nil)),
        ("all", .success(.all)),
        ("failed", .success(.failed)),
        ("missing", .success(.missing)),
        ("never", .success(.never)),
        ("yes", .failure(SpecRecordModeError(value: "yes"))),
        ("Failed", .failure(SpecRecordModeError(value: "Failed"))),
    ]

    @Test(arguments: environmentCases)
    func theEnvironmentVariable(value: String?, expected: Result<SpecRecordMode?, SpecRecordModeError>) {
        let environment = value.map { ["PRIMERSPEC_RECORD": $0] } ?? [:]
        #expect(SpecRecordMode.fromEnvironment(environment) == expected)
    }

    @Test func aBadValueSaysWhatWasExpected() {
        #expect(SpecRecordModeError(value: "Failed").description
                == "PRIMERSPEC_RECORD is 'Failed'; expected one of all, failed, missing, never (did you mean 'failed'?); checking without recording")
        #expect(SpecRecordModeError(value: "yes").description
                == "PRIMERSPEC_RECORD is 'yes'; expected one of all, failed, missing, never; checking without recording")
    }

    static let precedenceCases: [(SpecRecordMode?, SpecRecordMode?, String?, SpecRecording)] = [
        // As swift-snapshot-testing's default: an empty section is filled in, and the test fails.
        (nil, nil, nil, SpecRecording(mode: .missing, source: .standard)),
        (nil, nil, "missing", SpecRecording(mode: .missing, source: .environment)),
        (nil, .failed, "missing", SpecRecording(mode: .failed, source: .scope)),
        (.all, .failed, "missing", SpecRecording(mode: .all, source: .argument)),
        (.never, .failed, "missing", SpecRecording(mode: .never, source: .argument)),
        (nil, nil, "on", SpecRecording(mode: .never, source: .standard, problem: SpecRecordModeError(value: "on"))),
        // A scope or argument wins without reading the environment, so a bad value is not reported.
        (nil, .missing, "on", SpecRecording(mode: .missing, source: .scope)),
    ]

    @Test(arguments: precedenceCases)
    func precedence(argument: SpecRecordMode?, scoped: SpecRecordMode?, environment: String?, expected: SpecRecording) {
        let variables = environment.map { ["PRIMERSPEC_RECORD": $0] } ?? [:]
        #expect(SpecRecording.resolve(argument: argument, scoped: scoped, environment: variables) == expected)
    }

    /// swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` sets the mode when `PRIMERSPEC_RECORD` is
    /// unset or empty; `PRIMERSPEC_RECORD` wins; a bad value of either is named with its variable.
    @Test(arguments: [
        (["SNAPSHOT_TESTING_RECORD": "failed"], SpecRecording(mode: .failed, source: .snapshotTestingEnvironment)),
        (["SNAPSHOT_TESTING_RECORD": "never"], SpecRecording(mode: .never, source: .snapshotTestingEnvironment)),
        (["SNAPSHOT_TESTING_RECORD": "all", "PRIMERSPEC_RECORD": "never"], SpecRecording(mode: .never, source: .environment)),
        (["SNAPSHOT_TESTING_RECORD": "all", "PRIMERSPEC_RECORD": ""], SpecRecording(mode: .all, source: .snapshotTestingEnvironment)),
        (["SNAPSHOT_TESTING_RECORD": "true"], SpecRecording(mode: .never, source: .standard, problem:
            SpecRecordModeError(value: "true", variable: "SNAPSHOT_TESTING_RECORD"))),
    ])
    func snapshotTestingsVariableIsAnAlias(_ environment: [String: String], _ expected: SpecRecording) {
        #expect(SpecRecording.resolve(argument: nil, scoped: nil, environment: environment) == expected)
    }

    @Test func aBadSnapshotTestingValueNamesItsVariable() {
        #expect(SpecRecordModeError(value: "true", variable: "SNAPSHOT_TESTING_RECORD").description
                == "SNAPSHOT_TESTING_RECORD is 'true'; expected one of all, failed, missing, never; checking without recording")
    }

    @Test func aScopeSetsTheModeAndTheInnermostWins() {
        #expect(SpecRecording.scoped == nil)
        withSpecRecording(.failed) {
            #expect(SpecRecording.scoped == .failed)
            withSpecRecording(.missing) { #expect(SpecRecording.scoped == .missing) }
            #expect(SpecRecording.scoped == .failed)
        }
        #expect(SpecRecording.scoped == nil)
    }

    @Test func anAsyncScopeSetsTheMode() async {
        let mode = await withSpecRecording(.all) { () async -> SpecRecordMode? in
            await Task.yield()
            return SpecRecording.scoped
        }
        #expect(mode == .all)
    }

    @Test(.specRecording(.missing))
    func theTraitSetsTheModeAndAScopeInsideTheTestWins() {
        #expect(SpecRecording.scoped == .missing)
        #expect(SpecRecording.resolve(argument: nil, environment: [:]).mode == .missing)
        withSpecRecording(.failed) { #expect(SpecRecording.scoped == .failed) }
    }

    static let scopes: [(SpecRecordMode, RecordScope?)] = [(.all, .every), (.failed, .failing), (.missing, .empty), (.never, nil)]

    @Test(arguments: scopes)
    func eachModeRecordsItsSections(mode: SpecRecordMode, scope: RecordScope?) {
        #expect(mode.scope == scope)
    }
}

@Suite("Record mode trait on a suite", .specRecording(.all))
struct RecordModeSuiteTraitTests {
    @Test func theSuitesTraitReachesItsTests() {
        #expect(SpecRecording.scoped == .all)
    }

    @Test(.specRecording(.never))
    func aTestsOwnTraitIsInnerToTheSuites() {
        #expect(SpecRecording.scoped == .never)
    }
}
