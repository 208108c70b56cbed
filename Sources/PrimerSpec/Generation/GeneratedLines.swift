import PrimerSyntax

/// A section's generated lines as written, with their canonical texts when their writer knows them.
///
/// The column writers pad their cells with spaces to align them, and the checker compares lines in
/// canonical form (``CanonicalText/ofGenerated(_:)``: tokens separated by single spaces), which
/// collapses that padding again. A writer that knows the words it wrote hands over their canonical
/// texts beside the aligned lines, so that the checker neither scans nor collapses them. Lines their
/// writer cannot vouch for (a string that may need re-quoting, a cell that is not plain words, a
/// line no writer here built, such as a timeline's) are made canonical the general way: by the
/// checker, or line by line by a writer that knows the others' (VoiceOver). `GeneratedLinesTests`
/// and `GeneratedCanonicalLinesTests` hold every writer's canonical texts to
/// ``CanonicalText/ofGenerated(_:)`` of its aligned lines.
package struct GeneratedLines: Sendable {
    /// The lines as written, without indentation: what `check --record` writes and a failing
    /// section's diff shows.
    package var aligned: [String]
    /// Every line's canonical text, the same as ``CanonicalText/ofGenerated(_:)`` of the aligned line
    /// at the same index, when the writer knows them (it may have made some the general way); nil
    /// when it does not, and the checker makes them all canonical.
    package var known: [String]?

    /// Lines whose canonical texts are not known, or known to be `known`.
    package init(aligned: [String], known: [String]? = nil) {
        self.aligned = aligned
        self.known = known
    }

    /// The canonical text of every line: the writer's when it knows them, the general way's otherwise.
    package var canonical: [String] {
        known ?? aligned.map(CanonicalText.ofGenerated)
    }
}
