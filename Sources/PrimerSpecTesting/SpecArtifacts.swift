import Foundation
import PrimerSpec
import PrimerSyntax

/// Where a failing spec test writes what the builders generate, for CI to upload beside the test
/// results, as swift-snapshot-testing writes a failing snapshot to `SNAPSHOT_ARTIFACTS`.
///
/// `PRIMERSPEC_ARTIFACTS` names the folder (else `SNAPSHOT_ARTIFACTS`, so one setting serves both).
/// For a spec with failing sections, the folder gets the spec as it would be recorded: the failing
/// sections' bodies as generated, every other byte as in the spec, at the spec's path under the
/// folder (`$PRIMERSPEC_ARTIFACTS/Specs/onboarding.primerspec`), so a diff against the checkout shows
/// the change. Nothing is written when no variable is set, or for a spec that passes.
struct SpecArtifacts: Hashable, Sendable {
    /// The variable naming the folder.
    static let environmentVariable = "PRIMERSPEC_ARTIFACTS"
    /// swift-snapshot-testing's variable, read when ``environmentVariable`` is unset.
    static let snapshotTestingVariable = "SNAPSHOT_ARTIFACTS"

    /// The folder, absolute.
    var folder: String

    /// The folder a process environment names, or nil when none is set.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                currentDirectory: String = FileManager.default.currentDirectoryPath) -> SpecArtifacts? {
        for variable in [environmentVariable, snapshotTestingVariable] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            return SpecArtifacts(folder: value.hasPrefix("/") ? value : currentDirectory + "/" + value)
        }
        return nil
    }

    /// Where a spec's artifact goes: its path as given under the folder, without `..` or a leading `/`
    /// (an absolute spec path keeps its last component).
    func destination(for specPath: String) -> String {
        let components = specPath.split(separator: "/").filter { $0 != "." && $0 != ".." }
        let relative = specPath.hasPrefix("/") ? components.suffix(1) : components[...]
        return folder + "/" + relative.joined(separator: "/")
    }

    /// Writes the recorded spec to its destination (atomically); returns the path written, or why
    /// nothing could be.
    func write(_ bytes: [UInt8], for specPath: String) -> Result<String, SpecArtifactError> {
        let destination = destination(for: specPath)
        let url = URL(fileURLWithPath: destination)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
            return .success(destination)
        } catch {
            return .failure(SpecArtifactError(path: destination, reason: "\(error.localizedDescription)"))
        }
    }
}

/// An artifact that could not be written.
struct SpecArtifactError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where it was to go.
    var path: String
    /// What the file system said.
    var reason: String

    var description: String { "could not write the generated spec to \(path): \(reason)" }
}
