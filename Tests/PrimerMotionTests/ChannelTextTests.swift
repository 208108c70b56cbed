import PrimerAccessibility
import PrimerModel
@testable import PrimerMotion
import Testing

/// Issue 37, session 6: a contrast colour's `rgb(…)` text is written from each channel's whole number
/// of hundredths, and must be what ``NumberText/compact(_:)`` of the rounded channel wrote.
@Suite("Colour channel texts, fast path")
struct ChannelTextTests {
    /// One channel written by ``ChannelText``, through a line of its counted length.
    static func written(_ hundredths: Int) -> String {
        ASCIILine.make(length: ChannelText.length(hundredths)) { ChannelText.write(hundredths, to: &$0) }
    }

    @Test func everyNumberOfHundredthsInRangeIsWrittenAsCompactWritesIt() {
        var differences: [Int] = []
        for hundredths in 0...ChannelText.largest
        where Self.written(hundredths) != NumberText.compact(Double(hundredths) / 100) {
            differences.append(hundredths)
        }
        #expect(differences.isEmpty)
    }

    /// Values at and around the edges: negative zero, halves rounding either way, the last digit,
    /// NaN, infinities, values just outside the range and far outside it.
    static let edges: [Double] = [
        0, -0.0, -0.004, -0.005, -0.006, -0.01, 0.004, 0.005, 0.0049999, 0.015, 0.025, 0.125, 0.135, 0.6, 0.995,
        0.9949999, 0.99999, 1, 1.005, 59.995, 60, 142.2, 142.25, 142.255, 254.995, 255, 255.004, 999.994, 999.995,
        1000, 1000.004, 1000.005, 1e6, 1e15, 1e16, 1e300, -1e300, .nan, -.nan, .infinity, -.infinity,
        .leastNonzeroMagnitude, .ulpOfOne, 0.1 + 0.2, 2.675, 1.005 * 100,
    ]

    @Test(arguments: edges)
    func anEdgeHundredthIsWrittenAsTheGeneralCodeWritesIt(_ value: Double) {
        let scaled = (value * 100).rounded()
        if let hundredths = ChannelText.hundredths(value) {
            #expect(Self.written(hundredths) == NumberText.compact(scaled / 100))
        } else {
            #expect(!(scaled >= 0 && scaled <= Double(ChannelText.largest)))
        }
    }

    /// Colours as specs hold them: opaque and translucent, channels whole, to two decimals and beyond.
    static func colours(count: Int) -> [SRGBColor] {
        var state: UInt64 = 0x5EED_C010
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func channel() -> Double {
            switch next(4) {
            case 0: Double(next(256))
            case 1: Double(next(25_600)) / 100
            case 2: Double(next(2_560_000)) / 10_000
            default: edges[next(edges.count)]
            }
        }
        func alpha() -> Double {
            switch next(4) {
            case 0: 1
            case 1: Double(next(101)) / 100
            case 2: Double(next(10_000)) / 10_000
            default: edges[next(edges.count)]
            }
        }
        return (0..<count).map { _ in SRGBColor(red: channel(), green: channel(), blue: channel(), alpha: alpha()) }
    }

    @Test func aColoursTextIsWhatTheGeneralCodeWrites() {
        let colours = Self.colours(count: 20_000) + [.black, .white, SRGBColor(red: 60, green: 60, blue: 67, alpha: 0.6)]
        let different = colours.filter { ContrastPair.NamedColor.rgb($0) != ContrastPair.NamedColor.generalRGB($0) }
        #expect(different.isEmpty, "\(different.prefix(5))")
        #expect(ContrastPair.NamedColor.rgb(SRGBColor(red: 60, green: 60, blue: 67, alpha: 0.6)) == "rgba(60,60,67,0.6)")
        #expect(ContrastPair.NamedColor.rgb(SRGBColor(red: 88, green: 86, blue: 214)) == "rgb(88,86,214)")
    }
}
