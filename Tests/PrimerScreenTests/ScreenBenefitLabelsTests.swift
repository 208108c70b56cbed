import PrimerAccessibility
import PrimerModel
@testable import PrimerScreen
import Testing

/// The primer screen's model keeps its shown benefit rows' labels, worked out again whenever its
/// content changes: its trees are the builder's when it works the labels out itself.
@Suite("Primer screen benefit labels")
struct ScreenBenefitLabelsTests {
    static func expectTreesMatchBuilder(_ model: PrimerScreenModel, _ comment: Comment) {
        #expect(model.shownBenefitLabels == model.shown.benefits.map(ScreenTreeBuilder.benefitLabel), comment)
        for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            let environment = PrimerEnvironment(dynamicTypeSize: size)
            let general = ScreenTreeBuilder(design: model.design).build(content: model.shown, environment: environment)
            #expect(model.tree(state: "ready", environment: environment) == general, comment)
        }
    }

    @Test func aScreenModelsTreesFollowItsContent() {
        var model = PrimerScreenModel()
        Self.expectTreesMatchBuilder(model, "sample")
        model.content.benefits.append(ScreenBenefit(symbol: "bell", title: "Due dates", text: ""))
        model.content.benefits.append(ScreenBenefit(symbol: "bell", title: "", text: "Get a nudge."))
        Self.expectTreesMatchBuilder(model, "benefits added")
        model.design.benefitCombined = false
        Self.expectTreesMatchBuilder(model, "rows not combined")
        model.content.benefits = []
        Self.expectTreesMatchBuilder(model, "no benefits")
    }
}
