import Foundation
import PrimerSpec
import PrimerSyntax

/// Paths as the machine-read reports write them (SARIF, GitHub annotations, JUnit, JSON, HTML):
/// relative to the repository root whatever was typed (`./Specs/a`, `Specs/../Specs/a`, an absolute
/// path), so every format names a file the same way and GitHub finds it in the checkout.
///
/// The root is the nearest folder up from the working directory that holds `.git`, else the working
/// directory. A path outside the root stays absolute. Paths are made lexically (no symbolic link is
/// followed), so the same input gives the same output on every machine.
package struct ReportPaths: Hashable, Sendable {
    /// The base id SARIF's URIs are relative to: `%SRCROOT%`, as GitHub code scanning reads it.
    package static let rootBaseID = "%SRCROOT%"

    /// The repository root, absolute, without a trailing slash.
    package var root: String
    /// The folder relative paths are read from, absolute.
    package var workingDirectory: String

    /// Paths relative to `root`, read from `workingDirectory` (by default `root`).
    package init(root: String, workingDirectory: String? = nil) {
        self.root = Self.normalised(root)
        self.workingDirectory = Self.normalised(workingDirectory ?? root)
    }

    /// The paths of this process: its working directory, and the repository holding it.
    package static var current: ReportPaths {
        let here = FileManager.default.currentDirectoryPath
        return ReportPaths(root: repositoryRoot(above: here), workingDirectory: here)
    }

    /// The nearest folder from `folder` up that holds `.git` (a folder, or a worktree's file), else `folder`.
    static func repositoryRoot(above folder: String) -> String {
        var candidate = normalised(folder)
        while true {
            if FileManager.default.fileExists(atPath: candidate + "/.git") { return candidate }
            guard let slash = candidate.lastIndex(of: "/"), candidate != "/" else { return normalised(folder) }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
    }

    /// The path relative to the root (`Specs/camera.primerspec`), or absolute when it lies outside.
    /// An empty path (a finding about no file) stays empty.
    package func relative(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let absolute = Self.normalised(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        if absolute == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// Whether the path lies inside the root.
    package func isInside(_ path: String) -> Bool { !relative(path).hasPrefix("/") }

    /// `/a/./b/../c/` → `/a/c`: `.` and empty segments dropped, `..` taking back a segment (never above `/`).
    static func normalised(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// A URI reference for a path, percent-encoded as RFC 3986 requires: a relative reference for a
    /// path inside the root (resolved against `%SRCROOT%`), else a `file://` URI.
    package func uri(_ path: String) -> (uri: String, relativeToRoot: Bool) {
        let relative = relative(path)
        if relative.hasPrefix("/") { return ("file://" + Self.percentEncoded(relative), false) }
        return (Self.percentEncoded(relative), true)
    }

    /// Each byte outside RFC 3986's unreserved characters and `/` as `%XX` (upper-case hex).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// The location with its file relative to the root.
    package func relative(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: relative(location.file), line: location.line, column: location.column)
    }

    /// The finding with its range's and notes' files relative to the root.
    package func relative(_ finding: Finding) -> Finding {
        var finding = finding
        if let range = finding.sourceRange {
            finding.range = SourceRange(lowerBound: relative(range.lowerBound), upperBound: relative(range.upperBound))
        }
        finding.notes = finding.notes.map { note in
            var note = note
            note.location = note.location.map(relative)
            return note
        }
        return finding
    }

    /// The audit with every path relative to the root.
    package func relative(_ report: AuditReport) -> AuditReport {
        AuditReport(audits: report.audits.map { audit in
            var audit = audit
            audit.path = audit.path.map(relative)
            audit.results = audit.results.map { result in
                var result = result
                result.finding = relative(result.finding)
                return result
            }
            return audit
        }, errors: report.errors.map(relative))
    }

    /// The check with every path relative to the root.
    package func relative(_ report: CheckReport) -> CheckReport {
        CheckReport(files: report.files.map { file in
            var file = file
            file.path = relative(file.path)
            file.errors = file.errors.map(relative)
            file.warnings = file.warnings.map(relative)
            file.sections = file.sections.map { section in
                var section = section
                section.file = relative(section.file)
                section.findings = section.findings.map(relative)
                return section
            }
            return file
        })
    }
}

extension String {
    /// The text with `0` in front up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
