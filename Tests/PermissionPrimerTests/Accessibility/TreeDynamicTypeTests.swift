@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// One kind in one state, built at all twelve sizes.
struct SizeSweep: Sendable, CustomTestStringConvertible {
    var kind: PrimerKind
    var state: PrimerStateName

    static let all: [SizeSweep] = PrimerKind.allCases.flatMap { kind in
        PrimerStateName.allCases.filter { $0.applies(to: kind) }.map { SizeSweep(kind: kind, state: $0) }
    }

    /// The tree at each size, smallest first.
    var trees: [AccessibilityTree] {
        let content = PrimerContent.standard(for: kind, appName: "Reminders")
        return DynamicTypeSize.allCases.map {
            SemanticTreeBuilder().build(content: content, phase: state.phase(), environment: PrimerEnvironment(dynamicTypeSize: $0))
        }
    }

    var testDescription: String { "\(kind) \(state)" }
}

@Suite struct TreeDynamicTypeTests {
    static let capIndex = PrimerMetrics.fixedPartsCap.index
    static let largeIndex = DynamicTypeSize.large.index

    @Test(arguments: SizeSweep.all)
    func symbolAndSampleAlertStopAtTheCap(_ sweep: SizeSweep) throws {
        let trees = sweep.trees
        // The sample alert (title and caption) is on screen until the person answers.
        let shown = [PrimerStateName.ready, .requesting, .failed].contains(sweep.state)
        for part in [PartID.symbol] + (shown ? [.sampleAlert, .sampleAlertCaption] : []) {
            let sizes = try trees.map { try #require($0.pointSize(of: part), "\(part) has a size") }
            #expect(Set(sizes[Self.capIndex...]).count == 1, "\(part) is the same from xxxLarge up: \(sizes)")
            #expect(zip(sizes[..<Self.capIndex], sizes[1...Self.capIndex]).allSatisfy { $0 <= $1 },
                    "\(part) grows below the cap: \(sizes)")
            #expect(sizes[Self.largeIndex] < sizes[Self.capIndex], "\(part) grows from large to xxxLarge: \(sizes)")
        }
    }

    @Test(arguments: SizeSweep.all)
    func textKeepsGrowingToAccessibility5(_ sweep: SizeSweep) throws {
        let trees = sweep.trees
        for id in trees[0].ids where id != .sampleAlert {
            let sizes = try trees.map { try #require($0.element(id)?.pointSize) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(id) never shrinks: \(sizes)")
            let fromLarge = Array(sizes[Self.largeIndex...])
            #expect(zip(fromLarge, fromLarge.dropFirst()).allSatisfy { $0 < $1 }, "\(id) grows from large up: \(sizes)")
        }
    }

    /// Sizes at Large and at accessibility5, per part (Apple's HIG Typography tables tables, seed Theming).
    @Test(arguments: [
        (PartID.symbol, 52.0, 52.0 * 40 / 34),
        (.title, 28, 58),
        (.reason, 15, 49),
        (.benefit(0), 15, 49),
        (.benefitDetail(0), 13, 44),
        (.sampleAlert, 13, 19),
        (.sampleAlertCaption, 12, 18),
        (.continueButton, 17, 53),
        (.notNow, 17, 53),
        (.error, 13, 44),
    ])
    func pointSizes(_ part: PartID, _ atLarge: Double, _ atAccessibility5: Double) {
        let build = { (size: DynamicTypeSize) in
            SemanticTreeBuilder().build(content: .sample, phase: .failed(message: "Failed."),
                                        environment: PrimerEnvironment(dynamicTypeSize: size))
        }
        #expect(build(.large).pointSize(of: part) == atLarge)
        #expect(build(.accessibility5).pointSize(of: part) == atAccessibility5)
    }

    @Test func doneAndOpenSettingsAreSetLikeContinue() {
        let granted = SemanticTreeBuilder().build(content: .sample, phase: .granted(.granted),
                                                  environment: PrimerEnvironment(dynamicTypeSize: .accessibility2))
        let denied = SemanticTreeBuilder().build(content: .sample, phase: .denied,
                                                 environment: PrimerEnvironment(dynamicTypeSize: .accessibility2))
        #expect(granted.element(.done)?.textStyle == .headline)
        #expect(granted.element(.done)?.pointSize == 33)
        #expect(denied.element(.openSettings)?.pointSize == 33)
    }
}
