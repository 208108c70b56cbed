import PrimerSyntax

/// A string read from a file, the code or the command line, with where it came from.
package struct LocatedValue: Hashable, Sendable {
    /// The text.
    package var value: String
    /// Where the text came from.
    package var origin: ValueOrigin

    /// A value written at `location` in a file; without one, ``ValueOrigin/unplaced``.
    package init(_ value: String, at location: SourceLocation? = nil) {
        self.value = value
        self.origin = ValueOrigin(at: location)
    }

    /// A value from `origin`.
    package init(_ value: String, origin: ValueOrigin) {
        self.value = value
        self.origin = origin
    }

    /// Where the text starts in its file or the code; nil when it came from the command line, a binary
    /// file or the build system.
    package var location: SourceLocation? {
        get { origin.location }
        set { origin = ValueOrigin(at: newValue) }
    }
}
