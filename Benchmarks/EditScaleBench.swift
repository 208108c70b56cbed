import Foundation
import PrimerBlocks
import PrimerLanguageServer
import PrimerSpec
import PrimerSyntax

/// `primer-spec-bench lsp-scale [EDITS]`: the language server's diagnostics after a one-character edit
/// (typed at the end of a body line, then deleted) in specs of 2,000 and 32,000 lines of two shapes,
/// many small sections and one long section, in milliseconds an edit (Docs/Performance.md, "Edit cost
/// at scale"). The debounce is zero, so only the work is timed. Prints figures; asserts none.
enum EditScaleBench {
    /// The header every generated spec starts with.
    static let header = ["primer camera", "app \"Reminders\"",
                         "purpose \"Reminders uses the camera to take photos and scan codes.\"", ""]

    /// Every distinct section header the camera primer's model allows (each state's `voiceover`,
    /// `sizes` and `targets` and each transition's `motion`, size by size, with and without Reduce
    /// Motion), so a spec made of them resolves.
    static func sectionHeaders() -> [String] {
        let model = SpecLoader.load(Array(header.joined(separator: "\n").utf8), path: "/bench/s.primerspec",
                                    workingDirectory: "/bench", blocks: .standard).spec?.model
        var headers: [String] = []
        for size in ["large", "xSmall", "small", "medium", "xLarge", "xxLarge", "xxxLarge",
                     "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"] {
            for state in model?.stateNames ?? [] where model?.problem(withState: state) == nil {
                headers.append("voiceover \(state) dynamic-type \(size)")
                headers.append("voiceover \(state) dynamic-type \(size) reduce-motion")
                headers.append("sizes \(state) dynamic-type \(size)")
                headers.append("targets \(state) dynamic-type \(size)")
            }
            for transition in model?.transitions ?? [] {
                for reduce in ["", " reduce-motion"] {
                    headers.append("motion \(transition.from) -> \(transition.to) dynamic-type \(size)\(reduce) via \(transition.via)")
                }
            }
        }
        return headers
    }

    /// A spec of about `lines` lines made of many small sections: every distinct section, bodies as
    /// recorded (one record of the whole file), each body then given comment lines in turn until the
    /// file is `lines` long (a model allows only so many sections; the comments keep each passing).
    static func manySmallSections(lines: Int) -> String {
        let skeleton = header.joined(separator: "\n") + "\n" + sectionHeaders().map { $0 + "\n\n" }.joined()
        let recorded = Recorder(blocks: .standard, workingDirectory: "/bench")
            .record(Array(skeleton.utf8), path: "/bench/s.primerspec", scope: .empty).newBytes
            .map { String(decoding: $0, as: UTF8.self) } ?? skeleton
        var blocks = recorded.components(separatedBy: "\n\n")
        var count = recorded.split(separator: "\n", omittingEmptySubsequences: false).count
        if count > lines {
            // Fewer sections: keep the first ones that fit.
            var kept: [String] = []
            var total = 1
            for block in blocks {
                let size = block.split(separator: "\n", omittingEmptySubsequences: false).count + 1
                if total + size > lines, kept.count > 1 { break }
                kept.append(block)
                total += size
            }
            return kept.joined(separator: "\n\n") + "\n"
        }
        // More lines: a comment line at the end of each section's body in turn.
        var round = 0
        while count < lines {
            for index in blocks.indices.dropFirst() where count < lines {
                blocks[index] += "\n  # note \(round)"
                count += 1
            }
            round += 1
        }
        return blocks.joined(separator: "\n\n")
    }

