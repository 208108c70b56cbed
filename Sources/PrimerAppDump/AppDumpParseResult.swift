import PrimerSyntax

/// What reading a dump gives: the dump as far as it reads, and every error in it.
public struct AppDumpParseResult: Hashable, Sendable {
    /// The dump; lines with errors are left out.
    public var dump: AppDump
    /// Every error, sorted by location.
    public var diagnostics: [Finding]

    /// Creates a result.
    public init(dump: AppDump, diagnostics: [Finding]) {
        self.dump = dump
        self.diagnostics = diagnostics
    }

    /// Whether any error was found.
    public var hasErrors: Bool { diagnostics.containsErrors }
}
