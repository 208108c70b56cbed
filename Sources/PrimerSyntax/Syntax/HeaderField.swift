/// A header field a block declares: its keyword, the arguments it takes, whether it may repeat,
/// and a line of help. The parser reads every header line as a ``Directive``; the resolver checks
/// each against the declaration of the spec's block (``Block/headerFields``).
package struct HeaderField: Hashable, Sendable {
    /// One argument a header field takes: how it is written (``Kind``) and what its value is
    /// (``Value``), which completion, hover and the errors for a word not in a list read.
    package struct Parameter: Hashable, Sendable {
        /// What the argument is written as.
        package enum Kind: Hashable, Sendable {
            /// A bare word, such as a kind or a name.
            case word
            /// A quoted string.
            case string
            /// A word of one to three dot-separated numbers, such as `17` or `17.6`.
            case version
        }

        /// What the argument's value is, beside how it is written.
        package enum Value: Hashable, Sendable {
            /// Free text, such as a title.
            case text
            /// A name the spec chooses, such as a build setting's or a target's.
            case name
            /// A file or folder, relative to the spec's folder unless it starts with `/`.
            case path
            /// An iOS version, such as `17` or `17.6`.
            case version
            /// A BCP 47 language tag, such as `de` or `es-419`.
            case language
            /// One word of a list.
            case choice(WordList)
        }

        /// What the argument is written as.
        package var kind: Kind
        /// The placeholder used in the usage text, e.g. `TEXT`.
        package var placeholder: String
        /// Whether the argument may be left out; only the last parameters of a field can be optional.
        package var isOptional = false
        /// What the argument's value is.
        package var value: Value

        /// An argument written as `kind` whose value is `value`.
        package init(kind: Kind, placeholder: String, value: Value) {
            self.kind = kind
            self.placeholder = placeholder
            self.value = value
        }

        /// A word argument the spec chooses freely (a name).
        package static func word(_ placeholder: String) -> Parameter {
            Parameter(kind: .word, placeholder: placeholder, value: .name)
        }
        /// A word argument that must be one of a list's words.
        package static func word(_ placeholder: String, from list: WordList) -> Parameter {
            Parameter(kind: .word, placeholder: placeholder, value: .choice(list))
        }
        /// A word argument holding a language tag.
        package static func language(_ placeholder: String) -> Parameter {
            Parameter(kind: .word, placeholder: placeholder, value: .language)
        }
        /// A string argument of free text.
        package static func string(_ placeholder: String) -> Parameter {
            Parameter(kind: .string, placeholder: placeholder, value: .text)
        }
        /// A string argument holding a name, such as a target's.
        package static func quotedName(_ placeholder: String) -> Parameter {
            Parameter(kind: .string, placeholder: placeholder, value: .name)
        }
        /// A string argument naming a file or folder.
        package static func path(_ placeholder: String = "PATH") -> Parameter {
            Parameter(kind: .string, placeholder: placeholder, value: .path)
        }
        /// A version argument (`17`, `17.6`).
        package static func version(_ placeholder: String) -> Parameter {
            Parameter(kind: .version, placeholder: placeholder, value: .version)
        }

        /// The same argument, which may be left out (`tint "COLOR" ["DARK"]`).
        package var optional: Parameter {
            var parameter = self
            parameter.isOptional = true
            return parameter
        }

        /// How the argument is written in a usage text: `TEXT`, `"TEXT"`, or either in brackets when optional.
        package var usage: String {
            let written = kind == .string ? "\"\(placeholder)\"" : placeholder
            return isOptional ? "[\(written)]" : written
        }

        /// The list the argument's word must come from, if any.
        package var wordList: WordList? {
            if case .choice(let list) = value { return list }
            return nil
        }
    }

    /// The keyword, such as `title`.
    package var name: String
    /// The arguments, in order.
    package var parameters: [Parameter]
    /// Whether the last parameter may repeat (one or more).
    package var isVariadic: Bool
    /// Whether the field may be given more than once.
    package var repeats: Bool
    /// Whether the field must be the first directive, or the second right after `block`
    /// (the permission primer's `primer KIND`). The default block's leading field may stand for
    /// `block` at the top of a file.
    package var leads: Bool
    /// One line saying what the field is for.
    package var help: String

    /// Declares a field.
    package init(_ name: String, _ parameters: [Parameter] = [], variadic: Bool = false, repeats: Bool = false,
                leads: Bool = false, help: String) {
        self.name = name
        self.parameters = parameters
        self.isVariadic = variadic
        self.repeats = repeats
        self.leads = leads
        self.help = help
    }

    /// How the field is written, e.g. `benefit "SYMBOL" "TITLE" "DETAIL"` or `tint "COLOR" ["DARK"]`.
    package var usage: String {
        ([name] + parameters.map(\.usage)).joined(separator: " ") + (isVariadic ? "..." : "")
    }

    /// The most arguments the field takes; nil when the last one repeats.
    package var maximumArguments: Int? {
        isVariadic ? nil : parameters.count
    }

    /// The declaration of the argument at `index` (0-based), the last one standing for the rest of a
    /// variadic field's; nil past the end.
    package func parameter(at index: Int) -> Parameter? {
        if index < parameters.count { return parameters[index] }
        return isVariadic ? parameters.last : nil
    }
}

extension HeaderField {
    /// `block NAME`: which design the file describes (default: the registry's first); must come first.
    package static let block = HeaderField("block", [.word("NAME", from: .blocks)],
                                          help: "Which design the file describes; must come first.")
    /// `accept RULE PART "WHY"`: an audit finding or a check warning of a rule on a part is accepted (`*` any, `-` none).
    package static let accept = HeaderField("accept", [.word("RULE", from: .rules), .word("PART"), .string("WHY")], repeats: true,
                                           help: "Accepts an audit finding or a check warning of a rule on a part, for the reason given.")

    /// Fields every block's spec may give, whatever the block declares.
    package static let common: [HeaderField] = [.block, .accept]
}
