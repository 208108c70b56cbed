import PrimerSyntax

/// How one spec file fared: its parse and resolve errors, or its sections' outcomes.
public struct FileOutcome: Hashable, Sendable {
    /// The path as given.
    public var path: String
    /// Errors that stopped the file from being checked (it does not parse or does not resolve).
    public var errors: [Finding]
    /// The outcome of each section, in file order.
    public var sections: [SectionOutcome]
    /// Warnings about the file's header (an assumption the model makes); they fail nothing.
    public var warnings: [Finding]

    /// Creates an outcome.
    public init(path: String, errors: [Finding] = [], sections: [SectionOutcome] = [], warnings: [Finding] = []) {
        self.path = path
        self.errors = errors
        self.sections = sections
        self.warnings = warnings
    }

    /// The outcome with each passing section's lines let go (its diff emptied): what the text, JUnit
    /// and GitHub reports need, which show a section's lines only when it fails.
    public func withoutPassingLines() -> FileOutcome {
        var slim = self
        for index in slim.sections.indices where slim.sections[index].status == .passed {
            slim.sections[index] = slim.sections[index].withoutLinesIfPassed()
        }
        return slim
    }
}
