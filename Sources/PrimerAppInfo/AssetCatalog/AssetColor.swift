import PrimerModel
import PrimerSyntax

/// A colour from an app's asset catalog (`Color("BrandTint")`), as iOS shows it on an iPhone in each
/// appearance at standard contrast, in sRGB.
package struct AssetColor: Hashable, Sendable {
    /// The colour's full name, namespaces included (`Brand/Tint`).
    package var name: String
    /// The colour in light mode: the colour set's Light entry, else its Any Appearance entry.
    package var light: SRGBColor
    /// The colour in dark mode: the Dark entry, else Any Appearance, else the light colour.
    package var dark: SRGBColor
    /// The colour set's `Contents.json`.
    package var file: FilePath
    /// Where the light colour's `color` object starts in ``file``.
    package var lightLocation: SourceLocation
    /// Where the dark colour's `color` object starts (the light one's when the set has no dark colour).
    package var darkLocation: SourceLocation
    /// What the reader assumed, located in ``file``: a High Contrast variant not read (a note), a colour
    /// outside sRGB clipped, a search that stopped at its limit (warnings).
    package var notes: [Finding]

    /// Creates a colour.
    package init(name: String, light: SRGBColor, dark: SRGBColor, file: FilePath, lightLocation: SourceLocation,
                darkLocation: SourceLocation, notes: [Finding] = []) {
        self.name = name
        self.light = light
        self.dark = dark
        self.file = file
        self.lightLocation = lightLocation
        self.darkLocation = darkLocation
        self.notes = notes
    }

    /// The colour in `appearance`.
    package func color(_ appearance: Appearance) -> SRGBColor {
        appearance == .light ? light : dark
    }

    /// Where the colour of `appearance` is written.
    package func location(_ appearance: Appearance) -> SourceLocation {
        appearance == .light ? lightLocation : darkLocation
    }

    /// The colour as a spec's tint: one fixed colour when light and dark are the same, else the pair.
    package var tint: Tint {
        .fixed(light: light, dark: dark)
    }
}
