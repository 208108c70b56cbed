import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What the audit looks at: a block's model, what the block tells it, and the spec it came from
/// (to locate findings at the section they are about, else at the header).
public struct AuditSubject: Sendable {
    /// The block's name.
    public var blockName: String
    /// The configured block.
    public var model: any BlockModel
    /// What the block tells the audit.
    public var facts: AuditFacts
    /// What counts as large text.
    public var largeText: LargeTextReading
    /// Where the spec's header starts (its first directive), or nil when no spec was given.
    public var headerLocation: SourceLocation?
    /// Where each section of the spec starts.
    public var sectionLocations: [SectionTarget: SourceLocation]

    /// Creates a subject.
    public init(blockName: String, model: any BlockModel, largeText: LargeTextReading = .standard,
                headerLocation: SourceLocation? = nil, sectionLocations: [SectionTarget: SourceLocation] = [:]) {
        self.blockName = blockName
        self.model = model
        self.facts = model.auditFacts
        self.largeText = largeText
        self.headerLocation = headerLocation
        self.sectionLocations = sectionLocations
    }

    /// The subject of a resolved spec.
    public init(spec: ResolvedSpec, largeText: LargeTextReading = .standard) {
        var sections: [SectionTarget: SourceLocation] = [:]
        for section in spec.sections where sections[section.target] == nil {
            sections[section.target] = section.syntax.headerRange.lowerBound
        }
        self.init(blockName: spec.block.name, model: spec.model, largeText: largeText,
                  headerLocation: spec.file.header.first?.range.lowerBound, sectionLocations: sections)
    }

    /// The states the block can be in with this content.
    public var states: [String] { model.stateNames.filter { model.problem(withState: $0) == nil } }

    /// Where a finding about a section is: the section when the spec has it; else a section of the
    /// same kind for the same state, transition or appearance in another environment (a `targets ready`
    /// section for a finding at xSmall); else the header (nil without a spec).
    public func location(of section: SectionTarget?) -> SourceLocation? {
        guard let section else { return headerLocation }
        if let exact = sectionLocations[section] { return exact }
        let near = sectionLocations.filter { $0.key.sameSubject(as: section) }.map(\.value)
            .min { ($0.line, $0.column) < ($1.line, $1.column) }
        return near ?? headerLocation
    }
}
