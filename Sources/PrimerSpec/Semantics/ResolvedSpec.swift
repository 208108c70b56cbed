import PrimerMotion

/// A spec file whose header and section headers were checked against its block's model.
public struct ResolvedSpec: Sendable {
    /// The syntax tree.
    public var file: SpecFile
    /// The block the spec describes.
    public var block: any Block
    /// The block configured by the header: content, states, transitions.
    public var model: any BlockModel
    /// The sections, in file order, each with what it checks.
    public var sections: [ResolvedSection]

    /// Creates a resolved spec.
    public init(file: SpecFile, block: any Block, model: any BlockModel, sections: [ResolvedSection]) {
        self.file = file
        self.block = block
        self.model = model
        self.sections = sections
    }
}

/// A section and what it checks.
public struct ResolvedSection: Hashable, Sendable {
    /// The section as written.
    public var syntax: Section
    /// What it checks.
    public var target: SectionTarget
    /// For a `motion` section, the timeline entry each content line holds, in order, as the resolver
    /// read them (so the rules need not read the lines again); nil when they were not read.
    public var motionEntries: [TimelineEntry]?

    /// Creates a resolved section.
    public init(syntax: Section, target: SectionTarget, motionEntries: [TimelineEntry]? = nil) {
        self.syntax = syntax
        self.target = target
        self.motionEntries = motionEntries
    }

    /// The transition an `announce` or `motion` section checks.
    public var transition: TransitionName? {
        switch target {
        case .announce(let name), .motion(let name, _): name
        default: nil
        }
    }

    /// The file path and header line, `file:line`.
    public var headerLocation: String { "\(syntax.headerRange.lowerBound.file):\(syntax.headerLine)" }
}

extension ResolvedSpec {
    /// The audit findings the header accepts, with their reasons and locations.
    public var acceptances: [AuditAcceptance] {
        file.header.filter { $0.field == .accept }.compactMap { directive in
            let values = directive.arguments.map(\.value)
            guard values.count == 3 else { return nil }
            return AuditAcceptance(rule: values[0], part: values[1], reason: values[2],
                                   location: directive.range.lowerBound)
        }
    }
}
