import PrimerAccessibility
import PrimerSyntax

/// An element's frame as a dump writes it, `{{x, y}, {width, height}}`, in points of the app's window.
package struct DumpFrame: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a frame.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `{{24.0, 730.0}, {345.0, 54.0}}`, as the dump writes it.
    package var description: String {
        "{{\(Self.number(x)), \(Self.number(y))}, {\(Self.number(width)), \(Self.number(height))}}"
    }

    /// `345 × 54 pt`: the size, with at most two decimals.
    package var sizeText: String {
        "\(Self.points(width)) × \(Self.points(height)) pt"
    }

    /// A size without its unit: `345`, `54.5`.
    package static func points(_ value: Double) -> String {
        String(PointSizeText.format(value).dropLast(2))
    }

    /// A coordinate as the dump writes it, with one decimal at least (`24.0`, `55.7`).
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)).0" : "\(value)"
    }
}
