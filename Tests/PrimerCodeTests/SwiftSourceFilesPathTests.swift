import Foundation
@testable import PrimerCode
import PrimerSyntax
import Testing

/// `scan`'s Swift files are the one ``FilePath``: found under a folder, each keeps the folder's
/// display form joined with its path below it.
@Suite("Swift source files as FilePaths")
struct SwiftSourceFilesPathTests {
    @Test func filesFoundUnderAFolderKeepTheDisplayForm() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftSourceFilesPath-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/Views/A.swift"))
        let (files, errors) = SwiftSourceFiles.find([FilePath(absolute: folder, display: "App")])
        #expect(errors.isEmpty)
        #expect(files == [FilePath(absolute: folder + "/Views/A.swift", display: "App/Views/A.swift")])
    }
}
