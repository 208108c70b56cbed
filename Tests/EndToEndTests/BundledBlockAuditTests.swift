@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
import PermissionPriming
@testable import PrimerAppDump
import PrimerModel
import PrimerScreen
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The rules on the real blocks: the Permission Priming templates' priming fails what its seed left out, the primer
/// screen's default blue fails text contrast, and the PermissionPrimer block's sample alert stops growing.
@Suite("Audit rules on the bundled blocks")
struct BundledBlockAuditTests {
    static let priming = "permission-priming"
    static let camera = PermissionPrimingModel.standard(.camera)

    @Test func thePrimingTitleIsNoHeading() {
        expectResults(AuditTest.results(OneHeadingCheck(), Self.camera, block: Self.priming), [
            AuditTest.finding(OneHeadingCheck(), block: Self.priming, part: PrimingPart.title, state: "ready",
                              message: "the title \"Allow Camera Access\" reads as \"Allow Camera Access\", without "
                                  + "\"Heading.\"; needs one heading"),
        ])
    }

    @Test func thePrimingSymbolsAreRead() {
        let check = DecorativeImageHiddenCheck()
        expectResults(AuditTest.results(check, Self.camera, block: Self.priming), [
            AuditTest.finding(check, block: Self.priming, part: PrimingPart.illustration, state: "ready",
                              message: "VoiceOver reads the symbol illustration as \"camera fill. Image.\"; a decorative "
                                  + "image needs to be hidden"),
            AuditTest.finding(check, block: Self.priming, part: PrimingPart.deniedSymbol, state: "denied",
                              message: "VoiceOver reads the symbol deniedSymbol as \"gear badge xmark. Image.\"; a "
                                  + "decorative image needs to be hidden"),
        ])
    }

    @Test func thePrimingButtonSaysEnable() {
        let check = PrimerWordingCheck()
        expectResults(AuditTest.results(check, Self.camera, block: Self.priming), [
            AuditTest.finding(check, block: Self.priming, part: PrimingPart.enable, state: "ready",
                              message: "enable reads \"Enable\", which starts with \"enable\": before the system's question a button must not word the answer "
                              + "for the person (App Review 5.1.1(iv)); expected \"Continue\" or \"Next\", as Apple's Human "
                              + "Interface Guidelines title it"),
        ])
    }

    @Test func thePrimingNotNowComesBack() {
        let check = WayOutCheck()
        let notNow = TransitionName(from: "ready", to: "ready", via: "not-now")
        expectResults(AuditTest.results(check, Self.camera, block: Self.priming), [
            AuditTest.finding(check, block: Self.priming, part: PrimingPart.notNow, state: "ready", transition: notNow,
                              message: "notNow (ready -> ready via not-now) brings the same screen back; needs to leave it"),
        ])
    }

    static func screen(iOS: Int) -> PrimerScreenModel {
        var content = ScreenContent.sample
        content.tint = .default
        return PrimerScreenModel(content: content, iOS: IOSVersion(major: iOS))
    }

    static func contrastFinding(_ part: PartID, _ style: String, _ foreground: String, _ background: String,
                                _ ratio: String, _ appearance: Appearance) -> AuditResult {
        AuditTest.finding(TextContrastCheck(), block: "primer-screen", part: part,
                          environment: FindingEnvironment(appearance: appearance),
                          message: "\(part) (\(style), text): \(foreground) on \(background) is \(ratio), needs 4.5:1")
    }

