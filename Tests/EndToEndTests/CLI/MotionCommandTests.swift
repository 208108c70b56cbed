@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
@testable import PrimerCLI
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec motion")
struct MotionCommandTests {
    @Test func printsOneTransitionsTimeline() {
        let result = runTool("motion", "notifications", "--from", "requesting", "--to", "granted")
        #expect(result.exitCode == .success)
        expectSameLines(result.output, [
            "0.00  +0.70  continue     replace progress -> checkmark           snappy",
            "0.00         haptic       success",
            "0.30  +0.73  symbol       replace bell.badge -> checkmark.circle  smooth",
            "0.30  +0.73  symbol       color textPrimary -> success            smooth",
            "0.30  +0.73  title        text                                    smooth",
            "0.30  +0.73  reason       text                                    smooth",
            "0.30  +0.73  sampleAlert  disappear opacity                       smooth",
            "0.30         announce     high \"Notifications are on\"",
            "0.70  +0.73  continue     disappear opacity                       smooth",
            "0.70  +0.73  done         appear opacity                          smooth",
            "0.70  +0.73  notNow       disappear opacity                       smooth",
            "1.00         call         onGranted(granted)",
            "",
        ])
    }

    @Test(arguments: [
        (["motion", "camera", "--from", "granted", "--to", "denied"],
         "error: the camera primer has no transition granted -> denied; from granted it allows: granted -> granted via done"),
        (["motion", "camera", "--from", "denied", "--to", "ready", "--via", "not-now"],
         "error: the camera primer has no transition denied -> ready via not-now; from denied it allows: "
            + "denied -> granted via return-from-settings; denied -> denied via open-settings; "
            + "denied -> denied via return-from-settings; denied -> denied via not-now"),
        (["motion", "photos", "--from", "ready", "--to", "failed", "--custom-request"],
         "error: the photos primer has no transition ready -> failed; from ready it allows: "
            + "ready -> ready via not-now; ready -> requesting via continue"),
        (["motion", "camera", "--from", "denied", "--to", "denied"],
         "error: denied -> denied happens on several events; add --via with one of open-settings, return-from-settings, not-now"),
        (["motion", "camera", "--from", "ready", "--to", "requesting", "--via", "tap"],
         "error: unknown event 'tap'; expected one of appear, continue, answer, error, done, open-settings, return-from-settings, not-now"),
        (["motion", "camera", "--from", "ready", "--to", "limited"],
         "error: state 'limited' applies only to photos; a camera primer is granted or denied"),
        (["motion", "camera", "--from", "ready"], "error: give --from STATE and --to STATE, or --all"),
        (["motion", "camera", "--all", "--to", "denied"], "error: --all prints every transition; drop --from, --to and --via"),
        (["motion"], "error: missing KIND; expected one of notifications, location, camera, photos"),
    ])
    func badTransitionsAreOneLineAndExitTwo(_ arguments: [String], _ firstLine: String) {
        let result = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
        #expect(result.exitCode == .badInput)
        #expect(result.output.isEmpty)
        #expect(SpecTest.lines(result.errorOutput) == [firstLine, "See 'primer-spec motion --help'.", ""])
    }

