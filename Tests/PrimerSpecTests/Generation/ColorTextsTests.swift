import PrimerAccessibility
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
import Testing

/// A contrast section's colour texts looked up are the texts written for each colour.
@Suite("Contrast colour texts")
struct ColorTextsTests {
    @Test func eachTextIsTheColoursOwn() {
        let channels: [Double] = [0, -0.0, 0.004, 0.005, 60, 60.004, 255, .nan]
        var colors: [SRGBColor] = []
        for red in channels {
            for alpha in [1, 0.6, 0.3, 1.5] {
                colors.append(SRGBColor(red: red, green: 86, blue: 214, alpha: alpha))
            }
        }
        var texts = ColorTexts()
        // Each colour asked for three times, in three passes.
        for _ in 0..<3 {
            for color in colors {
                #expect(texts.rgb(color) == ContrastPair.NamedColor.rgb(color), "\(color)")
            }
        }
    }
}
