// libFuzzer target: the kernel's Info.plist reader (InfoPlistFile, over PropertyListFile), which every
// block's app information goes through. Built and run by scripts/fuzz.sh.
//
// Properties checked on every input, beyond "nothing traps": the readers say nothing on standard
// error (Foundation's old-style parser writes its own debug line for some malformed input, so only
// XML and binary ever reach it), every value read is located in the file
// it came from, and every error names the file at the spec line that named it.
import Foundation
import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message)\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

/// Standard error sent to a scratch file while `body` runs; what was written there.
private func capturingStandardError(_ body: () -> Void) -> String {
    fflush(stderr)
    let saved = dup(2)
    let scratch = tmpfile()
    guard saved >= 0, let scratch else { body(); return "" }
    dup2(fileno(scratch), 2)
    body()
    fflush(stderr)
    dup2(saved, 2)
    close(saved)
    let size = Int(lseek(fileno(scratch), 0, SEEK_END))
    var captured = [UInt8](repeating: 0, count: min(size, 4_096))
    _ = pread(fileno(scratch), &captured, captured.count, 0)
    fclose(scratch)
    return String(decoding: captured, as: UTF8.self)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let written = capturingStandardError {
        let path = FilePath(absolute: "/fuzz/Info.plist", display: "Info.plist")
        let origin = SourceRange(at: SourceLocation(file: "fuzz.primerspec", line: 2, column: 12))
        switch InfoPlistFile.parse(Data(bytes), path: path, origin: origin) {
        case .success(let contents):
            for value in contents.values.values {
                if let at = value.location, at.file != "Info.plist" || at.line < 1 || at.column < 1 {
                    fail("a value located outside the file: \(at)", bytes)
                }
            }
            for warning in contents.warnings where warning.location.file != "Info.plist" || warning.location.line < 1 {
                fail("a warning located outside the file: \(warning.location)", bytes)
            }
        case .failure(let error):
            if !error.message.hasPrefix("Info.plist: ") { fail("an error that does not name the file: \(error.message)", bytes) }
            if error.range != origin { fail("an error away from the line naming the file", bytes) }
        }
    }
    if !written.isEmpty { fail("the readers wrote to standard error:\n\(written)", bytes) }
    return 0
}
