import PrimerModel
import PrimerMotion
import PrimerSyntax

/// What counts as large text for WCAG 1.4.3's 3:1 (both readings are sourced: Docs/Sources.md).
///
/// - `apple`: the HIG's Accessibility table, which Xcode's Accessibility Inspector follows: 18 pt
///   and up, or bold at any size.
/// - `wcag`: WCAG's 18 pt / 14 pt bold read as CSS points, with one iOS point taken as one CSS
///   pixel (WCAG2ICT): 24 pt and up, or bold from 18.67 pt.
///
/// PrimerSpec's default is `wcag`, the stricter reading: a design that passes it passes Apple's.
package enum LargeTextReading: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case apple
    case wcag

    /// The reading used unless another is asked for.
    package static let standard = LargeTextReading.wcag

    /// Whether text of this size and weight is large.
    package func isLarge(pointSize: Double, bold: Bool) -> Bool {
        switch self {
        case .apple: pointSize >= 18 || bold
        case .wcag: pointSize >= 24 || (bold && pointSize >= 18.67)
        }
    }

    package var description: String { rawValue }
}