    /// White on the default blue: 4.02:1 on iOS 18, 3.52:1 on iOS 26 (the system colour tables and WCAG's contrast maths); the
    /// secondary text is 3.44:1 in light on both.
    @Test(arguments: [(18, "4.02:1", "3.65:1"), (26, "3.52:1", "3.23:1")])
    func thePrimerScreenBlueFailsTextContrast(_ iOS: Int, _ light: String, _ dark: String) {
        #expect(Tint.default == .system(.blue))
        expectResults(AuditTest.results(TextContrastCheck(), Self.screen(iOS: iOS), block: "primer-screen"), [
            Self.contrastFinding(.message, "body 17pt", "secondaryLabel", "systemBackground", "3.44:1", .light),
        ] + (0..<3).map { index in
            Self.contrastFinding(.benefitText(index), "subheadline 15pt", "secondaryLabel", "systemBackground",
                                 "3.44:1", .light)
        } + [
            Self.contrastFinding(.screenContinue, "headline 17pt", "white", "blue", light, .light),
            Self.contrastFinding(.skip, "subheadline 15pt", "secondaryLabel", "systemBackground", "3.44:1", .light),
            Self.contrastFinding(.screenContinue, "headline 17pt", "white", "blue", dark, .dark),
        ])
    }

    /// The header a primer of `kind` needs: a purpose string, except for notifications (iOS shows fixed text).
    static func primer(_ kind: String) -> String {
        "primer \(kind)\n" + (kind == "notifications" ? "" : "purpose \"Atlas uses this to show you around.\"\n")
    }

    /// The sample alert and its caption (the alert's message) stop growing at xxxLarge, as the PermissionPrimer block has it.
    @Test(arguments: ["camera", "location", "notifications", "photos"])
    func thePermissionPrimerSampleAlertStopsGrowing(_ kind: String) throws {
        let spec = try SpecTest.resolved(Self.primer(kind))
        #expect(spec.model is PermissionPrimerModel)
        let check = TextScalesCheck()
        let at = FindingEnvironment(dynamicTypeSize: .accessibility1)
        expectResults(AuditTest.results(check, spec.model, block: "permission-primer"), [
            AuditTest.finding(check, block: "permission-primer", part: .sampleAlert, state: "ready", environment: at,
                              message: "sampleAlert stops growing at xxxLarge: 19pt there and 19pt at accessibility1; "
                                  + "text needs to keep growing"),
            AuditTest.finding(check, block: "permission-primer", part: .sampleAlertCaption, state: "ready",
                              environment: at,
                              message: "sampleAlertCaption stops growing at xxxLarge: 18pt there and 18pt at "
                                  + "accessibility1; text needs to keep growing"),
        ])
    }

    /// What the PermissionPrimer block took care of, the Permission Priming templates did not: the permission primer passes the four rules.
    @Test func thePermissionPrimerPassesWhatThePrimingFails() throws {
        let model = try SpecTest.resolved(Self.primer("camera")).model
        let checks: [any Rule<AuditSubject>] = [OneHeadingCheck(), DecorativeImageHiddenCheck(), PrimerWordingCheck(), WayOutCheck()]
        for check in checks {
            expectResults(AuditTest.results(check, model, block: "permission-primer"),
                          [AuditTest.pass(check, block: "permission-primer")])
        }
    }

    @Test func theStandardContentOfThePrimerScreenAsJSON() throws {
        let result = runTool("audit", "--block", "primer-screen", "--format", "json", in: try makeTemporaryFolder())
        #expect(result.exitCode == .mismatch)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.allSatisfy { $0["block"] as? String == "primer-screen" && $0["file"] == nil })
        #expect(Set(results.compactMap { $0["rule"] as? String }) == Set(RuleCatalogue.rules.map(\.id)))
        #expect(object["summary"] as? [String: Int] == ["fail": 5, "warning": 3, "accepted": 0, "pass": 11,
                                                        "notApplicable": 6])
        let failing = results.filter { $0["outcome"] as? String == "fail" }
        #expect(Set(failing.compactMap { $0["rule"] as? String }) == ["text-contrast"])
        #expect(failing.compactMap { $0["part"] as? String }
            == ["message", "benefitText.0", "benefitText.1", "benefitText.2", "skip"])
        // With the default blue, Continue's white title fails too: 4.02:1.
        let blue = runTool("audit", "--block", "primer-screen", "--tint", "blue", "--format", "json",
                           in: try makeTemporaryFolder())
        #expect(blue.output.contains("\"message\" : \"continue (headline 17pt, text): white on blue is 4.02:1, needs 4.5:1\""))
    }
}
