import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Scans an app: reads its Swift files for permission requests, its Info.plist (or project, or
/// xcconfig) for the keys they need, and its specs for what they prime, and checks them (``ScanChecker``).
package enum AppScanner {
    /// What to scan.
    package struct Input: Sendable {
        /// The Swift files.
        package var sources: [SwiftSourceFiles.File]
        /// Where the app's Info.plist keys come from; nil when none is known (keys are then not checked).
        package var appInfo: AppInfoSources?
        /// The spec files, or nil when there is no specs folder (spec rules are then not checked).
        package var specs: [SwiftSourceFiles.File]?
        /// The blocks the specs may use (a spec without `block NAME` describes the default one): what
        /// each spec primes, and the iOS release each block needs.
        package var blocks: BlockRegistry
        /// Whether a permission no spec covers is a warning.
        package var requireSpecs: Bool
        /// The folders and files the sources were looked for in, as given: where a scan that reads no
        /// Swift file says so.
        package var searched: [SwiftSourceFiles.File]

        /// Creates an input.
        package init(sources: [SwiftSourceFiles.File], appInfo: AppInfoSources?, specs: [SwiftSourceFiles.File]?,
                    blocks: BlockRegistry, requireSpecs: Bool = false, searched: [SwiftSourceFiles.File] = []) {
            self.searched = searched
            self.sources = sources
            self.appInfo = appInfo
            self.specs = specs
            self.blocks = blocks
            self.requireSpecs = requireSpecs
        }
    }

    /// The largest Swift file read. A choice: ten times the largest source file of the real apps
    /// checked (Docs/Scan.md); a larger one is reported, not read.
    package static let fileSizeLimit = 8 << 20

    /// Scans.
    package static func scan(_ input: Input) -> ScanResult {
        var result = ScanResult()
        var files: [SwiftFile] = []
        let designs = input.blocks.blocks.compactMap { block in block.code.map { (block: block.name, code: $0) } }
        let readsCode = !designs.isEmpty || input.blocks.blocks.contains { $0.copy != nil }
        for file in input.sources {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(file.absolute, limit: fileSizeLimit)
            } catch {
                result.errors.append(.error("cannot read \(TextExcerpt.shown(file.display)): \(error); expected a readable "
                                            + "Swift file", at: SourceRange(at: SourceLocation(file: file.display, line: 0, column: 0)),
                                            offendingText: TextExcerpt.shown(file.display), expected: "a readable Swift file"))
                continue
            }
            result.files += 1
            result.lines += bytes.reduce(into: 0) { count, byte in if byte == 0x0A { count += 1 } }
            let tokens = SwiftLexer.tokens(bytes)
            result.requests += RequestFinder(file: file.display).requests(in: tokens)
            if readsCode { files.append(SwiftFile(path: file.display, bytes: bytes, tokens: tokens)) }
        }
        let module = SwiftModule(files: files)
        result.requests += primerRequests(in: module, designs: designs, result: &result)
        if !module.files.isEmpty {
            result.copies = DesignSource.copies(in: module, values: CodeValues(module: module), blocks: input.blocks)
                .map { found in
                    DesignCopyFound(block: found.block.name, design: found.block.copy?.types.first ?? found.block.name,
                                    location: found.copy.location,
                                    differences: DesignSource.findings(found.reading, block: found.block))
                }
        }
        if result.files == 0 {
            result.warnings.append(noSwift(input))
        }
        if var sources = input.appInfo {
            // No rule of the scan needs the app's name: a name that does not resolve must not stop the
            // key checks, so the reader is given one and never reads the app's.
            if sources.appName == nil { sources.appName = LocatedValue("the app") }
            let (info, diagnostics) = AppInfoReader.read(sources, keys: Permission.scannedKeys, blocking: [])
            result.errors += diagnostics.filter { $0.severity == .error }
            result.warnings += diagnostics.filter { $0.severity != .error }
            // Keys are held against a file that could be read; otherwise every request would look unkeyed.
            if !diagnostics.containsErrors { result.info = info }
        }
        if let specFiles = input.specs {
            var specs: [SpecCoverage] = []
            for file in specFiles {
                switch SpecFileError.read(file.display, at: file.absolute) {
                case .success(let bytes):
                    // The folder the display path is relative to, so a linked spec's code path resolves.
                    let base = file.absolute.hasSuffix(file.display) && !file.display.hasPrefix("/")
                        ? String(file.absolute.dropLast(file.display.count)) : nil
                    specs.append(SpecCoverage.read(bytes, path: base == nil ? file.absolute : file.display,
                                                   blocks: input.blocks, workingDirectory: base))
                case .failure(let error):
                    result.errors.append(error)
                }
            }
            result.specs = specs
        }
        // The keys of an API that changed in iOS 17 follow the branch the call is in and the deployment target.
        result.requests = result.requests.map { $0.resolvingKeys(deploymentTarget: result.info?.deploymentTarget) }
        result.warnings += result.requests.flatMap(\.notes)
        let checkerInput = ScanChecker.Input(requests: result.requests, info: result.info, specs: result.specs,
                                             requireSpecs: input.requireSpecs)
        result.findings = ScanChecker(blocks: input.blocks).findings(checkerInput)
        return result
    }
}

