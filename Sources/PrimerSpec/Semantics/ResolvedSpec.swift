import PrimerModel

/// A spec file whose header and section headers were checked against the model.
public struct ResolvedSpec: Hashable, Sendable {
    /// The syntax tree.
    public var file: SpecFile
    /// The primer's kind.
    public var kind: Kind
    /// The content: standard for the kind and app, with the header's overrides applied.
    public var content: Content
    /// The state machine, with `custom-request` applied.
    public var machine: PrimerMachine
    /// The message the `failed` state shows.
    public var errorMessage: String
    /// The sections, in file order, each with what it checks.
    public var sections: [ResolvedSection]

    /// Creates a resolved spec.
    public init(file: SpecFile, kind: Kind, content: Content, machine: PrimerMachine, errorMessage: String,
                sections: [ResolvedSection]) {
        self.file = file
        self.kind = kind
        self.content = content
        self.machine = machine
        self.errorMessage = errorMessage
        self.sections = sections
    }
}

/// A section and what it checks.
public struct ResolvedSection: Hashable, Sendable {
    /// The section as written.
    public var syntax: Section
    /// What it checks.
    public var target: SectionTarget
    /// The machine's transition, for `announce` and `motion` sections.
    public var transition: Transition?

    /// Creates a resolved section.
    public init(syntax: Section, target: SectionTarget, transition: Transition? = nil) {
        self.syntax = syntax
        self.target = target
        self.transition = transition
    }

    /// The file path and header line, `file:line`.
    public var headerLocation: String { "\(syntax.headerRange.lowerBound.file):\(syntax.headerLine)" }
}
