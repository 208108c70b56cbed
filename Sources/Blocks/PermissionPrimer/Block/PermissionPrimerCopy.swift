import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// How a team's copy of the PermissionPrimer block is found in an app and read (`design copy`).
///
/// The block's view code is not published, only its API; what the model takes from a copy is the
/// standard content the copy's `PermissionPrimer.Content.standard(for:appName:)` returns for each
/// kind. The parts, where the published design has them:
/// - the view, `struct PermissionPrimer: View`: modelled from the design's documentation, never
///   read (one unfollowed difference at its declaration says so);
/// - `static func standard(for:appName:)` in `PermissionPrimer.Content`, declared nested in the view
///   (`struct Content` inside `PermissionPrimer`) or in an `extension PermissionPrimer.Content`;
/// - in it, `switch KIND { case .camera: return Content(…) }`, each case's content given to its
///   initialiser or set on a local after (`var content = Content(…); content.title = …; return content`);
/// - each field by its property path (``PrimerContentField/path``, `benefits`, `sampleAlert.buttons`).
/// A field the same as PrimerSpec's standard content is nothing; a literal that differs is followed;
/// a text computed at run time (an interpolation of anything but `appName`) is reported, unfollowed.
enum PermissionPrimerCopy {
    /// The view's type, which marks a copy.
    static let view = "PermissionPrimer"
    /// The content's type, as an extension names it.
    static let content = "PermissionPrimer.Content"
    /// The block's declaration.
    static let declaration = BlockCopy(types: [view, content], read: read)

    /// The sections a field of the view shapes: everything the model says of the view.
    static let viewSections: [SectionKeyword] = [.voiceover, .sizes, .targets, .motion]

    /// Reads a copy: the view's one unfollowed difference, then each kind's standard content.
    @Sendable static func read(_ copy: DesignCopy) -> CopyReading {
        var differences = [viewDifference(copy)]
        var design = PrimerDesign()
        guard let standard = StandardFunction.find(in: copy) else {
            differences.append(CopyDifference(
                part: "Content", fact: "standard content", published: "static func standard(for:appName:)",
                copy: "no standard(for:appName:)", at: SourceRange(at: copy.location),
                sections: [.voiceover, .announce],
                unfollowed: "the copy's PermissionPrimer.Content declares no standard(for:appName:) PrimerSpec reads"))
            return CopyReading(differences: differences, design: design)
        }
        let file = copy.file(standard.file)
        guard let cases = standard.cases(in: file) else {
            differences.append(CopyDifference(
                part: "Content.standard(for:appName:)", fact: "content for each kind",
                published: "switch \(standard.kindName) { case …: return Content(…) }",
                copy: "no switch over \(standard.kindName)",
                at: SourceRange(at: file.location(of: standard.token)), sections: [.voiceover, .announce],
                unfollowed: "restructured: no switch over the kind PrimerSpec reads"))
            return CopyReading(differences: differences, design: design)
        }
        for kindCase in cases {
            let reader = ContentReader(copy: copy, standard: standard)
            for kind in kindCase.kinds {
                var edits = StandardEdits()
                differences += reader.read(kindCase, kind: kind, into: &edits)
                if !edits.isEmpty { design.standard[kind] = edits }
            }
        }
        return CopyReading(differences: differences, design: design)
    }

    /// The design of the copy `values`' module holds, if it holds one: the standard content an app's
    /// call of `Content.standard(for:appName:)` gets.
    static func design(in values: CodeValues) -> PrimerDesign? {
        guard let copy = DesignCopy(types: declaration.types, module: values.module, values: values) else { return nil }
        return read(copy).design as? PrimerDesign
    }

    /// The view's one difference: PrimerSpec does not read the copy's view code.
    static func viewDifference(_ copy: DesignCopy) -> CopyDifference {
        let declaration = copy.type(view)
        let written = declaration.map {
            $0.keyword + " " + view + ($0.inherits.isEmpty ? "" : ": " + $0.inherits.joined(separator: ", "))
        }
        return CopyDifference(
            part: "view", fact: "layout, accessibility and motion",
            published: "the view its documentation describes", copy: written ?? "struct \(view)",
            at: SourceRange(at: declaration?.location ?? copy.location), sections: viewSections,
            unfollowed: "PrimerSpec models the view from the design's documentation, its code not being published, "
                + "and does not read the copy's layout, accessibility or motion")
    }

