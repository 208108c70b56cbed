import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What the audit looks at: a block's model, what the block tells it, and the spec it came from
/// (to locate findings at the section they are about, else at the header field that causes them,
/// else at the header).
package struct AuditSubject: Sendable {
    /// The block's name.
    package var blockName: String
    /// The configured block.
    package var model: any BlockModel
    /// What the block tells the audit.
    package var facts: AuditFacts
    /// What counts as large text.
    package var largeText: LargeTextReading
    /// Where the spec's header starts (its first directive), or nil when no spec was given.
    package var headerLocation: SourceLocation?
    /// Where each section of the spec starts.
    package var sectionLocations: [SectionTarget: SourceLocation]
    /// Each section's header line, from its keyword to its last word, for reports that mark a span.
    package var sectionRanges: [SectionTarget: SourceRange] = [:]
    /// Each header field's line (`type`, `infoplist`, `title`…), by keyword, the first where one repeats.
    package var fieldRanges: [String: SourceRange] = [:]

    /// Creates a subject.
    package init(blockName: String, model: any BlockModel, largeText: LargeTextReading = .standard,
                headerLocation: SourceLocation? = nil, sectionLocations: [SectionTarget: SourceLocation] = [:]) {
        self.blockName = blockName
        self.model = model
        self.facts = model.auditFacts
        self.largeText = largeText
        self.headerLocation = headerLocation
        self.sectionLocations = sectionLocations
    }

    /// The subject of a resolved spec.
    package init(spec: ResolvedSpec, largeText: LargeTextReading = .standard) {
        var sections: [SectionTarget: SourceLocation] = [:]
        var ranges: [SectionTarget: SourceRange] = [:]
        for section in spec.sections where sections[section.target] == nil {
            sections[section.target] = section.syntax.headerRange.lowerBound
            ranges[section.target] = section.syntax.headerRange
        }
        self.init(blockName: spec.block.name, model: spec.model, largeText: largeText,
                  headerLocation: spec.file.header.first?.range.lowerBound, sectionLocations: sections)
        sectionRanges = ranges
        for directive in spec.file.header where fieldRanges[directive.name] == nil {
            fieldRanges[directive.name] = directive.range
        }
    }

    /// The states the block can be in with this content.
    package var states: [String] { model.stateNames.filter { model.problem(withState: $0) == nil } }

    /// Where a finding about a section is: the section when the spec has it; else a section of the
    /// same kind for the same state, transition or appearance in another environment (a `targets ready`
    /// section for a finding at xSmall); else the header (nil without a spec).
    package func location(of section: SectionTarget?) -> SourceLocation? {
        guard let section else { return headerLocation }
        if let exact = sectionLocations[section] { return exact }
        let near = sectionLocations.filter { $0.key.sameSubject(as: section) }.map(\.value)
            .min { ($0.line, $0.column) < ($1.line, $1.column) }
        return near ?? headerLocation
    }

    /// The span a finding is marked at: the section's header line when the spec has that section (a
    /// section of the same subject otherwise), else the first of `fields` the header gives (the line
    /// that causes the finding: `infoplist` for a purpose string), else the header's first line; nil
    /// without a spec.
    package func range(of section: SectionTarget?, fields: [String] = []) -> SourceRange? {
        if let section {
            if let exact = sectionRanges[section] { return exact }
            if let location = location(of: section), location != headerLocation {
                return sectionRanges.values.first { $0.lowerBound == location } ?? SourceRange(at: location)
            }
        }
        if let field = fields.lazy.compactMap({ fieldRanges[$0] }).first { return field }
        return headerLocation.map { location in
            fieldRanges.values.first { $0.lowerBound == location } ?? SourceRange(at: location)
        }
    }
}
