import PrimerModel
import Testing

@Suite("Backgrounds and labels by appearance and release (the published system colour tables)")
struct SemanticColorTests {
    @Test(arguments: [
        (SemanticColor.systemBackground, rgb(255, 255, 255), rgb(0, 0, 0)),
        (.elevatedSystemBackground, rgb(255, 255, 255), rgb(28, 28, 30)),
        (.secondarySystemBackground, rgb(242, 242, 247), rgb(28, 28, 30)),
        (.elevatedSecondarySystemBackground, rgb(242, 242, 247), rgb(44, 44, 46)),
        (.label, rgb(0, 0, 0), rgb(255, 255, 255)),
        (.secondaryLabel, rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    ])
    func sameOnEveryRelease(_ color: SemanticColor, _ light: SRGBColor, _ dark: SRGBColor) {
        for version in [IOSVersion.iOS(13), .iOS(14, 8), .iOS(15), .iOS(16), .iOS(18, 6), .iOS(26), .iOS(27)] {
            #expect(color.value(.light, iOS: version) == light)
            #expect(color.value(.dark, iOS: version) == dark)
        }
    }

    @Test(arguments: [(IOSVersion.iOS(13), 0.3), (.iOS(14, 8), 0.3), (.iOS(15, 7), 0.3), (.iOS(16), 0.298),
                      (.iOS(18, 6), 0.298), (.iOS(26), 0.298)])
    func tertiaryLabelAlpha(_ version: IOSVersion, _ alpha: Double) {
        #expect(SemanticColor.tertiaryLabel.value(.light, iOS: version) == rgb(60, 60, 67, alpha))
        #expect(SemanticColor.tertiaryLabel.value(.dark, iOS: version) == rgb(235, 235, 245, alpha))
    }

    @Test(arguments: [(IOSVersion.iOS(13), 0.29, 0.6), (.iOS(18, 6), 0.29, 0.6), (.iOS(26), 0.12, 0.5)])
    func separatorThinsOnIOS26(_ version: IOSVersion, _ light: Double, _ dark: Double) {
        #expect(SemanticColor.separator.value(.light, iOS: version) == rgb(60, 60, 67, light))
        #expect(SemanticColor.separator.value(.dark, iOS: version) == rgb(84, 84, 88, dark))
    }

    @Test(arguments: SemanticColor.allCases, [IOSVersion.iOS(12), .iOS(19), .iOS(25)])
    func unknownReleasesHaveNoValue(_ color: SemanticColor, _ version: IOSVersion) {
        #expect(color.value(.light, iOS: version) == nil)
        #expect(color.value(.dark, iOS: version) == nil)
    }

    @Test func descriptions() {
        #expect(SemanticColor.secondaryLabel.value(.light, iOS: .iOS(18))?.description == "#3C3C43 @0.6")
        #expect(SemanticColor.tertiaryLabel.value(.dark, iOS: .iOS(18))?.description == "#EBEBF5 @0.298")
        #expect(SemanticColor.elevatedSystemBackground.rawValue == "elevatedSystemBackground")
    }
}
