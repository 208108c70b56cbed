import PrimerMotion
import PrimerSyntax

/// The header's rules, checked against the fields the spec's block declares (``Block/headerFields``
/// and ``HeaderField/common``): each line's arguments, a field given twice, `block` and a leading
/// field that are not first, header lines after the first section, words no block knows, and a file
/// that starts with neither `block` nor the default block's leading field. Messages that list fields
/// (an unknown word's, a duplicate's) list the spec's block's, or every block's when the spec names
/// a block the registry lacks.
///
/// A field of another block is checked against that block's declaration, so its arguments are
/// reported as for any field; the resolver then says it is not the block's. When the spec names a
/// block the registry lacks, every field is checked that way.
struct HeaderCheck: Sendable {
    /// The registry: every field any block declares is a header field, the rest unknown words.
    let blocks: BlockRegistry
    /// The spec's block, or nil when it names one the registry lacks.
    let block: (any Block)?
    /// The fields the block declares (`block.headerFields`, besides ``HeaderField/common``); empty
    /// without a block.
    let blockFields: [HeaderField]

    /// A check against `block`'s fields; `blockFields` is `block.headerFields` when the caller has it
    /// already (a block makes its list anew each time it is asked), asked of the block when nil.
    init(blocks: BlockRegistry, block: (any Block)?, blockFields: [HeaderField]? = nil) {
        self.blocks = blocks
        self.block = block
        self.blockFields = blockFields ?? block?.headerFields ?? []
    }

    /// The header lines whose arguments are right, each field at most once unless it repeats.
    func check(_ file: SpecFile, diagnostics: inout [Finding]) -> [Directive] {
        var foreign: [Directive] = []
        return check(file, diagnostics: &diagnostics, foreign: &foreign)
    }

    /// ``check(_:diagnostics:)``, which also gives `foreign` the lines it keeps of fields the spec's block
    /// does not declare (another block's, in file order): the resolver reports each, and this check has
    /// looked every line's name up in the block's fields already.
    func check(_ file: SpecFile, diagnostics: inout [Finding], foreign: inout [Directive]) -> [Directive] {
        let known = blocks.headerFields
        let blockFields = self.blockFields
        let common = block == nil ? [] : HeaderField.common
        // The spec's block's declaration of a name (the last of the common fields and the block's
        // that has it: the block's own first, from the end), else the first block's that declares it.
        // Looked up in the arrays, not joined into one: a header has a few lines, and a dictionary of
        // every field for each file cost more than the look-ups.
        // `isOwn` says whether the block's fields or the common ones have it.
        func declaration(_ name: String) -> (field: HeaderField, isOwn: Bool)? {
            if let field = blockFields.last(where: { $0.name == name }) ?? common.last(where: { $0.name == name }) {
                return (field, true)
            }
            return known.first { $0.name == name }.map { ($0, false) }
        }
        // Messages list the spec's block's fields, so one block's new field changes no other's messages.
        func listed() -> [HeaderField] { block == nil ? known : [HeaderField.block] + blockFields + [HeaderField.accept] }
        // The header's lines are kept by their indices in `file.header`: the lines read (`read`) less
        // those left out (`dropped`). Most headers keep every line, and then the file's own array is
        // returned rather than a copy of each directive appended to a new one.
        var read = 0
        var dropped: [Int] = []
        // The keyword of the first line of each field that may not repeat, by the field's name. A list
        // rather than a dictionary: it holds at most one entry a declared field (a second line of a
        // field is a duplicate and is not added), so a look-up reads a few names, cheaper than hashing one.
        var seen: [(name: String, keyword: Token)] = []
        var firstStatement: Token?
        var directives = file.header.makeIterator()
        for line in file.fieldLines {
            let declared = declaration(line.keyword.value)
            let field = declared?.field
            if field != nil, let indented = line.indentedBelow {
                diagnostics.append(SyntaxError.indentedOutsideSection(indented))
            }
            switch line.place {
            case .unreadable:
                continue
            case .afterSection(let firstSection):
                diagnostics.append(field == nil ? SyntaxError.unknownKeyword(line.keyword, afterFirstSection: true, fields: listed())
                                   : SyntaxError.headerAfterSection(line.keyword, firstSection: firstSection))
            case .header:
                guard let directive = directives.next() else { continue }
                let index = read
                read += 1
                guard let field else {
                    diagnostics.append(SyntaxError.unknownKeyword(directive.keyword, afterFirstSection: false, fields: listed()))
                    dropped.append(index)
                    continue
                }
                do {
                    // The directive comes back as given once its arguments are right.
                    _ = try DirectiveParser.check(directive, against: field)
                } catch {
                    diagnostics.append(error)
                    dropped.append(index)
                    continue
                }
                let name = field.name
                if !field.repeats {
                    if let earlier = seen.first(where: { $0.name == name }) {
                        diagnostics.append(SyntaxError.duplicateField(directive.keyword, first: earlier.keyword, fields: listed()))
                        dropped.append(index)
                        continue
                    }
                    seen.append((name, directive.keyword))
                }
                // `block` comes first; a leading field comes first or right after `block`.
                if let firstStatement, name == HeaderField.block.name
                    || (field.leads && firstStatement.value != HeaderField.block.name) {
                    diagnostics.append(SyntaxError.notFirst(directive.keyword, firstStatement: firstStatement))
                }
                if firstStatement == nil {
                    firstStatement = directive.keyword
                }
                if declared?.isOwn == false {
                    foreign.append(directive)
                }
            }
        }
        let attempted = file.fieldLines.contains { line in
            let name = line.keyword.value
            let field = known.first { $0.name == name }
            return field == nil || field == .block || field?.leads == true
        }
        if !attempted {
            let lead = blocks.defaultBlock?.headerFields.first(where: \.leads)
            diagnostics.append(SyntaxError.missingFirstField(lead, file: file.path))
        }
        guard !dropped.isEmpty || read < file.header.count else { return file.header }
        let leftOut = Set(dropped)
        return (0..<read).filter { !leftOut.contains($0) }.map { file.header[$0] }
    }
}

