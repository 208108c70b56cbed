import PrimerMotion
import PrimerSyntax

/// The blocks a run of PrimerSpec knows, and the one a spec or command means when it names none.
public struct BlockRegistry: Sendable {
    /// The blocks, in the order help lists them.
    package let blocks: [any Block]
    /// The name of the block used when none is named.
    public let defaultName: String

    /// Every field a spec of any block may give: `block`, each block's fields in the registry's
    /// order (each name once, as the first block declares it), then `accept`. A word at the start of
    /// a header line that none of them names is an unknown keyword.
    package let headerFields: [HeaderField]

    /// Creates a registry; the first block is the default unless another is named.
    package init(_ blocks: [any Block], defaultName: String? = nil) {
        self.blocks = blocks
        self.defaultName = defaultName ?? blocks.first?.name ?? ""
        var fields = [HeaderField.block]
        for field in blocks.flatMap(\.headerFields) + [.accept] where !fields.contains(where: { $0.name == field.name }) {
            fields.append(field)
        }
        headerFields = fields
    }

    /// The block of a name, or nil.
    package func block(named name: String) -> (any Block)? {
        blocks.first { $0.name == name }
    }

    /// The block used when none is named.
    package var defaultBlock: (any Block)? { block(named: defaultName) }

    /// The names, in order.
    public var names: [String] { blocks.map(\.name) }

    /// Help text lines listing the blocks: `  permission-primer  The PermissionPrimer block's … (default)`.
    public var helpLines: [String] {
        let width = (names.map(\.count).max() ?? 0) + 2
        return blocks.map { block in
            "  " + block.name.padding(toLength: width, withPad: " ", startingAt: 0) + block.summary
                + (block.name == defaultName ? " (default)" : "")
        }
    }
}
