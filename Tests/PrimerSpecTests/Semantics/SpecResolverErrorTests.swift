@testable import PermissionPrimer
import Foundation
import Testing
@testable import PrimerSpec

/// One fixture per error of the semantic pass, each asserting the whole list of diagnostics.
@Suite("SpecResolver errors")
struct SpecResolverErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var diagnostics: [Diagnostic]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ diagnostics: [Diagnostic]) {
            self.name = name
            self.text = text
            self.diagnostics = diagnostics
        }
    }

    static let kinds = "notifications, location, camera, photos"
    static let cameraStates = "ready, requesting, granted, denied, failed"
    static let sizes = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, "
        + "accessibility3, accessibility4, accessibility5"
    static let curves = "a curve: smooth, snappy, bouncy, default, spring, spring(D, B), "
        + "spring(response: R, dampingFraction: F), easeInOut, easeIn, easeOut, linear, "
        + "or one of those with a duration such as easeInOut(0.2), or instant (no animation)"
    static let events = "appear, continue, answer, error, done, open-settings, return-from-settings, not-now"
    static let fromDenied = "denied -> granted via return-from-settings; denied -> denied via open-settings; "
        + "denied -> denied via return-from-settings; denied -> denied via not-now"
    static func e(_ span: String, _ message: String, offending: String?, expected: String?,
                  notes: [(String, String)]) -> Diagnostic {
        SpecTest.error(span, message, offending: offending, expected: expected, notes: notes)
    }

    static let cases: [Case] = [
        Case("unknown kind, with a suggestion", "primer camra\n", [
            e("1:8-1:13", "unknown kind 'camra'; expected one of \(kinds) (did you mean 'camera'?)",
              offending: "camra", expected: kinds, notes: []),
        ]),
        Case("unknown kind, nothing close", "primer microphone\n\nvoiceover grantd\n", [
            // The sections are still checked, as photos (the kind with every state).
            e("1:8-1:18", "unknown kind 'microphone'; expected one of \(kinds)",
              offending: "microphone", expected: kinds, notes: []),
            e("3:11-3:17",
              "unknown state 'grantd'; expected one of ready, requesting, granted, limited, denied, failed (did you mean 'granted'?)",
              offending: "grantd", expected: "ready, requesting, granted, limited, denied, failed", notes: []),
        ]),
        Case("unknown state", "primer camera\n\nvoiceover grantd\n", [
            e("3:11-3:17", "unknown state 'grantd'; expected one of \(cameraStates) (did you mean 'granted'?)",
              offending: "grantd", expected: cameraStates, notes: []),
        ]),
        Case("unknown state for photos lists limited", "primer photos\n\nannounce requesting -> limted\n", [
            e("3:24-3:30",
              "unknown state 'limted'; expected one of ready, requesting, granted, limited, denied, failed (did you mean 'limited'?)",
              offending: "limted", expected: "ready, requesting, granted, limited, denied, failed", notes: []),
        ]),
        Case("limited on a kind other than photos", "primer camera\n\nvoiceover limited\n", [
            e("3:11-3:18", "state 'limited' applies only to photos; a camera primer is granted or denied",
              offending: "limited", expected: "a state of the camera primer", notes: []),
        ]),
        Case("limited as the target of a transition", "primer location\n\nmotion requesting -> limited\n", [
            e("3:22-3:29", "state 'limited' applies only to photos; a location primer is granted or denied",
              offending: "limited", expected: "a state of the location primer", notes: []),
        ]),
        Case("failed without custom-request", "primer camera\n\nvoiceover failed\n", [
            e("3:11-3:17",
              "state 'failed' is reached only when a custom request throws; add 'custom-request' to the header",
              offending: "failed", expected: "custom-request in the header", notes: []),
        ]),
        Case("unknown Dynamic Type size", "primer camera\n\nvoiceover ready dynamic-type accessibilty3\n", [
            e("3:30-3:43",
              "unknown Dynamic Type size 'accessibilty3'; expected one of \(sizes) (did you mean 'accessibility3'?)",
              offending: "accessibilty3", expected: sizes, notes: []),
        ]),
        Case("unknown event", "primer camera\n\nannounce requesting -> granted via answr\n", [
            e("3:36-3:41", "unknown event 'answr'; expected one of \(events) (did you mean 'answer'?)",
              offending: "answr", expected: events, notes: []),
        ]),
        Case("a transition the machine does not allow", "primer camera\n\nannounce granted -> denied\n", [
            e("3:10-3:27",
              "the camera primer has no transition granted -> denied; from granted it allows: granted -> granted via done",
              offending: "granted -> denied", expected: "one of: granted -> granted via done", notes: []),
        ]),
        Case("a transition with the wrong event lists every one allowed",
             "primer camera\n\nmotion denied -> ready via not-now\n", [
            e("3:8-3:35", "the camera primer has no transition denied -> ready via not-now; from denied it allows: \(fromDenied)",
              offending: "denied -> ready via not-now", expected: "one of: \(fromDenied)", notes: []),
        ]),
        Case("a transition from a state with none", "primer camera\ncustom-request\n\nmotion requesting -> requesting\n", [
            e("4:8-4:32",
              "the camera primer has no transition requesting -> requesting; from requesting it allows: "
                + "requesting -> ready via answer; requesting -> granted via answer; requesting -> denied via answer; "
                + "requesting -> failed via error",
              offending: "requesting -> requesting",
              expected: "one of: requesting -> ready via answer; requesting -> granted via answer; "
                + "requesting -> denied via answer; requesting -> failed via error", notes: []),
        ]),
        Case("an ambiguous transition without via", "primer camera\n\nannounce ready -> ready\n", [
            e("3:10-3:24", "ready -> ready happens on several events; add 'via EVENT' with one of appear, not-now",
              offending: "ready -> ready", expected: "via appear, not-now", notes: []),
        ]),
        Case("an ambiguous motion transition", "primer camera\n\nmotion denied -> denied reduce-motion\n", [
            e("3:8-3:24",
              "denied -> denied happens on several events; add 'via EVENT' with one of open-settings, return-from-settings, not-now",
              offending: "denied -> denied", expected: "via open-settings, return-from-settings, not-now", notes: []),
        ]),
        Case("a duplicate section", "primer camera\n\nvoiceover ready\n\nvoiceover ready\n", [
            e("5:1-5:16", "duplicate section 'voiceover ready'; each state, transition and environment is checked once",
              offending: "voiceover ready", expected: "a section not given before", notes: [("3:1", "first given here")]),
        ]),
        Case("a duplicate spelled differently: the default size",
             "primer camera\n\nvoiceover ready\n\nvoiceover ready dynamic-type large\n", [
            e("5:1-5:35", "duplicate section 'voiceover ready'; each state, transition and environment is checked once",
              offending: "voiceover ready dynamic-type large", expected: "a section not given before",
              notes: [("3:1", "first given here")]),
        ]),
        Case("a duplicate spelled differently: the only event",
             "primer camera\n\nannounce requesting -> granted via answer\n\nannounce requesting -> granted\n", [
            e("5:1-5:31",
              "duplicate section 'announce requesting -> granted via answer'; each state, transition and environment is checked once",
              offending: "announce requesting -> granted", expected: "a section not given before",
              notes: [("3:1", "first given here")]),
        ]),
        Case("Reduce Motion makes another section", "primer camera\n\nmotion requesting -> denied\n\nmotion requesting -> denied reduce-motion\n", []),
        Case("an unknown priority", "primer camera\n\nannounce requesting -> granted\n  \"Camera is on\" priority hgih\n", [
            e("4:27-4:31", "unknown priority 'hgih'; expected one of high, default, low (did you mean 'high'?)",
              offending: "hgih", expected: "high, default, low", notes: []),
        ]),
        Case("a bad motion line: the column is inside the line",
             "primer camera\n\nmotion requesting -> granted\n  0.00  +0.50  continue  replace progress -> checkmark  snappy\n", [
            e("4:9", "bad motion line: expected +0.70, the settling time of snappy; found '+0.50'",
              offending: "+0.50", expected: "+0.70, the settling time of snappy", notes: []),
        ]),
        Case("a bad motion line: a part misspelt, with wide spacing",
             "primer camera\n\nmotion ready -> requesting\n  0.00    +0.70    continu  progress shown  snappy\n", [
            e("4:20",
              "bad motion line: expected a part: symbol, title, reason, benefit.N, sampleAlert, continue, done, openSettings, notNow or error; found 'continu'",
              offending: "continu",
              expected: "a part: symbol, title, reason, benefit.N, sampleAlert, continue, done, openSettings, notNow or error",
              notes: []),
        ]),
        Case("a bad motion line: something after the end, past a string with a spec escape",
             "primer camera\n\nmotion requesting -> denied\n  0.00  announce  high  \"Camera\\u{20}is off\"  loudly\n", [
            e("4:47", "bad motion line: expected end of line; found 'loudly'",
              offending: "loudly", expected: "end of line", notes: []),
        ]),
        Case("a bad motion line: missing curve", "primer camera\n\nmotion ready -> requesting\n  0.00  +0.70  continue  progress shown\n", [
            // "Missing" points just past the last word, where the curve should go.
            e("4:40", "bad motion line: expected \(curves); found end of line",
              offending: "end of line", expected: curves, notes: []),
        ]),
        Case("an iOS release the model does not know", "primer camera\nios 13\n", [
            e("2:5-2:7", "unknown iOS version '13'; expected a release from 14 to 18, such as 17.6",
              offending: "13", expected: "a release from 14 to 18", notes: []),
        ]),
        Case("an iOS release after the newest known", "primer camera\nios 19.0.1\n", [
            e("2:5-2:11", "unknown iOS version '19.0.1'; expected a release from 14 to 18, such as 17.6",
              offending: "19.0.1", expected: "a release from 14 to 18", notes: []),
        ]),
    ]

    @Test(arguments: cases)
    func reportsTheWholeDiagnostic(_ fixture: Case) throws {
        let (spec, diagnostics) = try SpecTest.resolve(fixture.text)
        #expect(diagnostics == fixture.diagnostics)
        #expect((spec == nil) == !fixture.diagnostics.isEmpty)
    }

    @Test func everySemanticErrorInAFileIsReportedInLineOrder() throws {
        let text = """
            primer camera
            ios 12
            title "Scan"

            voiceover grantd
              "Scan. Heading."

            voiceover limited dynamic-type huge

            announce granted -> denied
              "Camera is off" priority hgih

            announce ready -> ready

            motion requesting -> granted reduce-motion
              0.00  +0.20  continue  fade progress -> checkmark  easeInOut(0.3)

            voiceover ready
            voiceover ready reduce-motion
            voiceover ready

            motion requesting -> granted via answr
              0.00  call  onGranted(grantd)

            """
        let (spec, diagnostics) = try SpecTest.resolve(text)
        #expect(spec == nil)
        #expect(diagnostics.map(\.rendered) == [
            "s.primerspec:2:5: error: unknown iOS version '12'; expected a release from 14 to 18, such as 17.6",
            "s.primerspec:5:11: error: unknown state 'grantd'; expected one of \(Self.cameraStates) (did you mean 'granted'?)",
            "s.primerspec:8:11: error: state 'limited' applies only to photos; a camera primer is granted or denied",
            "s.primerspec:8:32: error: unknown Dynamic Type size 'huge'; expected one of \(Self.sizes)",
            "s.primerspec:10:10: error: the camera primer has no transition granted -> denied; from granted it allows: granted -> granted via done",
            "s.primerspec:11:28: error: unknown priority 'hgih'; expected one of high, default, low (did you mean 'high'?)",
            "s.primerspec:13:10: error: ready -> ready happens on several events; add 'via EVENT' with one of appear, not-now",
            "s.primerspec:16:9: error: bad motion line: expected +0.30, the duration of easeInOut(0.3); found '+0.20'",
            "s.primerspec:20:1: error: duplicate section 'voiceover ready'; each state, transition and environment is checked once\n"
                + "s.primerspec:18:1: note: first given here",
            "s.primerspec:22:34: error: unknown event 'answr'; expected one of \(Self.events) (did you mean 'answer'?)",
            "s.primerspec:23:15: error: bad motion line: expected a callback: onGranted(granted), onGranted(limited) or onNotNow; found 'onGranted(grantd)'",
        ])
    }

    @Test func aFileThatResolvesHasNoDiagnostics() throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer photos\ncustom-request\n\nvoiceover limited\n\nvoiceover failed\n\nmotion requesting -> failed reduce-motion\n")
        #expect(diagnostics.isEmpty)
        let resolved = try #require(spec)
        #expect(resolved.sections.map(\.target.description) == [
            "voiceover limited", "voiceover failed", "motion requesting -> failed reduce-motion via error",
        ])
        #expect(resolved.sections.map(\.syntax.headerLine) == [4, 6, 8])
        #expect(resolved.sections.map(\.headerLocation) == ["s.primerspec:4", "s.primerspec:6", "s.primerspec:8"])
    }
}
