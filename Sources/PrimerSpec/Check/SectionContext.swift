import PrimerMotion
import PrimerSyntax

/// What a rule sees of a section: its lines, what the builders generate, and the diff of the two.
package struct SectionContext: Sendable {
    /// The section.
    package var section: ResolvedSection
    /// The section's body lines that are not comments.
    package var expected: [BodyLine]
    /// The generated lines, in spec syntax.
    package var actual: [String]
    /// The canonical expected lines against the canonical generated lines.
    package var diff: LineDiff
    /// The spec file, for rules that read a line's source text.
    package var file: SpecFile?
    /// The block's part names and callbacks, for rules that read timeline lines.
    package var vocabulary: TimelineVocabulary

    /// The diff with each line as a person wrote or would write it: the spec's own spacing for
    /// expected lines, the aligned generated text for actual ones.
    package var displayDiff: LineDiff {
        var shown = diff
        shown.expected = expected.indices.map { index in
            let line = expected[index]
            let canonical = index < diff.expected.count ? diff.expected[index] : nil
            return file.flatMap { MotionLines.sourceText(of: line, in: $0, sameAs: canonical) } ?? line.canonicalText
        }
        shown.actual = actual
        return shown
    }

    /// Builds the context, computing the diff once for every rule.
    package init(section: ResolvedSection, actual: [String], file: SpecFile? = nil,
                vocabulary: TimelineVocabulary = .any) {
        self.init(section: section, generated: GeneratedLines(aligned: actual), file: file, vocabulary: vocabulary)
    }

    /// Builds the context from generated lines, taking their canonical texts from their writer when
    /// it knows them (``GeneratedLines/canonical``) rather than scanning the lines again.
    package init(section: ResolvedSection, generated: GeneratedLines, file: SpecFile? = nil,
                vocabulary: TimelineVocabulary = .any) {
        self.section = section
        self.file = file
        self.vocabulary = vocabulary
        self.expected = Self.contentLines(of: section.syntax)
        let actual = generated.aligned
        self.actual = actual
        let canonicalActual = generated.canonical
        self.diff = LineDiff(expected: CanonicalText.expected(expected, in: file, generated: actual,
                                                               canonical: canonicalActual),
                             actual: canonicalActual)
    }

    /// A section's body lines that are not comments: the body itself (shared, not copied) when it
    /// has no comment line, as most bodies.
    static func contentLines(of section: Section) -> [BodyLine] {
        section.body.contains { $0.isComment } ? section.contentLines : section.body
    }
}
