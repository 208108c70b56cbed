import PrimerAppInfo
import PrimerCode
import PrimerSyntax

/// What a block declares about its design's code, so the kernel can find the design's calls in an
/// app and turn each into a spec's content with no knowledge of the design: the calls' shapes, and
/// how a call found reads as the block's header fields.
package struct BlockCode: Sendable {
    /// The initialisers and modifiers that show the design.
    package var calls: [CallShape]
    /// Reads a call found in the app's code as the block's header fields.
    package var read: @Sendable (CodeCall, CodeValues) -> CallSiteContent

    /// Creates a declaration.
    package init(calls: [CallShape], read: @escaping @Sendable (CodeCall, CodeValues) -> CallSiteContent) {
        self.calls = calls
        self.read = read
    }
}

/// What one call of a design shows, as its block's header fields would state it, with where in the
/// code each value is written and what the code computes at run time.
package struct CallSiteContent: Sendable {
    /// The permissions the design asks for on Continue (what `scan` counts as a request).
    package var permissions: [Permission]
    /// How `scan` and `init` name the primer: `camera`, `location-when-in-use`.
    package var kind: String
    /// The header fields the code gives, in the order a spec writes them.
    package var fields: [CodeField]
    /// What could not be read as a value (an interpolated title, a colour from a function): notes
    /// at the code, each naming the argument and the header field that can state it.
    package var notes: [Finding]

    /// Creates a content.
    package init(permissions: [Permission], kind: String, fields: [CodeField] = [], notes: [Finding] = []) {
        self.permissions = permissions
        self.kind = kind
        self.fields = fields
        self.notes = notes
    }

    /// Adds a field.
    package mutating func add(_ field: String, _ values: [String], at range: SourceRange,
                             lookup: CodeField.Lookup = .none, identifies: Bool = false, yieldsTo: [String] = []) {
        var field = CodeField(name: field, values: values, range: range, lookup: lookup, identifies: identifies)
        field.yieldsTo = yieldsTo
        fields.append(field)
    }

    /// Adds a text field from an argument the parameter `kind` takes, or its note when the code
    /// computes it; `nil` adds nothing (the caller says what an absent value means).
    package mutating func addText(_ field: String, argument label: String, of call: CodeCall, values: CodeValues,
                                 kind: CallParameter.Kind) {
        guard let argument = call.argument(label) else { return }
        switch values.text(argument.value, inFile: call.file, looksUp: kind == .localizedText) {
        case .literal(let text, let range, let looksUp):
            add(field, [text], at: range, lookup: !looksUp ? .none : kind == .localizedText ? .byDesign : .byCode)
        case .absent:
            break
        case .computed(let expression):
            computed(label, of: call, field: "\(field) \"TEXT\"", source: expression.source, at: expression.range)
        }
    }

    /// Adds the note for an argument the code computes at run time.
    package mutating func computed(_ argument: String, of call: CodeCall, field: String, source: String,
                                  at range: SourceRange, reason: String = "computed at run time") {
        notes.append(Finding(severity: .note, range: range,
                             message: "\(call.shape.name)'s \(argument): is \(reason) (\(source)); PrimerSpec does "
                                 + "not guess it: the spec shows the design's default unless its header states "
                                 + "\(field)",
                             offendingText: source, expected: "a literal, a constant, or \(field) in the spec's header"))
    }
}

extension CallSiteContent {
    /// Reads an array argument whose elements are calls of `type` (or `.init(…)`), each element's
    /// arguments given to `row` by label; a value that is not an array literal of such calls is a note.
    package mutating func addRows(argument label: String, of call: CodeCall, values: CodeValues, type: [String],
                                 field: String, row: (inout CallSiteContent, [String: SwiftArgument], Int,
                                                      SwiftExpression) -> Void) {
        guard let argument = call.argument(label) else { return }
        guard let (elements, file) = values.elements(argument.value, inFile: call.file) else {
            computed(label, of: call, field: "\(field) lines", source: argument.value.source, at: argument.value.range)
            return
        }
        for element in elements {
            guard let (callee, arguments, trailing) = element.call, trailing.isEmpty,
                  callee == type || callee == ["", "init"] || callee == type + ["init"] else {
                computed(label, of: call, field: "\(field) lines", source: element.source, at: element.range,
                         reason: "an element PrimerSpec does not read (expected \(type.joined(separator: "."))(…))")
                continue
            }
            var byLabel: [String: SwiftArgument] = [:]
            for argument in arguments { byLabel[argument.label ?? "_"] = argument }
            row(&self, byLabel, file, element)
        }
    }
}

/// One header field as the code gives it: `title "Find trails near you"` written at a call's argument.
package struct CodeField: Hashable, Sendable {
    /// The field's name: `title`, `benefit`, `no-skip`.
    package var name: String
    /// Its values, as the header would quote them.
    package var values: [String]
    /// Where the code writes it.
    package var range: SourceRange
    /// Who looks a text value up in the app's translations.
    package enum Lookup: Hashable, Sendable {
        /// Nobody: the text is shown as written.
        case none
        /// The design (a `LocalizedStringResource` parameter): the value is a key the block looks up.
        case byDesign
        /// The app's code before the call (`String(localized:)`): the spec's language reads it.
        case byCode
    }

    /// Who looks a text value up.
    package var lookup: Lookup
    /// Whether the field says which primer it is (`primer camera`, `type microphone`): a header that
    /// says otherwise is an error, not a choice.
    package var identifies: Bool
    /// Header fields that, when written, say the same by other means (`info-plist` for `app`): the
    /// code's field is then left out.
    package var yieldsTo: [String] = []

    /// Creates a field.
    package init(name: String, values: [String], range: SourceRange, lookup: Lookup = .none, identifies: Bool = false) {
        self.name = name
        self.values = values
        self.range = range
        self.lookup = lookup
        self.identifies = identifies
    }
}
