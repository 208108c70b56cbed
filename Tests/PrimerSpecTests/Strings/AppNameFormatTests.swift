@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

@Suite("AppNameFormat")
struct AppNameFormatTests {
    static let marker = AppNameFormat.marker

    @Test(arguments: [
        ("\(marker) is here", "Atlas is here", "Atlas", "%@ is here"),
        ("\u{201C}\(marker)\u{201D} asks", "\u{201C}Atlas\u{201D} asks", "Atlas", "\u{201C}%@\u{201D} asks"),
        ("\(marker) and \(marker)", "Atlas and Atlas", "Atlas", "%1$@ and %1$@"),
        ("100% \(marker)", "100% Atlas", "Atlas", "100%% %@"),
        ("\(marker)", "50% off", "50% off", "%@"),
    ])
    func writesTheNameAsAnArgumentAndDoublesPercentSigns(_ template: String, _ text: String, _ name: String,
                                                          _ expected: String) {
        let format = AppNameFormat.format(template: template, text: text, appName: name)
        #expect(format == expected)
        #expect(format.flatMap { AppNameFormat.fill($0, appName: name) } == text)
    }

    @Test(arguments: [
        ("Camera is on", "Camera is on", "Camera"),
        ("\(marker) is here", "Atlas is here!", "Atlas"),
        ("\(marker) is here", "Atlas is here", "Other"),
    ])
    func noArgumentWithoutTheMarkerInItsPlace(_ template: String, _ text: String, _ name: String) {
        #expect(AppNameFormat.format(template: template, text: text, appName: name) == nil)
    }

    @Test(arguments: [("%@ x", "%@"), ("%1$@ %1$@", "%1$@"), ("100%% sure", nil), ("%%@", nil)] as [(String, String?)])
    func findsTheArgument(_ format: String, _ argument: String?) {
        #expect(AppNameFormat.argument(in: format) == argument)
    }

    @Test(arguments: ["%d", "50% off", "%", "%1$d"])
    func fillRefusesOtherDirectives(_ format: String) {
        #expect(AppNameFormat.fill(format, appName: "Atlas") == nil)
    }
}
