import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What an `app-dump` section (or `check --dump`) holds against a spec: a dump, the state the app
/// was in, and the part of the dump that is the block.
public struct AppDumpTarget: Hashable, Sendable, CustomStringConvertible {
    /// The state the dump was taken in; the spec's `voiceover STATE` section is the expected text.
    public var state: String
    /// The environment of that `voiceover` section (a dump does not say; the standard one).
    public var environment: PrimerEnvironment
    /// The dump's path as the spec or command line writes it.
    public var writtenPath: String
    /// The scope: which elements are the block.
    public var scope: AppDumpScope
    /// The dump, read.
    public var dump: AppDump

    /// Creates a target.
    public init(state: String, environment: PrimerEnvironment = .standard, writtenPath: String, scope: AppDumpScope,
                dump: AppDump) {
        self.state = state
        self.environment = environment
        self.writtenPath = writtenPath
        self.scope = scope
        self.dump = dump
    }

    /// The section header it is written as: `app-dump ready "Dumps/ready.txt" container "primer"`.
    public var description: String {
        let scope = scope.description
        return "app-dump \(state) \(StringLiteral.quoted(writtenPath))" + (scope.isEmpty ? "" : " " + scope)
    }

    /// The `voiceover` section a dump is held against.
    public var voiceOverTarget: SectionTarget { .voiceover(state: state, environment: environment) }
}
