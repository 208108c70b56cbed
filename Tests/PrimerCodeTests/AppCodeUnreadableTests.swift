import Foundation
@testable import PrimerCode
import PrimerSyntax
import Testing

/// The app around a linked spec's code is read through the same walk as scan's sources: a Swift
/// file or folder of the app that cannot be read is named, as a warning at the spec's `code` path,
/// rather than its values silently not followed.
@Suite("App code that cannot be read")
struct AppCodeUnreadableTests {
    @Test func anEntryOfTheAppThatCannotBeReadIsWarned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppCodeUnreadable-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/Views/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Views/Loop.swift", withDestinationPath: "Loop.swift")
        #expect(mkfifo(folder + "/Views/Pipe.swift", 0o600) == 0)
        let path = FilePath(absolute: folder + "/Views/A.swift", display: "App/Views/A.swift")
        let app = try AppCode.load(around: path).get()
        #expect(app.module.files.map(\.path) == ["App/Package.swift", "App/Views/A.swift"])
        #expect(app.unreadable.map(\.path.display) == ["App/Views/Loop.swift", "App/Views/Pipe.swift"])
        let range = SourceRange(at: SourceLocation(file: "Specs/a.primerspec", line: 3, column: 6))
        #expect(app.unreadableWarnings(at: range).map(\.headline) == [
            "Specs/a.primerspec:3:6: warning: cannot read 'App/Views/Loop.swift' in the app's code: it is a symbolic link "
                + "that loops back on itself; a value declared there is not followed; expected a readable Swift file or a "
                + "folder PrimerSpec may list",
            "Specs/a.primerspec:3:6: warning: cannot read 'App/Views/Pipe.swift' in the app's code: it is a FIFO (named "
                + "pipe), not a regular file; a value declared there is not followed; expected a readable Swift file or a "
                + "folder PrimerSpec may list",
        ])
    }
}
