import PrimerSyntax

/// Writes what the builders generate into each section's body, and changes nothing else.
///
/// The header, comments, blank lines, other sections and their order stay byte for byte; each
/// rewritten body keeps the file's line ending and the indentation of its first line (two spaces
/// for an empty body). A file that does not parse or resolve is refused, and so is a section whose
/// body holds a comment (rewriting the body would drop it).
package struct Recorder: Sendable {
    /// The blocks a spec may name.
    package var blocks: BlockRegistry
    /// The folder relative spec paths are relative to; nil for the process's current folder.
    package var workingDirectory: String?

    /// Creates a recorder.
    package init(blocks: BlockRegistry, workingDirectory: String? = nil) {
        self.blocks = blocks
        self.workingDirectory = workingDirectory
    }

    /// Computes the new bytes of a spec file; writes nothing.
    ///
    /// `scope` says which sections to rewrite: by default those whose lines differ from what the
    /// builders generate (see ``RecordScope``).
    package func record(_ bytes: [UInt8], path: String, scope: RecordScope = .failing) -> RecordOutcome {
        let (resolved, diagnostics) = SpecLoader.load(bytes, path: path, workingDirectory: workingDirectory, blocks: blocks)
        return record(resolved, diagnostics: diagnostics, path: path, scope: scope)
    }

    /// ``record(_:path:scope:)`` of what ``SpecLoader`` made of a file (``SpecRun`` loads each file
    /// once for all it does with it): its resolved spec, or nil with the errors that stopped it.
    package func record(_ resolved: ResolvedSpec?, diagnostics: [Finding], path: String,
                       scope: RecordScope = .failing) -> RecordOutcome {
        guard let spec = resolved else { return RecordOutcome(path: path, errors: diagnostics) }
        let file = spec.file

        var replacements: [(section: ResolvedSection, lines: [String])] = []
        var errors: [Finding] = []
        let vocabulary = spec.model.vocabulary
        for section in spec.sections {
            let actual = SectionGenerator.lines(for: section.target, in: spec)
            let context = SectionContext(section: section, actual: actual, file: spec.file, vocabulary: vocabulary)
            guard Self.rewrites(section, actual: actual, differs: context.diff.hasDifferences, scope: scope, in: file)
            else { continue }
            // A comment at the end of an element line would be dropped just like a comment line.
            if let comment = section.syntax.body.first(where: \.hasComment) {
                errors.append(Self.commentInBody(comment, section: section.syntax, in: file))
                continue
            }
            replacements.append((section, actual))
        }
        guard errors.isEmpty else { return RecordOutcome(path: path, errors: errors) }
        guard !replacements.isEmpty else { return RecordOutcome(path: path) }
        return RecordOutcome(
            path: path,
            changedSections: replacements.map { "\($0.section.syntax.headerLine): \($0.section.syntax.canonicalHeaderText)" },
            newBytes: rewrite(file, replacing: replacements))
    }

    /// Whether a section is rewritten in a scope.
    static func rewrites(_ section: ResolvedSection, actual: [String], differs: Bool, scope: RecordScope,
                         in file: SpecFile) -> Bool {
        switch scope {
        case .failing:
            return differs
        case .empty:
            return differs && section.syntax.contentLines.isEmpty
        case .every:
            if differs { return true }
            // Lines that match but hold a comment stay as they are: rewriting would drop the comment.
            if section.syntax.body.contains(where: \.hasComment) { return false }
            let indent = String(repeating: " ", count: section.syntax.body.first?.indent ?? 2)
            let written = section.syntax.body.map { file.line($0.line)?.text }
            return written != actual.map { Optional(indent + $0) }
        }
    }

    private func rewrite(_ file: SpecFile, replacing replacements: [(section: ResolvedSection, lines: [String])]) -> [UInt8] {
        let ending = file.lineEnding.bytes
        var byStart: [Int: (span: Range<Int>, lines: [String], indent: Int)] = [:]
        for (section, lines) in replacements {
            let indent = section.syntax.body.first?.indent ?? 2
            byStart[section.syntax.bodyLines.lowerBound] = (section.syntax.bodyLines, lines, indent)
        }
        var output: [UInt8] = file.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        // Appended in place, line by line, without a copy of each line, into room reserved for the
        // whole result (the old file plus the new lines), so a long line is copied once.
        let newBytes = byStart.values.reduce(0) { total, replacement in
            total + replacement.lines.reduce(0) { $0 + replacement.indent + $1.utf8.count + ending.count }
        }
        output.reserveCapacity((file.lines.last.map { $0.byteRange.upperBound + ending.count } ?? 0) + newBytes)
        var number = 1
        let lastNumber = file.lines.count
        while number <= lastNumber + 1 {
            if let replacement = byStart[number] {
                // An empty body after a last header line with no line ending: end that line first, and
                // leave the new last line without one, as the file's last line was.
                let endsFileWithoutEnding = number == lastNumber + 1 && file.lines.last?.terminator == nil
                if replacement.span.isEmpty, endsFileWithoutEnding {
                    output += ending
                }
                let spanHasFinalTerminator = replacement.span.isEmpty
                    ? !endsFileWithoutEnding
                    : file.line(replacement.span.upperBound - 1)?.terminator != nil
                for (index, line) in replacement.lines.enumerated() {
                    output.append(contentsOf: repeatElement(ByteValue.space, count: replacement.indent))
                    output.append(contentsOf: line.utf8)
                    if index < replacement.lines.count - 1 || spanHasFinalTerminator { output += ending }
                }
                if !replacement.span.isEmpty {
                    number = replacement.span.upperBound
                    continue
                }
            }
            guard number <= lastNumber, let line = file.line(number) else { break }
            line.appendRawBytes(to: &output)
            number += 1
        }
        return output
    }

    static func commentInBody(_ line: BodyLine, section: Section, in file: SpecFile) -> Finding {
        // The comment runs to the end of the line: it starts that many characters before the end.
        var range = line.range
        let comment = line.comment(in: file)
        if let comment, !line.isComment, let text = file.line(line.line)?.text, text.hasSuffix(comment) {
            let column = text.count - comment.count + 1
            range = SourceRange(lowerBound: SourceLocation(file: range.lowerBound.file, line: line.line, column: column),
                                upperBound: SourceLocation(file: range.lowerBound.file, line: line.line, column: text.count + 1))
        }
        return .error("cannot record '\(section.canonicalHeaderText)': its body holds a comment, which rewriting would drop; move the comment above the section header",
                      at: range, offendingText: comment, expected: "a section body without comments",
                      notes: [.init("the section starts here", at: section.headerRange.lowerBound)])
    }
}
