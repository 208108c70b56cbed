@testable import PermissionPrimer
import PrimerAccessibility
import PrimerModel
import Testing

/// The permission primer's model keeps its content's combined labels (``SemanticTreeBuilder/Labels``),
/// worked out again whenever its content or wording changes: its trees are always the ones the
/// builder gives when it works the labels out itself.
@Suite("Permission primer model labels")
struct TreeLabelsCacheTests {
    /// Every state's tree at a few sizes, from the model and from the builder alone.
    static func expectTreesMatchBuilder(_ model: PermissionPrimerModel, _ comment: Comment) {
        #expect(model.labels == SemanticTreeBuilder.Labels(content: model.content, wording: model.wording), comment)
        for state in PrimerStateName.allCases {
            for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
                let environment = PrimerEnvironment(dynamicTypeSize: size)
                let general = SemanticTreeBuilder(wording: model.wording)
                    .build(content: model.content, phase: state.phase(errorMessage: model.errorMessage),
                           environment: environment)
                #expect(model.tree(state: state.rawValue, environment: environment) == general, comment)
            }
        }
    }

    @Test(arguments: PrimerKind.allCases)
    func aPrimerModelsTreesFollowItsContentAndWording(_ kind: PrimerKind) {
        var model = PermissionPrimerModel(kind: kind, content: .standard(for: kind, appName: "Reminders"),
                                          machine: PrimerMachine(kind: kind, hasCustomRequest: true))
        Self.expectTreesMatchBuilder(model, "standard")
        model.content.benefits.append(PrimerBenefit(symbol: "bell", title: "Due dates", detail: ""))
        model.content.benefits.append(PrimerBenefit(symbol: "bell", title: "", detail: "Get a \u{201C}nudge\u{201D}."))
        Self.expectTreesMatchBuilder(model, "benefits added")
        model.content.sampleAlert = SystemAlert(title: "Title?", message: "", buttons: ["", "OK"])
        Self.expectTreesMatchBuilder(model, "alert changed")
        model.wording.combineSeparator = " / "
        model.wording.sampleAlertLead = "Then:"
        Self.expectTreesMatchBuilder(model, "wording changed")
        model.content.benefits = []
        model.wording = .english
        Self.expectTreesMatchBuilder(model, "no benefits, English wording")
    }

    /// The two-label join is the array join's.
    @Test(arguments: ["", "a", "Due dates", "\u{201C}x\u{201D}"])
    func twoLabelsJoinAsTheArrayJoins(_ first: String) {
        for second in ["", "b", "Get a nudge."] {
            for separator in [", ", "", " / "] {
                #expect(CombinedLabel.join(first, second, separator: separator)
                        == CombinedLabel.join([first, second], separator: separator))
            }
        }
    }
}
