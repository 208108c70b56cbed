import PrimerSyntax

/// One spec file read, parsed and resolved once: what its check, record, audit and HTML page are
/// all made from.
///
/// A file that cannot be read is loaded too: with no spec and one error at its first line, so that
/// every outcome says the same thing about it.
package struct LoadedSpec: Sendable {
    /// The path as locations print it.
    package var path: String
    /// The resolved spec, or nil when the file cannot be read, does not parse or does not resolve.
    package var spec: ResolvedSpec?
    /// What reading, parsing and resolving found: the errors that stopped it, or the spec's warnings.
    package var diagnostics: [Finding]

    /// Creates a loaded spec.
    package init(path: String, spec: ResolvedSpec?, diagnostics: [Finding]) {
        self.path = path
        self.spec = spec
        self.diagnostics = diagnostics
    }

    /// The errors among the diagnostics: what an audit reports for a spec it cannot audit.
    package var errors: [Finding] { diagnostics.filter { $0.severity == .error } }
}
