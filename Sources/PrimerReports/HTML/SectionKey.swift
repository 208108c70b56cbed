import PrimerMotion
import PrimerSyntax

/// Names one section of a run: its spec file's path and the line of its header.
package struct SectionKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The spec file's path, as the report gives it.
    package var file: String
    /// The 1-based line of the section header.
    package var line: Int

    /// Creates a key.
    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`.
    package var description: String { "\(file):\(line)" }

    package static func < (lhs: SectionKey, rhs: SectionKey) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
}
