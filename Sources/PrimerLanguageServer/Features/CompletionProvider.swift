import PrimerModel
import PrimerSpec
import PrimerSyntax

/// `textDocument/completion`: at the start of a line, the header fields the document's block accepts
/// and its section kinds; after a field, the words its declaration lists (``WordList``: block names,
/// kinds, types, rule ids after `accept`); in a section header, the block's states, transitions
/// (`from -> to via event`), events, Dynamic Type sizes, appearances and modifiers.
package struct CompletionProvider: Sendable {
    /// The context answers are computed in.
    package var context: AnalysisContext

    /// Creates a provider.
    package init(context: AnalysisContext) {
        self.context = context
    }

    /// The protocol's `CompletionItem` kinds used.
    enum Kind: Int {
        case property = 10, value = 12, keyword = 14, snippet = 15, enumMember = 20, event = 23
    }

    /// The protocol's `CompletionList`.
    package func completions(_ analysis: SpecAnalysis, at position: TextPosition) -> JSONValue {
        let items = self.items(analysis, at: position)
        return ["isIncomplete": false, "items": .array(items.map(\.json))]
    }

    /// One item.
    struct Item: Hashable {
        var label: String
        var kind: Kind
        var detail: String?
        var documentation: String?

        var json: JSONValue {
            var object: [String: JSONValue] = ["label": .string(label), "kind": .int(kind.rawValue)]
            if let detail { object["detail"] = .string(detail) }
            if let documentation { object["documentation"] = ["kind": "markdown", "value": .string(documentation)] }
            return .object(object)
        }
    }

    func items(_ analysis: SpecAnalysis, at position: TextPosition) -> [Item] {
        guard let line = analysis.document.line(position.line) else { return [] }
        let cursor = analysis.document.index(of: position)
        guard cursor >= line.startIndex, cursor <= line.endIndex else { return [] }
        let prefix = line[line.startIndex..<cursor]
        // Nothing inside a comment, a section body or a quoted string.
        if prefix.first == " " || prefix.first == "\t" || prefix.contains("#") { return [] }
        if prefix.filter({ $0 == "\"" }).count % 2 == 1 { return [] }
        let words = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let complete = prefix.last.map { $0 == " " || $0 == "\t" } ?? true
        // The words before the one being typed.
        let before = complete ? words : Array(words.dropLast())
        guard let keyword = before.first else { return lineStarts(analysis) }
        let block = analysis.block(in: context.blocks)
        if let section = SectionKeyword(rawValue: keyword), block.map({ ($0.sectionKinds + SectionKeyword.common).contains(section) }) ?? true {
            return sectionWords(section, after: Array(before.dropFirst()), analysis: analysis)
        }
        let fields = [HeaderField.block] + (block?.headerFields ?? context.blocks.headerFields) + [HeaderField.accept]
        guard let field = fields.first(where: { $0.name == keyword }) else { return [] }
        let argument = before.count - 1
        if field.name == HeaderField.accept.name {
            switch argument {
            case 0:
                let rules = RuleCatalogue.rules + Checker.checkOnlyRules
                return HeaderModel.acceptedValues(of: field, in: analysis, context: context).map { id in
                    let rule = rules.first { $0.id == id }
                    return Item(label: id, kind: .enumMember, detail: rule?.title, documentation: rule.map(HoverProvider.ruleText))
                }
            case 1:
                return [Item(label: "*", kind: .value, detail: "any part"),
                        Item(label: "-", kind: .value, detail: "a finding about no part")]
            default:
                return []
            }
        }
        if argument == 0, field.name == CodeLink.callField.name, let block {
            // The calls of the linked file, each by the declarations around it.
            return CodeLink.calls(linkedBy: analysis.syntax, block: block, workingDirectory: context.workingDirectory)
                .map { Item(label: StringLiteral.quoted($0.declarationPath.joined(separator: ".")), kind: .value,
                            detail: "\($0.description), line \($0.location.line)") }
        }
        // A word from a list the field declares.
        return HeaderModel.acceptedValues(of: field, at: argument, in: analysis, context: context)
            .map { Item(label: $0, kind: .enumMember, detail: field.usage) }
    }

    /// Header fields and section kinds, for a word at the start of a line.
    func lineStarts(_ analysis: SpecAnalysis) -> [Item] {
        let block = analysis.block(in: context.blocks)
        let fields = [HeaderField.block] + (block?.headerFields ?? context.blocks.headerFields) + [HeaderField.accept]
        let present = Set(analysis.syntax.header.map(\.name))
        var items = fields.filter { $0.repeats || !present.contains($0.name) }
            .map { Item(label: $0.name, kind: .property, detail: $0.usage, documentation: $0.help) }
        let kinds = (block?.sectionKinds ?? SectionKeyword.allCases) + SectionKeyword.common
        var seen = Set<SectionKeyword>()
        for kind in kinds where seen.insert(kind).inserted {
            items.append(Item(label: kind.rawValue, kind: .keyword, detail: kind.usage))
        }
        return items
    }

    /// The words a section header takes next.
    func sectionWords(_ section: SectionKeyword, after words: [String], analysis: SpecAnalysis) -> [Item] {
        guard let model = HeaderModel.model(analysis, context: context) else { return [] }
        let states = model.stateNames.map { Item(label: $0, kind: .enumMember, detail: "state") }
        let sizes = DynamicTypeSize.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "Dynamic Type size") }
        let last = words.last
        if last == "dynamic-type" { return sizes }
        switch section {
        case .voiceover, .sizes, .targets:
            if words.isEmpty { return states }
            var modifiers = [Item(label: "dynamic-type", kind: .keyword, detail: "dynamic-type SIZE")]
            if section == .voiceover { modifiers.append(Item(label: "reduce-motion", kind: .keyword, detail: "with Reduce Motion on")) }
            return modifiers.filter { !words.contains($0.label) }
        case .contrast:
            return words.isEmpty ? Appearance.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "appearance") } : []
        case .appDump:
            return words.isEmpty ? states : []
        case .announce, .motion:
            if words.isEmpty {
                let transitions = model.transitions.map { transition in
                    Item(label: "\(transition.from) -> \(transition.to) via \(transition.via)", kind: .event,
                         detail: "transition")
                }
                return transitions + states
            }
            if last == "->" { return states }
            if last == "via" {
                let from = words.first ?? ""
                let to = words.count > 2 ? words[2] : ""
                let events = model.transitions(from: from, to: to).map(\.via)
                return (events.isEmpty ? model.eventNames : events).map { Item(label: $0, kind: .event, detail: "event") }
            }
            if words.count == 1 { return [Item(label: "->", kind: .keyword, detail: "FROM -> TO")] }
            var next = [Item(label: "via", kind: .keyword, detail: "via EVENT")]
            if section == .motion {
                next += [Item(label: "dynamic-type", kind: .keyword, detail: "dynamic-type SIZE"),
                         Item(label: "reduce-motion", kind: .keyword, detail: "with Reduce Motion on")]
            }
            return next.filter { !words.contains($0.label) }
        }
    }
}
