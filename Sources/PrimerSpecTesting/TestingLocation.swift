#if canImport(Testing)
import Foundation
import PrimerMotion
import PrimerSpec
import PrimerSyntax
import Testing

/// Swift Testing source locations that cannot trap.
///
/// `Testing.SourceLocation` stops the test process when its file ID is empty or has no `/`
/// (`Module/File.swift` is the form it expects), or when its line or column is below 1. A spec file is
/// not a Swift file, so its file ID is made up as `FOLDER/FILE` from its path (`Specs/onboarding.primerspec`),
/// with `Specs` standing in for a folder that has no name, and lines and columns are kept at 1 or more.
enum TestingLocation {
    /// The location of a place in a spec file; `absolutePath` is where editors open it.
    static func spec(_ location: PrimerSyntax.SourceLocation, absolutePath: String) -> Testing.SourceLocation {
        let url = URL(fileURLWithPath: absolutePath)
        let name = url.lastPathComponent
        let folder = url.deletingLastPathComponent().lastPathComponent
        return make(fileID: fileID(folder: folder, file: name), filePath: absolutePath,
                    line: location.line, column: location.column)
    }

    /// The location of the calling Swift line.
    static func caller(_ caller: CallerLocation) -> Testing.SourceLocation {
        let fileID = "\(caller.fileID)"
        let safeID = fileID.contains("/") ? fileID
            : Self.fileID(folder: "", file: fileID.isEmpty ? URL(fileURLWithPath: caller.path).lastPathComponent : fileID)
        return make(fileID: safeID, filePath: caller.path, line: Int(clamping: caller.line),
                    column: Int(clamping: caller.column))
    }

    /// `FOLDER/FILE`, with a stand-in for either part that is empty or not a plain name.
    static func fileID(folder: String, file: String) -> String {
        let plain: (String) -> Bool = { !$0.isEmpty && !$0.contains("/") && $0 != "." && $0 != ".." }
        return "\(plain(folder) ? folder : "Specs")/\(plain(file) ? file : "spec.primerspec")"
    }

    /// A location with line and column kept at 1 or more.
    static func make(fileID: String, filePath: String, line: Int, column: Int) -> Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: max(1, line), column: max(1, column))
    }
}
#endif