extension HeaderCheck {
    /// The `block NAME` a file gives (its first well-formed `block` line) and the block it names, the
    /// registry's default when it gives none, nil when the registry lacks it.
    static func block(of file: SpecFile, in blocks: BlockRegistry) -> (token: Token?, block: (any Block)?) {
        let token = file.directives(.block).first { (try? DirectiveParser.check($0, against: .block)) != nil }?
            .arguments.first
        return (token, token.map { blocks.block(named: $0.value) } ?? blocks.defaultBlock)
    }
}

extension ParseResult {
    /// The result with the header checked against the fields of the spec's block, as the resolver
    /// checks it first: every error of the file's syntax, once the blocks' fields are known. The
    /// recovered header keeps the lines whose arguments are right.
    package func checkingHeader(against blocks: BlockRegistry) -> ParseResult {
        var diagnostics = self.diagnostics
        var file = recovered
        file.header = HeaderCheck(blocks: blocks, block: HeaderCheck.block(of: file, in: blocks).block)
            .check(file, diagnostics: &diagnostics)
        return ParseResult(recovered: file, diagnostics: diagnostics.sortedByLocation())
    }
}

extension SyntaxError {
    static func missingFirstField(_ lead: HeaderField?, file: String) -> Finding {
        make(
            "missing 'block'" + (lead.map { " or '\($0.name)'" } ?? "") + " directive",
            expected: "the file to start with block NAME" + (lead.map { " or \($0.usage)" } ?? ""),
            at: SourceRange(at: SourceLocation(file: file, line: 1, column: 1)),
            offendingText: nil
        )
    }

    static func notFirst(_ primer: Token, firstStatement: Token) -> Finding {
        make(
            "'\(primer.value)' is not the first directive",
            expected: "it before \(name(firstStatement)) on line \(firstStatement.range.lowerBound.line)",
            at: primer.range,
            offendingText: primer.text,
            notes: [Finding.Note("\(name(firstStatement)) is here", at: firstStatement.range.lowerBound)]
        )
    }

    static func unknownKeyword(_ word: Token, afterFirstSection: Bool, fields: [HeaderField]) -> Finding {
        let sectionNames = SectionKeyword.allCases.map(\.rawValue)
        let sections = sectionNames.joined(separator: ", ")
        let fieldNames = fields.map(\.name)
        let expected =
            afterFirstSection
            ? "a section keyword (\(sections)) or an indented body line"
            : "a header field (\(fieldNames.joined(separator: ", "))) or a section keyword (\(sections))"
        return make(
            "unknown keyword \(name(word))",
            expected: expected + Suggestion.didYouMean(word.value, among: fieldNames + sectionNames),
            at: word.range,
            offendingText: word.text
        )
    }

    static func duplicateField(_ keyword: Token, first: Token, fields: [HeaderField]) -> Finding {
        let repeatable = fields.filter(\.repeats).map { "'\($0.name)'" }.joined(separator: ", ")
        return make(
            "duplicate \(name(keyword))",
            expected: "each header field at most once (only \(repeatable) may repeat)",
            at: keyword.range,
            offendingText: keyword.text,
            notes: [Finding.Note("first \(name(first)) is here", at: first.range.lowerBound)]
        )
    }

    static func headerAfterSection(_ keyword: Token, firstSection: Token) -> Finding {
        make(
            "header field \(name(keyword)) after the first section",
            expected: "header fields before the first section",
            at: keyword.range,
            offendingText: keyword.text,
            notes: [Finding.Note("the first section starts here", at: firstSection.range.lowerBound)]
        )
    }
}
