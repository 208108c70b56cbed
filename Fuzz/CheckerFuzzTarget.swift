// libFuzzer target: the spec checker with every reporter, and the recorder. Built and run by
// scripts/fuzz.sh (`swiftc -sanitize=fuzzer,address`); not part of the package's products.
//
// Properties checked on every input, beyond "nothing traps":
// - every file error is located (a line and a column of 1 or more, no further than one past the
//   last line of the spec, or of the Info.plist, project or xcconfig it names when the error is
//   there) and no message is longer than a few quoted lines;
// - every report format renders;
// - whatever `--record` writes checks clean (no error, every section passing), and recording it
//   again writes nothing: the same bytes.
import Foundation
import PrimerBlocks
import PrimerModel
import PrimerReports
import PrimerSpec
import PrimerSyntax

/// The folder relative `info-plist` paths are read from: the bundled specs, with their fixtures.
private let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs").path

/// The longest message allowed: two quoted lines at their limit, and the words and lists around them.
private let messageLimit = 2 * TextExcerpt.lineLimit + 2_000

/// The number of lines of a file a spec names, its path relative to the specs folder; 0 when unreadable.
private func linesOfNamedFile(_ file: String) -> Int {
    let absolute = file.hasPrefix("/") ? file : specsFolder + "/" + file
    guard let data = FileManager.default.contents(atPath: absolute) else { return 0 }
    return data.split(separator: 0x0A, omittingEmptySubsequences: false).count
}

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = String(decoding: bytes.prefix(2_000), as: UTF8.self)
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message)\n--- input ---\n\(shown)\n---\n".utf8))
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChecker(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = "fuzz.primerspec"
    let checker = Checker(blocks: .standard, workingDirectory: specsFolder)
    let outcome = checker.check(bytes, path: path)
    let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for error in outcome.errors + outcome.sections.flatMap(\.findings) {
        let location = error.location
        // An error may be located in a file the spec names (an Info.plist, a project, an xcconfig):
        // then it must be a real line of that file.
        let lines = location.file == path ? lineCount : linesOfNamedFile(location.file)
        guard location.line >= 1, location.column >= 1, location.line <= lines + 1 else {
            fail("a diagnostic at \(location) is not located in the file: \(error.message)", bytes)
        }
        guard error.message.count <= messageLimit else {
            fail("a message of \(error.message.count) characters", bytes)
        }
    }
    let report = CheckReport(files: [outcome])
    for format in ReportFormat.formats(for: .check) {
        _ = format.render(report, usesColor: false)
    }
    let recorder = Recorder(blocks: .standard, workingDirectory: specsFolder)
    let recorded = recorder.record(bytes, path: path)
    if let newBytes = recorded.newBytes {
        let again = checker.check(newBytes, path: path)
        guard again.errors.isEmpty else {
            fail("what record wrote does not check: \(again.errors.map(\.rendered))", bytes)
        }
        // Record never writes an app-dump section (it checks an app's own dump, which may differ), so
        // only the sections record fills are held to passing.
        let recordable = again.sections.filter { !$0.title.hasPrefix(SectionKeyword.appDump.rawValue + " ") }
        guard recordable.allSatisfy({ $0.status == .passed }) else {
            fail("what record wrote fails: \(recordable.filter { $0.status != .passed }.map(\.title))", bytes)
        }
        let twice = recorder.record(newBytes, path: path)
        guard twice.errors.isEmpty, twice.newBytes == nil else {
            fail("recording what record wrote changes it again: \(twice.changedSections) \(twice.errors.map(\.rendered))",
                 bytes)
        }
    }
    return 0
}
