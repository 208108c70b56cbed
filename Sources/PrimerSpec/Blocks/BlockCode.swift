import PrimerAppInfo
import PrimerCode
import PrimerSyntax

/// What a block declares about its design's code, so the kernel can find the design's calls in an
/// app and turn each into a spec's content with no knowledge of the design: the calls' shapes, and
/// how a call found reads as the block's header fields.
public struct BlockCode: Sendable {
    /// The initialisers and modifiers that show the design.
    public var calls: [CallShape]
    /// Reads a call found in the app's code as the block's header fields.
    public var read: @Sendable (CodeCall, CodeValues) -> CallSiteContent

    /// Creates a declaration.
    public init(calls: [CallShape], read: @escaping @Sendable (CodeCall, CodeValues) -> CallSiteContent) {
        self.calls = calls
        self.read = read
    }
}

/// What one call of a design shows, as its block's header fields would state it, with where in the
/// code each value is written and what the code computes at run time.
public struct CallSiteContent: Sendable {
    /// The permissions the design asks for on Continue (what `scan` counts as a request).
    public var permissions: [Permission]
    /// How `scan` and `init` name the primer: `camera`, `location-when-in-use`.
    public var kind: String
    /// The header fields the code gives, in the order a spec writes them.
    public var fields: [CodeField]
    /// What could not be read as a value (an interpolated title, a colour from a function): notes
    /// at the code, each naming the argument and the header field that can state it.
    public var notes: [Finding]

    /// Creates a content.
    public init(permissions: [Permission], kind: String, fields: [CodeField] = [], notes: [Finding] = []) {
        self.permissions = permissions
        self.kind = kind
        self.fields = fields
        self.notes = notes
    }

    /// Adds a field.
    public mutating func add(_ field: String, _ values: [String], at range: SourceRange, key: Bool = false) {
        fields.append(CodeField(name: field, values: values, range: range, isKey: key))
    }

    /// Adds the note for an argument the code computes at run time.
    public mutating func computed(_ argument: String, of call: CodeCall, field: String, source: String,
                                  at range: SourceRange, reason: String = "computed at run time") {
        notes.append(Finding(severity: .note, range: range,
                             message: "\(call.shape.name)'s \(argument): is \(reason) (\(source)); PrimerSpec does "
                                 + "not guess it: the spec shows the design's default unless its header states "
                                 + "\(field)",
                             offendingText: source, expected: "a literal, a constant, or \(field) in the spec's header"))
    }
}

/// One header field as the code gives it: `title "Find trails near you"` written at a call's argument.
public struct CodeField: Hashable, Sendable {
    /// The field's name: `title`, `benefit`, `no-skip`.
    public var name: String
    /// Its values, as the header would quote them.
    public var values: [String]
    /// Where the code writes it.
    public var range: SourceRange
    /// Whether a text value is a key the design looks up in the app's translations.
    public var isKey: Bool

    /// Creates a field.
    public init(name: String, values: [String], range: SourceRange, isKey: Bool = false) {
        self.name = name
        self.values = values
        self.range = range
        self.isKey = isKey
    }
}
