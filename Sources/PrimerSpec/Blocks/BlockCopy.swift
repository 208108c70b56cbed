import PrimerAppInfo
import PrimerCode
import PrimerSyntax

/// What a block declares about its design's published source, so the kernel can find a team's
/// copy of it in an app and let the model follow the copy: the types that mark a copy, and how a
/// copy found reads as differences from the published design.
package struct BlockCopy: Sendable {
    /// The types a copy declares, the view first (`PermissionPrimerScreen`): a copy is found when
    /// the app declares the first. The others are read where the app holds them.
    package var types: [String]
    /// Reads a copy found: every fact the model takes from the design, held against the published code.
    package var read: @Sendable (DesignCopy) -> CopyReading

    /// Creates a declaration.
    package init(types: [String], read: @escaping @Sendable (DesignCopy) -> CopyReading) {
        self.types = types
        self.read = read
    }
}

/// A copy of a design found in an app's code: its types' declarations and the module around them.
package struct DesignCopy: Sendable {
    /// The app's Swift code.
    package var module: SwiftModule
    /// How the code's values read (texts, colours).
    package var values: CodeValues
    /// The declarations and extensions found of each of the block's types, by name.
    package var declarations: [String: [TypeDeclaration]]
    /// The view type's name (the block's first type).
    package var view: String

    /// Finds the block's types in `module`; nil when the module does not declare the first (the view).
    package init?(types: [String], module: SwiftModule, values: CodeValues) {
        var declarations: [String: [TypeDeclaration]] = [:]
        for name in types {
            let found = module.types(named: name)
            if !found.isEmpty { declarations[name] = found }
        }
        guard let view = types.first,
              declarations[view]?.contains(where: { $0.keyword != "extension" }) == true else { return nil }
        self.module = module
        self.values = values
        self.declarations = declarations
        self.view = view
    }

    /// The declaration (not an extension) of the type `name`, if the copy holds it.
    package func type(_ name: String) -> TypeDeclaration? {
        declarations[name]?.first { $0.keyword != "extension" }
    }

    /// Where the view's declaration is in the app's code; unplaced when the copy does not declare it.
    package var origin: ValueOrigin {
        type(view).map { .code($0.location) } ?? .unplaced
    }

    /// Where the view's declaration is: what a difference with no line of its own points at (an
    /// empty file at line 0 when the copy does not declare it, until findings take an origin).
    package var location: SourceLocation {
        origin.location ?? SourceLocation(file: "", line: 0, column: 0)
    }

    /// The members of every declaration and extension of the type `name`.
    package func members(of name: String) -> [MemberDeclaration] {
        (declarations[name] ?? []).flatMap { module.members(of: $0) }
    }

    /// The member `member` of the type `name`.
    package func member(_ member: String, of name: String) -> MemberDeclaration? {
        members(of: name).first { $0.name == member }
    }

    /// The file a member or declaration is in.
    package func file(_ number: Int) -> SwiftFile { module.files[number] }

    /// The views a computed property's or function's body builds (`body`, `hero`, `row(_:)`).
    package func views(of member: MemberDeclaration) -> [ViewNode] {
        switch member.kind {
        case .computed(let body), .function(let body): ViewReader(file: file(member.file)).views(inScope: body)
        default: []
        }
    }
}

/// What a copy of a design says, held against the published design: each fact that differs, and
/// the design the model follows (the block's own value, opaque to the kernel).
package struct CopyReading: Sendable {
    /// Each fact of the copy that differs from the published design, followed or not.
    package var differences: [CopyDifference]
    /// The block's description of the copy for its model; nil to model the published design.
    package var design: (any Sendable)?

    /// Creates a reading.
    package init(differences: [CopyDifference] = [], design: (any Sendable)? = nil) {
        self.differences = differences
        self.design = design
    }
}

/// One fact of a copy that differs from the published design, located at the copy's line.
package struct CopyDifference: Hashable, Sendable {
    /// The part it is about, as a person names it, with no article (messages say "the copy's PART"):
    /// `title`, `benefit rows`, `Continue button`.
    package var part: String
    /// The fact: `header trait`, `spring duration`, `minimum height`.
    package var fact: String
    /// The published design's value, as its code writes it.
    package var published: String
    /// The copy's value, as its code writes it.
    package var copy: String
    /// Where the copy writes it.
    package var range: SourceRange
    /// Whether the model follows the copy's value; when not, why not (computed at run time, a new view).
    package var unfollowed: String?
    /// The kinds of section whose lines the fact shapes.
    package var sections: [SectionKeyword]

    /// Creates a difference the model follows, or, with `unfollowed`, one it cannot.
    package init(part: String, fact: String, published: String, copy: String, at range: SourceRange,
                sections: [SectionKeyword], unfollowed: String? = nil) {
        self.part = part
        self.fact = fact
        self.published = published
        self.copy = copy
        self.range = range
        self.sections = sections
        self.unfollowed = unfollowed
    }

    /// Whether the model follows the copy here.
    package var isFollowed: Bool { unfollowed == nil }
}
