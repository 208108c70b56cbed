import PrimerMotion
import PrimerSyntax

/// Every line of a `motion` section must read as a timeline track or cue (checked before any diff).
enum MotionLineRule {
    /// The located errors of a motion section's lines.
    static func check(_ section: Section, in file: SpecFile, vocabulary: TimelineVocabulary) -> [Finding] {
        read(section, in: file, vocabulary: vocabulary).errors
    }

    /// The entry of each content line, in order, when every line reads; otherwise nil, with the
    /// located errors.
    static func read(_ section: Section, in file: SpecFile,
                     vocabulary: TimelineVocabulary) -> (entries: [TimelineEntry]?, errors: [Finding]) {
        var readings = MotionLines.Readings(vocabulary: vocabulary)
        return read(section, in: file, readings: &readings)
    }

    /// ``read(_:in:vocabulary:)``, reading each line's text through `readings` (kept for a spec).
    static func read(_ section: Section, in file: SpecFile,
                     readings: inout MotionLines.Readings) -> (entries: [TimelineEntry]?, errors: [Finding]) {
        let lines = SectionContext.contentLines(of: section)
        var entries: [TimelineEntry] = []
        entries.reserveCapacity(lines.count)
        var errors: [Finding] = []
        for line in lines {
            switch MotionLines.entry(of: line, in: file, readings: &readings) {
            case .success(let entry): entries.append(entry)
            case .failure(let error): errors.append(error)
            }
        }
        return (errors.isEmpty ? entries : nil, errors)
    }
}
