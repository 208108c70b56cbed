import PrimerSyntax

/// What reading a dump gives: the dump as far as it reads, and every error in it.
package struct AppDumpParseResult: Hashable, Sendable {
    /// The dump; lines with errors are left out.
    package var dump: AppDump
    /// Every error, sorted by location.
    package var diagnostics: [Finding]

    /// Creates a result.
    package init(dump: AppDump, diagnostics: [Finding]) {
        self.dump = dump
        self.diagnostics = diagnostics
    }

    /// Whether any error was found.
    package var hasErrors: Bool { diagnostics.containsErrors }
}
