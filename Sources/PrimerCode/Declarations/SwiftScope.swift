/// A pair of braces in a Swift file and what opened it: a type, a property's or function's body, a
/// closure, or a statement's body. Names let a spec name a call by the declaration around it.
package struct SwiftScope: Hashable, Sendable {
    /// What opened the braces.
    package enum Kind: Hashable, Sendable {
        /// `struct`, `class`, `enum`, `extension`, `actor` or `protocol`.
        case type
        /// A computed property's body (`var body: some View { … }`).
        case property
        /// A function's, initialiser's or subscript's body.
        case function
        /// A closure: a trailing closure, an argument, an initialiser's value.
        case closure
        /// `if`, `guard`, `for`, `switch`, an accessor and the like.
        case statement
    }

    /// What opened the braces.
    package var kind: Kind
    /// The declared name (`Onboarding`, `body`, `makeContent`, `PermissionPrimer.Content` for an
    /// extension); nil for a closure or statement.
    package var name: String?
    /// The token index of `{`.
    package var open: Int
    /// The token index of the matching `}`, or the token count when the file ends first.
    package var close: Int
    /// The enclosing scope's index, nil at file scope.
    package var parent: Int?
    /// The token index of the declaring keyword (`struct`, `var`, `func`), or of `{` for a closure.
    package var declaration: Int
}
