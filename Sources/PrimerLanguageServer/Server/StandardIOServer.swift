import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``LanguageServer`` over two file descriptors (standard input and output): a thread reads
/// and frames the client's bytes, one task hands the messages to the server in order, and only the
/// server's protocol messages are written out. Problems that are not the client's business (a header
/// block dropped) go to standard error.
package enum StandardIOServer {
    /// Serves until `exit` or the end of input; returns the exit code (0 after `shutdown`, else 1).
    package static func run(configuration: LanguageServer.Configuration, input: Int32 = STDIN_FILENO,
                           output: Int32 = STDOUT_FILENO, errorOutput: Int32 = STDERR_FILENO) -> Int32 {
        let (stream, continuation) = AsyncStream<IncomingMessage>.makeStream()
        let server = LanguageServer(
            configuration: configuration,
            send: { message in writeAll(MessageFramer.frame(message.serialized()), to: output) },
            clientProcess: { pid in watch(pid, continuation: continuation) })
        let finished = ExitCodeBox()
        Task {
            var code: Int32 = 1
            for await message in stream {
                if let exitCode = await server.handle(message) {
                    code = exitCode
                    break
                }
            }
            if code == 1, await server.lifecycle == .shutDown { code = 0 }
            finished.finish(code)
        }
        let reader = Thread {
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                framer.append(buffer[0..<count])
                while let item = framer.next() {
                    switch item {
                    case .message(let body): continuation.yield(IncomingMessage(body: body))
                    case .dropped(let problem): writeAll(Array("primer-spec lsp: \(problem)\n".utf8), to: errorOutput)
                    }
                }
            }
            continuation.finish()
        }
        reader.start()
        return finished.wait()
    }

    /// Ends the server (as `exit` does) once the client's process is gone, checked every two seconds.
    static func watch(_ pid: Int32, continuation: AsyncStream<IncomingMessage>.Continuation) {
        Task.detached {
            while true {
                try? await Task.sleep(for: .seconds(2))
                if kill(pid, 0) != 0, errno == ESRCH {
                    continuation.yield(.notification(method: "exit", params: nil))
                    return
                }
            }
        }
    }

    /// Writes every byte, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The exit code the serving task hands to the thread that waits for it.
private final class ExitCodeBox: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var code: Int32?

    func finish(_ value: Int32) {
        condition.lock()
        code = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Int32 {
        condition.lock()
        defer { condition.unlock() }
        while code == nil { condition.wait() }
        return code ?? 1
    }
}
