import PrimerModel
import Testing

@Suite("WCAG relative luminance and contrast ratio (WCAG 2.2's contrast definitions)")
struct WCAGContrastTests {
    let wcag = WCAGContrast.standard

    @Test func endsOfTheScale() {
        #expect(wcag.relativeLuminance(of: .white) == 1)
        #expect(wcag.relativeLuminance(of: .black) == 0)
        #expect(wcag.ratio(of: .black, on: .white) == 21)
        #expect(wcag.ratio(of: .white, on: .black) == 21)
        #expect(wcag.ratio(of: .white, on: .white) == 1)
        #expect(WCAGContrast.minimumRatio == 1 && WCAGContrast.maximumRatio == 21)
    }

    /// `.blue` light on white: 4.02:1 through iOS 18, 3.52:1 on iOS 26; white on a blue fill is
    /// the same ratio.
    @Test(arguments: [(IOSVersion.iOS(13), 4.02), (.iOS(15), 4.02), (.iOS(17, 5), 4.02), (.iOS(18), 4.02),
                      (.iOS(26), 3.52)])
    func blueOnWhite(_ version: IOSVersion, _ expected: Double) throws {
        let blue = try #require(SystemColor.blue.value(.light, iOS: version))
        #expect(twoDecimals(wcag.ratio(of: blue, on: .white)) == expected)
        #expect(twoDecimals(wcag.ratio(of: .white, on: blue)) == expected)
    }