    /// A text as Swift code writes it, naming the app `\(appName)`.
    static func written(_ text: String?) -> String {
        guard let text else { return "nil" }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + escaped.replacingOccurrences(of: AppNameFormat.marker, with: "\\(appName)") + "\""
    }

    /// A benefit row as Swift code writes it.
    static func written(_ benefit: PrimerBenefit?) -> String {
        guard let benefit else { return "no row" }
        return "Benefit(symbol: \(written(benefit.symbol)), title: \(written(benefit.title)), "
            + "detail: \(written(benefit.detail)))"
    }
}

/// The copy's `static func standard(for:appName:)`: where it is and what its parameters are named.
struct StandardFunction {
    /// The file's index in the module.
    var file: Int
    /// The `func` token.
    var token: Int
    /// The body's scope.
    var body: Int
    /// The kind parameter's name inside the body (`kind`).
    var kindName: String
    /// The app name parameter's name inside the body (`appName`).
    var appName: String

    /// The function in the copy's `PermissionPrimer.Content`, nested or extended; nil when absent.
    static func find(in copy: DesignCopy) -> StandardFunction? {
        var types = copy.declarations[PermissionPrimerCopy.content] ?? []
        for nested in copy.module.types(named: "Content") {
            let file = copy.file(nested.file)
            guard let parent = file.scopes[nested.scope].parent, file.scopes[parent].kind == .type,
                  file.scopes[parent].name == PermissionPrimerCopy.view else { continue }
            types.append(nested)
        }
        // The view's own file first: with two copies in the app, `design copy "PATH"` names the one.
        let viewFiles = Set((copy.declarations[PermissionPrimerCopy.view] ?? []).map(\.file))
        for type in types.filter({ viewFiles.contains($0.file) }) + types.filter({ !viewFiles.contains($0.file) }) {
            for member in copy.module.members(of: type) where member.name == "standard" {
                guard case .function(let body) = member.kind,
                      let parameters = parameters(copy.file(member.file), name: member.token + 1),
                      parameters.count >= 2, parameters[0].label == "for", parameters[1].label == "appName" else { continue }
                return StandardFunction(file: member.file, token: member.token, body: body,
                                        kindName: parameters[0].name, appName: parameters[1].name)
            }
        }
        return nil
    }

    /// The parameters after the function's name at `name`: each label and name inside the body.
    static func parameters(_ file: SwiftFile, name: Int) -> [(label: String, name: String)]? {
        let tokens = file.tokens
        guard name + 1 < tokens.count, tokens[name + 1].isPunctuation("(") else { return nil }
        var result: [(label: String, name: String)] = []
        var level = 0
        var expectsLabel = true
        var index = name + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if "([<".contains(token.text) { level += 1 }
                if ")]>".contains(token.text) { level -= 1 }
                if level == 0 { break }
                if level == 1, token.text == "," { expectsLabel = true }
            } else if token.kind == .identifier, level == 1, expectsLabel {
                expectsLabel = false
                let next = index + 1 < tokens.count ? tokens[index + 1] : token
                result.append(next.kind == .identifier ? (token.text, next.text) : (token.text, token.text))
            }
            index += 1
        }
        return result
    }

    /// One `case` of the switch over the kind: the kinds it covers and its tokens.
    struct KindCase {
        /// The kinds, in the order written (`default` covers those no case names).
        var kinds: [PrimerKind]
        /// The `case` or `default` token.
        var token: Int
        /// The tokens of its statements.
        var statements: Range<Int>
    }

    /// The cases of `switch KIND { … }` at the top of the body; nil when there is none.
    func cases(in file: SwiftFile) -> [KindCase]? {
        let tokens = file.tokens
        let scope = file.scopes[body]
        var switchScope: Int?
        for index in (scope.open + 1)..<max(scope.open + 1, scope.close)
        where file.scope(of: index) == body && tokens[index].isIdentifier("switch") {
            guard index + 2 < tokens.count, tokens[index + 1].isIdentifier(kindName), tokens[index + 2].isPunctuation("{")
            else { continue }
            switchScope = file.scopes.firstIndex { $0.open == index + 2 }
            break
        }
        guard let switchScope else { return nil }
        let braces = file.scopes[switchScope]
        var labels: [(kinds: [PrimerKind]?, token: Int, start: Int)] = []
        var index = braces.open + 1
        while index < braces.close {
            defer { index += 1 }
            let token = tokens[index]
            guard file.scope(of: index) == switchScope, token.isIdentifier("case") || token.isIdentifier("default"),
                  tokens[index - 1].line < token.line || tokens[index - 1].isPunctuation("{") else { continue }
            var names: [String] = []
            var cursor = index + 1
            var last: String?
            while cursor < braces.close, !tokens[cursor].isPunctuation(":") {
                if tokens[cursor].kind == .identifier { last = tokens[cursor].text }
                if tokens[cursor].isPunctuation(","), let name = last { names.append(name); last = nil }
                cursor += 1
            }
            if let last { names.append(last) }
            let kinds = token.isIdentifier("default") ? [] : names.map { PrimerKind(rawValue: $0) }
            labels.append((kinds.contains(nil) ? nil : kinds.compactMap { $0 }, index, cursor + 1))
            index = cursor
        }
        var named = Set<PrimerKind>()
        for label in labels { named.formUnion(label.kinds ?? []) }
        return labels.enumerated().compactMap { number, label in
            guard var kinds = label.kinds else { return nil }
            if tokens[label.token].isIdentifier("default") { kinds = PrimerKind.allCases.filter { !named.contains($0) } }
            let end = number + 1 < labels.count ? labels[number + 1].token : braces.close
            return KindCase(kinds: kinds, token: label.token, statements: label.start..<max(label.start, end))
        }
    }
}

