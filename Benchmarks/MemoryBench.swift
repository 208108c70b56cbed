import Foundation
import PrimerBlocks
import PrimerCLI
import PrimerLanguageServer
import PrimerSpec
import PrimerSyntax

/// `primer-spec-bench memory [MEGABYTES]`: the peak memory of `check` and of the language server
/// (open, then one edit) on specs whose one section holds nearly all of their lines (default 20 MB,
/// the hostile shape of Docs/Reliability.md), as bytes of peak resident memory per byte of spec. Each
/// case runs in a fresh process (`memory-case`), which reports its own peak (`getrusage`'s
/// `ru_maxrss`); an idle process's peak is shown beside them. Prints figures; asserts none.
enum MemoryBench {
    /// The shapes: a name and the text of one body line (given its index).
    static let shapes: [(name: String, line: @Sendable (Int) -> String)] = [
        ("comment lines", { "  # a comment \($0)\n" }),
        ("element lines", { "  \"Element \($0).\"\n" }),
    ]

    /// Writes each shape of about `megabytes` MB, runs each case on it and prints the figures.
    static func run(megabytes: Int) throws {
        let folder = NSTemporaryDirectory() + "primer-spec-bench-memory-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let idle = try child(["idle"])
        print("memory: peak resident bytes per byte of spec, each case a fresh process (an idle one peaks at \(idle / 1_000_000) MB)")
        for shape in shapes {
            let path = folder + "/\(shape.name.replacingOccurrences(of: " ", with: "-")).primerspec"
            var text = "primer notifications\napp \"Reminders\"\n\nvoiceover ready\n"
            var lines = 0
            while text.utf8.count < megabytes * 1_000_000 {
                text += shape.line(lines)
                lines += 1
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let size = text.utf8.count
            text = ""
            for mode in ["check", "lsp"] {
                let peak = try child([mode, path])
                print(String(format: "%-14@ %-6@ %9d lines %10d bytes: peak %6d MB, %5.1f bytes a byte (%5.1f less the idle process)",
                             shape.name, mode, lines, size, peak / 1_000_000, Double(peak) / Double(size),
                             Double(peak - idle) / Double(size)))
            }
        }
    }

    /// Runs `primer-spec-bench memory-case ARGUMENTS` and returns the peak bytes it printed.
    static func child(_ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["memory-case"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// One case, in this process: `idle`, `check FILE` (the command, as `primer-spec check FILE` runs it)
    /// or `lsp FILE` (the server opens the file's text and publishes, then takes one edit in the middle
    /// and publishes again). Prints the process's peak resident bytes.
    static func runCase(_ arguments: [String]) {
        switch arguments.first {
        case "check":
            let invocation = Invocation(arguments: ["check"] + arguments.dropFirst(), environment: [:],
                                        workingDirectory: FileManager.default.currentDirectoryPath,
                                        outputIsTerminal: false, terminalWidth: nil, blocks: .standard)
            let result = PrimerSpecTool.run(invocation)
            _ = result.output.utf8.count
        case "lsp":
            guard let path = arguments.dropFirst().first else { break }
            serveOneEdit(path)
        default:
            break
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        // Linux gives kilobytes.
        print(Int(usage.ru_maxrss) * 1024)
    }

    /// Opens the file's text in a server whose debounce is zero, then types one character in the
    /// middle; each message is serialized, as the server writes it.
    static func serveOneEdit(_ path: String) {
        let context = AnalysisContext(blocks: .standard, workingDirectory: "/bench")
        let server = LanguageServer(configuration: .init(context: context, debounce: .zero, version: "bench"),
                                    send: { _ = $0.serialized().count })
        let uri = "file://" + path
        EditScaleBench.blocking {
            let text = String(decoding: (try? InputFile.read(path)) ?? [], as: UTF8.self)
            let middle = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } / 2
            _ = await server.handle(.request(id: 1, method: "initialize", params: ["capabilities": [:]]))
            _ = await server.handle(.notification(method: "textDocument/didOpen", params: [
                "textDocument": ["uri": .string(uri), "languageId": "primerspec", "version": 1, "text": .string(text)],
            ]))
            let range = TextRange(at: TextPosition(line: middle, character: 2))
            _ = await server.handle(.notification(method: "textDocument/didChange", params: [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": range.json, "text": "x"]],
            ]))
        }
    }
}
