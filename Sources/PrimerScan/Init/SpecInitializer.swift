import Foundation
import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Writes a spec linked to each call of a design the app's code shows (``LinkedSpecDraft``), and a
/// spec with the block's default words for each permission the code asks for with no such call or
/// the app only declares (``SpecDraft``); records each with the recorder `check --record` uses, and
/// never overwrites a file.
package struct SpecInitializer: Sendable {
    /// The blocks specs may use.
    package var blocks: BlockRegistry
    /// The folder relative paths are read from.
    package var workingDirectory: String

    /// Creates an initializer.
    package init(blocks: BlockRegistry, workingDirectory: String) {
        self.blocks = blocks
        self.workingDirectory = workingDirectory
    }

    /// What `init` did.
    package struct Outcome: Sendable {
        /// Each spec written, with how many sections it has.
        package var written: [(path: String, permission: Permission, sections: Int)] = []
        /// Each spec left alone because its file is there.
        package var existing: [(path: String, permission: Permission)] = []
        /// Each permission the block does not model, with the message naming the blocks that do.
        package var notModelled: [(permission: Permission, message: String)] = []
        /// Specs not written because their header does not resolve (a purpose string it needs is missing)
        /// or the file cannot be written, each with the errors.
        package var failed: [(path: String, permission: Permission, errors: [Finding])] = []
        /// Each spec linked to a call, with how many sections it has and how many of the call's
        /// values the code computes at run time (the notes `check --verbose` shows).
        package var linked: [(path: String, draft: LinkedSpecDraft, sections: Int, notes: Int)] = []
        /// Each linked spec left alone because its file is there.
        package var linkedExisting: [(path: String, draft: LinkedSpecDraft)] = []
        /// Linked specs not written, each with the errors.
        package var linkedFailed: [(path: String, draft: LinkedSpecDraft, errors: [Finding])] = []
        /// The calls whose permission the code computes at run time: no spec is written for them.
        package var unread: [PrimerCall] = []
    }

    /// The permissions to write specs for: those asked for, then those only declared, in catalogue
    /// order; a precise-location request and a picker need no primer of their own.
    package static func permissions(_ result: ScanResult) -> [Permission] {
        var permissions = Set(result.requests.flatMap(\.permissions))
        for key in Permission.scannedKeys where result.info?.values[key] != nil {
            if let first = Permission.declaring(key).first, Permission.declaring(key).allSatisfy({ !permissions.contains($0) }) {
                permissions.insert(first)
            }
        }
        permissions.remove(.locationFullAccuracy)
        return permissions.sorted()
    }

    /// The permissions to write default specs for: ``permissions(_:)`` less those a call of a
    /// design primes (its linked spec covers them).
    package static func unprimedPermissions(_ result: ScanResult) -> [Permission] {
        let primed = Set(result.primerCalls.flatMap(\.content.permissions))
        return permissions(result).filter { !primed.contains($0) }
    }

    /// Where the code first asks for a permission other than through a design's call, or nil when
    /// only the app's files declare it.
    package static func request(of permission: Permission, in result: ScanResult) -> PermissionRequest? {
        let primerLocations = Set(result.primerCalls.map(\.call.location))
        return result.requests.first { $0.permissions.contains(permission) && !primerLocations.contains($0.location) }
    }

    /// Writes the specs into `folder` (display and absolute paths): the linked ones, then the
    /// default ones.
    package func run(_ result: ScanResult, app: AppInfoSources, block: any Block,
                    folder: (display: String, absolute: String)) -> Outcome {
        run(result, app: app, block: block, into: FilePath(absolute: folder.absolute, display: folder.display))
    }

    /// Writes the specs into `folder`: the linked ones, then the default ones.
    package func run(_ result: ScanResult, app: AppInfoSources, block: any Block, into folder: FilePath) -> Outcome {
        let app = Self.namingAppTarget(app)
        var outcome = Outcome()
        outcome.unread = result.unreadPrimerCalls
        writeLinked(result, app: app, folder: folder, into: &outcome)
        var kinds: Set<String> = []
        for permission in Self.unprimedPermissions(result) {
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
            // A block that takes the app's words into its own lines cannot read them later: with no
            // purpose string the spec is not written, as a block reading the app's files refuses it.
            if !draft.readsAppFiles, let missing = SpecDraft.missingPurpose(of: permission, in: result.info, app: app) {
                outcome.failed.append((display, permission, [missing]))
                continue
            }
            switch spec(draft.header(app: app, specsFolder: folder.absolute, defaultBlock: blocks.defaultName),
                        block: block, display: display) {
            case .failed(let errors):
                outcome.failed.append((display, permission, errors))
            case .recorded(let bytes, let sections, _):
                switch write(bytes, display: display, absolute: absolute, folder: folder.absolute) {
                case .written: outcome.written.append((display, permission, sections))
                case .existing: outcome.existing.append((display, permission))
                case .failed(let errors): outcome.failed.append((display, permission, errors))
                }
            }
        }
        return outcome
    }

    /// The product type of an iOS app target (swift-build's `com.apple.product-type.application`);
    /// an extension's is `com.apple.product-type.app-extension` and the like.
    package static let applicationProductType = "com.apple.product-type.application"

    /// The app's sources with the project's app target named, when a project of several targets (an
    /// app and its extensions, tests) is read and no target is given: each spec's header then names
    /// the target whose product type is an application, never an extension; of several apps, the one
    /// built for iOS (``XcodeProject/defaultAppTarget()``). Unchanged when a target is given, the
    /// project does not load, or no one app target stands out.
    package static func namingAppTarget(_ app: AppInfoSources) -> AppInfoSources {
        guard let project = app.project, app.target == nil,
              case .success(let loaded) = XcodeProject.load(project.path, origin: nil), loaded.targets.count > 1,
              let chosen = loaded.defaultAppTarget(), chosen.target.productType == applicationProductType
        else { return app }
        var named = app
        named.target = LocatedValue(chosen.target.name)
        return named
    }

    /// Writes a spec for each call of a design (``LinkedSpecDraft``).
    private func writeLinked(_ result: ScanResult, app: AppInfoSources, folder: FilePath,
                             into outcome: inout Outcome) {
        let siblings = (result.primerCalls + result.unreadPrimerCalls).sorted { $0.call.location < $1.call.location }
        var stringsFolders: [String: String?] = [:]
        let calls = result.primerCalls.sorted { $0.call.location < $1.call.location }
        for draft in LinkedSpecDraft.drafts(for: calls, siblings: siblings) {
            let display = FilePathText.join(folder.display, draft.fileName)
            let absolute = (folder.absolute as NSString).appendingPathComponent(draft.fileName)
            if FileManager.default.fileExists(atPath: absolute) {
                outcome.linkedExisting.append((display, draft))
                continue
            }
            guard let block = blocks.block(named: draft.block) else { continue }
            let codeFile = FilePath.join(workingDirectory, draft.primerCall.call.location.file)
            let root = AppCode.root(of: codeFile)
            if stringsFolders[root] == nil {
                stringsFolders[root] = .some(LocalizedFileSearch.localizableFolder(under: FilePath(absolute: root, display: root))?
                    .absolute)
            }
            // The app's own copy of the design, in the same app as the call: the spec models it.
            let copyFile = result.copies.first { $0.block == block.name
                && AppCode.root(of: FilePath.join(workingDirectory, $0.location.file)) == root }
                .map { FilePath.join(workingDirectory, $0.location.file) }
            let header = draft.header(block: block, app: app, specsFolder: folder.absolute, codeFile: codeFile,
                                      stringsFolder: stringsFolders[root] ?? nil, defaultBlock: blocks.defaultName,
                                      copyFile: copyFile)
            switch spec(header, block: block, display: display) {
            case .failed(let errors):
                outcome.linkedFailed.append((display, draft, errors))
            case .recorded(let bytes, let sections, let notes):
                switch write(bytes, display: display, absolute: absolute, folder: folder.absolute) {
                case .written: outcome.linked.append((display, draft, sections, notes))
                case .existing: outcome.linkedExisting.append((display, draft))
                case .failed(let errors): outcome.linkedFailed.append((display, draft, errors))
                }
            }
        }
    }

    /// What writing a spec's file did.
    private enum Written {
        case written
        case existing
        case failed([Finding])
    }

    /// Writes a recorded spec, unless a file appeared there meanwhile.
    private func write(_ bytes: [UInt8], display: String, absolute: String, folder: String) -> Written {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Checked again just before writing: a file that appeared meanwhile is kept.
            guard !FileManager.default.fileExists(atPath: absolute) else { return .existing }
            try AtomicFileWriter.write(bytes, to: absolute)
            return .written
        } catch {
            return .failed([.error("\(TextExcerpt.shown(display)): cannot write the spec: \(error)",
                                   at: SourceRange(at: SourceLocation(file: display, line: 0, column: 0)))])
        }
    }

    /// A spec drafted and recorded, or the errors that stopped it.
    private enum Drafted {
        /// The bytes, the section count and how many notes about values computed at run time the
        /// link has.
        case recorded([UInt8], sections: Int, notes: Int)
        case failed([Finding])
    }

    /// The recorded spec's bytes, section count and code-link notes, or the errors of a header that
    /// does not resolve.
    private func spec(_ header: [String], block: any Block, display: String) -> Drafted {
        let headerText = header.joined(separator: "\n") + "\n"
        // The spec resolves relative paths against its own folder: load it as if it were there.
        let (resolved, diagnostics) = SpecLoader.load(Array(headerText.utf8), path: display,
                                                      workingDirectory: workingDirectory, blocks: blocks)
        guard let resolved else { return .failed(diagnostics.filter { $0.severity == .error }) }
        let notes = diagnostics.filter { $0.severity == .note && $0.rule == CodeLink.rule }.count
        let sections = SpecDraft.sections(of: resolved.model, kinds: block.sectionKinds)
        let text = headerText + sections.map { "\n\($0)\n" }.joined()
        let recorded = Recorder(blocks: blocks, workingDirectory: workingDirectory)
            .record(Array(text.utf8), path: display, scope: .empty)
        guard recorded.errors.isEmpty else { return .failed(recorded.errors) }
        return .recorded(recorded.newBytes ?? Array(text.utf8), sections: sections.count, notes: notes)
    }
}
