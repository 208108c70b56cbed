@testable import BlockTestSupport
import Foundation
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// One fixture per error of the semantic pass, each asserting the whole list of diagnostics.
@Suite("SpecResolver errors")
struct SpecResolverErrorTests {
    typealias Case = SpecDiagnosticsCase

    static let kinds = "notifications, location, camera, photos"
    static let cameraStates = "ready, requesting, granted, denied, failed"
    static let sizes = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, "
        + "accessibility3, accessibility4, accessibility5"
    static let curves = "a curve: smooth, snappy, bouncy, default, spring, spring(D, B), "
        + "spring(response: R, dampingFraction: F), easeInOut, easeIn, easeOut, linear, "
        + "or one of those with a duration such as easeInOut(0.2), or instant (no animation)"
    static let events = "appear, continue, answer, error, done, open-settings, return-from-settings, not-now"
    static let releases = "a release from 14 to 18, or 26, such as 17.6"
    static let parts = "a part: symbol, title, reason, benefit.N, benefitDetail.N, sampleAlert, sampleAlertCaption, "
        + "continue, done, openSettings, notNow or error"
    static let changes = "a change: replace, effect, fade, color, opacity, scale, offset, rotation, text, progress, "
        + "appear or disappear"
    static let fromDenied = "denied -> granted via return-from-settings; denied -> denied via open-settings; "
        + "denied -> denied via return-from-settings; denied -> denied via not-now"
    static func e(_ span: String, _ message: String, offending: String?, expected: String?,
                  notes: [(String, String)]) -> Finding {
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
        Case("unknown state", "primer camera\npurpose \"P.\"\n\nvoiceover grantd\n", [
            e("4:11-4:17", "unknown state 'grantd'; expected one of \(cameraStates) (did you mean 'granted'?)",
              offending: "grantd", expected: cameraStates, notes: []),
        ]),
        Case("unknown state for photos lists limited", "primer photos\npurpose \"P.\"\n\nannounce requesting -> limted\n", [
            e("4:24-4:30",
              "unknown state 'limted'; expected one of ready, requesting, granted, limited, denied, failed (did you mean 'limited'?)",
              offending: "limted", expected: "ready, requesting, granted, limited, denied, failed", notes: []),
        ]),
        Case("limited on a kind other than photos", "primer camera\npurpose \"P.\"\n\nvoiceover limited\n", [
            e("4:11-4:18", "state 'limited' applies only to photos; a camera primer is granted or denied",
              offending: "limited", expected: "a state of the camera primer", notes: []),
        ]),
        Case("limited as the target of a transition", "primer location\npurpose \"P.\"\n\nmotion requesting -> limited\n", [
            e("4:22-4:29", "state 'limited' applies only to photos; a location primer is granted or denied",
              offending: "limited", expected: "a state of the location primer", notes: []),
        ]),
        Case("failed without custom-request", "primer camera\npurpose \"P.\"\n\nvoiceover failed\n", [
            e("4:11-4:17",
              "state 'failed' is reached only when a custom request throws; add 'custom-request' to the header "
                + "(--custom-request on the command line)",
              offending: "failed", expected: "custom-request in the header, or --custom-request", notes: []),
        ]),
        Case("unknown Dynamic Type size", "primer camera\npurpose \"P.\"\n\nvoiceover ready dynamic-type accessibilty3\n", [
            e("4:30-4:43",
              "unknown Dynamic Type size 'accessibilty3'; expected one of \(sizes) (did you mean 'accessibility3'?)",
              offending: "accessibilty3", expected: sizes, notes: []),
        ]),
        Case("unknown event", "primer camera\npurpose \"P.\"\n\nannounce requesting -> granted via answr\n", [
            e("4:36-4:41", "unknown event 'answr'; expected one of \(events) (did you mean 'answer'?)",
              offending: "answr", expected: events, notes: []),
        ]),
        Case("a transition the machine does not allow", "primer camera\npurpose \"P.\"\n\nannounce granted -> denied\n", [
            e("4:10-4:27",
              "the camera primer has no transition granted -> denied; from granted it allows: granted -> granted via done",
              offending: "granted -> denied", expected: "one of: granted -> granted via done", notes: []),
        ]),
        Case("a transition with the wrong event lists every one allowed",
             "primer camera\npurpose \"P.\"\n\nmotion denied -> ready via not-now\n", [
            e("4:8-4:35", "the camera primer has no transition denied -> ready via not-now; from denied it allows: \(fromDenied)",
              offending: "denied -> ready via not-now", expected: "one of: \(fromDenied)", notes: []),
        ]),
        Case("a transition from a state with none", "primer camera\npurpose \"P.\"\ncustom-request\n\nmotion requesting -> requesting\n", [
            e("5:8-5:32",
              "the camera primer has no transition requesting -> requesting; from requesting it allows: "
                + "requesting -> ready via answer; requesting -> granted via answer; requesting -> denied via answer; "
                + "requesting -> failed via error",
              offending: "requesting -> requesting",
              expected: "one of: requesting -> ready via answer; requesting -> granted via answer; "
                + "requesting -> denied via answer; requesting -> failed via error", notes: []),
        ]),
        Case("an ambiguous transition without via", "primer camera\npurpose \"P.\"\n\nannounce ready -> ready\n", [
            e("4:10-4:24", "ready -> ready happens on several events; add 'via EVENT' with one of appear, not-now",
              offending: "ready -> ready", expected: "via appear, not-now", notes: []),
        ]),
        Case("an ambiguous motion transition", "primer camera\npurpose \"P.\"\n\nmotion denied -> denied reduce-motion\n", [
            e("4:8-4:24",
              "denied -> denied happens on several events; add 'via EVENT' with one of open-settings, return-from-settings, not-now",
              offending: "denied -> denied", expected: "via open-settings, return-from-settings, not-now", notes: []),
        ]),
        Case("a duplicate section", "primer camera\npurpose \"P.\"\n\nvoiceover ready\n\nvoiceover ready\n", [
            e("6:1-6:16", "duplicate section 'voiceover ready'; each state, transition and environment is checked once",
              offending: "voiceover ready", expected: "a section not given before", notes: [("4:1", "first given here")]),
        ]),
        Case("a duplicate spelled differently: the default size",
             "primer camera\npurpose \"P.\"\n\nvoiceover ready\n\nvoiceover ready dynamic-type large\n", [
            e("6:1-6:35", "duplicate section 'voiceover ready'; each state, transition and environment is checked once",
              offending: "voiceover ready dynamic-type large", expected: "a section not given before",
              notes: [("4:1", "first given here")]),
        ]),
        Case("a duplicate spelled differently: the only event",
             "primer camera\npurpose \"P.\"\n\nannounce requesting -> granted via answer\n\nannounce requesting -> granted\n", [
            e("6:1-6:31",
              "duplicate section 'announce requesting -> granted via answer'; each state, transition and environment is checked once",
              offending: "announce requesting -> granted", expected: "a section not given before",
              notes: [("4:1", "first given here")]),
        ]),
        Case("Reduce Motion makes another section", "primer camera\npurpose \"P.\"\n\nmotion requesting -> denied\n\nmotion requesting -> denied reduce-motion\n", []),
        Case("an unknown priority", "primer camera\npurpose \"P.\"\n\nannounce requesting -> granted\n  \"Camera is on\" priority hgih\n", [
            e("5:27-5:31", "unknown priority 'hgih'; expected one of high, default, low (did you mean 'high'?)",
              offending: "hgih", expected: "high, default, low", notes: []),
        ]),
        Case("a wrong duration reads: it is a difference to check and record, not an error",
             "primer camera\npurpose \"P.\"\n\nmotion requesting -> granted\n  0.00  +0.50  continue  replace progress -> checkmark  snappy\n", []),
        Case("a bad motion line: a change misspelt gets a suggestion",
             "primer camera\npurpose \"P.\"\n\nmotion requesting -> granted\n  0.00  +0.70  continue  replase progress -> checkmark  snappy\n", [
            e("5:26", "bad motion line: expected \(changes); found 'replase' (did you mean 'replace'?)",
              offending: "replase", expected: changes, notes: []),
        ]),
        Case("a bad motion line: a part misspelt, with wide spacing",
             "primer camera\npurpose \"P.\"\n\nmotion ready -> requesting\n  0.00    +0.70    continu  progress shown  snappy\n", [
            e("5:20",
              "bad motion line: expected \(parts); found 'continu' (did you mean 'continue'?)",
              offending: "continu", expected: parts,
              notes: []),
        ]),
        Case("a bad motion line: something after the end, past a string with a spec escape",
             "primer camera\npurpose \"P.\"\n\nmotion requesting -> denied\n  0.00  announce  high  \"Camera\\u{20}is off\"  loudly\n", [
            e("5:47", "bad motion line: expected end of line; found 'loudly'",
              offending: "loudly", expected: "end of line", notes: []),
        ]),
        Case("a bad motion line: missing curve", "primer camera\npurpose \"P.\"\n\nmotion ready -> requesting\n  0.00  +0.70  continue  progress shown\n", [
            // "Missing" points just past the last word, where the curve should go.
            e("5:40", "bad motion line: expected \(curves); found end of line",
              offending: "end of line", expected: curves, notes: []),
        ]),
        Case("an iOS release the model does not know", "primer camera\npurpose \"P.\"\nios 13\n", [
            e("3:5-3:7", "unknown iOS version '13'; expected \(releases) (19 to 25 never shipped)",
              offending: "13", expected: releases, notes: []),
        ]),
        Case("an iOS release that never shipped", "primer camera\npurpose \"P.\"\nios 19.0.1\n", [
            e("3:5-3:11", "unknown iOS version '19.0.1'; expected \(releases) (19 to 25 never shipped)",
              offending: "19.0.1", expected: releases, notes: []),
        ]),
        Case("iOS 26, the current release, is modelled, its alert words assumed",
             "primer camera\npurpose \"P.\"\nios 26\n\nvoiceover denied\n", [
            Finding(severity: .warning, range: SpecTest.range("3:5-3:7"),
                    message: "assumption: the camera alert's words on iOS 26.0 are not on record; these are "
                        + "iOS 18's (Docs/Model.md, Releases); give alert-title and alert-buttons to state them",
                    offendingText: "26", expected: "alert words on record, or alert-title and alert-buttons",
                    rule: "model-assumption"),
        ]),
        Case("a release whose alert words are not on record is a warning", "primer notifications\nios 16\n\nvoiceover ready\n", [
            Finding(severity: .warning, range: SpecTest.range("2:5-2:7"),
                       message: "assumption: the notifications alert's words on iOS 16.0 are not on record; these are "
                           + "iOS 17's (Docs/Model.md, Releases); give alert-title and alert-buttons to state them",
                       offendingText: "16", expected: "alert words on record, or alert-title and alert-buttons",
                       rule: "model-assumption"),
        ]),
    ]

