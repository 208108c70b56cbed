import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// A design PrimerSpec checks: a SwiftUI view, modelled as plain data behind one small seam.
///
/// A block names itself (the word after `block` in a spec header and after `--block` on the
/// command line), says which header fields and section kinds it has, and builds a
/// ``BlockModel`` from a spec header or from command-line options. The checker, recorder,
/// reporters, `strings` and the command line reach every block through this protocol and a
/// ``BlockRegistry``; none of them knows a block by name.
package protocol Block: Sendable {
    /// The block's name, such as `permission-primer`.
    var name: String { get }
    /// One line for help texts: which design it models.
    var summary: String { get }
    /// The header fields the block declares, besides the ones every spec may give
    /// (``HeaderField/common``); a spec's header is checked against them.
    var headerFields: [HeaderField] { get }
    /// The section kinds a spec of this block may have.
    var sectionKinds: [SectionKeyword] { get }

    /// The model a spec header describes, or nil with located errors (a missing `primer KIND`,
    /// an unknown kind, an unreadable Info.plist, a bad tint…).
    func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding])

    /// The model the command line describes: positionals and the options of ``commandOptions``.
    func model(for options: BlockOptions) throws -> any BlockModel

    /// The options this block reads on the command line, beside each command's own.
    var commandOptions: [BlockOption] { get }
    /// What the positional arguments of `voiceover` and `motion` are, for help; nil for none.
    var positionalHelp: (name: String, help: String)? { get }

    /// The models whose strings `primer-spec strings` lists for the command line, a section each
    /// (by default the one model the options describe).
    func stringsModels(for options: BlockOptions) throws -> [any BlockModel]

    // MARK: - The design's code

    /// How the design is called in an app's code and how a call reads as this block's header
    /// fields; nil for a block whose design has no calls to read (the default).
    var code: BlockCode? { get }

    /// How a team's copy of the design's published source is found in an app and read, so a spec
    /// with `design copy` models the copy; nil for a design published as no code to copy (the default).
    var copy: BlockCopy? { get }

    // MARK: - What scan and init ask of a block
    // Defaults (a block that primes no permission) and the kernel types are in BlockPermissions.swift.

    /// The header field whose first argument names the permission a spec of this block primes
    /// (`primer KIND`), read by `scan` from the header alone; nil when its specs name none.
    var permissionField: HeaderField? { get }

    /// The permissions a spec primes whose ``permissionField`` says `word`, in catalogue order;
    /// empty when the word names none. By default, those whose ``draft(for:purpose:)`` has that kind.
    func permissions(primedBy word: String) -> [Permission]

    /// What `init` writes to name `permission` in a spec of this block, given the app's purpose string
    /// for it (nil when it has none); nil when the block does not model the permission.
    func draft(for permission: Permission, purpose: String?) -> PermissionDraft?

    /// The earliest iOS release the design's own code builds for, which `scan` holds an app's
    /// deployment target against; nil when it builds wherever the package does.
    var minimumIOS: IOSVersion? { get }
}

extension Block {
    /// No calls to read.
    package var code: BlockCode? { nil }

    /// No copy to read.
    package var copy: BlockCopy? { nil }

    /// The one model the options describe.
    package func stringsModels(for options: BlockOptions) throws -> [any BlockModel] {
        [try model(for: options)]
    }
}
