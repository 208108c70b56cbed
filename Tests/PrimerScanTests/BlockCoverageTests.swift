import PrimerAppInfo
import PrimerModel
@testable import PrimerScan
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `scan` and `init` know blocks only through the seam: what a spec covers, which block would write a
/// missing spec, and the message when none would, with two blocks defined here.
@Suite("Block coverage through the seam")
struct BlockCoverageTests {
    /// A block made for two permissions, named by `card KIND`.
    struct CardBlock: Block {
        static let card = HeaderField("card", [.word("KIND")], leads: true, help: "The card's permission.")
        var name: String { "card" }
        var summary: String { "a card for two permissions" }
        var headerFields: [HeaderField] { [Self.card] }
        var sectionKinds: [SectionKeyword] { [.voiceover] }
        func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) { (nil, []) }
        func model(for options: BlockOptions) throws -> any BlockModel {
            throw BlockOptionError("the card block has no model here", command: options.command)
        }
        var commandOptions: [BlockOption] { [] }
        var positionalHelp: (name: String, help: String)? { nil }
        var permissionField: HeaderField? { Self.card }
        func draft(for permission: Permission, purpose: String?) -> PermissionDraft? {
            guard [.camera, .photos].contains(permission) else { return nil }
            return PermissionDraft(kind: "\(permission)", headerLines: ["card \(permission)"])
        }
    }

    /// A block that shows any permission, named by its `badge`, whose code needs iOS 18.
    struct BadgeBlock: Block {
        static let badge = HeaderField("badge", [.string("TEXT")], help: "The badge's words.")
        var name: String { "badge" }
        var summary: String { "a badge for any permission" }
        var headerFields: [HeaderField] { [Self.badge] }
        var sectionKinds: [SectionKeyword] { [.voiceover] }
        func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) { (nil, []) }
        func model(for options: BlockOptions) throws -> any BlockModel {
            throw BlockOptionError("the badge block has no model here", command: options.command)
        }
        var commandOptions: [BlockOption] { [] }
        var positionalHelp: (name: String, help: String)? { nil }
        var permissionField: HeaderField? { Self.badge }
        func draft(for permission: Permission, purpose: String?) -> PermissionDraft? {
            PermissionDraft(kind: "\(permission)", headerLines: ["badge \(StringLiteral.quoted("\(permission)"))"])
        }
        var minimumIOS: IOSVersion? { IOSVersion(major: 18) }
    }

    /// The badge first, so the default: the order `blocks(modelling:)` does not follow.
    static let registry = BlockRegistry([BadgeBlock(), CardBlock(), SignUpCardBlock()])

    static func coverage(_ text: String) -> SpecCoverage {
        SpecCoverage.read(Array(text.utf8), path: "Specs/a.primerspec", blocks: registry)
    }

    static func at(_ line: Int) -> PrimerSyntax.SourceLocation { PrimerSyntax.SourceLocation(file: "Specs/a.primerspec", line: line, column: 1) }

    @Test(arguments: [
        ("block card\ncard camera\n", SpecCoverage(path: "Specs/a.primerspec", block: "card", blockLocation: at(1),
                                                   permissions: [.camera], location: at(2))),
        ("# mine\nbadge \"health-write\"\n", SpecCoverage(path: "Specs/a.primerspec", block: "badge", blockLocation: at(1),
                                                          permissions: [.healthWrite], location: at(2))),
        ("block card\ncard microphone\n", SpecCoverage(path: "Specs/a.primerspec", block: "card", blockLocation: at(1),
                                                       permissions: [], location: at(2))),
        ("block sign-up\ntitle \"Hi\"\n", SpecCoverage(path: "Specs/a.primerspec", block: "sign-up", blockLocation: at(1),
                                                       permissions: [], location: at(1))),
        ("block nowhere\ncard camera\n", SpecCoverage(path: "Specs/a.primerspec", block: "nowhere", blockLocation: at(1),
                                                      permissions: [], location: at(1))),
    ] as [(String, SpecCoverage)])
    func aSpecCoversWhatItsBlocksFieldSays(text: String, expected: SpecCoverage) {
        #expect(Self.coverage(text) == expected)
    }

    @Test func blocksMadeForAPermissionComeBeforeThoseShowingAny() {
        #expect(Self.registry.blocks(modelling: .camera).map(\.name) == ["card", "badge"])
        #expect(Self.registry.blocks(modelling: .microphone).map(\.name) == ["badge"])
        #expect(BlockRegistry([SignUpCardBlock()]).blocks(modelling: .camera).map(\.name) == [])
    }

    /// The note names the block that would write the spec, and none when no block models the permission.
    @Test(arguments: [
        (registry, "the app asks for camera here and no spec covers it; expected a spec (primer-spec init --block card "
            + "writes one)"),
        (BlockRegistry([SignUpCardBlock()]), "the app asks for camera here and no spec covers it; expected a spec"),
    ] as [(BlockRegistry, String)])
    func anUncoveredPermissionNamesTheBlockThatWouldWriteIt(blocks: BlockRegistry, message: String) {
        let request = PermissionRequest(location: PrimerSyntax.SourceLocation(file: "A.swift", line: 3, column: 5), api: .camera)
        let findings = ScanChecker(blocks: blocks).findings(.init(requests: [request], info: nil, specs: []))
        #expect(findings.map(\.message) == [message])
    }
}
