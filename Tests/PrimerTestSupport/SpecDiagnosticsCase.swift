import PrimerSyntax
import Testing

/// One row of a table of spec texts and the whole, located findings reading each must give.
public struct SpecDiagnosticsCase: CustomTestStringConvertible, Sendable {
    /// What the row shows, as the test's argument is named.
    public var name: String
    /// The spec's text.
    public var text: String
    /// Every finding, with its location, in order.
    public var diagnostics: [Finding]
    public var testDescription: String { name }

    public init(_ name: String, _ text: String, _ diagnostics: [Finding]) {
        self.name = name
        self.text = text
        self.diagnostics = diagnostics
    }
}
