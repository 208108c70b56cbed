import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What an `app-dump` section (or `check --dump`) holds against a spec: a dump, the state the app
/// was in, and the part of the dump that is the block.
package struct AppDumpTarget: Hashable, Sendable, CustomStringConvertible {
    /// The state the dump was taken in; the spec's `voiceover STATE` section is the expected text.
    package var state: String
    /// The environment of that `voiceover` section (a dump does not say; the standard one).
    package var environment: PrimerEnvironment
    /// The dump's path as the spec or command line writes it.
    package var writtenPath: String
    /// The scope: which elements are the block.
    package var scope: AppDumpScope
    /// The dump, read.
    package var dump: AppDump

    /// Creates a target.
    package init(state: String, environment: PrimerEnvironment = .standard, writtenPath: String, scope: AppDumpScope,
                dump: AppDump) {
        self.state = state
        self.environment = environment
        self.writtenPath = writtenPath
        self.scope = scope
        self.dump = dump
    }

    /// The section header it is written as: `app-dump ready "Dumps/ready.txt" container "primer"`.
    package var description: String {
        let scope = scope.description
        return "app-dump \(state) \(StringLiteral.quoted(writtenPath))" + (scope.isEmpty ? "" : " " + scope)
    }

    /// The `voiceover` section a dump is held against.
    package var voiceOverTarget: SectionTarget { .voiceover(state: state, environment: environment) }
}
