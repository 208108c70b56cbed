import PrimerAppDump
import PrimerSyntax

extension SpecRun {
    /// `check --dump FILE --state STATE SPEC`: the app dump at `dumpPath` (relative to
    /// ``workingDirectory``) held against the loaded spec's `voiceover STATE` section, the way an
    /// `app-dump` section holds one (``AppDumpComparison``), reported as one section of the spec.
    ///
    /// A spec that does not load, one without that `voiceover` section, and a dump that does not read
    /// or parse are the outcome's errors. Whether `state` is one of the block's states is the caller's
    /// to ask first (the command line reports it as bad usage).
    package func dump(_ dumpPath: String, state: String, scope: AppDumpScope, against loaded: LoadedSpec) -> FileOutcome {
        guard let spec = loaded.spec else { return FileOutcome(path: loaded.path, errors: loaded.diagnostics) }
        return AppDumpResolver(workingDirectory: workingDirectory)
            .commandLineOutcome(dumpPath, state: state, scope: scope, in: spec)
    }
}