/// Reads one case's content against PrimerSpec's standard content for a kind.
struct ContentReader {
    /// The copy.
    var copy: DesignCopy
    /// The function the case is in.
    var standard: StandardFunction

    /// A value written for a property path, with the file it is in.
    struct Written {
        var path: [String]
        var value: SwiftExpression
        var file: Int
        var appends = false
    }

    /// A text as the copy gives it.
    enum Text {
        /// A literal, the app named by ``AppNameFormat/marker`` where it interpolates `appName`.
        case text(String, SwiftExpression)
        /// `nil`.
        case absent(SwiftExpression)
        /// Known at run time only, and why.
        case computed(SwiftExpression, String)
    }

    /// The differences of the case's content for `kind`, the followed ones set in `edits`.
    func read(_ kindCase: StandardFunction.KindCase, kind: PrimerKind, into edits: inout StandardEdits) -> [CopyDifference] {
        let file = copy.file(standard.file)
        let part = "standard \(kind) content"
        let published = PrimerContent.standard(for: kind, appName: AppNameFormat.marker)
        var returned: Int?
        for index in kindCase.statements where file.tokens[index].isIdentifier("return")
            && file.scope(of: index) == file.scope(of: kindCase.token) {
            returned = index
        }
        var reader = file.reader(at: (returned ?? kindCase.token) + 1)
        guard returned != nil, let expression = reader.expression(statement: true) else {
            return [CopyDifference(part: part, fact: "content", published: "return Content(…)", copy: "no return",
                                   at: SourceRange(at: file.location(of: kindCase.token)), sections: [.voiceover, .announce],
                                   unfollowed: "restructured: the case returns no content PrimerSpec reads")]
        }
        let followed = copy.module.follow(expression, inFile: standard.file)
        let base = followed.expression
        guard let (callee, arguments, _) = base.call,
              callee.last == "Content" || callee.last == "init" || callee == ["Self"] else {
            return [CopyDifference(part: part, fact: "content", published: "Content(…)", copy: base.source, at: base.range,
                                   sections: [.voiceover, .announce],
                                   unfollowed: "a content value PrimerSpec does not read")]
        }
        var written: [Written] = []
        for argument in arguments {
            guard let label = argument.label else { continue }
            if label == "sampleAlert", let (_, alert, _) = argument.value.call {
                for inner in alert {
                    guard let name = inner.label else { continue }
                    written.append(Written(path: [label, name], value: inner.value, file: followed.file))
                }
            } else {
                written.append(Written(path: [label], value: argument.value, file: followed.file))
            }
        }
        for assignment in followed.assignments {
            written.append(Written(path: assignment.path, value: assignment.value, file: assignment.file,
                                   appends: assignment.appends))
        }
        var differences: [CopyDifference] = []
        for field in PrimerContentField.allCases {
            guard let last = written.last(where: { $0.path == field.path }) else { continue }
            let was = field.value(in: published)
            switch text(last.value, file: last.file) {
            case .text(let value, let at):
                guard value != was else { continue }
                edits.texts[field] = value
                differences.append(CopyDifference(part: part, fact: field.fact, published: PermissionPrimerCopy.written(was),
                                                  copy: at.source, at: at.range, sections: field.sections))
            case .absent(let at):
                guard was != nil else { continue }
                differences.append(CopyDifference(part: part, fact: field.fact, published: PermissionPrimerCopy.written(was),
                                                  copy: at.source, at: at.range, sections: field.sections,
                                                  unfollowed: "nil, which PrimerSpec does not follow"))
            case .computed(let at, let why):
                // The published design reads the sample alert's message from the purpose string at
                // run time too: the model's message is the spec's purpose string.
                if field == .alertMessage { continue }
                differences.append(CopyDifference(part: part, fact: field.fact, published: PermissionPrimerCopy.written(was),
                                                  copy: at.source, at: at.range, sections: field.sections, unfollowed: why))
            }
        }
        differences += buttons(written, published: published.sampleAlert.buttons, part: part, edits: &edits)
        differences += benefits(written, published: published.benefits, part: part, edits: &edits)
        return differences
    }

