import PrimerMotion
import PrimerSyntax

/// A spec file whose header and section headers were checked against its block's model.
public struct ResolvedSpec: Sendable {
    /// The syntax tree.
    package var file: SpecFile
    /// The block the spec describes.
    package var block: any Block
    /// The block configured by the header: content, states, transitions.
    public var model: any BlockModel
    /// The sections, in file order, each with what it checks.
    public var sections: [ResolvedSection]
    /// The call in the app's code whose content the spec takes (`code "PATH"`), if it links one.
    package var codeLink: CodeLink?
    /// The app's copy of the design the spec models (`design copy`), if it models one.
    package var copy: CopyReading?

    /// Creates a resolved spec.
    package init(file: SpecFile, block: any Block, model: any BlockModel, sections: [ResolvedSection],
                codeLink: CodeLink? = nil, copy: CopyReading? = nil) {
        self.file = file
        self.block = block
        self.model = model
        self.sections = sections
        self.codeLink = codeLink
        self.copy = copy
    }
}

/// A section and what it checks; copies share one immutable box of its fields (Docs/Performance.md,
/// "Notes on the code").
public struct ResolvedSection: Hashable, Sendable {
    /// The fields, shared by copies.
    private final class Storage: Sendable {
        let syntax: Section
        let target: SectionTarget
        let motionEntries: [TimelineEntry]?

        init(syntax: Section, target: SectionTarget, motionEntries: [TimelineEntry]?) {
            self.syntax = syntax
            self.target = target
            self.motionEntries = motionEntries
        }
    }

    private var storage: Storage

    /// The section as written.
    package var syntax: Section {
        get { storage.syntax }
        set { storage = Storage(syntax: newValue, target: storage.target, motionEntries: storage.motionEntries) }
    }
    /// What it checks.
    package var target: SectionTarget {
        get { storage.target }
        set { storage = Storage(syntax: storage.syntax, target: newValue, motionEntries: storage.motionEntries) }
    }
    /// For a `motion` section, the timeline entry each content line holds, in order, as the resolver
    /// read them (so the rules need not read the lines again); nil when they were not read.
    public var motionEntries: [TimelineEntry]? {
        get { storage.motionEntries }
        set { storage = Storage(syntax: storage.syntax, target: storage.target, motionEntries: newValue) }
    }

    /// Creates a resolved section.
    package init(syntax: Section, target: SectionTarget, motionEntries: [TimelineEntry]? = nil) {
        storage = Storage(syntax: syntax, target: target, motionEntries: motionEntries)
    }

    /// Equal when every field is (what the synthesised conformance compared).
    public static func == (lhs: ResolvedSection, rhs: ResolvedSection) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.syntax == rhs.syntax && lhs.target == rhs.target && lhs.motionEntries == rhs.motionEntries)
    }

    /// Hashes every field, in declaration order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(syntax)
        hasher.combine(target)
        hasher.combine(motionEntries)
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
    package var acceptances: [AuditAcceptance] {
        file.directives(.accept).compactMap { directive in
            let values = directive.arguments.map(\.value)
            guard values.count == 3 else { return nil }
            return AuditAcceptance(rule: values[0], part: values[1], reason: values[2],
                                   location: directive.range.lowerBound)
        }
    }
}
