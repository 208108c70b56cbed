import PrimerMotion

/// What a rule sees of a section: its lines, what the builders generate, and the diff of the two.
public struct SectionContext: Sendable {
    /// The section.
    public var section: ResolvedSection
    /// The section's body lines that are not comments.
    public var expected: [BodyLine]
    /// The generated lines, in spec syntax.
    public var actual: [String]
    /// The canonical expected lines against the canonical generated lines.
    public var diff: LineDiff
    /// The spec file, for rules that read a line's source text.
    public var file: SpecFile?
    /// The block's part names and callbacks, for rules that read timeline lines.
    public var vocabulary: TimelineVocabulary

    /// The diff with each line as a person wrote or would write it: the spec's own spacing for
    /// expected lines, the aligned generated text for actual ones.
    public var displayDiff: LineDiff {
        var shown = diff
        shown.expected = expected.map { line in file.flatMap { MotionLines.sourceText(of: line, in: $0) } ?? line.canonicalText }
        shown.actual = actual
        return shown
    }

    /// Builds the context, computing the diff once for every rule.
    public init(section: ResolvedSection, actual: [String], file: SpecFile? = nil,
                vocabulary: TimelineVocabulary = .any) {
        self.section = section
        self.file = file
        self.vocabulary = vocabulary
        self.expected = Self.contentLines(of: section.syntax)
        self.actual = actual
        let path = section.syntax.headerRange.lowerBound.file
        let canonicalActual = actual.map { SectionGenerator.canonical($0, file: path) }
        self.diff = LineDiff(expected: Self.canonicalTexts(of: expected, in: file, generated: actual,
                                                            canonical: canonicalActual),
                             actual: canonicalActual)
    }

    /// A section's body lines that are not comments: the body itself (shared, not copied) when it
    /// has no comment line, as most bodies.
    static func contentLines(of section: Section) -> [BodyLine] {
        section.body.contains(where: \.isComment) ? section.contentLines : section.body
    }

    /// The canonical text of each expected line (``BodyLine/canonicalText``), taken from the generated
    /// line at the same place when the two are known to be the same, so that it is not built.
    ///
    /// They are the same when the spec's line, after its indentation, is the generated line or its
    /// canonical form byte for byte (the line's tokens are then what the generated text lexes to;
    /// ``SectionGenerator/canonical(_:file:)`` gives the lexer's canonical form, and a canonical form
    /// is its own), or when its tokens spell the canonical form (``SectionGenerator/canonicalText(of:is:)``).
    static func canonicalTexts(of expected: [BodyLine], in file: SpecFile?, generated: [String],
                               canonical: [String]) -> [String] {
        expected.indices.map { index in
            let line = expected[index]
            guard index < canonical.count else { return SectionGenerator.canonicalText(of: line) }
            if let source = file?.line(line.line)?.text,
               SectionGenerator.sameAfterIndentation(source, generated[index])
                || SectionGenerator.sameAfterIndentation(source, canonical[index]) {
                return canonical[index]
            }
            return SectionGenerator.canonicalText(of: line, is: canonical[index])
                ? canonical[index] : SectionGenerator.canonicalText(of: line)
        }
    }
}
