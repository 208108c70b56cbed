import PrimerMotion
import PrimerSyntax

/// Which string of an element: its label, its value or its hint.
public enum ElementPiece: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// What the element is called; read first.
    case label
    /// The element's current value, read after the label.
    case value
    /// What activating the element does, read after a pause.
    case hint

    /// The suffix the piece adds to an element's key: none for the label, `.value`, `.hint`.
    public var keySuffix: String { self == .label ? "" : ".\(rawValue)" }

    public var description: String { rawValue }
}
