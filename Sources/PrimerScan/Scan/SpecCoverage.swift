import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

/// What one spec file says it primes: its block and the permission its header names (the field the
/// block's ``Block/permissionField`` gives), read from the header alone.
package struct SpecCoverage: Hashable, Sendable {
    /// The spec's path as given.
    package var path: String
    /// The spec's block (`block NAME`, else the default block).
    package var block: String
    /// Where the spec names its block, or its first line.
    package var blockLocation: SourceLocation
    /// The permissions the spec's kind stands for; empty when the header names none this scan knows.
    package var permissions: [Permission]
    /// Where the header names the permission (the `primer`, `type` or `symbol` line).
    package var location: SourceLocation

    /// Creates a coverage.
    package init(path: String, block: String, blockLocation: SourceLocation, permissions: [Permission],
                location: SourceLocation) {
        self.path = path
        self.block = block
        self.blockLocation = blockLocation
        self.permissions = permissions
        self.location = location
    }

    /// The coverage of a spec's bytes; a spec that does not parse still gives what its header says. The
    /// spec's block (`block NAME`, else the registry's default) says which field names the permission
    /// and what its word stands for; a block the registry lacks covers nothing.
    ///
    /// A spec linked to a call in the app's code (`code "PATH"`) whose header does not name the
    /// permission covers what the call asks for; `workingDirectory` is what `path` is relative to.
    package static func read(_ bytes: [UInt8], path: String, blocks: BlockRegistry,
                            workingDirectory: String? = nil) -> SpecCoverage {
        let file = SpecParser.parse(bytes, path: path).recovered
        let start = SourceLocation(file: path, line: 1, column: 1)
        func first(_ name: String) -> Directive? { file.header.first { $0.name == name } }
        let blockDirective = first(HeaderField.block.name)
        let blockName = blockDirective?.arguments.first?.value ?? blocks.defaultName
        let blockLocation = blockDirective?.range.lowerBound ?? start
        guard let block = blocks.block(named: blockName), let field = block.permissionField,
              let directive = first(field.name), let word = directive.arguments.first?.value else {
            if let block = blocks.block(named: blockName), let code = first(CodeLink.codeField.name),
               let content = CodeLink.content(linkedBy: file, block: block, workingDirectory: workingDirectory) {
                return SpecCoverage(path: path, block: blockName, blockLocation: blockLocation,
                                    permissions: content.permissions, location: code.range.lowerBound)
            }
            return SpecCoverage(path: path, block: blockName, blockLocation: blockLocation, permissions: [],
                                location: start)
        }
        return SpecCoverage(path: path, block: blockName, blockLocation: blockLocation,
                            permissions: block.permissions(primedBy: word), location: directive.range.lowerBound)
    }
}
