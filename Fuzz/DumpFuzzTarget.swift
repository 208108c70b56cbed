// libFuzzer target: the XCUITest dump reader (AppDumpParser) and what VoiceOver stops on in what it
// read (DumpStop). Built and run by scripts/fuzz.sh.
//
// Properties checked on every input, beyond "nothing traps": every error is located in the dump
// (its file, a line that exists, a column from 1), and no message or quoted text outgrows the
// quoting rule (TextExcerpt: 1,000 characters, invisible ones written as \u{…}).
import Foundation
import PrimerAppDump
import PrimerSpec
import PrimerSyntax

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message)\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

/// The longest message allowed: the fixed words of the longest message and two quotes of at most 40
/// characters, each invisible character written as `\u{10FFFF}`, with room to spare.
private let messageLimit = 2_000
/// The longest quoted text allowed: 1,000 characters of ten each (`\u{10FFFF}`) and the length note.
private let offendingLimit = 10_100

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    let result = AppDumpParser.parse(bytes, path: "dump.txt")
    for diagnostic in result.diagnostics {
        let at = diagnostic.range.lowerBound
        if at.file != "dump.txt" || at.line < 1 || at.line > max(lines, 1) || at.column < 1 {
            fail("an error located outside the dump: \(at): \(diagnostic.message)", bytes)
        }
        if diagnostic.message.count > messageLimit {
            fail("a message of \(diagnostic.message.count) characters", bytes)
        }
        if let offending = diagnostic.offendingText, offending.count > offendingLimit {
            fail("a quoted text of \(offending.count) characters", bytes)
        }
    }
    for stop in DumpStop.all(in: result.dump) where stop.location.line < 1 {
        fail("a stop located outside the dump: \(stop.location) \(stop.voiceOver.text)", bytes)
    }
    return 0
}
