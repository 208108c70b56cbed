import PrimerSyntax

/// The outline of a spec (`textDocument/documentSymbol`): the header with a child per field line,
/// then each section; and its folding ranges (`textDocument/foldingRange`): the header, each
/// section with a body, and each run of comment lines.
package enum DocumentSymbols {
    /// The protocol's `DocumentSymbol` list.
    package static func symbols(_ analysis: SpecAnalysis) -> JSONValue {
        let document = analysis.document
        var symbols: [JSONValue] = []
        let header = analysis.syntax.header
        if let first = header.first, let last = header.last {
            let children: [JSONValue] = header.map { directive in
                let range = fullLines(directive.line, directive.line, in: document)
                return symbol(directive.name, detail: directive.arguments.map(\.text).joined(separator: " "), kind: 7,
                              range: range, selection: document.range(of: directive.keyword.range))
            }
            symbols.append(symbol("header", detail: analysis.spec?.block.name ?? analysis.syntax.directive(.block)?.arguments.first?.value ?? "",
                                  kind: 2, range: fullLines(first.line, last.line, in: document),
                                  selection: document.range(of: first.keyword.range), children: children))
        }
        for section in analysis.syntax.sections {
            let last = max(section.headerLine, section.bodyLines.upperBound - 1)
            symbols.append(symbol(section.canonicalHeaderText, detail: "", kind: kind(section.kind.keyword),
                                  range: fullLines(section.headerLine, last, in: document),
                                  selection: document.range(of: section.headerRange)))
        }
        return .array(symbols)
    }

    /// The protocol's `FoldingRange` list.
    package static func foldingRanges(_ analysis: SpecAnalysis) -> JSONValue {
        var ranges: [JSONValue] = []
        let header = analysis.syntax.header
        if let first = header.first, let last = header.last, last.line > first.line {
            ranges.append(["startLine": .int(first.line - 1), "endLine": .int(last.line - 1), "kind": "region"])
        }
        for section in analysis.syntax.sections where !section.bodyLines.isEmpty {
            ranges.append(["startLine": .int(section.headerLine - 1), "endLine": .int(section.bodyLines.upperBound - 2),
                           "kind": "region"])
        }
        // Runs of two or more comment lines at the start of a line.
        let document = analysis.document
        var runStart: Int?
        for index in 0...document.lineCount {
            let isComment = index < document.lineCount && (document.line(index)?.hasPrefix("#") ?? false)
            if isComment, runStart == nil { runStart = index }
            if !isComment, let start = runStart {
                if index - 1 > start { ranges.append(["startLine": .int(start), "endLine": .int(index - 1), "kind": "comment"]) }
                runStart = nil
            }
        }
        return .array(ranges)
    }

    /// From the start of one 1-based line to the end of another.
    static func fullLines(_ first: Int, _ last: Int, in document: TextDocument) -> TextRange {
        TextRange(start: TextPosition(line: first - 1, character: 0), end: document.range(ofLine: last - 1).end)
    }

    private static func symbol(_ name: String, detail: String, kind: Int, range: TextRange, selection: TextRange,
                               children: [JSONValue] = []) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(name.isEmpty ? "?" : name), "kind": .int(kind), "range": range.json,
            "selectionRange": selection.json,
        ]
        if !detail.isEmpty { object["detail"] = .string(detail) }
        if !children.isEmpty { object["children"] = .array(children) }
        return .object(object)
    }

    /// The protocol's `SymbolKind` for a section kind (chosen for the editors' icons).
    static func kind(_ keyword: SectionKeyword) -> Int {
        switch keyword {
        case .voiceover: 15 // String
        case .announce: 24 // Event
        case .motion: 12 // Function
        case .sizes, .targets: 16 // Number
        case .contrast: 14 // Constant
        case .appDump: 1 // File
        }
    }
}
