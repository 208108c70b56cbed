import PrimerMotion

/// Every line of a `motion` section must read as a timeline track or cue (checked before any diff).
enum MotionLineRule {
    /// The located errors of a motion section's lines.
    static func check(_ section: Section, in file: SpecFile, vocabulary: TimelineVocabulary) -> [Diagnostic] {
        section.contentLines.compactMap { line in
            if case .failure(let error) = MotionLines.entry(of: line, in: file, vocabulary: vocabulary) { return error }
            return nil
        }
    }
}
