import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// When a spec test writes what the builders generate into the spec file, like swift-snapshot-testing's
/// record modes. Spec files are reviewed records, so the default is ``never``.
///
/// A test that records still fails, saying what it wrote: review the change, then run again with
/// record mode off.
public enum SpecRecordMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Rewrite every section as the builders print it, also where only the spacing differs; the test
    /// fails even when nothing changed, so the mode is never left on by mistake.
    case all
    /// Rewrite the sections that fail (their lines differ from what the builders generate).
    case failed
    /// Fill in only sections with an empty body; sections already written are checked as usual.
    case missing
    /// Write nothing: check only. The default.
    case never

    /// The environment variable that sets the mode for a whole run: `PRIMERSPEC_RECORD=failed swift test`.
    public static let environmentVariable = "PRIMERSPEC_RECORD"

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

    /// Reads the mode from a process environment: nil when the variable is unset or empty, else the
    /// mode or a message naming the bad value and what was expected.
    public static func fromEnvironment(_ environment: [String: String]) -> Result<SpecRecordMode?, SpecRecordModeError> {
        guard let text = environment[environmentVariable], !text.isEmpty else { return .success(nil) }
        guard let mode = SpecRecordMode(rawValue: text) else { return .failure(SpecRecordModeError(value: text)) }
        return .success(mode)
    }
}

/// A `PRIMERSPEC_RECORD` value that is not a record mode.
public struct SpecRecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value given.
    public var value: String

    /// Creates the error.
    public init(value: String) { self.value = value }

    /// `PRIMERSPEC_RECORD is 'yes'; expected one of all, failed, missing, never`, with a suggestion.
    public var description: String {
        let modes = SpecRecordMode.allCases.map(\.rawValue)
        return "\(SpecRecordMode.environmentVariable) is '\(value)'; expected one of \(modes.joined(separator: ", "))"
            + Suggestion.didYouMean(value, among: modes) + "; checking without recording"
    }
}
