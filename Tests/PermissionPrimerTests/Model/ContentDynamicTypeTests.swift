@testable import PermissionPrimer
import PrimerModel
@testable import PrimerTestSupport
import Testing

@Suite("Dynamic Type (Apple's HIG Typography tables)")
struct ContentDynamicTypeTests {
    @Test func twelveSizesInOrder() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.sorted() == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(DynamicTypeSize.default == .large)
    }

    @Test(arguments: [("accessibility3", DynamicTypeSize.accessibility3), ("XXXLARGE", .xxxLarge), ("xSmall", .xSmall)])
    func parsesNames(_ name: String, _ size: DynamicTypeSize) {
        #expect(DynamicTypeSize(name: name) == size)
    }

    @Test(arguments: ["", "huge", "accessibility6", "AX3"])
    func rejectsUnknownNames(_ name: String) {
        #expect(DynamicTypeSize(name: name) == nil)
    }

    @Test(arguments: [(TextStyle.largeTitle, DynamicTypeSize.accessibility5, 60.0), (.body, .large, 17),
                      (.footnote, .xSmall, 12), (.caption2, .accessibility1, 20), (.title, .large, 28),
                      (.subheadline, .accessibility3, 36)])
    func pointSizes(_ style: TextStyle, _ size: DynamicTypeSize, _ points: Double) {
        #expect(style.pointSize(at: size) == points)
    }

    @Test(arguments: TextStyle.allCases)
    func everyStyleGrowsWithSize(_ style: TextStyle) {
        let sizes = DynamicTypeSize.allCases.map(style.pointSize(at:))
        #expect(sizes == sizes.sorted())
        #expect(sizes[11] > sizes[3])
    }

    @Test func scaledMetricFollowsTheStyleRatioAndStopsAtTheCap() {
        #expect(TextStyle.largeTitle.scaled(52, at: .large) == 52)
        #expect(TextStyle.largeTitle.scaled(34, at: .accessibility5) == 60)
        let capped = TextStyle.largeTitle.scaled(52, at: .accessibility5, cappedAt: .xxxLarge)
        #expect(capped == TextStyle.largeTitle.scaled(52, at: .xxxLarge))
        #expect(capped == 52.0 * 40.0 / 34.0)
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func symbolAndSampleAlertStopGrowingButTextDoesNot(_ size: DynamicTypeSize) {
        let symbol = PartStyle.of(.symbol).pointSize(at: size)
        let alert = PartStyle.of(.sampleAlert).pointSize(at: size)
        let reason = PartStyle.of(.reason).pointSize(at: size)
        if size >= PrimerMetrics.fixedPartsCap {
            #expect(symbol == PartStyle.of(.symbol).pointSize(at: PrimerMetrics.fixedPartsCap))
            #expect(alert == PartStyle.of(.sampleAlert).pointSize(at: PrimerMetrics.fixedPartsCap))
        }
        #expect(reason == TextStyle.subheadline.pointSize(at: size))
        #expect(PartStyle.of(.title).pointSize(at: size) == TextStyle.title.pointSize(at: size))
    }
}
