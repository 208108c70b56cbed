import PrimerAppInfo
import PrimerMotion
import PrimerSyntax

/// Parses and resolves a spec file in one step, collecting the errors of both passes.
package enum SpecLoader {
    /// The resolved spec, or nil with every syntax and semantic error found.
    ///
    /// When the file has syntax errors, the semantic pass still runs over what did parse, so a
    /// misspelt kind and a missing quote are reported in one run.
    package static func load(_ bytes: [UInt8], path: String, workingDirectory: String?,
                            blocks: BlockRegistry) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        load(owning: bytes, path: path, workingDirectory: workingDirectory, blocks: blocks)
    }

    /// ``load(_:path:workingDirectory:blocks:)`` of bytes the caller hands over (``SpecParser``).
    /// `appFiles` are the run's app files already read, `motionReadings` its motion lines, `blockMemo`
    /// what its blocks worked out from headers.
    static func load(owning bytes: consuming [UInt8], path: String, workingDirectory: String?,
                     blocks: BlockRegistry, appFiles: AppFileCache? = nil, motionReadings: MotionReadingsCache? = nil,
                     blockMemo: BlockMemo? = nil) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        load(SpecParser.parse(owning: bytes, path: path), workingDirectory: workingDirectory, blocks: blocks,
             appFiles: appFiles, motionReadings: motionReadings, blockMemo: blockMemo)
    }

    /// ``load(_:path:workingDirectory:blocks:)`` of a file already parsed (the language server keeps
    /// the syntax tree for its outline and resolves the same tree). The language server's edits go
    /// through ``IncrementalSpec``, which keeps what an edit cannot have changed.
    package static func load(_ parsed: ParseResult, workingDirectory: String?, blocks: BlockRegistry,
                            appFiles: AppFileCache? = nil, motionReadings: MotionReadingsCache? = nil,
                            blockMemo: BlockMemo? = nil) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let resolver = SpecResolver(blocks: blocks, workingDirectory: workingDirectory, appFiles: appFiles,
                                    motionReadings: motionReadings, blockMemo: blockMemo)
        let (resolved, semantic) = resolver.resolve(parsed.recovered)
        guard parsed.hasErrors else { return (resolved, semantic) }
        return (nil, (parsed.diagnostics + semantic.filter { !parsed.diagnostics.contains($0) }).sortedByLocation())
    }
}
