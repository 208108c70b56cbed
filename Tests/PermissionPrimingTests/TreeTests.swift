@testable import PermissionPriming
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// What VoiceOver finds on each screen, as the templates' modifiers (and missing modifiers) make it.
@Suite("Trees of the priming view, the denied view and the gate")
struct TreeTests {
    func dump(_ model: PermissionPrimingModel, _ screen: GateScreen, _ size: DynamicTypeSize = .large) -> [String] {
        model.tree(state: screen.rawValue, environment: PrimerEnvironment(dynamicTypeSize: size)).dump
    }

    static let cameraDescription = "Take photos and scan documents directly within the app for a seamless experience."
    static let deniedLine = "You previously denied this permission. To enable it, open Settings and allow access."

    @Test func checkingReadsTheProgressViewsLabel() {
        #expect(dump(PrimingTest.model(.camera), .checking) == [
            "checking [updatesFrequently] body 17pt | Checking permissions...",
        ])
    }

    // The illustration is read with its symbol's words; the title has no heading trait.
    @Test func readyReadsTheIllustrationAndAPlainTitle() {
        #expect(dump(PrimingTest.model(.camera), .ready) == [
            "illustration [image] fixed 64pt | camera fill. Image.",
            "illustrationCircle (hidden: decorative) fixed 120pt",
            "title [staticText] title2 22pt | Allow Camera Access",
            "description [staticText] body 17pt | \(Self.cameraDescription)",
            "enable [button] body 17pt | Enable. Button.",
            "notNow [button] body 17pt | Not Now. Button.",
        ])
    }

    // The progress view replaces Enable's title; the button is disabled, Not Now is not.
    @Test func requestingReadsTheUnlabelledProgressViewDimmed() {
        #expect(dump(PrimingTest.model(.camera), .requesting) == [
            "illustration [image] fixed 64pt | camera fill. Image.",
            "illustrationCircle (hidden: decorative) fixed 120pt",
            "title [staticText] title2 22pt | Allow Camera Access",
            "description [staticText] body 17pt | \(Self.cameraDescription)",
            "enable [notEnabled, button] body 17pt | In progress. Dimmed. Button.",
            "notNow [button] body 17pt | Not Now. Button.",
        ])
    }

    @Test func deniedReadsTheSymbolTheTypesTitleAndTheFixedLine() {
        #expect(dump(PrimingTest.model(.camera), .denied) == [
            "deniedSymbol [image] fixed 56pt | gear badge xmark. Image.",
            "deniedTitle [staticText] title2 22pt | Allow Camera Access",
            "deniedLine [staticText] body 17pt | \(Self.deniedLine)",
            "openSettings [button] body 17pt | Open Settings. Button.",
        ])
    }

    @Test(arguments: PermissionType.allCases)
    func theContentIsTheAppsOwn(_ type: PermissionType) {
        #expect(PrimingTest.model(type).tree(state: "content", environment: .standard) == AccessibilityTree(elements: []))
    }

    // Text grows with Dynamic Type; the symbols and the circle keep their fixed sizes.
    @Test(arguments: [(DynamicTypeSize.xSmall, "19pt", "14pt"), (.accessibility3, "44pt", "40pt"),
                      (.accessibility5, "56pt", "53pt")])
    func textScalesAndSymbolsDoNot(_ size: DynamicTypeSize, _ title: String, _ body: String) {
        let model = PrimingTest.model(.microphone)
        #expect(dump(model, .ready, size).map { $0.components(separatedBy: " | ")[0] } == [
            "illustration [image] fixed 64pt",
            "illustrationCircle (hidden: decorative) fixed 120pt",
            "title [staticText] title2 \(title)",
            "description [staticText] body \(body)",
            "enable [button] body \(body)",
            "notNow [button] body \(body)",
        ])
        #expect(dump(model, .denied, size).map { $0.components(separatedBy: " | ")[0] } == [
            "deniedSymbol [image] fixed 56pt",
            "deniedTitle [staticText] title2 \(title)",
            "deniedLine [staticText] body \(body)",
            "openSettings [button] body \(body)",
        ])
    }

    @Test(arguments: [
        (PermissionType.notifications, "bell badge fill. Image."), (.photoLibrary, "photo on rectangle angled. Image."),
        (.locationWhenInUse, "location fill. Image."), (.locationAlways, "location fill. Image."),
        (.contacts, "person crop circle fill. Image."), (.health, "heart fill. Image."),
        (.tracking, "hand raised fill. Image."),
    ])
    func everyIllustrationReadsByTheNameRule(_ type: PermissionType, _ spoken: String) {
        let tree = PrimingTest.model(type).tree(state: "ready", environment: .standard)
        #expect(tree.lines.first == spoken)
        #expect(tree.lines[1] == type.title)
    }

    @Test func customCopyReachesThePrimingViewButNotTheDeniedTitle() {
        let model = PermissionPrimingModel(content: .findNearbyCoffee)
        #expect(model.tree(state: "ready", environment: .standard).lines == [
            "location fill. Image.", "Find Nearby Coffee", "We need your location to show cafes within walking distance.",
            "Enable. Button.", "Not Now. Button.",
        ])
        #expect(model.tree(state: "denied", environment: .standard).lines == [
            "gear badge xmark. Image.", "Share Your Location", Self.deniedLine, "Open Settings. Button.",
        ])
    }

    @Test func theReadingsTableIsOverridable() {
        let readings = VoiceOverReadings.standard.replacing(symbol: "camera.fill", with: "Camera")
            .replacingProgress(with: "Waiting")
        let model = PermissionPrimingModel(content: .standard(for: .camera), readings: readings)
        let tree = model.tree(state: "requesting", environment: .standard)
        #expect(tree.lines.first == "Camera. Image.")
        #expect(tree.lines[3] == "Waiting. Dimmed. Button.")
        #expect(readings.reading(ofSymbol: "camera.fill").source == .spec)
    }

    @Test func theStandardReadingsAreMarkedChoices() {
        let table = VoiceOverReadings.standard
        #expect(table.symbols.keys.sorted() == [
            "bell.badge.fill", "camera.fill", "gear.badge.xmark", "hand.raised.fill", "heart.fill", "location.fill",
            "mic.fill", "person.crop.circle.fill", "photo.on.rectangle.angled",
        ])
        #expect(table.symbols.values.allSatisfy { $0.source == .nameRule })
        #expect(table.unlabelledProgress == VoiceOverReadings.Reading("In progress", source: .uiKitIndicator))
        // A symbol outside the table falls back to the name rule.
        #expect(table.reading(ofSymbol: "cup.and.saucer.fill") == .init("cup and saucer fill", source: .nameRule))
    }

    /// Enable and Open Settings are `.borderedProminent` at `.controlSize(.large)`, full width at the
    /// height iOS gives that control (50 pt, a choice); Not Now is `.borderless`, tappable on its text.
    @Test func prominentButtonsAreFullWidthAndFiftyPointsAndNotNowIsItsText() {
        let model = PrimingTest.model(.camera)
        #expect(model.targets(state: "ready", environment: .standard).map(\.columns) == [
            ["enable", "height 50pt", "width full"], ["notNow", "height unset", "width unset"],
        ])
        #expect(model.targets(state: "requesting", environment: .standard).count == 2)
        #expect(model.targets(state: "denied", environment: .standard).map(\.columns) == [
            ["openSettings", "height 50pt", "width full"],
        ])
        #expect(model.targets(state: "checking", environment: .standard).isEmpty)
        #expect(model.targets(state: "content", environment: .standard).isEmpty)
    }

    // The description and Not Now are `.secondary` on the background: 3.44:1 in light mode, under
    // WCAG 1.4.3's 4.5:1 for body text; white on the default blue is 4.02:1.
    @Test func contrastInLightMode() {
        let pairs = PrimingTest.model(.camera).contrast(appearance: .light)
        #expect(pairs.map { $0.columns.joined(separator: " ") } == [
            "illustration graphic blue on blue.opacity(0.12) 3.44:1",
            "title text label on systemBackground 21.00:1",
            "description text secondaryLabel on systemBackground 3.44:1",
            "enable shape blue on systemBackground 4.02:1",
            "enable text white on blue 4.02:1",
            "notNow text secondaryLabel on systemBackground 3.44:1",
            "deniedSymbol graphic secondaryLabel on systemBackground 3.44:1",
            "deniedTitle text label on systemBackground 21.00:1",
            "deniedLine text secondaryLabel on systemBackground 3.44:1",
            "openSettings shape blue on systemBackground 4.02:1",
            "openSettings text white on blue 4.02:1",
        ])
    }
}
