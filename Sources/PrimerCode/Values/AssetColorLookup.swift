import PrimerAppInfo
import PrimerSyntax

/// Finds `Color("NAME")`'s colour in the asset catalogs under an app's folder.
package enum AssetColorLookup {
    /// The lookup ``CodeValues`` uses for the app at `root`: light and dark as `#RRGGBB`.
    package static func lookup(under root: FilePath)
        -> (@Sendable (String, SourceRange) -> Result<(light: String, dark: String), Finding>)? {
        { name, origin in
            AssetColors.find(named: name, under: root, at: origin).map { ($0.light.description, $0.dark.description) }
        }
    }
}
