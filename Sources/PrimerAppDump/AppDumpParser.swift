import PrimerSyntax

/// Reads an XCUITest dump (XCUITest's debugDescription format (Docs/AppDumps.md)) with every error located at `file:line:column` in it.
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
/// Element lines are indented two columns a level (the marker `→`, or ASCII `->`, takes one column
/// of the indent); the first line of the subtree sets the base. Xcode 26's lines (no address,
/// `{x, y, width, height}` after the attributes) read as the older ones do (``DumpLineParser``), and
/// a dump printed from an optional, `Optional(Attributes: …` to a `)` line, reads as the dump inside.
/// A label, identifier or value with line breaks goes on over the lines below its element's, and the
/// element is read from them joined (``PendingElement``).
/// Lines the test log writes before the dump or after its query chain
/// (`t =  109.84s Requesting snapshot…`) and blank lines are skipped; forms XCUITest does not write
/// (an indented paste, a `...` elision, a subtree without its headers, a log line inside the dump)
/// are each refused with a message that names the form (Docs/AppDumps.md). Errors are collected, one a
/// line, and reading goes on at the next line, so one run reports them all. A dump with only a
/// query chain (the app could not be snapshotted) is read, and reported as an error.
package enum AppDumpParser {
    /// The blocks of a dump, by header.
    enum Block: String, CaseIterable {
        case attributes = "Attributes:"
        case subtree = "Element subtree:"
        case path = "Path to element:"
        case query = "Query chain:"
    }

    /// What opens a dump a UI test printed from an optional (`print(app?.debugDescription)`):
    /// `Optional(Attributes: …`, closed by a `)` line of its own after the query chain.
    static let optionalOpening = "Optional("

    /// The longest line read, in UTF-8 bytes (256 KiB): far more than any element line, whose value
    /// XCTest cuts with `...`; a longer line is an error, so one line never costs more than a
    /// bounded amount of memory. A choice.
    package static let lineLimit = 1 << 18

    /// The largest dump read, in bytes (32 MiB: a dump of 10,000 elements is about 1.5 MB). A choice.
    package static let sizeLimit = 32 << 20

    /// Reads a dump's bytes; `path` names the file in every location.
    package static func parse(_ bytes: [UInt8], path: String) -> AppDumpParseResult {
        var reader = Reading(path: path)
        let split = LineSplitter.split(bytes)
        for line in split.lines {
            guard let text = line.text else {
                // An element's lines are consecutive: one that does not decode ends them.
                reader.flushPending()
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
    package static func parse(text: String, path: String) -> AppDumpParseResult {
        parse(Array(text.utf8), path: path)
    }

    /// The line-by-line state of one read.
    struct Reading {
        let path: String
        var dump: AppDump
        var diagnostics: [Finding] = []
        var block: Block?
        var blockLines: [Block: Int] = [:]
        /// The indent of the subtree's first line, in columns.
        var baseIndent: Int?
        /// The index of the last element at each depth, for parents (nil for a line that did not read).
        var lastAtDepth: [Int?] = []
        var sawContent = false
        /// Where `Optional(` opened the dump (a dump printed from an optional), until its `)` closes it.
        var openOptional: Int?
        /// Whether the `)` of `Optional(…)` was read: nothing may follow it.
        var closedOptional = false
        /// Whether the rest of the subtree is passed over, after a line that stops it being read
        /// (a `...` the author left out lines with).
        var skippingSubtree = false
        /// The element line read last, with the lines after it that may carry on its text (XCUITest
        /// writes a line break in a label, identifier or value raw), until a line that is not one.
        var pending: PendingElement?
        /// Whether an element's text may go on over the lines after it: false while the lines that
        /// did not join an element are read again, one by one.
        var joining = true

        init(path: String) {
            self.path = path
            self.dump = AppDump(path: path)
        }

        mutating func consume(_ text: String, line: Int) {
            if pending != nil {
                if continuesPending(text) {
                    pending?.add(text, line: line)
                    return
                }
                flushPending()
            }
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
            if text.utf8.count > AppDumpParser.lineLimit {
                diagnostics.append(AppDumpError.longLine(file: path, line: line, bytes: text.utf8.count))
                sawContent = true
                return
            }
            if closedOptional {
                diagnostics.append(AppDumpError.afterOptional(file: path, line: line, text: text))
                closedOptional = false  // one error for what follows
                block = .query
                return
            }
            if openOptional != nil, text == ")" {
                openOptional = nil
                closedOptional = true
                return
            }
            var offset = 0
            if !sawContent, text.hasPrefix(AppDumpParser.optionalOpening),
               Block.allCases.contains(where: { text.dropFirst(AppDumpParser.optionalOpening.count).hasPrefix($0.rawValue) }) {
                openOptional = line
                offset = AppDumpParser.optionalOpening.count
            }
            let unwrapped = text.dropFirst(offset)
            if let header = Block.allCases.first(where: { unwrapped.hasPrefix($0.rawValue) }) {
                startBlock(header, text: text, column: offset, line: line)
                return
            }
            if block != nil, let log = Self.testLogLine(text) {
                // Inside the dump a log line breaks it; after its query chain the dump is whole, and
                // the log that goes on after a dump copied out of it is skipped.
                if block != .query {
                    diagnostics.append(AppDumpError.testLogLine(file: path, line: line, column: log))
                }
                return
            }
            switch block {
            case nil:
                // The test log's own lines may precede a dump copied from it.
                if Self.testLogLine(text) != nil { return }
                let indent = text.prefix { $0 == " " || $0 == "\t" }.count
                let trimmed = text.dropFirst(indent)
                if text.hasPrefix("\"Attributes:") || text.hasPrefix("\"Element subtree:")
                    || text.hasPrefix("\"Optional(Attributes:") {
                    diagnostics.append(AppDumpError.debuggerQuoted(file: path, line: line, text: text))
                } else if indent > 0, Block.allCases.contains(where: { trimmed.hasPrefix($0.rawValue) })
                            || trimmed.hasPrefix(AppDumpParser.optionalOpening + Block.attributes.rawValue) {
                    diagnostics.append(AppDumpError.indented(file: path, line: line, columns: indent, text: text))
                } else if let found = Self.elementStart(DumpCharacters(text.prefix(indent + 3))), found.marked {
                    diagnostics.append(AppDumpError.headless(file: path, line: line, text: text))
                } else {
                    diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text, in: nil))
                }
                block = .query  // read no further structure until the next header
                sawContent = true
            case .attributes:
                diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text, in: nil))
            case .subtree:
                if skippingSubtree { return }
                if Self.isElision(text) {
                    diagnostics.append(AppDumpError.elided(file: path, line: line, text: text))
                    skippingSubtree = true
                    return
                }
                subtreeLine(text, line: line)
            case .path:
                pathLine(text, line: line)
            case .query:
                dump.queryChain.append(text)
                readTargetApplication(text)
            }
        }

        mutating func finish() -> AppDumpParseResult {
            flushPending()
            if let openOptional {
                diagnostics.append(AppDumpError.unclosedOptional(file: path, line: openOptional))
            }
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

        /// A block's header, written from `column` (0-based: after `Optional(`, or at the start).
        private mutating func startBlock(_ header: Block, text: String, column: Int, line: Int) {
            sawContent = true
            skippingSubtree = false
            if let first = blockLines[header] {
                diagnostics.append(AppDumpError.duplicateBlock(header.rawValue, file: path, line: line, first: first))
                block = nil
                return
            }
            blockLines[header] = line
            block = header
            let rest = Array(text.dropFirst(column + header.rawValue.count))
            switch header {
            case .attributes:
                let characters = DumpCharacters(text)
                var start = column + header.rawValue.count
                while start < characters.count, characters[start] == " " { start += 1 }
                let lines = PendingElement.Lines(first: text, characters: characters, start: start, line: line)
                if joining {
                    pending = PendingElement(kind: .attributes, lines: lines)
                } else {
                    read(lines, as: .attributes)
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
                        at: AppDumpError.range(file: path, line: line, from: column + header.rawValue.count,
                                               to: text.count),
                        offendingText: String(rest)))
                }
            }
        }

        /// An element line of the subtree, with its depth and parent.
        private mutating func subtreeLine(_ text: String, line: Int) {
            let characters = DumpCharacters(text)
            guard let (start, indent, marked) = Self.elementStart(characters) else {
                diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text,
                                                               in: Block.subtree.rawValue))
                return
            }
            let base = baseIndent ?? indent
            let previousDepth = lastAtDepth.isEmpty ? nil : lastAtDepth.count - 1
            let offset = indent - base
            let maximum = (previousDepth ?? -1) + 1
            guard offset >= 0, offset % 2 == 0, offset / 2 <= maximum else {
                diagnostics.append(AppDumpError.badIndentation(file: path, line: line, columns: indent, base: base,
                                                               previousDepth: previousDepth))
                return
            }
            baseIndent = base
            let lines = PendingElement.Lines(first: text, characters: characters, start: start, line: line)
            let kind = PendingElement.Kind.subtree(depth: offset / 2, marked: marked)
            if joining {
                pending = PendingElement(kind: kind, lines: lines)
            } else {
                read(lines, as: kind)
            }
        }

        /// Records a subtree element (or its error) at its depth.
        mutating func recordSubtree(_ result: Result<DumpElement, Finding>, depth: Int, marked: Bool) {
            switch result {
            case .success(var element):
                element.depth = depth
                element.isMarked = marked
                element.parent = parent(atDepth: depth)
                lastAtDepth = Array(lastAtDepth.prefix(depth)) + [dump.elements.count]
                dump.elements.append(element)
            case .failure(let error):
                diagnostics.append(error)
                // The line's children are read as its parent's, so one bad line is one error.
                lastAtDepth = Array(lastAtDepth.prefix(depth)) + [parent(atDepth: depth)]
            }
        }

        /// The nearest element that read, above a depth.
        private func parent(atDepth depth: Int) -> Int? {
            guard depth > 0, lastAtDepth.indices.contains(depth - 1) else { return nil }
            return lastAtDepth[depth - 1]
        }

        private mutating func pathLine(_ text: String, line: Int) {
            let characters = DumpCharacters(text)
            guard let (start, _, marked) = Self.elementStart(characters) else {
                diagnostics.append(AppDumpError.unexpectedLine(file: path, line: line, text: text, in: Block.path.rawValue))
                return
            }
            let lines = PendingElement.Lines(first: text, characters: characters, start: start, line: line)
            if joining {
                pending = PendingElement(kind: .path(marked: marked), lines: lines)
            } else {
                read(lines, as: .path(marked: marked))
            }
        }

        /// Records an element of the path to the element (or its error).
        mutating func recordPath(_ result: Result<DumpElement, Finding>, marked: Bool) {
            switch result {
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

        /// Where the element's type starts (after spaces and a `→`, `->` or `↳` marker), its indent in
        /// columns (a marker takes one, `->` too, as `→` does), and whether it is marked.
        static func elementStart(_ characters: DumpCharacters) -> (start: Int, indent: Int, marked: Bool)? {
            var index = 0
            var indent = 0
            var marked = false
            while index < characters.count {
                switch characters[index] {
                case " ":
                    index += 1
                    indent += 1
                case "→", "↳":
                    marked = marked || characters[index] == "→"
                    index += 1
                    indent += 1
                case "-" where index + 1 < characters.count && characters[index + 1] == ">":
                    marked = true
                    index += 2
                    indent += 1
                default:
                    return index > 0 ? (index, indent, marked) : nil
                }
            }
            return nil
        }

        /// The 0-based column of a test log line's `t =` (`    t =   110.37s Requesting snapshot…`), or nil.
        static func testLogLine(_ text: String) -> Int? {
            let indent = text.prefix { $0 == " " }.count
            let rest = text.dropFirst(indent)
            guard rest.hasPrefix("t ="), rest.dropFirst(3).drop(while: { $0 == " " }).first?.isASCII == true,
                  rest.dropFirst(3).drop(while: { $0 == " " }).first?.isNumber == true else { return nil }
            return indent
        }

        /// Whether the line is `...` or `…` alone: lines an author left out of a copied dump.
        static func isElision(_ text: String) -> Bool {
            let trimmed = text.drop { $0 == " " }
            return trimmed == "..." || trimmed == "…"
        }
    }
}

extension String {
    /// The string without its leading spaces.
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