    @Test(arguments: cases)
    func reportsTheWholeDiagnostic(_ fixture: Case) throws {
        let (spec, diagnostics) = try SpecTest.resolve(fixture.text)
        #expect(diagnostics == fixture.diagnostics)
        #expect((spec == nil) == fixture.diagnostics.containsErrors)
    }

    @Test func everySemanticErrorInAFileIsReportedInLineOrder() throws {
        let text = """
            primer camera
            ios 12
            title "Scan"
            purpose "Scans codes."

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
            "s.primerspec:2:5: error: unknown iOS version '12'; expected \(Self.releases) (19 to 25 never shipped)",
            "s.primerspec:6:11: error: unknown state 'grantd'; expected one of \(Self.cameraStates) (did you mean 'granted'?)",
            "s.primerspec:9:11: error: state 'limited' applies only to photos; a camera primer is granted or denied",
            "s.primerspec:9:32: error: unknown Dynamic Type size 'huge'; expected one of \(Self.sizes)",
            "s.primerspec:11:10: error: the camera primer has no transition granted -> denied; from granted it allows: granted -> granted via done",
            "s.primerspec:12:28: error: unknown priority 'hgih'; expected one of high, default, low (did you mean 'high'?)",
            "s.primerspec:14:10: error: ready -> ready happens on several events; add 'via EVENT' with one of appear, not-now",
            "s.primerspec:21:1: error: duplicate section 'voiceover ready'; each state, transition and environment is checked once\n"
                + "s.primerspec:19:1: note: first given here",
            "s.primerspec:23:34: error: unknown event 'answr'; expected one of \(Self.events) (did you mean 'answer'?)",
            "s.primerspec:24:15: error: bad motion line: expected a callback: onGranted(granted), onGranted(limited) or onNotNow; found 'onGranted(grantd)' (did you mean 'onGranted(granted)'?)",
        ])
    }

    @Test func aFileThatResolvesHasNoDiagnostics() throws {
        let (spec, diagnostics) = try SpecTest.resolve("primer photos\ncustom-request\npurpose \"P.\"\n\nvoiceover limited\n\nvoiceover failed\n\nmotion requesting -> failed reduce-motion\n")
        #expect(diagnostics.isEmpty)
        let resolved = try #require(spec)
        #expect(resolved.sections.map(\.target.description) == [
            "voiceover limited", "voiceover failed", "motion requesting -> failed reduce-motion via error",
        ])
        #expect(resolved.sections.map(\.syntax.headerLine) == [5, 7, 9])
        #expect(resolved.sections.map(\.headerLocation) == ["s.primerspec:5", "s.primerspec:7", "s.primerspec:9"])
    }
}
