@testable import PermissionPriming
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The templates declares no animation: every change is instant, nothing moves, and Reduce Motion
/// changes nothing.
@Suite("Permission priming timelines")
struct MotionTests {
    static let pairs = PermissionType.allCases.flatMap { type in
        PermissionPrimingModel.standard(type).transitions.map { (type, $0.description) }
    }

    @Test func everyTypeHasTransitions() {
        #expect(Self.pairs.count > 100)
    }

    @Test(arguments: PermissionType.allCases)
    func nothingMovesAndNothingTakesTime(_ type: PermissionType) {
        let model = PermissionPrimingModel.standard(type)
        for transition in model.transitions {
            let timeline = model.timeline(for: transition, environment: .standard)
            #expect(timeline.tracks.allSatisfy { !$0.moves && $0.duration == 0 && $0.curve == .instant },
                    "\(transition)")
            #expect(timeline.end == 0)
            #expect(model.timeline(for: transition, environment: PrimerEnvironment(reduceMotion: true)) == timeline,
                    "\(transition) changes under Reduce Motion")
            #expect(MotionAudit.audit(timeline).isEmpty)
            #expect(PauseStopHideAudit.audit(timeline).isEmpty)
        }
    }

    @Test func enableSwapsTheTitleForTheProgressViewAndRequests() {
        let model = PermissionPrimingModel.standard(.camera)
        let timeline = model.timeline(for: .init(from: "ready", to: "requesting", via: "enable"), environment: .standard)
        #expect(timeline.lines == [
            "0.00  +0.00  enable   progress shown  instant",
            "0.00         request  cameraVideo",
        ])
    }

    @Test func theAnswerReplacesTheViewAndCallsTheClosures() {
        let model = PermissionPrimingModel.standard(.tracking)
        let timeline = model.timeline(for: .init(from: "requesting", to: "denied", via: "answer"), environment: .standard)
        #expect(timeline.lines == [
            "0.00  +0.00  primingView  disappear opacity  instant",
            "0.00  +0.00  deniedView   appear opacity     instant",
            "0.00         call         onDenied",
            "0.00         call         dismiss",
        ])
    }

    @Test func openSettingsOpensTheSettingsURL() {
        let model = PermissionPrimingModel.standard(.contacts)
        let timeline = model.timeline(for: .init(from: "denied", to: "denied", via: "open-settings"),
                                      environment: .standard)
        #expect(timeline.lines == ["0.00         open  UIApplication.openSettingsURLString"])
    }

    @Test func theInstantCurveReadsBack() {
        #expect(Curve.instant.name == "instant")
        #expect(Curve(name: "instant") == .instant)
        #expect(Curve.instant.duration == 0)
        #expect(Curve.instant.validationError == nil)
        #expect(ReduceMotionSwap.standard.swap(Curve.instant) == .instant)
    }

    @Test func theVocabularyKnowsEveryPartAndCallback() {
        let vocabulary = TimelineVocabulary.permissionPriming
        #expect(PrimingPart.all.allSatisfy { vocabulary.part($0.description) == $0 })
        #expect(vocabulary.part("symbol") == nil)
        #expect(vocabulary.callbackForms == "onGranted, onDenied or dismiss")
        #expect(vocabulary.callback("dismiss") == Callback("dismiss"))
    }
}
