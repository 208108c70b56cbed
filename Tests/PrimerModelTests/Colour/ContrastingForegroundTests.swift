import PrimerModel
import Testing

@Suite("PermissionPrimerScreen's black-or-white foreground on the tint")
struct ContrastingForegroundTests {
    /// Tint, appearance, release, the foreground the rule picks, and its WCAG ratio on the tint.
    @Test(arguments: [
        (SystemColor.yellow, Appearance.light, IOSVersion.iOS(18), ContrastingForeground.Choice.black, 13.89),
        (.yellow, .dark, .iOS(18), .black, 14.88),
        (.yellow, .light, .iOS(26), .black, 13.89),
        (.yellow, .dark, .iOS(26), .black, 14.87),
        (.indigo, .light, .iOS(18), .white, 5.65),
        (.indigo, .dark, .iOS(18), .white, 5.06),
        (.indigo, .light, .iOS(26), .white, 5.09),
        (.indigo, .dark, .iOS(26), .white, 4.53),
        (.blue, .light, .iOS(18), .white, 4.02),
        (.blue, .dark, .iOS(18), .white, 3.65),
        (.blue, .light, .iOS(26), .white, 3.52),
        (.blue, .dark, .iOS(26), .white, 3.23),
    ])
    func systemTints(_ color: SystemColor, _ appearance: Appearance, _ version: IOSVersion,
                     _ choice: ContrastingForeground.Choice, _ ratio: Double) throws {
        let picked = try #require(ContrastingForeground(tint: .system(color), appearance, iOS: version))
        #expect(picked.choice == choice)
        #expect(picked.foreground == choice.color)
        #expect(twoDecimals(picked.contrastRatio) == ratio)
        #expect(picked.tint == color.value(appearance, iOS: version))
    }

    /// Black only when luminance is strictly above 0.5: grey 187 is just under, 188 just over.
    @Test(arguments: [(187.0, ContrastingForeground.Choice.white), (188.0, .black), (0.0, .white), (255.0, .black)])
    func thresholdIsOneHalf(_ grey: Double, _ choice: ContrastingForeground.Choice) {
        let picked = ContrastingForeground(tint: rgb(grey, grey, grey))
        #expect(picked.choice == choice)
        #expect((picked.luminance > 0.5) == (choice == .black))
    }

    @Test func luminanceUsesTheSeedWeights() {
        let tint = rgb(0, 122, 255)
        let linearGreen = WCAGContrast.standard.linearised(122)
        #expect(nearlyEqual(ContrastingForeground(tint: tint).luminance, 0.7152 * linearGreen + 0.0722))
        #expect(ContrastingForeground.blackAbove == 0.5)
    }

    /// PermissionPrimerScreen reads the colour's components, not its opacity: alpha does not change the choice,
    /// but the ratio is measured on the tint as it shows (over white when translucent).
    @Test func alphaDoesNotChangeTheChoice() {
        let faintYellow = rgb(255, 204, 0, 0.2)
        let picked = ContrastingForeground(tint: faintYellow)
        #expect(picked.choice == .black)
        #expect(picked.contrastRatio > ContrastingForeground(tint: faintYellow.opaque).contrastRatio)
    }

    @Test func noValueNoForeground() {
        #expect(ContrastingForeground(tint: .system(.cyan), .light, iOS: .iOS(14)) == nil)
        #expect(ContrastingForeground(tint: .system(.blue), .dark, iOS: .iOS(21)) == nil)
        #expect(ContrastingForeground(tint: .srgb(rgb(88, 86, 214)), .dark, iOS: .iOS(21))?.choice == .white)
    }

    @Test func choices() {
        #expect(ContrastingForeground.Choice.allCases.map(\.rawValue) == ["black", "white"])
        #expect(ContrastingForeground.Choice.black.color == .black)
        #expect(ContrastingForeground.Choice.white.color == .white)
    }
}
