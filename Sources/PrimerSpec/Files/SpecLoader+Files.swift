import Foundation
import PrimerSyntax

extension SpecLoader {
    /// Parses and resolves a spec file on disk: the spec (its block's model configured by the header),
    /// or nil with every error found (``SpecRun/load(_:)``).
    ///
    /// `path` is relative to `workingDirectory` (nil: the process's current folder) or absolute, and
    /// names the file in every location. A test can read the model a spec describes and compare it with
    /// the content the app's own view is built from.
    package static func load(file path: String, workingDirectory: String? = nil,
                            blocks: BlockRegistry) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let run = SpecRun(blocks: blocks, workingDirectory: workingDirectory)
        let loaded = run.load(run.file(path))
        return (loaded.spec, loaded.diagnostics)
    }
}
