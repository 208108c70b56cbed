import Foundation
import PrimerAccessibility
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Where a finding is located: at the header of the spec section it is about when the spec has
/// one, else at the spec's first header directive; without a spec (`--block`), nowhere.
@Suite("Audit locations")
struct AuditLocationTests {
    typealias Fake = AuditFakeModel

    /// A spec with a section of each kind (bodies are not what the audit reads).
    static let spec = """
        # The fake block, with a section of each kind a finding can be about.
        block audit-fake

        voiceover ready
          "Scan receipts"

        contrast light
          title  text  black  on  white  21.00:1

        sizes ready dynamic-type accessibility1
          body  body  23pt

        targets ready
          go  height 40pt  width full

        targets ready dynamic-type accessibility5
          go  height 40pt  width full

        announce ready -> done via tap
          "All set" priority high

        motion ready -> done reduce-motion via tap

        """

    /// A model that breaks a rule for each section, and a few with no section in the spec.
    static let model = AuditFakeModel.clean {
        $0.elements[Fake.ready]?[0] = Fake.text(Fake.title, "Scan receipts", style: .title)
        $0.pairs[.light]?.append(Fake.pair(Fake.body, .text(.body, bold: false), "gray", on: "white", 3.44))
        $0.pairs[.dark]?.append(Fake.pair(Fake.body, .text(.body, bold: false), "gray", on: "black", 3.9))
        $0.caps[Fake.body] = .xxxLarge
        $0.announced = [:]
        $0.reducedMotion[Fake.tap] = Timeline(tracks: [
            Track(part: Fake.symbol, change: .scale(from: 0.8, to: 1), curve: .easeOut(duration: 0.2)),
        ])
        $0.fullMotion[Fake.leave] = Timeline(tracks: [
            Track(part: Fake.ring, change: .scale(from: 1, to: 1.4), curve: .easeOut(duration: 2), repetition: .forever(every: 3)),
        ])
        $0.facts.purposeStrings = [AuditFacts.PurposeString(key: "NSCameraUsageDescription", value: .missing)]
    }

    /// The location of the line starting with `prefix` (column 1).
    static func line(_ prefix: String) -> PrimerSyntax.SourceLocation {
        let index = SpecTest.lines(spec).firstIndex { $0.hasPrefix(prefix) } ?? -1
        return PrimerSyntax.SourceLocation(file: SpecTest.path, line: index + 1, column: 1)
    }

    static func audit() throws -> SpecAudit {
        SpecAudit.of(try AuditTest.resolved(spec, model: model))
    }

    static let header = line("block audit-fake")

    @Test(arguments: [
        ("one-heading", AppearanceOrAny.any, "voiceover ready"),
        ("text-contrast", .light, "contrast light"),
        ("text-contrast", .dark, "block audit-fake"),
        ("text-scales", .any, "sizes ready dynamic-type accessibility1"),
        ("result-announced", .any, "announce ready -> done via tap"),
        ("no-movement-under-reduce-motion", .any, "motion ready -> done reduce-motion via tap"),
        ("automatic-motion-can-stop", .any, "block audit-fake"),
        ("purpose-string", .any, "block audit-fake"),
    ])
    func aFindingIsAtItsSectionElseAtTheHeader(_ rule: String, _ appearance: AppearanceOrAny, _ prefix: String) throws {
        let findings = try Self.audit().results.filter { result in
            result.rule == rule && result.isFinding
                && (appearance.value == nil || result.subject.environment.appearance == appearance.value)
        }
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.map(\.location) == [Self.line(prefix)])
        #expect(Self.line(prefix).line > 1)
    }

    @Test func passesAndRulesThatDoNotApplyAreAtTheHeader() throws {
        let others = try Self.audit().results.filter { !$0.isFinding }
        #expect(Set(others.map(\.outcome)) == [.pass, .notApplicable])
        #expect(others.allSatisfy { $0.location == Self.header })
        #expect(Self.header.line == 2)
    }

    /// A target that fails at every size is reported at the first (xSmall), so it is located at
    /// `targets ready dynamic-type xSmall`, which specs rarely have; the spec's `targets ready`
    /// (the default size, where it fails too) is passed over for the header. The bundled
    /// `priming-camera.primerspec` shows it: its `targets ready` is line 80, its findings 4:1.
    @Test func aTargetFindingIsAtTheSpecsTargetsSection() throws {
        let model = AuditFakeModel.clean { $0.targets = [TouchTarget(part: Fake.go, height: .atLeast(40), width: .fullWidth)] }
        let findings = SpecAudit.of(try AuditTest.resolved(Self.spec, model: model)).results
            .filter { $0.rule == "touch-target" }
        #expect(findings.map(\.outcome) == [.fail])
        #expect(findings.map(\.location) == [Self.line("targets ready")])
    }

    @Test func aTargetFindingAtOneSizeIsAtThatSizesSection() throws {
        let model = AuditFakeModel.clean {
            $0.targetsBySize[.accessibility5] = [TouchTarget(part: Fake.go, height: .atLeast(40), width: .fullWidth)]
        }
        let findings = SpecAudit.of(try AuditTest.resolved(Self.spec, model: model)).results
            .filter { $0.rule == "touch-target" }
        #expect(findings.map(\.location) == [Self.line("targets ready dynamic-type accessibility5")])
    }

    /// The header starts at the first directive, after any comment; a spec without sections
    /// puts everything there.
    @Test func withoutSectionsEverythingIsAtTheFirstDirective() throws {
        let text = "# one\n# two\n\nblock audit-fake\n"
        let results = SpecAudit.of(try AuditTest.resolved(text, model: Self.model)).results
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.location == PrimerSyntax.SourceLocation(file: SpecTest.path, line: 4, column: 1) })
    }

    @Test func aBlockAuditedFromTheCommandLineHasNoLocation() throws {
        let folder = try makeTemporaryFolder()
        let result = AuditTest.run("audit", "--block", AuditTest.block, "--format", "json", in: folder, model: Self.model)
        #expect(result.exitCode == .mismatch)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count > RuleCatalogue.rules.count)
        #expect(results.allSatisfy { $0["file"] == nil && $0["line"] == nil && $0["column"] == nil })
        let subject = AuditSubject(blockName: AuditTest.block, model: Self.model)
        #expect(subject.headerLocation == nil)
        #expect(Auditor().audit(subject).allSatisfy { $0.location == nil })
    }
}

/// An appearance a test case filters by, or any.
enum AppearanceOrAny: Sendable, CustomTestStringConvertible {
    case any, light, dark

    var value: Appearance? {
        switch self {
        case .any: nil
        case .light: .light
        case .dark: .dark
        }
    }

    var testDescription: String { value?.rawValue ?? "any" }
}
