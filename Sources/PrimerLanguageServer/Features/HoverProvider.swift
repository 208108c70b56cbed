import PrimerModel
import PrimerSpec
import PrimerSyntax

/// `textDocument/hover`: on a section header, the lines the builders generate for it (what
/// `check --record` would write) and whether the body says the same; on a header field, its usage,
/// meaning and accepted values; on a rule id, the rule; on a section keyword, how its header is written.
package struct HoverProvider: Sendable {
    /// The context answers are computed in.
    package var context: AnalysisContext

    /// Creates a provider.
    package init(context: AnalysisContext) {
        self.context = context
    }

    /// The protocol's `Hover`, or nil where there is nothing to say.
    package func hover(_ analysis: SpecAnalysis, at position: TextPosition) -> JSONValue? {
        let number = position.lineNumber
        if let section = analysis.syntax.sections.first(where: { $0.headerLine == number }) {
            return hover(markdown: sectionHover(section, in: analysis),
                         range: analysis.document.range(of: section.headerRange))
        }
        if let directive = analysis.syntax.header.first(where: { $0.line == number }) {
            let column = analysis.document.sourceColumn(of: position)
            // A rule id after `accept`.
            if directive.gives(.accept), let rule = directive.arguments.first,
               rule.range.lowerBound.column <= column, column <= rule.range.upperBound.column,
               let definition = DiagnosticConversion.rule(rule.value) {
                return hover(markdown: Self.ruleText(definition), range: analysis.document.range(of: rule.range))
            }
            // The call a `code` or `call` line links: what the spec takes from it.
            if directive.gives(CodeLink.codeField) || directive.gives(CodeLink.callField), let link = analysis.spec?.codeLink {
                return hover(markdown: Self.linkText(link), range: analysis.document.range(of: directive.range))
            }
            // The copy a `design copy` line models: each of its differences from the published design.
            if directive.gives(DesignSource.field), let copy = analysis.spec?.copy {
                return hover(markdown: Self.copyText(copy), range: analysis.document.range(of: directive.range))
            }
            guard let field = fields(for: analysis).first(where: { directive.gives($0) }) else { return nil }
            return hover(markdown: fieldText(field, in: analysis), range: analysis.document.range(of: directive.range))
        }
        if analysis.section(atLine: position.line) != nil, let spec = analysis.spec,
           let (word, range) = word(at: position, in: analysis.document), let part = spec.model.vocabulary.part(word) {
            return hover(markdown: partText(part, written: word, model: spec.model), range: range)
        }
        return nil
    }

    /// The linked call: where it is, and each header field the spec takes from it with its line.
    static func linkText(_ link: CodeLink) -> String {
        var lines = ["`\(link.call.description)` at `\(link.call.location)` gives:", ""]
        for field in link.used {
            let values = field.values.map { StringLiteral.quoted($0) }.joined(separator: " ")
            lines.append("- `\(field.name)\(values.isEmpty ? "" : " " + values)` (line \(field.range.lowerBound.line))")
        }
        if link.used.isEmpty { lines.append("- nothing the header does not give itself") }
        let computed = link.content.notes.count
        if computed > 0 { lines += ["", "\(computed) value\(computed == 1 ? " is" : "s are") computed at run time (see the notes)."] }
        return lines.joined(separator: "\n")
    }

    /// The app's copy of the design: each difference from the published design, followed or not.
    static func copyText(_ copy: CopyReading) -> String {
        guard !copy.differences.isEmpty else { return "The app's copy is the published design: no differences." }
        var lines = ["The app's copy differs from the published design:", ""]
        for difference in copy.differences {
            lines.append("- \(difference.part): \(difference.fact) `\(difference.copy)` (published `\(difference.published)`), "
                         + "line \(difference.range.lowerBound.line)"
                         + (difference.unfollowed.map { ", **not followed**: \($0)" } ?? ", followed"))
        }
        return lines.joined(separator: "\n")
    }

    /// A part of the block: what it is, and its text style and size in the default state.
    func partText(_ part: PartID, written: String, model: any BlockModel) -> String {
        var text = "`\(written)`: a part of the \(model.displayName)"
        let state = model.defaultState
        let sizes = SectionGenerator.lines(for: .sizes(state: state, environment: PrimerEnvironment()), model: model)
        if let line = sizes.first(where: { $0.split(separator: " ").first.map(String.init) == part.description }) {
            text += ".\n\nIn `sizes \(state)` the builders generate:\n\n```primerspec\n  \(line)\n```"
        } else {
            text += " (it shows no text of its own in `sizes \(state)`)."
        }
        return text
    }

    /// The word (a run of characters other than spaces) under a position, and its range.
    func word(at position: TextPosition, in document: TextDocument) -> (String, TextRange)? {
        guard let line = document.line(position.line) else { return nil }
        let cursor = min(max(document.index(of: position), line.startIndex), line.endIndex)
        var start = cursor
        while start > line.startIndex, !line[line.index(before: start)].isWhitespace { start = line.index(before: start) }
        var end = cursor
        while end < line.endIndex, !line[end].isWhitespace { end = line.index(after: end) }
        guard start < end else { return nil }
        return (String(line[start..<end]), TextRange(start: document.position(of: start), end: document.position(of: end)))
    }

    /// The fields the document's block accepts, with those every spec may give.
    func fields(for analysis: SpecAnalysis) -> [HeaderField] {
        let block = analysis.block(in: context.blocks)
        return [HeaderField.block] + (block?.headerFields ?? context.blocks.headerFields) + [HeaderField.accept]
    }

    func sectionHover(_ section: Section, in analysis: SpecAnalysis) -> String {
        var text = "`\(section.kind.keyword.usage)`"
        guard let spec = analysis.spec, let resolved = analysis.resolved(section) else {
            return text + "\n\nThe lines the builders generate are shown once the file parses and resolves."
        }
        if case .appDump = resolved.target {
            return text + "\n\nChecks the app's dump against this spec's `voiceover` section for the state, "
                + "and its frames against the touch-target rule; it has no body."
        }
        let lines = SectionGenerator.lines(for: resolved.target, in: spec)
        let outcome = analysis.outcome.sections.first { $0.line == section.headerLine }
        let indent = String(repeating: " ", count: section.body.first?.indent ?? 2)
        text += "\n\nWhat the builders generate (what `primer-spec check --record` writes):\n\n```primerspec\n"
            + section.canonicalHeaderText + "\n" + lines.map { indent + $0 }.joined(separator: "\n")
            + (lines.isEmpty ? "" : "\n") + "```\n\n"
        if let outcome {
            let differing = outcome.findings.filter { $0.rule == "lines-match" }.count
            text += outcome.diff.hasDifferences
                ? "The body differs (\(differing) \(differing == 1 ? "finding" : "findings")): use the code action "
                    + "**Record this section** to write these lines."
                : "The body says the same."
        }
        return text
    }

    func fieldText(_ field: HeaderField, in analysis: SpecAnalysis) -> String {
        var text = "`\(field.usage)`\n\n\(field.help)"
        if field.repeats { text += " May be given more than once." }
        let values = HeaderModel.acceptedValues(of: field, in: analysis, context: context)
        if !values.isEmpty {
            text += "\n\nAccepted values: " + values.map { "`\($0)`" }.joined(separator: ", ")
        } else {
            let kinds = field.parameters.map { parameter in
                let kind = switch parameter.kind {
                case .word: "\(parameter.placeholder): a word"
                case .string: "\(parameter.placeholder): a quoted string"
                case .version: "\(parameter.placeholder): a version such as 17 or 17.6"
                }
                return kind + (parameter.isOptional ? ", optional" : "")
            }
            if !kinds.isEmpty { text += "\n\n" + kinds.joined(separator: "; ") + (field.isVariadic ? " (one or more)" : "") }
        }
        return text
    }

    /// A rule: its title, severity, what it checks and what it rests on.
    static func ruleText(_ rule: RuleDefinition) -> String {
        var text = "**\(rule.id)**: \(rule.title) (\(rule.severity), \(rule.category))\n\n\(rule.explanation)"
        if !rule.references.isEmpty {
            text += "\n\nRests on: " + rule.references.map { reference in
                reference.url.map { "[\(reference)](\($0))" } ?? reference.description
            }.joined(separator: "; ")
        }
        return text
    }

    private func hover(markdown: String, range: TextRange) -> JSONValue {
        ["contents": ["kind": "markdown", "value": .string(markdown)], "range": range.json]
    }
}
