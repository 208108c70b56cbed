import PrimerMotion

/// One check a section goes through; the checker runs a list of them.
public protocol SectionRule: Sendable {
    /// The findings for a section, each at the spec line it is about.
    func findings(in context: SectionContext) -> [Diagnostic]
}

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
        self.expected = section.syntax.contentLines
        self.actual = actual
        let file = section.syntax.headerRange.lowerBound.file
        let canonicalActual = actual.map { SectionGenerator.canonical($0, file: file) }
        // When every line is what the builder generates (a passing section), the expected lines'
        // canonical texts are the generated ones, byte for byte: they are not built again.
        let same = expected.count == canonicalActual.count
            && zip(expected, canonicalActual).allSatisfy { SectionGenerator.canonicalText(of: $0, is: $1) }
        self.diff = LineDiff(expected: same ? canonicalActual : expected.map(SectionGenerator.canonicalText(of:)),
                             actual: canonicalActual)
    }
}
