import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The messages of an app-dump comparison, each naming what differs and what was expected, with a
/// note at the other file's line.
package enum AppDumpFindings {
    /// The rule every finding of a dump comparison is reported under.
    static let rule = RuleDefinition(
        id: "app-dump", title: "Matches the app's dump", category: .spec, severity: .error, references: [],
        explanation: "A section held against an app's accessibility dump must read what the dump shows, and the "
            + "dump's frames must meet the touch-target rule; what a dump cannot show is a note.")

    /// The prefix of every note about what a dump cannot show.
    static let notVerifiable = "not verifiable from this dump: "

    static func note(_ message: String, at location: SourceLocation, notes: [Finding.Note] = []) -> Finding {
        Finding(severity: .note, range: SourceRange(at: location), message: message, notes: notes, rule: Self.rule.id)
    }

    static func elementNote(_ stop: DumpStop) -> Finding.Note {
        .init("the app's element: \(stop.element.summary)", at: stop.location)
    }

    /// `"text"`, as a spec writes it, cut at ``TextExcerpt/lineLimit`` characters.
    static func quoted(_ text: String) -> String { StringLiteral.quoted(TextExcerpt.shortened(text)) }

    // MARK: Whole

    package static func noVoiceOverSection(state: String, at range: SourceRange, offendingText: String?) -> Finding {
        let section = "voiceover \(state)"
        let expected = "a '\(section)' section in this spec (add it with an empty body and run primer-spec check --record)"
        return .error("the spec has no '\(section)' section to hold the dump against; expected \(expected)",
                      at: range, offendingText: offendingText, expected: expected, rule: Self.rule.id)
    }

    static func scopeProblem(_ problem: AppDumpScopeProblem, target: AppDumpTarget, at range: SourceRange) -> Finding {
        let scope = target.scope.description
        return .error("\(problem.message)\(scope.isEmpty ? "" : " (scope \(scope))"); expected \(problem.expected)",
                      at: range, offendingText: scope.isEmpty ? nil : scope, expected: problem.expected,
                      notes: [.init("the dump", at: problem.location)], rule: Self.rule.id)
    }

    // MARK: Text

    static func changed(_ line: BodyLine, text: String, to stop: DumpStop) -> Finding {
        let shown = quoted(stop.voiceOver.text)
        return .error("the spec says \(quoted(text)), but the app's dump shows \(shown)", at: line.range,
                      offendingText: line.canonicalText, expected: shown, notes: [elementNote(stop)], rule: Self.rule.id)
    }

    static func notInDump(_ line: BodyLine, text: String, target: AppDumpTarget, first: DumpStop?) -> Finding {
        let scope = target.scope.description
        let within = scope.isEmpty ? "" : " within \(scope)"
        let notes: [Finding.Note] = first.map { [.init("the block's first element in the dump", at: $0.location)] } ?? []
        return .error("the spec has \(quoted(text)), which the app's dump does not show\(within)", at: line.range,
                      offendingText: line.canonicalText, expected: "no such line", notes: notes, rule: Self.rule.id)
    }

    static func notInSpec(_ stop: DumpStop, after anchor: BodyLine?, section: Section) -> Finding {
        let shown = quoted(stop.voiceOver.text)
        let place = anchor.map { "after line \($0.line)" } ?? "at the start of 'voiceover'"
        return .error("the app's dump shows \(shown), which the spec does not have \(place)",
                      at: anchor?.range ?? section.headerRange, offendingText: nil, expected: shown,
                      notes: [elementNote(stop)], rule: Self.rule.id)
    }

    // MARK: Not verifiable

    static func heading(_ line: BodyLine, text: String) -> Finding {
        note(notVerifiable + "the heading trait (\"Heading.\") of \(quoted(text)); a dump lists no traits, so a heading "
             + "shows as plain text", at: line.range.lowerBound)
    }

    static func hint(_ line: BodyLine, text: String) -> Finding {
        note(notVerifiable + "the hint \(quoted(text)); a dump carries no hints", at: line.range.lowerBound)
    }

    static func cutValue(_ stop: DumpStop, line: BodyLine, text: String) -> Finding {
        let kept = String((stop.element.value ?? "").dropLast(DumpElement.cutMark.count))
        return note(notVerifiable + "the end of \(quoted(text)): the dump cuts the value at '...' after "
                    + "\(quoted(kept)); what it kept matches", at: line.range.lowerBound,
                    notes: [.init("the cut value", at: stop.element.valueRange?.lowerBound ?? stop.location)])
    }

    /// One note for the parts the model hides from VoiceOver (a combined part is read in its combined
    /// element, which the dump shows, so it is not listed).
    static func hidden(_ parts: [HiddenPart], section: Section) -> Finding? {
        let listed = parts.filter { $0.reason != .combined }
        guard !listed.isEmpty else { return nil }
        var byReason: [(HiddenReason, [String])] = []
        for part in listed {
            if let index = byReason.firstIndex(where: { $0.0 == part.reason }) {
                byReason[index].1.append(part.id.description)
            } else {
                byReason.append((part.reason, [part.id.description]))
            }
        }
        let text = byReason.map { "\($0.1.joined(separator: ", ")) (\($0.0))" }.joined(separator: "; ")
        let (are, them) = listed.count == 1 ? ("is", "it") : ("are", "them")
        return note(notVerifiable + "that \(text) \(are) hidden from VoiceOver, as the model hides \(them); a hidden "
                    + "element and a missing one both leave nothing in a dump",
                    at: section.headerRange.lowerBound)
    }

    /// What a stop carries that the text form cannot say: unknown flags, a placeholder, a control's role.
    static func unreadable(_ stop: DumpStop) -> [Finding] {
        let element = stop.element
        var notes: [Finding] = element.unknownFlags.map { flag in
            note(notVerifiable + "the flag '\(TextExcerpt.shown(flag))' of \(element.type) \(quoted(element.spokenName)); no VoiceOver "
                 + "words are known for it", at: stop.location)
        }
        if let placeholder = element.placeholderValue, !(element.readsPlaceholder && element.spokenValue == placeholder) {
            notes.append(note(notVerifiable + "the placeholder '\(TextExcerpt.shown(placeholder))' of \(element.type) "
                              + "\(quoted(element.label ?? "")); the text form does not include it", at: stop.location))
        }
        if element.hasUnwrittenRole {
            notes.append(note(notVerifiable + "what VoiceOver says for the role of a \(element.type); the text form has no "
                              + "word for it", at: stop.location))
        }
        return notes
    }

    // MARK: Frames

    /// `continue (Button "Continue")` for a part of the model, `Button "Add"` for an element outside it
    /// (an unlabelled element by what VoiceOver reads for it: `TextField "Email"`).
    static func name(_ part: PartID?, _ stop: DumpStop) -> String {
        let element = "\(stop.element.type) \(quoted(stop.element.spokenName))"
        return part.map { "\($0) (\(element))" } ?? element
    }

    /// What the design sets for a target, in words.
    static func designed(_ design: TouchTarget) -> String {
        func side(_ side: TouchTarget.Side, _ name: String) -> String? {
            switch side {
            case .unset: nil
            case .atLeast(let points): "\(name) at least \(DumpFrame.points(points)) pt"
            case .fullWidth: "full width"
            }
        }
        let sides = [side(design.height, "height"), side(design.width, "width")].compactMap { $0 }
        return sides.isEmpty ? "the design sets no minimum" : "the design: " + sides.joined(separator: ", ")
    }

    static func size(_ part: PartID?, stop: DumpStop, design: TouchTarget?) -> Finding {
        guard let frame = stop.element.frame else {
            return note(notVerifiable + "the size of \(name(part, stop)); the dump gives no frame", at: stop.location)
        }
        return note("\(name(part, stop)) is \(frame.sizeText) in the app" + (design.map { " (\(designed($0)))" } ?? ""),
                    at: stop.location)
    }

    static func smallTarget(_ part: PartID?, stop: DumpStop, rule: RuleDefinition, specLine: BodyLine?) -> Finding {
        let minimum = DumpFrame.points(TouchTargetCheck.minimum)
        let needs = "at least \(minimum) × \(minimum) pt"
        let size = stop.element.frame?.sizeText ?? "of unknown size"
        let references = rule.references.compactMap { reference -> String? in
            if case .wcag(let number, _, _) = reference { return "WCAG \(number)" }
            return nil
        }
        return .error("\(name(part, stop)) is \(size) in the app; the audit rule \(rule.id) "
                      + "(\(references.joined(separator: ", "))) needs \(needs)",
                      at: stop.element.range, offendingText: stop.element.frame?.description, expected: needs,
                      notes: specLine.map { [.init("the spec's line for it", at: $0.range.lowerBound)] } ?? [], rule: Self.rule.id)
    }

    /// A frame smaller than the design's minimum, or nil.
    static func shrunk(_ design: TouchTarget, frame: DumpFrame, stop: DumpStop, specLine: BodyLine?) -> Finding? {
        var problems: [String] = []
        if case .atLeast(let height) = design.height, frame.height + 0.005 < height {
            problems.append("\(DumpFrame.points(frame.height)) pt high in the app, where the design sets at least "
                            + "\(DumpFrame.points(height)) pt")
        }
        if case .atLeast(let width) = design.width, frame.width + 0.005 < width {
            problems.append("\(DumpFrame.points(frame.width)) pt wide in the app, where the design sets at least "
                            + "\(DumpFrame.points(width)) pt")
        }
        guard !problems.isEmpty else { return nil }
        let expected = designed(design)
        return .error("\(name(design.part, stop)) is \(problems.joined(separator: ", and "))",
                      at: stop.element.range, offendingText: frame.description, expected: expected,
                      notes: specLine.map { [.init("the spec's line for it", at: $0.range.lowerBound)] } ?? [], rule: Self.rule.id)
    }
}
