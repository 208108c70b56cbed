import PrimerAccessibility
import PrimerModel
import PrimerMotion

/// The `rgb(…)` texts of the colours one contrast section lists, each written once.
///
/// A block's pairs name the same few colours over and over (the screen behind, the text colours,
/// the tint), and writing a colour's text is most of what a pair costs; a contrast section asks
/// this for each of its colours instead of ``ContrastPair/NamedColor/rgb(_:)``.
package struct ColorTexts {
    /// The colours written so far, with their texts (a section has a handful: searched in turn).
    private var written: [(color: SRGBColor, text: String)] = []

    /// An empty memo, for one section's pairs.
    package init() {}

    /// `ContrastPair.NamedColor.rgb(color)`, written the first time and looked up after. Colours are
    /// told apart by the bits of their channels, so a text is reused only for the very same colour.
    package mutating func rgb(_ color: SRGBColor) -> String {
        for entry in written where Self.sameBits(entry.color, color) { return entry.text }
        let text = ContrastPair.NamedColor.rgb(color)
        written.append((color, text))
        return text
    }

    /// Whether two colours have the same bits in every channel.
    static func sameBits(_ lhs: SRGBColor, _ rhs: SRGBColor) -> Bool {
        lhs.red.bitPattern == rhs.red.bitPattern && lhs.green.bitPattern == rhs.green.bitPattern
            && lhs.blue.bitPattern == rhs.blue.bitPattern && lhs.alpha.bitPattern == rhs.alpha.bitPattern
    }
}
