import Foundation
import PrimerModel
import PrimerSyntax

/// Paths as macOS finds them: the default macOS file system (APFS, case-insensitive) finds
/// `app/Info.plist` when the disk holds `App/Info.plist`; Linux's file systems do not. Every reader
/// that opens a path a project, an xcconfig or a spec wrote resolves it here, and says so in a note.
extension FilePath {
    /// How a path is found on disk.
    package enum OnDisk: Hashable, Sendable {
        /// The path is there as written.
        case exact
        /// The path is there only in other letter case: the path as the disk spells it.
        case differsInCase(FilePath)
        /// No path is there, in any letter case.
        case missing
    }

    /// The path as macOS's default file system finds it: each component is looked for among its
    /// folder's entries, as written, else ignoring letter case (Unicode lowercase mapping, compared
    /// canonically: a choice close to APFS's case folding). A folder holding two entries that differ only
    /// in case (possible on Linux, never on a case-insensitive volume) matches neither: the path is
    /// missing. A folder that cannot be listed is taken as written.
    ///
    /// - Parameter checkingSpelling: Whether a path that is there is walked to check its spelling: on
    ///   macOS, where it is there in any case; on Linux a path that is there is there as written.
    package func onDisk(checkingSpelling: Bool = FilePath.fileSystemIgnoresCase) -> OnDisk {
        let files = FileManager.default
        if !checkingSpelling, files.fileExists(atPath: absolute) { return .exact }
        var resolved = absolute.hasPrefix("/") ? "/" : ""
        var components: [String] = []
        var changed = false
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            let folder = resolved.isEmpty ? "." : resolved
            var spelled = component
            if component != ".", component != "..", let entries = try? files.contentsOfDirectory(atPath: folder),
               !entries.contains(component) {
                let wanted = component.lowercased()
                let matches = entries.filter { $0.lowercased() == wanted }
                guard matches.count == 1, let match = matches.first else { return .missing }
                spelled = match
                changed = true
            }
            resolved = resolved.isEmpty ? spelled : (resolved.hasSuffix("/") ? resolved + spelled : resolved + "/" + spelled)
            components.append(spelled)
        }
        guard files.fileExists(atPath: resolved) else { return .missing }
        guard changed else { return .exact }
        return .differsInCase(FilePath(absolute: resolved, display: Self.respelled(display, like: components)))
    }

    /// Whether this system's default file system ignores letter case (macOS's does; Linux's do not).
    package static var fileSystemIgnoresCase: Bool {
        #if canImport(Darwin)
        true
        #else
        false
        #endif
    }

    /// `display` with its trailing components spelled as the disk spells the absolute path's: the
    /// display path is the absolute one's tail (after any leading `..`).
    private static func respelled(_ display: String, like disk: [String]) -> String {
        var parts = display.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var diskIndex = disk.count - 1
        var index = parts.count - 1
        while index >= 0, diskIndex >= 0 {
            let part = parts[index]
            if part == ".." || part == "." { break }
            if part.isEmpty { index -= 1; continue }
            if part.lowercased() == disk[diskIndex].lowercased() { parts[index] = disk[diskIndex] }
            index -= 1
            diskIndex -= 1
        }
        return parts.joined(separator: "/")
    }

    /// The path to read for a path `source` wrote as `written`, and a note at `location` when the disk
    /// spells it in other letter case. `source` names what gave the path, for the note:
    /// `INFOPLIST_FILE`, `#include`, `the base configuration`, `info-plist`.
    package func resolvingCase(namedBy source: String, written: String,
                               at location: SourceLocation) -> (path: FilePath, note: Finding?) {
        guard case .differsInCase(let found) = onDisk() else { return (self, nil) }
        return (found, Self.caseNote(namedBy: source, written: written, found: found, at: location))
    }

    /// The most characters a message about an app's files quotes of each path, line or value it names:
    /// real ones are far shorter, and a message quoting two or three stays under 1,000 characters
    /// whatever the input (build-setting values are cut shorter, ``BuildSettingExpander/quotedLimit``). A choice.
    package static let quotedLimit = 300

    /// The note for a path read in other letter case than written.
    package static func caseNote(namedBy source: String, written: String, found: FilePath,
                                 at location: SourceLocation) -> Finding {
        let shownWritten = TextExcerpt.shown(written, limit: Self.quotedLimit)
        let shownFound = TextExcerpt.shown(found.display, limit: Self.quotedLimit)
        return Finding(severity: .note, range: SourceRange(at: location),
                       message: "\(source) '\(shownWritten)' names '\(shownFound)' on disk only in letter case; "
                           + "macOS's default file system ignores case, Linux's does not, so it is read; expected "
                           + "the path spelled as on disk",
                       offendingText: shownWritten, expected: "the path spelled as on disk")
    }
}
