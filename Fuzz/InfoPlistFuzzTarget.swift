// libFuzzer target: the Info.plist readers of the permission primer and permission priming blocks
// (the kernel's PropertyListFile under both). Built and run by scripts/fuzz.sh.
//
// Properties checked on every input, beyond "nothing traps": the readers say nothing on standard
// error (Foundation's old-style parser writes its own debug line for some malformed input, so only
// XML and binary ever reach it), and an input that reads gives an app name.
import Foundation
import PermissionPrimer
import PermissionPriming
import PrimerSpec

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
        if let plist = try? InfoPlist.parse(Data(bytes), path: "Info.plist"), plist.appName.isEmpty {
            fail("an Info.plist read without an app name", bytes)
        }
        if let plist = try? PrimingInfoPlist.parse(Data(bytes), path: "Info.plist"), plist.appName.isEmpty {
            fail("an Info.plist read without an app name", bytes)
        }
    }
    if !written.isEmpty { fail("the readers wrote to standard error:\n\(written)", bytes) }
    return 0
}
