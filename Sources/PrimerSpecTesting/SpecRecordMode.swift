import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// When a spec test writes what the builders generate into the spec file, like swift-snapshot-testing's
/// record modes. The default is ``missing``, as swift-snapshot-testing's: a section written with an
/// empty body is filled in, and every other section is only checked.
///
/// A test that records still fails, saying what it wrote, so CI never passes on lines nobody
/// reviewed: review the change, then run again.
public enum SpecRecordMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Rewrite every section as the builders print it, also where only the spacing differs; the test
    /// fails even when nothing changed, so the mode is never left on by mistake.
    case all
    /// Rewrite the sections that fail (their lines differ from what the builders generate).
    case failed
    /// Fill in only sections with an empty body (and fail); sections already written are checked as
    /// usual. The default.
    case missing
    /// Write nothing: check only.
    case never

    /// The environment variable that sets the mode for a whole run: `PRIMERSPEC_RECORD=failed swift test`.
    public static let environmentVariable = "PRIMERSPEC_RECORD"
    /// swift-snapshot-testing's variable, read when ``environmentVariable`` is unset: its four values
    /// (`all`, `failed`, `missing`, `never`) mean the same here, so one setting records both kinds.
    public static let snapshotTestingVariable = "SNAPSHOT_TESTING_RECORD"
    /// The mode when nothing sets one.
    public static let standard = SpecRecordMode.missing

    /// The sections a recording rewrites in this mode; nil for ``never``.
    public var scope: RecordScope? {
        switch self {
        case .all: .every
        case .failed: .failing
        case .missing: .empty
        case .never: nil
        }
    }

    /// The raw value: `all`, `failed`, `missing` or `never`.
    public var description: String { rawValue }

    /// Reads the mode from a process environment: `PRIMERSPEC_RECORD`, else `SNAPSHOT_TESTING_RECORD`;
    /// nil when both are unset or empty, else the mode or a message naming the variable, the bad value
    /// and what was expected.
    public static func fromEnvironment(_ environment: [String: String]) -> Result<SpecRecordMode?, SpecRecordModeError> {
        fromEnvironmentVariable(environment).map { $0?.mode }
    }

    /// The mode and the variable that set it, as ``fromEnvironment(_:)`` reads them.
    static func fromEnvironmentVariable(_ environment: [String: String])
        -> Result<(mode: SpecRecordMode, variable: String)?, SpecRecordModeError> {
        for variable in [environmentVariable, snapshotTestingVariable] {
            guard let text = environment[variable], !text.isEmpty else { continue }
            guard let mode = SpecRecordMode(rawValue: text) else {
                return .failure(SpecRecordModeError(value: text, variable: variable))
            }
            return .success((mode, variable))
        }
        return .success(nil)
    }
}

/// A `PRIMERSPEC_RECORD` (or `SNAPSHOT_TESTING_RECORD`) value that is not a record mode.
public struct SpecRecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value given.
    public var value: String
    /// The variable that gave it.
    public var variable: String

    /// Creates the error.
    public init(value: String, variable: String = SpecRecordMode.environmentVariable) {
        self.value = value
        self.variable = variable
    }

    /// `PRIMERSPEC_RECORD is 'yes'; expected one of all, failed, missing, never`, with a suggestion.
    public var description: String {
        let modes = SpecRecordMode.allCases.map(\.rawValue)
        return "\(variable) is '\(value)'; expected one of \(modes.joined(separator: ", "))"
            + Suggestion.didYouMean(value, among: modes) + "; checking without recording"
    }
}
