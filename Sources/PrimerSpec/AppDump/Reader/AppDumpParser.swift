/// Reads an XCUITest dump (FACTS.md §13) with every error located at `file:line:column` in it.
///
/// The dump is a run of blocks, each a header at the start of a line:
///
/// ```
/// Attributes: Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
/// Element subtree:
///  →Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
///     Window (Main), 0x147504d30, {{0.0, 0.0}, {414.0, 896.0}}
///       Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 41.0}}, identifier: 'enrollButton', label: 'Enroll'
/// Path to element:
///  →Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
/// Query chain:
///  →Find: Target Application 'com.swiftman.XCUITest-study'
/// ```
///
/// Element lines are indented two columns a level (the marker `→` takes one column of the indent);
/// the first line of the subtree sets the base. Lines the test log writes before the dump
/// (`t =  109.84s Requesting snapshot…`) and blank lines are skipped. Errors are collected, one a
/// line, and reading goes on at the next line, so one run reports them all. A dump with only a
/// query chain (the app could not be snapshotted) is read, and reported as an error.
public enum AppDumpParser {
    /// The blocks of a dump, by header.
    enum Block: String, CaseIterable {
        case attributes = "Attributes:"
        case subtree = "Element subtree:"
        case path = "Path to element:"
        case query = "Query chain:"
    }

    /// Reads a dump's bytes; `path` names the file in every location.
    public static func parse(_ bytes: [UInt8], path: String) -> AppDumpParseResult {
        var reader = Reading(path: path)
        let split = LineSplitter.split(bytes)
        for line in split.lines {
            guard let text = line.text else {
                if let error = LineDecoder.invalidUTF8(in: line.bytes, file: path, line: line.number) {
                    reader.diagnostics.append(error)
                }
                continue
            }
            reader.consume(text, line: line.number)
        }
        return reader.finish()
    }

    /// Reads a dump's text.
    public static func parse(text: String, path: String) -> AppDumpParseResult {
        parse(Array(text.utf8), path: path)
    }

    /// The line-by-line state of one read.
    struct Reading {
        let path: String
        var dump: AppDump
        var diagnostics: [Diagnostic] = []
        var block: Block?
        var blockLines: [Block: Int] = [:]
        /// The indent of the subtree's first line, in columns.
        var baseIndent: Int?
        /// The index of the last element at each depth, for parents (nil for a line that did not read).
        var lastAtDepth: [Int?] = []
        var sawContent = false

        init(path: String) {
            self.path = path
            self.dump = AppDump(path: path)
        }

