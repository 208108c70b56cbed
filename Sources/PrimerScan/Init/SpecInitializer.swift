import Foundation
import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Writes a spec for each permission an app asks for or declares (``SpecDraft``), records it with the
/// recorder `check --record` uses, and never overwrites a file.
public struct SpecInitializer: Sendable {
    /// The blocks specs may use.
    public var blocks: BlockRegistry
    /// The folder relative paths are read from.
    public var workingDirectory: String

    /// Creates an initializer.
    public init(blocks: BlockRegistry, workingDirectory: String) {
        self.blocks = blocks
        self.workingDirectory = workingDirectory
    }

    /// What `init` did.
    public struct Outcome: Sendable {
        /// Each spec written, with how many sections it has.
        public var written: [(path: String, permission: Permission, sections: Int)] = []
        /// Each spec left alone because its file is there.
        public var existing: [(path: String, permission: Permission)] = []
        /// Each permission the block does not model, with the message naming the blocks that do.
        public var notModelled: [(permission: Permission, message: String)] = []
        /// Specs not written because their header does not resolve (a purpose string it needs is missing)
        /// or the file cannot be written, each with the errors.
        public var failed: [(path: String, permission: Permission, errors: [Finding])] = []
    }

    /// The permissions to write specs for: those asked for, then those only declared, in catalogue
    /// order; a precise-location request and a picker need no primer of their own.
    public static func permissions(_ result: ScanResult) -> [Permission] {
        var permissions = Set(result.requests.flatMap(\.permissions))
        for key in Permission.scannedKeys where result.info?.values[key] != nil {
            if let first = Permission.declaring(key).first, Permission.declaring(key).allSatisfy({ !permissions.contains($0) }) {
                permissions.insert(first)
            }
        }
        permissions.remove(.locationFullAccuracy)
        return permissions.sorted()
    }

    /// Writes the specs into `folder` (display and absolute paths).
    public func run(_ result: ScanResult, app: AppInfoSources, block: any Block,
                    folder: (display: String, absolute: String)) -> Outcome {
        var outcome = Outcome()
        var kinds: Set<String> = []
        for permission in Self.permissions(result) {
            guard let draft = SpecDraft(permission: permission, block: block, info: result.info) else {
                let others = blocks.blocks(modelling: permission).map(\.name)
                outcome.notModelled.append((permission, "\(permission): \(block.name) does not model it; "
                    + (others.isEmpty ? "no block does" : "--block \(others.joined(separator: " or --block ")) does")))
                continue
            }
            // Reading and writing health share one spec, as do the location keys of one kind.
            guard kinds.insert(draft.kind).inserted else { continue }
            let display = FilePathText.join(folder.display, draft.fileName)
            let absolute = (folder.absolute as NSString).appendingPathComponent(draft.fileName)
            if FileManager.default.fileExists(atPath: absolute) {
                outcome.existing.append((display, permission))
                continue
            }
            switch spec(draft, app: app, block: block, display: display, folder: folder.absolute) {
            case .failed(let errors):
                outcome.failed.append((display, permission, errors))
            case .recorded(let bytes, let sections):
                do {
                    try FileManager.default.createDirectory(atPath: folder.absolute, withIntermediateDirectories: true)
                    // Checked again just before writing: a file that appeared meanwhile is kept.
                    guard !FileManager.default.fileExists(atPath: absolute) else {
                        outcome.existing.append((display, permission))
                        continue
                    }
                    try AtomicFileWriter.write(bytes, to: absolute)
                    outcome.written.append((display, permission, sections))
                } catch {
                    outcome.failed.append((display, permission, [.error(
                        "\(TextExcerpt.shown(display)): cannot write the spec: \(error)",
                        at: SourceRange(at: SourceLocation(file: display, line: 0, column: 0)))]))
                }
            }
        }
        return outcome
    }

    /// A spec drafted and recorded, or the errors that stopped it.
    private enum Drafted {
        case recorded([UInt8], sections: Int)
        case failed([Finding])
    }

    /// The recorded spec's bytes and section count, or the errors of a header that does not resolve.
    private func spec(_ draft: SpecDraft, app: AppInfoSources, block: any Block, display: String,
                      folder: String) -> Drafted {
        let header = draft.header(app: app, specsFolder: folder, defaultBlock: blocks.defaultName)
        let headerText = header.joined(separator: "\n") + "\n"
        // The spec resolves relative paths against its own folder: load it as if it were there.
        let (resolved, diagnostics) = SpecLoader.load(Array(headerText.utf8), path: display,
                                                      workingDirectory: workingDirectory, blocks: blocks)
        guard let resolved else { return .failed(diagnostics.filter { $0.severity == .error }) }
        let sections = SpecDraft.sections(of: resolved.model, kinds: block.sectionKinds)
        let text = headerText + sections.map { "\n\($0)\n" }.joined()
        let recorded = Recorder(blocks: blocks, workingDirectory: workingDirectory)
            .record(Array(text.utf8), path: display, scope: .empty)
        guard recorded.errors.isEmpty else { return .failed(recorded.errors) }
        return .recorded(recorded.newBytes ?? Array(text.utf8), sections: sections.count)
    }
}
