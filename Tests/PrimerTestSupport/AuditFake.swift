import Foundation
import PrimerAccessibility
@testable import PrimerCLI
import PrimerModel
import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// A block model whose every answer the audit tests set: the tree of each state (sizes follow the
/// text style, up to a cap a test may give a part), the touch targets, the colour pairs, the
/// timelines with and without Reduce Motion, the announcements and the facts.
///
/// ``clean`` passes every rule (tracking-primer does not apply); each rule test changes one thing.
struct AuditFakeModel: BlockModel {
    static let ready = "ready"
    static let done = "done"

    static let title = PartID("title", rank: 0)
    static let symbol = PartID("symbol", rank: 1)
    static let body = PartID("body", rank: 2)
    static let go = PartID("go", rank: 3)
    static let later = PartID("later", rank: 4)
    static let ring = PartID("ring", rank: 5)

    /// `ready -> done via tap`: the person answers; a result.
    static let tap = TransitionName(from: ready, to: done, via: "tap")
    /// `ready -> done via leave`: the way out.
    static let leave = TransitionName(from: ready, to: done, via: "leave")

    var states: [String] = [ready, done]
    /// The elements VoiceOver reads in each state; sizes are set from their styles when asked.
    var elements: [String: [AccessibilityElement]] = [:]
    /// The parts each state shows without VoiceOver reading them alone.
    var hidden: [String: [HiddenPart]] = [:]
    /// The size from which a part stops growing.
    var caps: [PartID: DynamicTypeSize] = [:]
    /// The touch targets at every size and state, unless ``targetsBySize`` gives a size its own.
    var targets: [TouchTarget] = []
    var targetsBySize: [DynamicTypeSize: [TouchTarget]] = [:]
    var pairs: [Appearance: [ContrastPair]] = [:]
    var transitionList: [TransitionName] = []
    var fullMotion: [TransitionName: Timeline] = [:]
    var reducedMotion: [TransitionName: Timeline] = [:]
    var announced: [TransitionName: [Announcement]] = [:]
    var facts = AuditFacts()

    var displayName: String { "audit fake" }
    var stateNames: [String] { states }
    var eventNames: [String] { transitionList.map(\.via) }
    var transitions: [TransitionName] { transitionList }
    var vocabulary: TimelineVocabulary { .any }

    func problem(withState state: String) -> StateProblem? { nil }

    func tree(state: String, environment: PrimerEnvironment) -> AccessibilityTree {
        let size = environment.dynamicTypeSize
        func points(_ id: PartID, _ style: TextStyle, _ fixed: Double, _ scales: Bool) -> Double {
            scales ? style.pointSize(at: min(size, caps[id] ?? .accessibility5)) : fixed
        }
        return AccessibilityTree(
            elements: (elements[state] ?? []).map { element in
                var element = element
                element.pointSize = points(element.id, element.textStyle, element.pointSize, element.scalesWithDynamicType)
                return element
            },
            hiddenParts: (hidden[state] ?? []).map { part in
                var part = part
                part.pointSize = points(part.id, part.textStyle, part.pointSize, part.scalesWithDynamicType)
                return part
            })
    }

    func announcements(for transition: TransitionName) -> [Announcement] { announced[transition] ?? [] }

    func timeline(for transition: TransitionName, environment: PrimerEnvironment) -> Timeline {
        (environment.reduceMotion ? reducedMotion[transition] : fullMotion[transition]) ?? .empty
    }

    func targets(state: String, environment: PrimerEnvironment) -> [TouchTarget] {
        targetsBySize[environment.dynamicTypeSize] ?? targets
    }

    func contrast(appearance: Appearance) -> [ContrastPair] { pairs[appearance] ?? [] }

    var auditFacts: AuditFacts { facts }

    // MARK: Building