    /// secondaryLabel, composited first: 3.44:1 on white (138,138,142), 6.36:1 on black,
    /// 5.95:1 on the elevated dark background 28,28,30.
    @Test(arguments: [
        (Appearance.light, SemanticColor.systemBackground, rgb(138, 138, 142.2), 3.44),
        (.dark, .systemBackground, rgb(141, 141, 147), 6.36),
        (.dark, .elevatedSystemBackground, rgb(152.2, 152.2, 159), 5.95),
    ])
    func secondaryLabel(_ appearance: Appearance, _ background: SemanticColor, _ shown: SRGBColor,
                        _ expected: Double) throws {
        let label = try #require(SemanticColor.secondaryLabel.value(appearance, iOS: .iOS(18)))
        let backdrop = try #require(background.value(appearance, iOS: .iOS(18)))
        let flat = wcag.flattened(label, on: backdrop)
        #expect(nearlyEqual(flat.red, shown.red) && nearlyEqual(flat.green, shown.green)
            && nearlyEqual(flat.blue, shown.blue))
        #expect(flat.isOpaque)
        #expect(twoDecimals(wcag.ratio(of: label, on: backdrop)) == expected)
        #expect(wcag.ratio(of: label, on: backdrop) == wcag.ratio(of: flat, on: backdrop))
    }

    /// Rounding composited channels as current axe-core does moves the elevated dark case to 5.94.
    @Test func roundingCompositedChannelsAsAxe() {
        let axe = WCAGContrast(roundsCompositedChannels: true)
        let label = rgb(235, 235, 245, 0.6)
        #expect(axe.flattened(label, on: rgb(28, 28, 30)) == rgb(152, 152, 159))
        #expect(twoDecimals(axe.ratio(of: label, on: rgb(28, 28, 30))) == 5.94)
        #expect(axe.flattened(rgb(60, 60, 67, 0.6), on: .white) == rgb(138, 138, 142))
        #expect(twoDecimals(axe.ratio(of: rgb(60, 60, 67, 0.6), on: .white)) == 3.44)
    }

    /// A translucent background is taken as painted over white.
    @Test func translucentBackgroundSitsOnWhite() {
        let veil = rgb(0, 0, 0, 0.5)
        #expect(wcag.ratio(of: .black, on: veil) == wcag.ratio(of: .black, on: rgb(127.5, 127.5, 127.5)))
    }

    static let opaqueColours: [SRGBColor] = {
        var colours: [SRGBColor] = [.black, .white, rgb(28, 28, 30), rgb(242, 242, 247), rgb(10.2, 200.5, 33.3)]
        for color in SystemColor.allCases {
            for release in ColorRelease.allCases {
                for appearance in Appearance.allCases {
                    if let value = color.value(appearance, release: release) { colours.append(value) }
                }
            }
        }
        return colours
    }()

    @Test(arguments: LuminanceThreshold.allCases)
    func symmetricAndBounded(_ threshold: LuminanceThreshold) {
        let maths = WCAGContrast(threshold: threshold)
        for a in Self.opaqueColours {
            #expect(maths.ratio(of: a, on: a) == 1)
            for b in Self.opaqueColours {
                let ratio = maths.ratio(of: a, on: b)
                #expect(ratio == maths.ratio(of: b, on: a))
                #expect((1...21).contains(ratio))
            }
        }
    }

    @Test(arguments: [(rgb(60, 60, 67, 0.6), SRGBColor.white), (rgb(0, 0, 0, 0.1), .white),
                      (rgb(255, 255, 255, 0.01), .black), (rgb(0, 0, 0, 0), rgb(0, 122, 255))])
    func translucentForegroundsStayInRange(_ foreground: SRGBColor, _ background: SRGBColor) {
        let ratio = wcag.ratio(of: foreground, on: background)
        #expect((1...21).contains(ratio))
        #expect(ratio <= wcag.ratio(of: foreground.opaque, on: background))
    }

    @Test func thresholds() {
        #expect(LuminanceThreshold.current.value == 0.04045)
        #expect(LuminanceThreshold.wcag20.value == 0.03928)
        #expect(WCAGContrast.standard.threshold == .current)
    }

    /// 0.03928 and 0.04045 agree on every whole channel, 0 to 255.
    @Test func thresholdsAgreeOnWholeChannels() {
        let old = WCAGContrast(threshold: .wcag20)
        for channel in 0...255 {
            #expect(wcag.linearised(Double(channel)) == old.linearised(Double(channel)), "channel \(channel)")
        }
        for color in Self.opaqueColours where color != rgb(10.2, 200.5, 33.3) {
            #expect(wcag.ratio(of: color, on: .white) == old.ratio(of: color, on: .white))
        }
    }

    /// Channels between 0.03928 × 255 ≈ 10.016 and 0.04045 × 255 ≈ 10.315 are where they part.
    @Test(arguments: [(10.0, false), (10.02, true), (10.1, true), (10.2, true), (10.31, true), (10.32, false),
                      (11.0, false)])
    func thresholdsDifferOnlyBetween(_ channel: Double, _ differs: Bool) {
        let old = WCAGContrast(threshold: .wcag20)
        #expect((wcag.linearised(channel) != old.linearised(channel)) == differs)
    }

    /// Black at (1 − 10.2/255) over white composites to 10.2, 10.2, 10.2: a fractional channel
    /// inside the gap, so the two thresholds give (slightly) different ratios.
    @Test func compositingCanLandInTheGap() {
        let shade = rgb(0, 0, 0, 1 - 10.2 / 255)
        let old = WCAGContrast(threshold: .wcag20)
        let flat = wcag.flattened(shade, on: .white)
        #expect(nearlyEqual(flat.red, 10.2, within: 1e-6))
        #expect(wcag.ratio(of: shade, on: .white) != old.ratio(of: shade, on: .white))
        #expect(twoDecimals(wcag.ratio(of: shade, on: .white)) == twoDecimals(old.ratio(of: shade, on: .white)))
        // Rounded like axe, the channel is 10 again and the thresholds agree.
        let axeNew = WCAGContrast(threshold: .current, roundsCompositedChannels: true)
        let axeOld = WCAGContrast(threshold: .wcag20, roundsCompositedChannels: true)
        #expect(axeNew.ratio(of: shade, on: .white) == axeOld.ratio(of: shade, on: .white))
    }
}
