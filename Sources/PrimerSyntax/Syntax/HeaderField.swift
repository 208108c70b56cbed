/// A header field a block declares: its keyword, the arguments it takes, whether it may repeat,
/// and a line of help. The parser reads every header line as a ``Directive``; the resolver checks
/// each against the declaration of the spec's block (``Block/headerFields``).
public struct HeaderField: Hashable, Sendable {
    /// One argument a header field takes.
    public struct Parameter: Hashable, Sendable {
        /// What the argument is written as.
        public enum Kind: Hashable, Sendable {
            /// A bare word, such as a kind or a name.
            case word
            /// A quoted string.
            case string
            /// A word of one to three dot-separated numbers, such as `17` or `17.6`.
            case version
        }

        /// What the argument is written as.
        public var kind: Kind
        /// The placeholder used in the usage text, e.g. `TEXT`.
        public var placeholder: String
        /// Whether the argument may be left out; only the last parameters of a field can be optional.
        public var isOptional = false

        /// A word argument.
        public static func word(_ placeholder: String) -> Parameter { Parameter(kind: .word, placeholder: placeholder) }
        /// A string argument.
        public static func string(_ placeholder: String) -> Parameter { Parameter(kind: .string, placeholder: placeholder) }
        /// A version argument (`17`, `17.6`).
        public static func version(_ placeholder: String) -> Parameter {
            Parameter(kind: .version, placeholder: placeholder)
        }

        /// The same argument, which may be left out (`tint "COLOR" ["DARK"]`).
        public var optional: Parameter {
            var parameter = self
            parameter.isOptional = true
            return parameter
        }

        /// How the argument is written in a usage text: `TEXT`, `"TEXT"`, or either in brackets when optional.
        public var usage: String {
            let written = kind == .string ? "\"\(placeholder)\"" : placeholder
            return isOptional ? "[\(written)]" : written
        }
    }

    /// The keyword, such as `title`.
    public var name: String
    /// The arguments, in order.
    public var parameters: [Parameter]
    /// Whether the last parameter may repeat (one or more).
    public var isVariadic: Bool
    /// Whether the field may be given more than once.
    public var repeats: Bool
    /// Whether the field must be the first directive, or the second right after `block`
    /// (the permission primer's `primer KIND`). The default block's leading field may stand for
    /// `block` at the top of a file.
    public var leads: Bool
    /// One line saying what the field is for.
    public var help: String

    /// Declares a field.
    public init(_ name: String, _ parameters: [Parameter] = [], variadic: Bool = false, repeats: Bool = false,
                leads: Bool = false, help: String) {
        self.name = name
        self.parameters = parameters
        self.isVariadic = variadic
        self.repeats = repeats
        self.leads = leads
        self.help = help
    }

    /// How the field is written, e.g. `benefit "SYMBOL" "TITLE" "DETAIL"` or `tint "COLOR" ["DARK"]`.
    public var usage: String {
        ([name] + parameters.map(\.usage)).joined(separator: " ") + (isVariadic ? "..." : "")
    }

    /// The most arguments the field takes; nil when the last one repeats.
    public var maximumArguments: Int? {
        isVariadic ? nil : parameters.count
    }
}

extension HeaderField {
    /// `block NAME`: which design the file describes (default: the registry's first); must come first.
    public static let block = HeaderField("block", [.word("NAME")],
                                          help: "Which design the file describes; must come first.")
    /// `accept RULE PART "WHY"`: an audit finding or a check warning of a rule on a part is accepted (`*` any, `-` none).
    public static let accept = HeaderField("accept", [.word("RULE"), .word("PART"), .string("WHY")], repeats: true,
                                           help: "Accepts an audit finding or a check warning of a rule on a part, for the reason given.")

    /// Fields every block's spec may give, whatever the block declares.
    public static let common: [HeaderField] = [.block, .accept]
}
