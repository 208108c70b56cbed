import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The `SPTheme` colour tokens the primer uses (the design's Theming).
public enum ColorToken: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case textPrimary, textSecondary, success, accent, accentOn, danger, surface, surfaceElevated, separator

    public var description: String { rawValue }
}
