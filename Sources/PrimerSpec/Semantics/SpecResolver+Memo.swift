import PrimerSyntax

extension SpecResolver {
    /// What resolving a spec leaves for resolving a later text of the same file (an editor's next
    /// keystroke): each section's resolution, and what they all depend on besides their own lines.
    /// ``IncrementalSpec`` holds it between texts.
    package struct Memo: Sendable {
        /// What every section's resolution reads besides its lines: the file's path, the folder paths
        /// are relative to, the block and the header lines it accepted (its model is made from them).
        struct Key: Equatable, Sendable {
            var path: String
            var workingDirectory: String?
            var block: String
            var header: [Directive]
            /// The differences of the app's copy the model follows (a copy edited changes the model).
            var copy: [CopyDifference]
        }

        /// One section resolved: the section, its lines as written, and what resolving it gave.
        struct Entry: Sendable {
            var section: Section
            var lines: ArraySlice<SourceLine>
            var resolved: ResolvedSection?
            var diagnostics: [Finding]

            /// The lines a section is read from: its header line to the end of its body.
            static func lines(of section: Section, in file: SpecFile) -> ArraySlice<SourceLine> {
                let lower = min(max(section.headerLine - 1, 0), file.lines.count)
                return file.lines[lower..<min(max(section.bodyLines.upperBound - 1, lower), file.lines.count)]
            }

            /// Whether `section` of `file` resolves as this one did: the same section `delta` lines
            /// below this one's place, read from the same bytes. An `app-dump` section is always read
            /// again, since it reads the dump it names; one with diagnostics is read again when moved,
            /// as a message may name a line.
            func isResolution(of other: Section, in file: SpecFile, movedBy delta: Int = 0) -> Bool {
                guard other.kind.keyword != .appDump, other.headerLine == section.headerLine + delta,
                      delta == 0 || diagnostics.isEmpty else { return false }
                let current = Self.lines(of: other, in: file)
                guard current.count == lines.count, zip(current, lines).allSatisfy({ $0.hasSameContent(as: $1) })
                else { return false }
                // Moved, the same bytes parse to the same section, `delta` lines on (the parser reads a
                // section from its own lines), so comparing the section value, shifted, is left out.
                return delta != 0 || other == section
            }

            /// This entry for `other`, the same section `delta` lines below (``isResolution(of:in:movedBy:)``):
            /// its resolution and diagnostics moved with it.
            func moved(to other: Section, in file: SpecFile, by delta: Int) -> Entry {
                let first = section.headerLine
                return Entry(section: other, lines: Self.lines(of: other, in: file),
                             resolved: resolved.map { ResolvedSection(syntax: other, target: $0.target, motionEntries: $0.motionEntries) },
                             diagnostics: diagnostics.map { $0.shifted(by: delta, from: first) })
            }
        }

        var key: Key
        /// The entries, by the section header's line.
        var sections: [Int: Entry]
        /// The number of lines of the file they were read from: an edit that adds or removes lines
        /// moves the sections below it by the difference.
        var lineCount = 0
        /// How many of them were taken back from the memo before (for tests and benchmarks).
        var taken = 0
        /// How many of those were taken back moved to other lines.
        var moved = 0
    }
}