    /// The sample alert's buttons, when the copy writes them.
    private func buttons(_ written: [Written], published: [String], part: String,
                         edits: inout StandardEdits) -> [CopyDifference] {
        guard let last = written.last(where: { $0.path == ["sampleAlert", "buttons"] }) else { return [] }
        let shown = "[" + published.map { PermissionPrimerCopy.written($0) }.joined(separator: ", ") + "]"
        let sections: [SectionKeyword] = [.voiceover]
        guard let (elements, file) = copy.values.elements(last.value, inFile: last.file) else {
            return [CopyDifference(part: part, fact: "sample alert's buttons", published: shown, copy: last.value.source,
                                   at: last.value.range, sections: sections, unfollowed: "computed at run time")]
        }
        var buttons: [String] = []
        for element in elements {
            guard case .text(let value, _) = text(element, file: file) else {
                return [CopyDifference(part: part, fact: "sample alert's buttons", published: shown, copy: element.source,
                                       at: element.range, sections: sections, unfollowed: "computed at run time")]
            }
            buttons.append(value)
        }
        guard buttons != published else { return [] }
        edits.alertButtons = buttons
        let value = copy.module.follow(last.value, inFile: last.file).expression
        return [CopyDifference(part: part, fact: "sample alert's buttons", published: shown, copy: value.source,
                               at: value.range, sections: sections)]
    }

    /// The benefit rows, when the copy writes them: each row that differs, at its line.
    private func benefits(_ written: [Written], published: [PrimerBenefit], part: String,
                          edits: inout StandardEdits) -> [CopyDifference] {
        let given = written.filter { $0.path == ["benefits"] }
        guard !given.isEmpty else { return [] }
        let sections: [SectionKeyword] = [.voiceover, .contrast]
        var rows: [(benefit: PrimerBenefit, at: SwiftExpression)] = []
        var unread: [CopyDifference] = []
        for list in given {
            guard let (elements, file) = copy.values.elements(list.value, inFile: list.file) else {
                unread.append(CopyDifference(part: part, fact: "benefits", published: "\(published.count) rows",
                                             copy: list.value.source, at: list.value.range, sections: sections,
                                             unfollowed: "computed at run time"))
                continue
            }
            if !list.appends { rows = [] }
            for element in elements {
                let number = rows.count + 1
                guard let row = benefit(element, file: file) else {
                    unread.append(CopyDifference(part: part, fact: "benefit \(number)",
                                                 published: PermissionPrimerCopy.written(published[safe: number - 1]),
                                                 copy: element.source, at: element.range, sections: sections,
                                                 unfollowed: "a row whose texts are computed at run time"))
                    rows.append((PrimerBenefit(symbol: "", title: "", detail: ""), element))
                    continue
                }
                rows.append((row, element))
            }
        }
        guard unread.isEmpty else { return unread }
        guard rows.map(\.benefit) != published else { return [] }
        edits.benefits = rows.map(\.benefit)
        var differences: [CopyDifference] = []
        for number in 0..<max(rows.count, published.count) {
            let was = published[safe: number]
            guard let row = rows[safe: number] else {
                let at = given.last.map { copy.module.follow($0.value, inFile: $0.file).expression } ?? rows[0].at
                differences.append(CopyDifference(part: part, fact: "benefit \(number + 1)",
                                                  published: PermissionPrimerCopy.written(was), copy: "no row",
                                                  at: at.range, sections: sections))
                continue
            }
            guard row.benefit != was else { continue }
            differences.append(CopyDifference(part: part, fact: "benefit \(number + 1)",
                                              published: PermissionPrimerCopy.written(was), copy: row.at.source,
                                              at: row.at.range, sections: sections))
        }
        return differences
    }