    static func text(_ id: PartID, _ label: String, style: TextStyle = .body,
                     traits: Set<AccessibilityTrait> = [.staticText]) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, traits: traits, textStyle: style, pointSize: 0)
    }

    static func heading(_ id: PartID, _ label: String) -> AccessibilityElement {
        text(id, label, style: .title, traits: [.header, .staticText])
    }

    static func button(_ id: PartID, _ label: String, traits: Set<AccessibilityTrait> = [.button]) -> AccessibilityElement {
        text(id, label, style: .headline, traits: traits)
    }

    static func image(_ id: PartID, _ label: String) -> AccessibilityElement {
        AccessibilityElement(id: id, label: label, traits: [.image], textStyle: .largeTitle, pointSize: 64,
                             scalesWithDynamicType: false)
    }

    static func pair(_ part: PartID, _ role: ContrastPair.Role, _ foreground: String, on background: String,
                     _ ratio: Double) -> ContrastPair {
        ContrastPair(part: part, role: role, foreground: .init(name: foreground, value: foreground),
                     background: .init(name: background, value: background), ratio: ratio)
    }

    static func fade(_ part: PartID, _ duration: Double = 0.2) -> Track {
        Track(part: part, change: .opacity(from: 0, to: 1), curve: .easeInOut(duration: duration))
    }

    /// A screen that passes every rule: a heading, a hidden symbol, words, one button of 50 pt by the
    /// full width, black on white, a way out that leaves, a short fade under Reduce Motion, an
    /// announced result and a purpose string in words.
    static var clean: AuditFakeModel {
        var model = AuditFakeModel()
        let screen = [heading(title, "Scan receipts"), text(body, "We read the total for you."), button(go, "Continue")]
        model.elements = [ready: screen, done: [heading(title, "All set")]]
        model.hidden = [ready: [HiddenPart(id: symbol, reason: .decorative, textStyle: .largeTitle, pointSize: 64,
                                           scalesWithDynamicType: false)]]
        model.targets = [TouchTarget(part: go, height: .atLeast(50), width: .fullWidth)]
        model.pairs = [
            .light: [pair(title, .text(.title, bold: true), "black", on: "white", 21),
                     pair(go, .shape, "blue", on: "white", 4.02)],
            .dark: [pair(title, .text(.title, bold: true), "white", on: "black", 21),
                    pair(go, .shape, "blue", on: "black", 5.2)],
        ]
        model.transitionList = [tap, leave]
        model.fullMotion = [tap: Timeline(tracks: [Track(part: symbol, change: .scale(from: 0.8, to: 1), curve: .smooth)])]
        model.reducedMotion = [tap: Timeline(tracks: [fade(symbol)])]
        model.announced = [tap: [Announcement("All set", priority: .high)]]
        model.facts = AuditFacts(
            askingStates: [ready], primaryButton: go, exits: [.init(part: later, transition: leave, leaves: true)],
            purposeStrings: [.init(key: "NSCameraUsageDescription", value: .given("We read receipts with the camera."))],
            resultTransitions: [tap], title: title)
        return model
    }

    /// The clean model changed by `change`.
    static func clean(_ change: (inout AuditFakeModel) -> Void) -> AuditFakeModel {
        var model = clean
        change(&model)
        return model
    }
}

/// The fake block: its model whatever the header or command line says.
struct AuditFakeBlock: Block {
    var fake: AuditFakeModel = .clean

    var name: String { AuditTest.block }
    var summary: String { "a block whose audit answers the tests set" }
    var headerFields: [HeaderField] { [] }
    var sectionKinds: [SectionKeyword] { SectionKeyword.allCases }

    func model(for header: BlockHeader) -> (model: (any BlockModel)?, diagnostics: [Finding]) { (fake, []) }

    var commandOptions: [OptionDefinition] { [] }
    var positionalHelp: (name: String, help: String)? { nil }

    func model(for options: BlockOptions) throws -> any BlockModel { fake }
}

/// Helpers of the audit tests: subjects, results as the auditor writes them, specs and runs of
/// the tool with the fake block registered after the tests' small blocks (``TestBlocks``).
enum AuditTest {
    static let block = "audit-fake"

    /// The tests' small blocks, then the fake one.
    static func registry(_ model: AuditFakeModel = .clean) -> BlockRegistry {
        BlockRegistry(TestBlocks.registry.blocks + [AuditFakeBlock(fake: model)],
                      defaultName: TestBlocks.registry.defaultName)
    }

    static func subject(_ model: any BlockModel, block: String = block,
                        largeText: LargeTextReading = .standard) -> AuditSubject {
        AuditSubject(blockName: block, model: model, largeText: largeText)
    }

    /// What one rule's check makes of a model, with no spec.
    static func results(_ check: any Rule<AuditSubject>, _ model: any BlockModel, block: String = block,
                        largeText: LargeTextReading = .standard) -> [AuditResult] {
        Auditor(checks: [check]).audit(subject(model, block: block, largeText: largeText))
    }

    /// A finding of a check, with the outcome its severity gives unless one is named.
    static func finding(_ check: any Rule<AuditSubject>, _ outcome: AuditResult.Outcome? = nil, block: String = block,
                        part: PartID? = nil, state: String? = nil, transition: TransitionName? = nil,
                        environment: FindingEnvironment = .any, message: String,
                        location: PrimerSyntax.SourceLocation? = nil, span: SourceRange? = nil) -> AuditResult {
        let rule = check.rule
        return AuditResult(
            outcome: outcome ?? (rule.severity == .error ? .fail : .warning), block: block,
            finding: Finding(severity: rule.severity, range: span ?? range(location), message: message, rule: rule.id,
                             subject: FindingSubject(part: part, state: state, transition: transition,
                                                     environment: environment)))
    }