    /// A spec of about `lines` lines whose one `voiceover` section holds them: its recorded body, then
    /// comment lines (so it passes, and an edit re-checks the whole section).
    static func oneLongSection(lines: Int) -> String {
        let skeleton = header.joined(separator: "\n") + "\nvoiceover ready\n"
        let recorded = Recorder(blocks: .standard, workingDirectory: "/bench")
            .record(Array(skeleton.utf8), path: "/bench/s.primerspec", scope: .empty).newBytes
            .map { String(decoding: $0, as: UTF8.self) } ?? skeleton
        var text = recorded.hasSuffix("\n") ? recorded : recorded + "\n"
        let have = text.split(separator: "\n", omittingEmptySubsequences: false).count
        text += (0..<max(lines - have, 0)).map { "  # note \($0)\n" }.joined()
        return text
    }

    /// Times `edits` one-character edits (after one warm-up) at the end of the body line nearest the
    /// middle of `text`, and prints the median and best milliseconds an edit.
    static func time(_ label: String, text: String, edits: Int) {
        let document = TextDocument(uri: "file:///bench/s.primerspec", version: 1, text: text)
        let middle = document.lineCount / 2
        guard let line = (middle..<document.lineCount).first(where: { document.line($0)?.hasPrefix("  ") == true })
        else { return }
        let length = document.range(ofLine: line).end.character
        let context = AnalysisContext(blocks: .standard, workingDirectory: "/bench")
        let sent = SentCounter()
        let server = LanguageServer(configuration: .init(context: context, debounce: .zero, version: "bench"),
                                    send: { sent.add($0) })
        blocking {
            _ = await server.handle(.request(id: 1, method: "initialize", params: ["capabilities": [:]]))
            _ = await server.handle(.notification(method: "textDocument/didOpen", params: [
                "textDocument": ["uri": .string(document.uri), "languageId": "primerspec", "version": 1, "text": .string(text)],
            ]))
        }
        var version = 1
        var samples: [Double] = []
        let clock = ContinuousClock()
        for edit in 0...edits {
            version += 1
            let typed = version % 2 == 0
            let end = TextPosition(line: line, character: typed ? length : length + 1)
            let change: JSONValue = ["range": TextRange(start: TextPosition(line: line, character: length), end: end).json,
                                     "text": typed ? "x" : ""]
            let current = version
            let start = clock.now
            blocking {
                _ = await server.handle(.notification(method: "textDocument/didChange", params: [
                    "textDocument": ["uri": .string(document.uri), "version": .int(current)],
                    "contentChanges": [change],
                ]))
            }
            let (seconds, attoseconds) = (clock.now - start).components
            if edit > 0 { samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15) }
        }
        samples.sort()
        guard !samples.isEmpty else { return }
        let lines = document.lineCount
        print(String(format: "%@ %6d lines %8d bytes: median %8.3f ms  best %8.3f ms an edit  (%d edits, %d diagnostics)",
                     label.padding(toLength: 24, withPad: " ", startingAt: 0), lines, text.utf8.count,
                     samples[samples.count / 2], samples[0], samples.count, sent.lastDiagnostics))
    }

    /// Runs the four cases; with `folder`, each spec is also written there (to check or profile it).
    static func run(edits: Int, folder: String? = nil) throws {
        let cases = [2_000, 32_000].map { ("many small sections", "small-\($0)", manySmallSections(lines: $0)) }
            + [2_000, 32_000].map { ("one long section", "long-\($0)", oneLongSection(lines: $0)) }
        for (label, name, text) in cases {
            if let folder {
                try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name + ".primerspec"))
            }
            time(label, text: text, edits: edits)
        }
    }

    /// Runs `body` on a task and waits for it.
    static func blocking(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await body()
            done.signal()
        }
        done.wait()
    }
}

/// The number of diagnostics in the latest publication the server sent.
private final class SentCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var diagnostics = 0

    func add(_ message: JSONValue) {
        guard let count = message["params"]?["diagnostics"]?.arrayValue?.count else { return }
        lock.lock()
        diagnostics = count
        lock.unlock()
    }

    var lastDiagnostics: Int {
        lock.lock()
        defer { lock.unlock() }
        return diagnostics
    }
}