    /// `Benefit(symbol:title:detail:)` or `.init(…)` with three texts.
    private func benefit(_ element: SwiftExpression, file: Int) -> PrimerBenefit? {
        let value = copy.module.follow(element, inFile: file)
        guard let (callee, arguments, _) = value.expression.call,
              callee.last == "Benefit" || callee.last == "init" else { return nil }
        var texts: [String] = []
        for label in ["symbol", "title", "detail"] {
            guard let argument = arguments.first(where: { $0.label == label }),
                  case .text(let text, _) = text(argument.value, file: value.file) else { return nil }
            texts.append(text)
        }
        return PrimerBenefit(symbol: texts[0], title: texts[1], detail: texts[2])
    }

    /// A text: a literal, a literal interpolating only `appName` in the function, `nil`, or computed.
    func text(_ expression: SwiftExpression, file: Int) -> Text {
        let followed = copy.module.follow(expression, inFile: file)
        let value = followed.expression
        switch copy.values.text(value, inFile: followed.file, looksUp: false) {
        case .literal(let text, _, _): return .text(text, value)
        case .absent: return .absent(value)
        case .computed(let computed):
            guard case .interpolated = computed.form else { return .computed(computed, "computed at run time") }
            if let text = substituted(computed, file: followed.file) { return .text(text, computed) }
            return .computed(computed, "interpolates a value other than \(standard.appName), known at run time only")
        }
    }

    /// An interpolating literal in the function whose every `\(…)` is its app name parameter: the
    /// text naming the app by ``AppNameFormat/marker``; nil for any other.
    func substituted(_ literal: SwiftExpression, file number: Int) -> String? {
        let file = copy.file(number)
        let scope = file.scopes[standard.body]
        let index = literal.tokens.lowerBound
        guard number == standard.file, literal.tokens.count == 1, index > scope.open, index < scope.close else { return nil }
        let bytes = Array(file.bytes[file.tokens[index].utf8Range])
        let quote = UInt8(ascii: "\"")
        guard bytes.count >= 2, bytes.first == quote, bytes.last == quote,
              !(bytes.count >= 3 && bytes[1] == quote && bytes[2] == quote) else { return nil }
        let content = Array(bytes[1..<(bytes.count - 1)])
        let pattern = Array("\\(\(standard.appName))".utf8)
        var pieces: [[UInt8]] = [[]]
        var at = 0
        while at < content.count {
            if content[at] == UInt8(ascii: "\\"), at + 1 < content.count, content[at + 1] == UInt8(ascii: "\\") {
                pieces[pieces.count - 1] += [content[at], content[at + 1]]
                at += 2
            } else if content[at...].starts(with: pattern) {
                pieces.append([])
                at += pattern.count
            } else if content[at] == UInt8(ascii: "\\"), at + 1 < content.count, content[at + 1] == UInt8(ascii: "(") {
                return nil
            } else {
                pieces[pieces.count - 1].append(content[at])
                at += 1
            }
        }
        return pieces.map { StringLiteralDecoder.decode($0[...], hashes: 0, multiLine: false) }
            .joined(separator: AppNameFormat.marker)
    }
}

extension Array {
    /// The element at `index`, nil past either end.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
