import PrimerAccessibility
import PrimerModel

extension ContrastPair.NamedColor {
    /// `rgb(88,86,214)`, or `rgba(60,60,67,0.6)` for a translucent colour: the words a spec's contrast
    /// line holds for a colour, each channel as ``NumberText/compact(_:)`` writes it, to two decimals.
    package static func rgb(_ color: SRGBColor) -> String {
        func channel(_ value: Double) -> String { NumberText.compact((value * 100).rounded() / 100) }
        // Appended in turn (a contrast section writes two colours a pair), not an array joined.
        let opaque = color.alpha >= 1
        var text = opaque ? "rgb(" : "rgba("
        text += channel(color.red)
        text += ","
        text += channel(color.green)
        text += ","
        text += channel(color.blue)
        if !opaque {
            text += ","
            text += channel(color.alpha)
        }
        text += ")"
        return text
    }
}