    /// One rule with specs: the failed state needs a custom request, on the command line as in a header.
    @Test func theFailedStateNeedsTheCustomRequestFlag() {
        let refused = runTool("motion", "camera", "--from", "requesting", "--to", "failed", "--reduce-motion")
        #expect(refused.exitCode == .badInput)
        #expect(SpecTest.lines(refused.errorOutput).first == "error: state 'failed' is reached only when a custom request "
            + "throws; add 'custom-request' to the header (--custom-request on the command line)")
        let result = runTool("motion", "camera", "--from", "requesting", "--to", "failed", "--reduce-motion",
                             "--custom-request")
        #expect(result.exitCode == .success)
        expectSameLines(result.output, [
            "0.00  +0.20  continue  progress hidden  easeInOut(0.2)",
            "0.00  +0.20  error     appear opacity   easeInOut(0.2)",
            "0.00         announce  high \"Something went wrong. Try again.\"",
            "",
        ])
    }

    struct AllCase: CustomTestStringConvertible, Sendable {
        var kind: PrimerKind
        var reduceMotion: Bool
        var customRequest: Bool
        var testDescription: String {
            "\(kind)" + (reduceMotion ? " reduce-motion" : "") + (customRequest ? " custom-request" : "")
        }

        var arguments: [String] {
            ["motion", kind.rawValue, "--all", "--app", "Atlas \u{1F5FA}"] + (reduceMotion ? ["--reduce-motion"] : [])
                + (customRequest ? ["--custom-request"] : [])
        }

        var header: String {
            "primer \(kind)\napp \"Atlas \u{1F5FA}\"\n" + (kind.purposeStringKey == nil ? "" : "purpose \"Atlas needs it.\"\n")
                + (customRequest ? "custom-request\n" : "") + "\n"
        }
    }

    static let allCases: [AllCase] = PrimerKind.allCases.flatMap { kind in
        [false, true].flatMap { reduceMotion in
            [false, true].map { AllCase(kind: kind, reduceMotion: reduceMotion, customRequest: $0) }
        }
    }

    @Test(arguments: allCases)
    func allPrintsEveryTransitionUnderAHeadingThatIsASpecSection(_ all: AllCase) throws {
        let result = PrimerSpecTool.run(Invocation(arguments: all.arguments, workingDirectory: "/"))
        #expect(result.exitCode == .success)
        let machine = PrimerMachine(kind: all.kind, hasCustomRequest: all.customRequest)
        // Each heading parses as the section of its transition.
        let spec = try SpecTest.resolved(all.header + result.output)
        #expect(spec.sections.map(\.transition) == machine.allTransitions().map(\.key.name))
        #expect(spec.sections.allSatisfy {
            if case .motion(_, let environment) = $0.target { environment.reduceMotion == all.reduceMotion } else { false }
        })
        #expect(spec.sections.map(\.syntax.canonicalHeaderText) == spec.sections.map(\.target.description))
    }

    @Test(arguments: allCases)
    func allRoundTripsThroughRecordAndCheck(_ all: AllCase) throws {
        let result = PrimerSpecTool.run(Invocation(arguments: all.arguments, workingDirectory: "/"))
        let folder = try makeTemporaryFolder()
        let path = try TemporaryFiles.write(all.header + result.output, to: "Specs/all.primerspec", in: folder)
        let recorded = runTool("check", "--record", in: folder)
        #expect(recorded.exitCode == .success)
        #expect(recorded.output == "Specs/all.primerspec: up to date\nrecorded 0 sections in 1 file\n")
        #expect(try TemporaryFiles.text(at: path) == all.header + result.output)
        // Pasted with its bodies emptied, recording fills them back to the same text.
        let headingsOnly = SpecTest.lines(result.output).filter { !$0.hasPrefix("  ") }.joined(separator: "\n")
        try TemporaryFiles.write(all.header + headingsOnly, to: "Specs/all.primerspec", in: folder)
        #expect(runTool("check", "--record", in: folder).exitCode == .success)
        #expect(try TemporaryFiles.text(at: path) == all.header + result.output)
        let checked = runTool("check", in: folder)
        #expect(checked.exitCode == .success)
        #expect(SpecTest.lines(checked.output).suffix(2)
            == ["\(PrimerMachine(kind: all.kind, hasCustomRequest: all.customRequest).allTransitions().count) passed, 0 failed", ""])
    }

    /// The tracks of a printed timeline, read back with the timeline format.
    static func tracks(_ output: String) throws -> [Track] {
        try SpecTest.lines(output).filter { !$0.isEmpty && !$0.hasPrefix("#") }.compactMap { try TimelineFormat.parse($0).get().track }
    }

    @Test(arguments: PrimerKind.allCases)
    func reduceMotionOutputAuditsClean(_ kind: PrimerKind) throws {
        var moving = 0
        for custom in [false, true] {
            for transition in PrimerMachine(kind: kind, hasCustomRequest: custom).allTransitions() {
                let key = transition.key
                let arguments = ["motion", kind.rawValue, "--from", key.from.rawValue, "--to", key.to.rawValue,
                                 "--via", key.via.rawValue] + (custom ? ["--custom-request"] : [])
                let reduced = PrimerSpecTool.run(Invocation(arguments: arguments + ["--reduce-motion"], workingDirectory: "/"))
                #expect(reduced.exitCode == .success, "\(key): \(reduced.errorOutput)")
                #expect(MotionAudit.audit(Timeline(tracks: try Self.tracks(reduced.output)),
                                          fadeLimit: ReduceMotionSwap.standardFade).isEmpty, "\(kind) \(key)")
                // The same transition with full motion is what the audit is there to catch.
                let full = PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: "/"))
                if !MotionAudit.audit(Timeline(tracks: try Self.tracks(full.output)), fadeLimit: 0.2).isEmpty { moving += 1 }
            }
        }
        #expect(moving > 0)
    }

    @Test func allWithReduceMotionAuditsClean() throws {
        let result = runTool("motion", "photos", "--all", "--reduce-motion", "--custom-request")
        let lines = SpecTest.lines(result.output).filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        #expect(lines.count > 20)
        let tracks = try lines.compactMap { try TimelineFormat.parse($0).get().track }
        #expect(MotionAudit.audit(Timeline(tracks: tracks), fadeLimit: ReduceMotionSwap.standardFade).isEmpty)
    }
}
