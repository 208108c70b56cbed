import Foundation
import PrimerAppInfo
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// A new spec `primer-spec init` writes for one permission: the header naming the app's files (so
/// the app name and purpose strings come from the app), then a section for every state at the
/// standard size and at ``accessibilitySize``, and for every transition with and without Reduce
/// Motion, recorded so that `check` passes.
package struct SpecDraft: Sendable {
    /// The permission.
    package var permission: Permission
    /// The block's name.
    package var block: String
    /// The spec's kind word in the block (`camera`, `photo-library`), which also names its file.
    package var kind: String
    /// The block's lines naming the permission (``PermissionDraft/headerLines``).
    package var permissionLines: [String]
    /// Whether the block reads the app's files (it declares the app-information fields); a block that
    /// does not takes the app's words in its own lines, and the header names the app in a comment.
    package var readsAppFiles: Bool

    /// The accessibility size each state's VoiceOver section is written at besides the standard one.
    /// A choice: the size the bundled specs use, the middle of the five accessibility sizes.
    package static let accessibilitySize = DynamicTypeSize.accessibility3

    /// The draft for a permission in a block, given the app's keys (for its purpose string), or nil
    /// when the block does not model it.
    package init?(permission: Permission, block: any Block, info: AppInfo?) {
        let purpose = Self.purpose(of: permission, in: info)
        guard let draft = block.draft(for: permission, purpose: purpose) else { return nil }
        self.permission = permission
        self.block = block.name
        self.kind = draft.kind
        self.permissionLines = draft.headerLines
        self.readsAppFiles = block.headerFields.contains { $0.name == HeaderField.infoPlist.name }
    }

    /// The file name: `camera.primerspec`.
    package var fileName: String { "\(kind).primerspec" }

    /// The app's purpose string for a permission: the first of its ``purposeKeys(of:)`` with words, or nil.
    package static func purpose(of permission: Permission, in info: AppInfo?) -> String? {
        purposeKeys(of: permission).lazy.compactMap { info?.values[$0]?.value }
            .first { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The keys a primer's message takes the purpose string from, in order: the permission's keys,
    /// except that a request for Always location takes NSLocationAlwaysAndWhenInUseUsageDescription
    /// alone, the key Apple documents as the reason for access "at all times" (Information Property
    /// List, NSLocationAlwaysAndWhenInUseUsageDescription), never the when-in-use one.
    package static func purposeKeys(of permission: Permission) -> [String] {
        switch permission {
        case .locationAlways: ["NSLocationAlwaysAndWhenInUseUsageDescription"]
        default: permission.requiredKeys
        }
    }

    /// The error for a block that takes the purpose string into its own lines (it reads no app files)
    /// when the app gives none for the permission: at the value when it is empty, else at the app's
    /// first file, naming the key; nil when the permission needs none or the app gives one.
    package static func missingPurpose(of permission: Permission, in info: AppInfo?, app: AppInfoSources) -> Finding? {
        guard let key = purposeKeys(of: permission).first, purpose(of: permission, in: info) == nil else { return nil }
        let file = app.fileNames.first ?? "the app"
        // A project is read from its project.pbxproj: the missing key is named at that file's start.
        let shown = app.project.map { XcodeProject.projectFile($0.path).display } ?? file
        let fallback = info?.origin ?? SourceRange(at: SourceLocation(file: shown, line: 1, column: 1))
        let what = "the \(permission) primer's message"
        if let empty = info?.emptyPurposeError(key, neededBy: what, fallback: fallback) { return empty }
        let searched = info?.searched ?? file
        return .error("\(searched) has no \(key): \(what) is the purpose string iOS shows in its alert; expected \(key) "
                      + "in the Info.plist (\(AppInfo.generatedSettingName(for: key)) in a project or xcconfig)",
                      at: fallback, offendingText: nil, expected: key)
    }

    /// The header lines: a comment, the block, the block's lines naming the permission, and the app's
    /// files as paths relative to the spec's folder (`specsFolder`, absolute).
    package func header(app: AppInfoSources, specsFolder: String, defaultBlock: String) -> [String] {
        let source = app.fileNames.first ?? "the app"
        var lines = ["# The \(permission) primer, written by primer-spec init from \(source). Review the content, then",
                     "# regenerate the bodies with: primer-spec check --record"]
        // A block without the app-information fields: its words are the app's own purpose string.
        if !readsAppFiles { lines.append("# App: \(source)" + (app.target.map { " (target \($0.value))" } ?? "")) }
        if block != defaultBlock { lines.append("block \(block)") }
        lines += permissionLines
        guard readsAppFiles else { return lines }
        return lines + Self.appFileLines(app: app, specsFolder: specsFolder)
    }

    /// The header lines naming the app's files (its project with target and configuration, else its
    /// Info.plist, else its xcconfig; then an Info.plist beside a project and the build settings),
    /// each path relative to the spec's folder (`specsFolder`, absolute).
    package static func appFileLines(app: AppInfoSources, specsFolder: String) -> [String] {
        var lines: [String] = []
        func quoted(_ text: String) -> String { StringLiteral.quoted(text) }
        func relative(_ file: AppInfoSources.NamedFile) -> String {
            SpecDraft.relativePath(from: specsFolder, to: file.path.absolute)
        }
        if let project = app.project {
            lines.append("project \(quoted(relative(project)))")
            if let target = app.target { lines.append("target \(quoted(target.value))") }
            if let configuration = app.configuration { lines.append("configuration \(quoted(configuration.value))") }
        } else if let plist = app.infoPlist {
            lines.append("info-plist \(quoted(relative(plist)))")
        } else if let xcconfig = app.xcconfig {
            lines.append("xcconfig \(quoted(relative(xcconfig)))")
        }
        if let plist = app.infoPlist, app.project != nil {
            lines.append("info-plist \(quoted(relative(plist)))")
        }
        for (name, value) in app.buildSettings.values.sorted(by: { $0.key < $1.key }) {
            lines.append("build-setting \(name) \(quoted(value.value))")
        }
        return lines
    }

    /// The section headers for a resolved header's model: each state's VoiceOver at the standard
    /// size and at ``accessibilitySize``, each transition's motion with and without Reduce Motion.
    package static func sections(of model: any BlockModel, kinds: [SectionKeyword]) -> [String] {
        var targets: [SectionTarget] = []
        if kinds.contains(.voiceover) {
            for state in model.stateNames where model.problem(withState: state) == nil {
                targets.append(.voiceover(state: state, environment: .standard))
                var large = PrimerEnvironment.standard
                large.dynamicTypeSize = accessibilitySize
                targets.append(.voiceover(state: state, environment: large))
            }
        }
        if kinds.contains(.motion) {
            for transition in model.transitions {
                targets.append(.motion(transition, environment: .standard))
                var reduced = PrimerEnvironment.standard
                reduced.reduceMotion = true
                targets.append(.motion(transition, environment: reduced))
            }
        }
        return targets.map(\.description)
    }

    /// `to` relative to the folder `from` (both absolute), with `..` where needed.
    package static func relativePath(from folder: String, to file: String) -> String {
        let base = folder.split(separator: "/").filter { $0 != "." }
        let target = file.split(separator: "/").filter { $0 != "." }
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