        mutating func consume(_ text: String, line: Int) {
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
            if let header = Block.allCases.first(where: { text.hasPrefix($0.rawValue) }) {
                startBlock(header, text: text, line: line)
                return
            }
            switch block {
            case nil:
                // The test log's own lines may precede a dump copied from it.
                if text.drop(while: { $0 == " " }).hasPrefix("t =") { return }
                if text.hasPrefix("\"Attributes:") || text.hasPrefix("\"Element subtree:") {
                    diagnostics.append(AppDumpError.debuggerQuoted(file: path, line: line, text: text))
                } else {
                    diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text, in: nil))
                }
                block = .query  // read no further structure until the next header
                sawContent = true
            case .attributes:
                diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text, in: nil))
            case .subtree:
                subtreeLine(text, line: line)
            case .path:
                pathLine(text, line: line)
            case .query:
                dump.queryChain.append(text)
                readTargetApplication(text)
            }
        }

        mutating func finish() -> AppDumpParseResult {
            if !sawContent {
                diagnostics.append(AppDumpError.empty(file: path))
            } else if let subtree = blockLines[.subtree], dump.elements.isEmpty {
                diagnostics.append(AppDumpError.emptySubtree(file: path, line: subtree))
            } else if blockLines[.subtree] == nil, let query = blockLines[.query], diagnostics.isEmpty {
                diagnostics.append(AppDumpError.noSubtree(file: path, line: query, application: dump.targetApplication))
            } else if blockLines[.subtree] == nil, diagnostics.isEmpty {
                diagnostics.append(AppDumpError.make(
                    "the dump has no 'Element subtree:'",
                    expected: "the elements of the app, one a line, below 'Element subtree:'",
                    at: SourceRange(at: SourceLocation(file: path, line: 1, column: 1)), offendingText: nil))
            }
            return AppDumpParseResult(dump: dump, diagnostics: diagnostics.sortedByLocation())
        }

        // MARK: Blocks

        private mutating func startBlock(_ header: Block, text: String, line: Int) {
            sawContent = true
            if let first = blockLines[header] {
                diagnostics.append(AppDumpError.duplicateBlock(header.rawValue, file: path, line: line, first: first))
                block = nil
                return
            }
            blockLines[header] = line
            block = header
            let rest = Array(text.dropFirst(header.rawValue.count))
            switch header {
            case .attributes:
                let characters = Array(text)
                var start = header.rawValue.count
                while start < characters.count, characters[start] == " " { start += 1 }
                switch DumpLineParser.parse(characters, of: text, from: start, file: path, line: line) {
                case .success(let element): dump.attributes = element
                case .failure(let error): diagnostics.append(error)
                }
            case .query:
                dump.queryChainLine = line
                let trailing = String(rest).trimmingLeadingSpaces
                if !trailing.isEmpty {
                    dump.queryChain.append(trailing)
                    readTargetApplication(trailing)
                }
            case .subtree, .path:
                if rest.contains(where: { $0 != " " && $0 != "\t" }) {
                    diagnostics.append(AppDumpError.make(
                        "unexpected text after '\(header.rawValue)'", expected: "the header alone on its line",
                        at: AppDumpError.range(file: path, line: line, from: header.rawValue.count, to: text.count),
                        offendingText: String(rest)))
                }
            }
        }

        /// An element line of the subtree, with its depth and parent.
        private mutating func subtreeLine(_ text: String, line: Int) {
            let characters = Array(text)
            guard let (start, marked) = Self.elementStart(characters) else {
                diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text,
                                                               in: Block.subtree.rawValue))
                return
            }
            let base = baseIndent ?? start
            let previousDepth = lastAtDepth.isEmpty ? nil : lastAtDepth.count - 1
            let offset = start - base
            let maximum = (previousDepth ?? -1) + 1
            guard offset >= 0, offset % 2 == 0, offset / 2 <= maximum else {
                diagnostics.append(AppDumpError.badIndentation(file: path, line: line, columns: start, base: base,
                                                               previousDepth: previousDepth))
                return
            }
            baseIndent = base
            switch DumpLineParser.parse(characters, of: text, from: start, file: path, line: line) {
            case .success(var element):
                let depth = offset / 2
                element.depth = depth
                element.isMarked = marked
                element.parent = parent(atDepth: depth)
                lastAtDepth = Array(lastAtDepth.prefix(depth)) + [dump.elements.count]
                dump.elements.append(element)
            case .failure(let error):
                diagnostics.append(error)
                // The line's children are read as its parent's, so one bad line is one error.
                let depth = offset / 2
                lastAtDepth = Array(lastAtDepth.prefix(depth)) + [parent(atDepth: depth)]
            }
        }

        /// The nearest element that read, above a depth.
        private func parent(atDepth depth: Int) -> Int? {
            guard depth > 0, lastAtDepth.indices.contains(depth - 1) else { return nil }
            return lastAtDepth[depth - 1]
        }

        private mutating func pathLine(_ text: String, line: Int) {
            let characters = Array(text)
            guard let (start, marked) = Self.elementStart(characters) else {
                diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text, in: Block.path.rawValue))
                return
            }
            switch DumpLineParser.parse(characters, of: text, from: start, file: path, line: line) {
            case .success(var element):
                element.isMarked = marked
                element.depth = dump.pathToElement.count
                dump.pathToElement.append(element)
            case .failure(let error):
                diagnostics.append(error)
            }
        }

        /// `Find: Target Application 'com.example.App'` names the app.
        private mutating func readTargetApplication(_ text: String) {
            guard dump.targetApplication == nil, let found = text.range(of: "Target Application '"),
                  let close = text[found.upperBound...].lastIndex(of: "'") else { return }
            dump.targetApplication = String(text[found.upperBound..<close])
        }

        /// Where the element's type starts (after spaces and a `→` or `↳` marker), and whether it is marked.
        static func elementStart(_ characters: [Character]) -> (Int, Bool)? {
            var index = 0
            var marked = false
            while index < characters.count {
                switch characters[index] {
                case " ": index += 1
                case "→", "↳":
                    marked = marked || characters[index] == "→"
                    index += 1
                default:
                    return index > 0 ? (index, marked) : nil
                }
            }
            return nil
        }
    }
}

extension String {
    /// The string without its leading spaces.
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
