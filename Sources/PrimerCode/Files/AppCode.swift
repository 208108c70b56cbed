import Foundation
import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// The Swift code of the app a file belongs to, read as one module so a constant declared in
/// another file of the app is followed: every `.swift` file under the app's folder.
package struct AppCode: Sendable {
    /// The app's files.
    package var module: SwiftModule
    /// The app's folder: the nearest folder above the file that holds an Xcode project, a
    /// `Package.swift`, an `Info.plist` or an asset catalog (a choice: where an app's sources start),
    /// else the file's own folder.
    package var root: FilePath
    /// The index of the file asked for in ``module``.
    package var file: Int
    /// The folders and Swift files of the app that could not be read (``FolderWalk``), so a value
    /// declared there is not followed.
    package var unreadable: [FolderWalk.Unreadable] = []

    /// How many folders up the app's folder is looked for: a choice, deeper than the apps read.
    package static let rootSearchDepth = 6
    /// The most Swift files read for one app: a choice, above the largest app's 2,000.
    package static let fileLimit = 20_000
    /// The largest Swift file read (the scan's limit).
    package static let fileSizeLimit = 8 << 20

    /// Reads the app around `path`; the file itself must read, the others are skipped when they do not.
    package static func load(around path: FilePath) -> Result<AppCode, InputFile.Problem> {
        let own: [UInt8]
        do {
            own = try InputFile.read(path.absolute, limit: fileSizeLimit)
        } catch {
            return .failure(error)
        }
        let root = root(around: path)
        let found = SwiftSourceFiles.walk(root)
        var files: [SwiftFile] = []
        var index = 0
        var unreadable = found.unreadable
        for source in found.files.prefix(fileLimit) {
            if source.absolute == path.absolute {
                index = files.count
                files.append(SwiftFile(path: path.display, bytes: own))
                continue
            }
            do {
                files.append(SwiftFile(path: source.display, bytes: try InputFile.read(source.absolute, limit: fileSizeLimit)))
            } catch {
                unreadable.append(FolderWalk.Unreadable(path: source, problem: error))
            }
        }
        if !found.files.contains(where: { $0.absolute == path.absolute }) {
            index = files.count
            files.append(SwiftFile(path: path.display, bytes: own))
        }
        return .success(AppCode(module: SwiftModule(files: files), root: root, file: index, unreadable: unreadable))
    }

    /// A warning at `range` (the spec's `code` path) for each folder or Swift file of the app that
    /// could not be read: a value declared there is not followed, so the spec may read a default.
    package func unreadableWarnings(at range: SourceRange) -> [Finding] {
        Self.unreadableWarnings(unreadable, at: range)
    }

    /// A warning at `range` for each of `entries`, as ``unreadableWarnings(at:)``.
    package static func unreadableWarnings(_ entries: [FolderWalk.Unreadable], at range: SourceRange) -> [Finding] {
        entries.map { entry in
            let shown = TextExcerpt.shown(entry.path.display)
            return Finding(severity: .warning, range: range,
                           message: "cannot read '\(shown)' in the app's code: \(entry.problem); a value declared there is "
                               + "not followed; expected a readable Swift file or a folder PrimerSpec may list",
                           offendingText: shown, expected: "a readable Swift file or a folder PrimerSpec may list")
        }
    }

    /// The Swift code under a folder, for a reader that names no file of its own (the app around a
    /// spec), and each folder or file under it that does not read (for ``unreadableWarnings(_:at:)``).
    package static func module(under root: FilePath) -> (module: SwiftModule, unreadable: [FolderWalk.Unreadable]) {
        let found = SwiftSourceFiles.walk(root)
        var unreadable = found.unreadable
        var files: [SwiftFile] = []
        for source in found.files.prefix(fileLimit) {
            do {
                files.append(SwiftFile(path: source.display, bytes: try InputFile.read(source.absolute, limit: fileSizeLimit)))
            } catch {
                unreadable.append(FolderWalk.Unreadable(path: source, problem: error))
            }
        }
        return (SwiftModule(files: files), unreadable)
    }

    /// The app's folder around a file, in both forms: the display form is the file's own, cut at the
    /// folder. With `marked` false, the file's folder itself.
    package static func root(around path: FilePath, marked: Bool = true) -> FilePath {
        let absolute = marked ? root(of: path.absolute) : FilePath.folder(of: path.absolute)
        let relative = path.absolute.hasPrefix(absolute + "/") ? String(path.absolute.dropFirst(absolute.count + 1)) : ""
        let display = !relative.isEmpty && path.display.hasSuffix(relative)
            ? String(path.display.dropLast(relative.count)).trimmingSuffix("/")
            : FilePath.folder(of: path.display)
        return FilePath(absolute: absolute, display: display)
    }

    /// The app's folder for a Swift file (absolute).
    package static func root(of file: String) -> String {
        var folder = (file as NSString).deletingLastPathComponent
        let manager = FileManager.default
        for _ in 0..<rootSearchDepth {
            if let names = try? manager.contentsOfDirectory(atPath: folder),
               names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == "Info.plist"
                   || $0.hasSuffix(".xcassets") }) {
                return folder
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return (file as NSString).deletingLastPathComponent
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : self
    }
}
