// libFuzzer target: the kernel's xcconfig reader (XCConfigFile) and build-setting expansion
// (BuildSettingExpander), which every block's app information goes through. Built and run by
// scripts/fuzz.sh.
//
// Properties checked on every input, beyond "nothing traps": every diagnostic and note is located in
// the file (line and column from 1), every message stays short (quoted text is cut, so no input makes
// a message longer than a few excerpts), and no expanded value passes the expander's size limit.
import Foundation
import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.prefix(4_096).map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message.prefix(2_000))\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

/// The longest message allowed: three quoted excerpts of 1,000 characters and their words.
private let messageLimit = 6_000

private func check(_ diagnostic: Finding, files: Set<String>, _ bytes: [UInt8]) {
    let at = diagnostic.location
    // An absolute `#include` may reach a real file, whose own lines are then the location.
    if !(files.contains(at.file) || at.file.hasPrefix("/")) || at.line < 1 || at.column < 1 { fail("a diagnostic located outside the files: \(at)", bytes) }
    if diagnostic.rendered.count > messageLimit { fail("a message of \(diagnostic.rendered.count) characters", bytes) }
    for note in diagnostic.notes {
        if let location = note.location, !(files.contains(location.file) || location.file.hasPrefix("/"))
            || location.line < 1 || location.column < 1 {
            fail("a note located outside the files: \(location)", bytes)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let path = FilePath(absolute: "/nonexistent-fuzz-folder/App.xcconfig", display: "App.xcconfig")
    let loaded = XCConfigFile.parse(text, path: path)
    let files: Set<String> = ["App.xcconfig", "Info.plist"]
    for diagnostic in loaded.diagnostics { check(diagnostic, files: files, bytes) }

    // Expand a few of the settings read, as an Info.plist would refer to them.
    let expander = BuildSettingExpander(settings: loaded.settings)
    let at = SourceLocation(file: "Info.plist", line: 6, column: 2)
    for name in loaded.settings.values.keys.sorted().prefix(8) {
        switch expander.expand(LocatedValue("$(\(name))", at: at), what: "CFBundleName", fallback: at) {
        case .success(let value):
            if value.utf8.count > BuildSettingExpander.sizeLimit { fail("\(name) expanded to \(value.utf8.count) bytes", bytes) }
        case .failure(let error):
            check(error, files: files, bytes)
            if error.location != at { fail("an expansion error away from the value: \(error.location)", bytes) }
        }
    }
    return 0
}
