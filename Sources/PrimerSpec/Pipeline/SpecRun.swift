import Foundation
import PrimerAppInfo
import PrimerSyntax

/// The library's one way from spec files to outcomes, as `primer-spec check`, `check --record`,
/// `audit`, `check --format html` and `check --dump` take it, and as the plugins (which run the
/// executable), the testing library and the benchmark do.
///
/// ``files(_:)`` finds the specs (``SpecSearch``); ``load(_:)`` reads each once and parses and
/// resolves it once; the ``LoadedSpec`` then feeds ``check(_:keepsPassingLines:)``,
/// ``audit(_:largeText:)``, ``record(_:scope:)`` and the HTML page alike. ``load(_:path:)`` loads
/// bytes held in memory (an editor's buffer), for a caller such as the language server.
package struct SpecRun: Sendable {
    /// The blocks a spec may name.
    package var blocks: BlockRegistry
    /// The folder relative paths are resolved against; nil for the process's current folder.
    package var workingDirectory: String?
    /// The rules every section is checked with.
    package var rules: [any Rule<SectionContext>]
    /// The audit's rules (by default the catalogue, ``RuleCatalogue``).
    package var auditor: Auditor
    /// The app files (Info.plist, project, translations) the run has read: each is read once however
    /// many specs name it, and again once it changes. Shared by the copies of the run; dies with them.
    package let appFiles = AppFileCache()
    /// The motion lines its specs have read, shared between them (``MotionReadingsCache``).
    package let motionReadings = MotionReadingsCache()
    /// What its specs' blocks have worked out from their headers, shared between them (``BlockMemo``).
    package let blockMemo = BlockMemo()

    /// Creates a run.
    package init(blocks: BlockRegistry, workingDirectory: String? = nil,
                rules: [any Rule<SectionContext>] = Checker.standardRules, auditor: Auditor = Auditor()) {
        self.blocks = blocks
        self.workingDirectory = workingDirectory
        self.rules = rules
        self.auditor = auditor
    }

    /// The checker the run checks sections with.
    package var checker: Checker { Checker(blocks: blocks, rules: rules, workingDirectory: workingDirectory) }

    /// The spec files under `paths`, as `check PATH …` finds them (``SpecSearch/files(_:)``).
    package func files(_ paths: [String]) throws(SpecSearchError) -> [SpecSearch.Found] {
        try SpecSearch(workingDirectory: workingDirectory).files(paths)
    }

    /// The file at `path` (relative to ``workingDirectory``, or absolute), as a search would find it.
    package func file(_ path: String) -> SpecSearch.Found {
        SpecSearch.Found(path: path, absolutePath: SpecSearch(workingDirectory: workingDirectory).resolve(path))
    }

    /// Reads, parses and resolves one file; one that cannot be read is a ``LoadedSpec`` with one error
    /// at its first line (``SpecFileError``).
    package func load(_ file: SpecSearch.Found) -> LoadedSpec {
        switch SpecFileError.read(file.path, at: file.absolutePath) {
        case .success(let bytes): return load(owning: bytes, path: file.path)
        case .failure(let error): return LoadedSpec(path: file.path, spec: nil, diagnostics: [error])
        }
    }

    /// Parses and resolves bytes held in memory; `path` names them in every location.
    package func load(_ bytes: [UInt8], path: String) -> LoadedSpec {
        load(owning: bytes, path: path)
    }

    /// ``load(_:path:)`` of bytes handed over and let go once split into lines (``SpecParser``).
    package func load(owning bytes: consuming [UInt8], path: String) -> LoadedSpec {
        let (spec, diagnostics) = SpecLoader.load(owning: bytes, path: path, workingDirectory: workingDirectory,
                                                  blocks: blocks, appFiles: appFiles, motionReadings: motionReadings,
                                                  blockMemo: blockMemo)
        return LoadedSpec(path: path, spec: spec, diagnostics: diagnostics)
    }

    /// Loads every file on every core and hands each to `transform`; the results in the files' order.
    /// A caller keeps only what `transform` returns, so memory need not grow with the specs.
    package func map<Mapped: Sendable>(_ files: [SpecSearch.Found],
                                      _ transform: @Sendable (LoadedSpec) -> Mapped) -> [Mapped] {
        let run = self
        return OrderedParallelMap.map(files) { transform(run.load($0)) }
    }

    /// ``map(_:_:)`` in two steps a file: `first` sees the loaded spec, and `then` only what `first`
    /// made of it, once the spec (its parse, every body line) is let go. A report rendered in `then`
    /// is never held beside the parse it came from.
    package func map<Partial, Mapped: Sendable>(_ files: [SpecSearch.Found], _ first: @Sendable (LoadedSpec) -> Partial,
                                               then: @Sendable (consuming Partial) -> Mapped) -> [Mapped] {
        let run = self
        return OrderedParallelMap.map(files) { file in
            // The loaded spec is a temporary of this statement: it is released before `then` runs.
            let partial = first(run.load(file))
            return then(partial)
        }
    }

    /// The check's outcome for a loaded file. Without `keepsPassingLines`, a passing section's lines
    /// are let go (the reports other than JSON do not show them).
    package func check(_ loaded: LoadedSpec, keepsPassingLines: Bool = true) -> FileOutcome {
        checker.check(loaded.spec, diagnostics: loaded.diagnostics, path: loaded.path,
                      keepsPassingLines: keepsPassingLines)
    }

    /// Checks every spec under `paths`: the report every `check --format` renders. Throws when a path
    /// does not exist or nothing is found; every other problem (an unreadable file included) is in it.
    package func check(paths: [String]) throws(SpecSearchError) -> CheckReport {
        let run = self
        return CheckReport(files: map(try files(paths)) { run.check($0) })
    }

    /// The audit of a loaded file with the acceptances its header gives, or the errors that stop it.
    package func audit(_ loaded: LoadedSpec, largeText: LargeTextReading = .standard) -> FileAudit {
        guard let spec = loaded.spec else { return FileAudit(audit: nil, errors: loaded.errors) }
        return FileAudit(audit: SpecAudit.of(spec, auditor: auditor, largeText: largeText), errors: [])
    }

    /// Audits every file, as `primer-spec audit PATH …` does.
    package func audit(_ files: [SpecSearch.Found], largeText: LargeTextReading = .standard) -> AuditReport {
        let run = self
        return FileAudit.report(map(files) { run.audit($0, largeText: largeText) })
    }
}

/// One file's part of an audit: its audit, or the errors of a spec that cannot be audited.
package struct FileAudit: Sendable {
    /// The audit; nil when the spec cannot be read, parsed or resolved.
    package var audit: SpecAudit?
    /// The errors that stopped the audit.
    package var errors: [Finding]

    /// Creates a file's audit.
    package init(audit: SpecAudit?, errors: [Finding]) {
        self.audit = audit
        self.errors = errors
    }

    /// The report of files audited, in their order.
    package static func report(_ files: [FileAudit]) -> AuditReport {
        AuditReport(audits: files.compactMap(\.audit), errors: files.flatMap(\.errors))
    }
}
