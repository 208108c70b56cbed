import Foundation
import PrimerBlocks
import PrimerLanguageServer
import PrimerSpec
import PrimerSyntax

/// The language server's diagnostics for an edit in a spec of about 2,000 lines (Docs/Performance.md,
/// "The language server"): the time from the change reaching the server to the diagnostics written,
/// with the debounce set to zero so only the work is timed.
enum LanguageServerBench {
    /// A camera primer spec of at least `lines` lines: size by size, every state in `voiceover` and
    /// `sizes` sections and every transition's motion with and without Reduce Motion, bodies as recorded.
    static func spec(lines: Int) -> String {
        let header = ["primer camera", "app \"Reminders\"", "purpose \"Reminders uses the camera to take photos and scan codes.\"", ""]
        let model = SpecLoader.load(Array(header.joined(separator: "\n").utf8), path: "/bench/s.primerspec",
                                    workingDirectory: "/bench", blocks: .standard).spec?.model
        var sections: [String] = []
        for size in ["large", "xSmall", "small", "medium", "xLarge", "xxLarge", "xxxLarge",
                     "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"] {
            for state in model?.stateNames ?? [] where model?.problem(withState: state) == nil {
                sections.append("voiceover \(state) dynamic-type \(size)")
                sections.append("sizes \(state) dynamic-type \(size)")
            }
            for transition in model?.transitions ?? [] {
                for reduce in ["", " reduce-motion"] {
                    sections.append("motion \(transition.from) -> \(transition.to) dynamic-type \(size)\(reduce) via \(transition.via)")
                }
            }
        }
        var text = header.joined(separator: "\n")
        for section in sections {
            text += section + "\n\n"
            let recorded = Recorder(blocks: .standard, workingDirectory: "/bench")
                .record(Array(text.utf8), path: "/bench/s.primerspec").newBytes
            text = recorded.map { String(decoding: $0, as: UTF8.self) } ?? text
            if !text.hasSuffix("\n\n") { text += "\n" }
            if text.split(separator: "\n", omittingEmptySubsequences: false).count >= lines { break }
        }
        return text
    }

    /// Opens the spec, then times `edits` edits (and one warm-up edit before them; none when 0). With
    /// `specFile`, the spec is read from that file when it exists, else generated and written there
    /// (generating it records every section, which dwarfs the edits under an instruction counter).
    /// With `typesLineBreaks`, the character typed and deleted is a line break, so every line below
    /// it moves down and back up.
    static func run(edits: Int = 20, specFile: String? = nil, typesLineBreaks: Bool = false,
                    measure: (String, Int, () -> Int) -> Void) throws {
        let text: String
        if let specFile, FileManager.default.fileExists(atPath: specFile) {
            text = String(decoding: try InputFile.read(specFile), as: UTF8.self)
        } else {
            text = spec(lines: 2_000)
            if let specFile { try Data(text.utf8).write(to: URL(fileURLWithPath: specFile), options: .atomic) }
        }
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let document = TextDocument(uri: "file:///bench/s.primerspec", version: 1, text: text)
        // The last content line of the third section: typing one character at its end, then deleting it.
        guard let line = (0..<document.lineCount).filter({ document.line($0)?.hasPrefix("  ") == true }).dropFirst(40).first
        else { return }
        let length = document.range(ofLine: line).end.character
        let bytes = Counter()
        let context = AnalysisContext(blocks: .standard, workingDirectory: "/bench")
        let server = LanguageServer(configuration: .init(context: context, debounce: .zero, version: "bench"),
                                    send: { bytes.add($0.serialized().count) })
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            _ = await server.handle(.request(id: 1, method: "initialize", params: ["capabilities": [:]]))
            _ = await server.handle(.notification(method: "textDocument/didOpen", params: [
                "textDocument": ["uri": .string(document.uri), "languageId": "primerspec", "version": 1, "text": .string(text)],
            ]))
            semaphore.signal()
        }
        semaphore.wait()
        print("language server: a camera primer spec of \(lineCount) lines, \(text.utf8.count) bytes")
        var version = 1
        guard edits > 0 else { return }
        let name = typesLineBreaks ? "a line break typed or deleted" : "a one-character edit"
        measure("lsp: diagnostics after \(name) (2,000 lines)", edits) {
            version += 1
            let typed = version % 2 == 0
            let end = typed ? TextPosition(line: line, character: length)
                : typesLineBreaks ? TextPosition(line: line + 1, character: 0) : TextPosition(line: line, character: length + 1)
            let range = TextRange(start: TextPosition(line: line, character: length), end: end)
            let change: JSONValue = ["range": range.json, "text": typed ? (typesLineBreaks ? "\n" : "x") : ""]
            let done = DispatchSemaphore(value: 0)
            let currentVersion = version
            Task {
                _ = await server.handle(.notification(method: "textDocument/didChange", params: [
                    "textDocument": ["uri": .string(document.uri), "version": .int(currentVersion)],
                    "contentChanges": [change],
                ]))
                done.signal()
            }
            done.wait()
            return bytes.value
        }
    }
}

/// Bytes the server wrote, added from its task.
private final class Counter: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var total = 0

    func add(_ count: Int) {
        lock.lock()
        total += count
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
