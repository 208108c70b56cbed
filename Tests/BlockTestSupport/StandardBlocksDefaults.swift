@testable import PermissionPrimer
import PrimerBlocks
import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax

// The tests check the tool as it ships: every entry point defaults to the standard blocks here.

extension Checker {
    init(rules: [any Rule<SectionContext>] = Checker.standardRules, workingDirectory: String? = nil) {
        self.init(blocks: .standard, rules: rules, workingDirectory: workingDirectory)
    }
}

extension Recorder {
    init(workingDirectory: String? = nil) {
        self.init(blocks: .standard, workingDirectory: workingDirectory)
    }
}

extension SpecResolver {
    init(workingDirectory: String? = nil) {
        self.init(blocks: .standard, workingDirectory: workingDirectory)
    }
}

extension SpecLoader {
    static func load(_ bytes: [UInt8], path: String,
                     workingDirectory: String?) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        load(bytes, path: path, workingDirectory: workingDirectory, blocks: .standard)
    }
}

extension Invocation {
    init(arguments: [String], environment: [String: String] = [:], workingDirectory: String,
         outputIsTerminal: Bool = false) {
        self.init(arguments: arguments, environment: environment, workingDirectory: workingDirectory,
                  outputIsTerminal: outputIsTerminal, blocks: .standard)
    }
}