    /// The one result of a rule that found nothing.
    static func pass(_ check: any Rule<AuditSubject>, block: String = block,
                     location: PrimerSyntax.SourceLocation? = nil, span: SourceRange? = nil) -> AuditResult {
        AuditResult(outcome: .pass, block: block,
                    finding: Finding(severity: check.rule.severity, range: span ?? range(location),
                                     message: "passes: \(check.rule.title.lowercased())", rule: check.rule.id))
    }

    /// The one result of a rule that does not apply.
    static func notApplicable(_ check: any Rule<AuditSubject>, _ reason: String, block: String = block,
                              location: PrimerSyntax.SourceLocation? = nil, span: SourceRange? = nil) -> AuditResult {
        AuditResult(outcome: .notApplicable, block: block,
                    finding: Finding(severity: check.rule.severity, range: span ?? range(location), message: reason,
                                     rule: check.rule.id))
    }

    /// A header line's span in `file`, as the audit marks findings at it: from column 1 to just past its text.
    static func span(line: Int, of text: String, file: String) -> SourceRange {
        let length = text.components(separatedBy: "\n")[line - 1].count
        return SourceRange(lowerBound: PrimerSyntax.SourceLocation(file: file, line: line, column: 1),
                           upperBound: PrimerSyntax.SourceLocation(file: file, line: line, column: length + 1))
    }

    /// A finding's range at a location, or nil for a finding about no file.
    static func range(_ location: PrimerSyntax.SourceLocation?) -> SourceRange? {
        location.map { SourceRange(at: $0) }
    }

    /// The VoiceOver section of a state at the default size.
    static func voiceover(_ state: String) -> SectionTarget { .voiceover(state: state, environment: .standard) }

    /// Parses and resolves a spec of any block, the fake one included; it must resolve.
    static func resolved(_ text: String, model: AuditFakeModel = .clean, path: String = SpecTest.path,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedSpec {
        let (spec, diagnostics) = try resolve(text, model: model, path: path, sourceLocation: sourceLocation)
        #expect(diagnostics.isEmpty, "fixture does not resolve: \(diagnostics.map(\.rendered))",
                sourceLocation: sourceLocation)
        return try #require(spec, sourceLocation: sourceLocation)
    }

    static func resolve(_ text: String, model: AuditFakeModel = .clean, path: String = SpecTest.path,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let file = try SpecTest.parse(text, path: path, sourceLocation: sourceLocation)
        return SpecResolver(blocks: registry(model)).resolve(file)
    }

    /// Runs the tool in-process with the fake block registered.
    static func run(_ arguments: String..., in folder: String, model: AuditFakeModel = .clean) -> CommandResult {
        PrimerSpecTool.run(Invocation(arguments: arguments, workingDirectory: folder, blocks: registry(model)))
    }
}

/// A report with one of each outcome: a spec audit (a failure, a warning, an accepted finding,
/// passes, a rule that does not apply, an acceptance matching nothing), a `--block` audit of the
/// clean model, and a file that could not be read.
enum AuditReportFixture {
    static let path = "Specs/a.primerspec"
    static let brokenPath = "Specs/broken.primerspec"
    static let reason = "the symbol names the document"

    static let spec = """
        block audit-fake
        accept decorative-image-hidden symbol "\(reason)"
        accept a-way-out later "no such exit"

        """

    static let model = AuditFakeModel.clean {
        $0.elements[AuditFakeModel.ready] = [
            AuditFakeModel.text(AuditFakeModel.title, "Scan <receipts> & \"more\"", style: .title),
            AuditFakeModel.image(AuditFakeModel.symbol, "doc"),
            AuditFakeModel.button(AuditFakeModel.go, "Continue"),
            AuditFakeModel.button(AuditFakeModel.later, "Not now"),
        ]
    }

    static func report(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> AuditReport {
        let spec = try AuditTest.resolved(self.spec, model: model, path: path, sourceLocation: sourceLocation)
        let clean = SpecAudit(path: nil, block: AuditTest.block, subject: "audit fake",
                              results: Auditor().audit(AuditTest.subject(AuditFakeModel.clean)))
        let error = Finding.error("cannot read the file",
                                     at: SourceRange(at: PrimerSyntax.SourceLocation(file: brokenPath, line: 1, column: 1)),
                                     offendingText: nil, expected: "a readable .primerspec file")
        return AuditReport(audits: [SpecAudit.of(spec), clean], errors: [error])
    }
}

/// A case of a rule test: a model and every result the rule gives it.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var name: String
    var model: AuditFakeModel
    var expected: [AuditResult]
    var largeText: LargeTextReading = .standard

    var testDescription: String { name }
}

/// Compares the results of a check with the expected ones, whole, saying which differ.
func expectResults(_ actual: [AuditResult], _ expected: [AuditResult],
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "\(actual.count) results: \(actual)", sourceLocation: sourceLocation)
    for (got, want) in zip(actual, expected) {
        #expect(got == want, sourceLocation: sourceLocation)
    }
}
