// libFuzzer target: scan's Swift lexer and request finder (PrimerScan), which read any app's code.
// Built and run by scripts/fuzz.sh.
//
// Properties checked on every input, beyond "nothing traps": tokens run forward (each starts after
// the one before it), every token and request is located in the input (line and column from 1, the
// line no later than the input's last), and a request found is one the catalogue lists.
import Foundation
import PrimerCode
import PrimerScan

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.prefix(4_096).map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message.prefix(2_000))\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScan(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = 1 + bytes.filter { $0 == 0x0A || $0 == 0x0D }.count
    let tokens = SwiftLexer.tokens(bytes)
    var previous = (0, 0)
    for token in tokens {
        if token.line < 1 || token.column < 1 || token.line > lines { fail("a token at \(token.line):\(token.column)", bytes) }
        if (token.line, token.column) <= previous { fail("tokens out of order at \(token.line):\(token.column)", bytes) }
        previous = (token.line, token.column)
    }
    for request in RequestFinder(file: "A.swift").requests(in: tokens) {
        if request.location.line < 1 || request.location.column < 1 || request.location.line > lines {
            fail("a request at \(request.location)", bytes)
        }
        if !PermissionAPI.all.contains(request.api) { fail("a request of an API not in the catalogue: \(request.api.id)", bytes) }
    }
    return 0
}
