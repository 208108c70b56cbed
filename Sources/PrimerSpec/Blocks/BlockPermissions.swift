import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// What `init` writes to name a permission in a spec of one block: the spec's word for it and the
/// header lines that say it (``Block/draft(for:purpose:)``).
package struct PermissionDraft: Hashable, Sendable {
    /// The spec's word for the permission, which also names the file `init` writes: `camera`.
    package var kind: String
    /// The header lines after `block NAME` that name the permission, and for a block that reads no
    /// app files its words: `primer camera`, or `symbol "…"`, `title "…"` and `message "…"`.
    package var headerLines: [String]

    /// Creates a draft.
    package init(kind: String, headerLines: [String]) {
        self.kind = kind
        self.headerLines = headerLines
    }
}

extension Block {
    /// No field: the block's specs name no permission.
    package var permissionField: HeaderField? { nil }

    /// The permissions whose draft has `word` for its kind.
    package func permissions(primedBy word: String) -> [Permission] {
        Permission.allCases.filter { draft(for: $0, purpose: nil)?.kind == word }
    }

    /// No draft: the block models no permission.
    package func draft(for permission: Permission, purpose: String?) -> PermissionDraft? { nil }

    /// No release beyond the package's.
    package var minimumIOS: IOSVersion? { nil }

    /// Whether the block models every permission `scan` knows (it shows any permission's words).
    package var modelsEveryPermission: Bool {
        Permission.allCases.allSatisfy { draft(for: $0, purpose: nil) != nil }
    }
}

extension BlockRegistry {
    /// The blocks that model a permission, as `init --block NAME` would write it: those made for some
    /// permissions first, then those that show any permission's words, each group in registry order.
    package func blocks(modelling permission: Permission) -> [any Block] {
        let modelling = blocks.filter { $0.draft(for: permission, purpose: nil) != nil }
        return modelling.filter { !$0.modelsEveryPermission } + modelling.filter(\.modelsEveryPermission)
    }
}
