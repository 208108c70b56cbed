/// What parsing a spec file produces: a best-effort syntax tree and every diagnostic.
package struct ParseResult: Hashable, Sendable {
    /// The syntax tree built from the lines that parsed; always present, even with errors.
    /// Its ``SpecFile/lines`` always hold every line of the input.
    package var recovered: SpecFile
    /// Every problem found, ordered by location.
    package var diagnostics: [Finding]

    /// Creates a result.
    package init(recovered: SpecFile, diagnostics: [Finding]) {
        self.recovered = recovered
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool {
        diagnostics.containsErrors
    }

    /// The syntax tree, or `nil` when there are errors: what a checker should use.
    package var file: SpecFile? {
        hasErrors ? nil : recovered
    }
}
