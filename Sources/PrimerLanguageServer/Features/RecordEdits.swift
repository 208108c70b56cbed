import PrimerSpec
import PrimerSyntax

/// The recorder's rewrite of a file as text edits: one per section whose body it changed, each
/// replacing exactly that body and nothing else. The new bodies are the ``Recorder``'s own bytes, so
/// the edits write what `primer-spec check --record` would.
package struct RecordEdits: Sendable {
    /// One section's new body.
    package struct Edit: Hashable, Sendable {
        /// The 1-based line of the section's header.
        package var headerLine: Int
        /// The range of the old body.
        package var range: TextRange
        /// The new body's text, line endings included.
        package var newText: String

        /// The protocol's `TextEdit`.
        package var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
    }

    /// The outcome: the edits, or the recorder's errors (a body holding a comment) and none.
    package var edits: [Edit]
    /// Why the recorder refused the file; empty when it did not.
    package var errors: [Finding]

    /// The recorder's edits of an analysed document in a scope (``RecordScope``).
    package init(_ analysis: SpecAnalysis, scope: RecordScope, context: AnalysisContext) {
        let recorder = Recorder(blocks: context.blocks, workingDirectory: context.workingDirectory)
        let outcome = recorder.record(Array(analysis.document.text.utf8), path: analysis.path, scope: scope)
        errors = outcome.errors
        guard outcome.errors.isEmpty, let bytes = outcome.newBytes else {
            edits = []
            return
        }
        edits = Self.edits(from: analysis.document, old: analysis.syntax, newBytes: bytes, path: analysis.path)
    }

    /// The body edits that turn a document into the recorder's bytes: the recorder changes section
    /// bodies only, so the old and new files have the same sections in the same order.
    static func edits(from document: TextDocument, old: SpecFile, newBytes: [UInt8], path: String) -> [Edit] {
        let newFile = SpecParser.parse(newBytes, path: path).recovered
        let newDocument = TextDocument(uri: document.uri, version: document.version,
                                       text: String(decoding: newBytes, as: UTF8.self))
        guard newFile.sections.count == old.sections.count else { return [] }
        var edits: [Edit] = []
        for (before, after) in zip(old.sections, newFile.sections) {
            let oldStart = document.index(of: TextPosition(line: before.bodyLines.lowerBound - 1, character: 0))
            let oldEnd = document.index(of: TextPosition(line: before.bodyLines.upperBound - 1, character: 0))
            let newStart = newDocument.index(of: TextPosition(line: after.bodyLines.lowerBound - 1, character: 0))
            let newEnd = newDocument.index(of: TextPosition(line: after.bodyLines.upperBound - 1, character: 0))
            var newText = String(newDocument.text[newStart..<newEnd])
            let oldText = document.text[oldStart..<max(oldStart, oldEnd)]
            guard oldText != newText else { continue }
            // A body added after a last header line with no line ending: the recorder ended that line.
            if oldStart == document.text.endIndex, !document.text.isEmpty, !document.text.hasSuffix("\n") {
                newText = old.lineEnding.string + newText
            }
            edits.append(Edit(headerLine: before.headerLine,
                              range: TextRange(start: document.position(of: oldStart),
                                               end: document.position(of: max(oldStart, oldEnd))),
                              newText: newText))
        }
        return edits
    }
}