extension AppScanner {
    /// The warning of a scan that read no Swift file: nothing could be checked against the code.
    static func noSwift(_ input: Input) -> Finding {
        let place = input.searched.first?.display ?? input.sources.first?.display ?? "."
        let searched = input.searched.isEmpty ? TextExcerpt.shown(place)
            : input.searched.map { TextExcerpt.shown($0.display) }.joined(separator: ", ")
        return Finding(severity: .warning, range: SourceRange(at: SourceLocation(file: place, line: 0, column: 0)),
                       message: "read no Swift file in \(searched): no request can be found; expected the folders "
                           + "of the app's Swift code (give them as SOURCES)",
                       offendingText: TextExcerpt.shown(place), expected: "the app's Swift sources")
    }

    /// The calls of the designs the blocks declare: each asks for its permission on Continue
    /// (the design's code makes the request, wherever that code lives), so each is a request of its
    /// kind; a call that cannot be read is a note.
    static func primerRequests(in module: SwiftModule, designs: [(block: String, code: BlockCode)],
                               result: inout ScanResult) -> [PermissionRequest] {
        guard !module.files.isEmpty else { return [] }
        var requests: [PermissionRequest] = []
        let values = CodeValues(module: module)
        for design in designs {
            let found = CallSiteFinder(shapes: design.code.calls).calls(in: module)
            result.warnings += found.notes
            for call in found.calls {
                let content = design.code.read(call, values)
                guard !content.permissions.isEmpty else {
                    result.unreadPrimerCalls.append(PrimerCall(block: design.block, call: call, content: content))
                    continue
                }
                result.primerCalls.append(PrimerCall(block: design.block, call: call, content: content))
                let api = PermissionAPI(call.shape.signature, content.permissions,
                                        note: "a primer: the design asks for the permission on Continue",
                                        source: "the design's code")
                requests.append(PermissionRequest(location: call.location, api: api))
            }
        }
        return requests
    }
}

/// A copy of a design's published source found by `scan`, and how it differs from the design.
package struct DesignCopyFound: Sendable {
    /// The name of the block whose design it copies: `primer-screen`.
    package var block: String
    /// The design's view type: `PermissionPrimerScreen`.
    package var design: String
    /// Where the copy's view is declared.
    package var location: SourceLocation
    /// Each difference from the published design, located at the copy's line: a note where a spec with
    /// `design copy` follows it, a warning where it cannot.
    package var differences: [Finding]
}

/// A call of a design found by `scan`: where it is and what it shows.
package struct PrimerCall: Sendable {
    /// The name of the block whose design it calls: `primer-screen`.
    package var block: String
    /// The call.
    package var call: CodeCall
    /// Its content, as its block reads it.
    package var content: CallSiteContent
}

/// What a scan found: the requests, the app's keys, the specs, the findings and the inputs that
/// could not be read.
package struct ScanResult: Sendable {
    /// How many Swift files were read.
    package var files = 0
    /// How many lines they have.
    package var lines = 0
    /// Every request, in file order.
    package var requests: [PermissionRequest] = []
    /// The calls of the designs (each also a request), in file order.
    package var primerCalls: [PrimerCall] = []
    /// The calls of the designs whose permission the code computes at run time (no request: the
    /// permission is unknown), in file order; `init` names them, and a spec links one by hand.
    package var unreadPrimerCalls: [PrimerCall] = []
    /// The copies of designs' published sources in the app's code, in block order.
    package var copies: [DesignCopyFound] = []
    /// The app's keys, when an Info.plist, project or xcconfig was read.
    package var info: AppInfo?
    /// The specs read, when there is a specs folder.
    package var specs: [SpecCoverage]?
    /// The findings of the rules.
    package var findings: [Finding] = []
    /// Inputs that could not be read (exit 2).
    package var errors: [Finding] = []
    /// Warnings about the app's files (a setting that disagrees with the file, …).
    package var warnings: [Finding] = []

    /// Creates an empty result.
    package init() {}

    /// 2 when an input could not be read, 1 when an error-level finding is left, else 0.
    package var exitCode: ExitCode {
        if !errors.isEmpty { return .badInput }
        return findings.containsErrors ? .mismatch : .success
    }

    /// The permissions asked for, each once, in catalogue order.
    package var permissions: [Permission] { Set(requests.flatMap(\.permissions)).sorted() }
}
