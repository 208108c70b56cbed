import Foundation
import PrimerSyntax

extension SpecLoader {
    /// Parses and resolves a spec file on disk: the spec (its block's model configured by the header),
    /// or nil with every error found.
    ///
    /// `path` is relative to `workingDirectory` (nil: the process's current folder) or absolute, and
    /// names the file in every location. A test can read the model a spec describes and compare it with
    /// the content the app's own view is built from.
    public static func load(file path: String, workingDirectory: String? = nil,
                            blocks: BlockRegistry) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let absolute = SpecSearch(workingDirectory: workingDirectory).resolve(path)
        switch SpecFileError.read(path, at: absolute) {
        case .success(let bytes): return load(owning: bytes, path: path, workingDirectory: workingDirectory, blocks: blocks)
        case .failure(let error): return (nil, [error])
        }
    }
}
