import PrimerLanguageServer
import PrimerReports
import PrimerSpec

/// `primer-spec lsp`: the language server for `.primerspec` files, over standard input and output.
package enum LSPCommand: ToolCommand {
    package static let definition = CommandDefinition(
        name: "lsp",
        abstract: "Serve the Language Server Protocol for .primerspec files over standard input and output.",
        usage: "lsp [--stdio]",
        arguments: [],
        options: [
            .flag("--stdio", help: "Accepted for clients that pass it: standard input and output are the only transport."),
        ],
        discussion: """
        Editors start it themselves (Docs/Editors.md). It answers with the parser, resolver, checker, \
        recorder and audit 'check' and 'audit' use: diagnostics as you type, hovers, completion, the \
        outline, folding, formatting and code actions (record a section or the file, accept a finding). \
        Only protocol messages are written to standard output. Exit codes: 0 after 'shutdown' then \
        'exit'; 1 when the input ends or 'exit' comes without 'shutdown'.
        """)

    package static func run(_ arguments: ParsedArguments, invocation: Invocation) throws -> CommandResult {
        if let extra = arguments.positionals.first {
            throw UsageError("unexpected '\(extra)'; 'lsp' takes no arguments (the editor sends the files)",
                             command: definition.name)
        }
        let context = AnalysisContext(blocks: invocation.blocks, workingDirectory: invocation.workingDirectory)
        let code = StandardIOServer.run(configuration: .init(context: context, version: ToolVersion.current))
        return CommandResult(exitCode: code == 0 ? .success : .mismatch, output: "")
    }
}
