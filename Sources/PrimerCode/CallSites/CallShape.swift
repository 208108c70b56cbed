/// How a design is called, as its block declares it: an initialiser (`PermissionPrimerScreen(…)`) or
/// a view modifier (`.permissionGated(…)`), with each parameter's label and what its value is. The
/// call-site finder knows no design: it looks for the shapes blocks give it.
package struct CallShape: Hashable, Sendable {
    /// Whether the design is created by its type's name or applied as a modifier.
    package enum Form: Hashable, Sendable {
        /// `TypeName(…)`.
        case initializer(String)
        /// `.name(…)` after a view.
        case modifier(String)
    }

    /// How it is called.
    package var form: Form
    /// The parameters, in order.
    package var parameters: [CallParameter]

    /// Creates a shape.
    package init(_ form: Form, _ parameters: [CallParameter]) {
        self.form = form
        self.parameters = parameters
    }

    /// The name looked for: the type's or the modifier's.
    package var name: String {
        switch form {
        case .initializer(let name), .modifier(let name): name
        }
    }

    /// `PermissionPrimerScreen(systemImage:title:…)` or `.permissionGated(_:title:description:)`.
    package var signature: String {
        let labels = parameters.map { $0.label + ":" }.joined()
        switch form {
        case .initializer(let name): return "\(name)(\(labels))"
        case .modifier(let name): return ".\(name)(\(labels))"
        }
    }
}

/// One parameter of a design's call.
package struct CallParameter: Hashable, Sendable {
    /// What a parameter's value is, as far as reading it goes.
    package enum Kind: Hashable, Sendable {
        /// A `String` the view shows as it is.
        case string
        /// A `LocalizedStringResource` or `LocalizedStringKey`: a literal is a key the view looks up.
        case localizedText
        /// A SwiftUI `Color`.
        case color
        /// A closure (an action): never read.
        case closure
        /// Anything else the block reads itself: an enum case, an array, a content value.
        case value
    }

    /// The argument label, `_` for none.
    package var label: String
    /// What its value is.
    package var kind: Kind
    /// Whether the call may leave it out.
    package var hasDefault: Bool

    /// Creates a parameter.
    package init(_ label: String, _ kind: Kind, hasDefault: Bool = false) {
        self.label = label
        self.kind = kind
        self.hasDefault = hasDefault
    }
}
