import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Reads a copy's `PermissionType`: each case's `title`, `systemImage` and `benefitDescription`, as the
/// templates write them, a `switch self` whose cases return a string (`case .camera: return "…"`, the
/// implicit-return form, `case .a, .b:`, `.location(.whenInUse)`, `.location` for both location cases,
/// `default:`).
extension PermissionPrimingCopy {
    /// One of `PermissionType`'s texts: the member, how a person names the fact, and where the design keeps it.
    struct TypeText: Sendable {
        /// The computed property: `title`.
        var member: String
        /// The fact: `title`, `symbol`, `description`.
        var fact: String
        /// The published design's value for a type.
        var published: @Sendable (PermissionType) -> String
        /// Where the design keeps it.
        var keyPath: WritableKeyPath<PrimingDesign, [PermissionType: String]> & Sendable
        /// The sections it shapes.
        var sections: [SectionKeyword]
    }

    /// `PermissionType`'s texts the model takes from a copy.
    static let typeTexts = [
        TypeText(member: "title", fact: "title", published: { $0.title }, keyPath: \.titles,
                 sections: [.voiceover, .sizes]),
        TypeText(member: "systemImage", fact: "symbol", published: { $0.systemImage }, keyPath: \.symbols,
                 sections: [.voiceover]),
        TypeText(member: "benefitDescription", fact: "description", published: { $0.benefitDescription },
                 keyPath: \.descriptions, sections: [.voiceover, .sizes]),
    ]

    /// The copy's `PermissionType` texts into `design`, with a difference for each that differs.
    static func readType(_ copy: DesignCopy, into design: inout PrimingDesign, differences: inout [CopyDifference]) {
        guard copy.type(typeName) != nil else { return }
        for text in typeTexts {
            guard let member = copy.member(text.member, of: typeName) else {
                // The copy dropped the property: the views it feeds no longer compile as published.
                differences.append(CopyDifference(
                    part: "PermissionType", fact: text.fact, published: "var \(text.member)", copy: "none",
                    at: SourceRange(at: copy.type(typeName)?.location ?? copy.location), sections: text.sections,
                    unfollowed: "the copy's PermissionType declares no \(text.member)"))
                continue
            }
            let file = copy.file(member.file)
            guard case .computed(let body) = member.kind, let (cases, unread) = switchCases(in: file, body: body) else {
                differences.append(CopyDifference(
                    part: "PermissionType", fact: text.fact, published: "a switch over the cases",
                    copy: "var \(text.member)", at: SourceRange(at: member.location), sections: text.sections,
                    unfollowed: "computed at run time, not a switch whose cases return a string"))
                continue
            }
            for pattern in unread {
                differences.append(CopyDifference(
                    part: "PermissionType", fact: text.fact, published: "case .NAME or .location(.ACCURACY)",
                    copy: "case \(pattern.source)", at: pattern.range, sections: text.sections,
                    unfollowed: "a case pattern PrimerSpec does not read, so which types it gives is not known"))
            }
            for type in PermissionType.allCases {
                guard let (value, range) = cases[type] else { continue }
                let published = text.published(type)
                let part = "PermissionType\(type.swiftCase)"
                switch value {
                case .literal(let written):
                    if written != published {
                        design[keyPath: text.keyPath][type] = written
                        differences.append(CopyDifference(part: part, fact: text.fact, published: quoted(published),
                                                          copy: quoted(written), at: range, sections: text.sections))
                    }
                case .computed(let source, let why):
                    differences.append(CopyDifference(part: part, fact: text.fact, published: quoted(published),
                                                      copy: source, at: range, sections: text.sections, unfollowed: why))
                }
            }
        }
    }

    /// What one case of a switch returns.
    enum CaseValue: Hashable, Sendable {
        /// A string literal.
        case literal(String)
        /// Anything else: its source, and why the model cannot take it.
        case computed(String, reason: String)
    }

    /// The value each type gets from the first `switch` in a body's braces, and the patterns that name
    /// no type it reads; nil when the body has no switch.
    static func switchCases(in file: SwiftFile, body: Int)
        -> (values: [PermissionType: (CaseValue, SourceRange)], unread: [SwiftExpression])? {
        let tokens = file.tokens
        let braces = file.scopes[body]
        guard let keyword = ((braces.open + 1)..<braces.close).first(where: { tokens[$0].isIdentifier("switch") }),
              let open = (keyword..<braces.close).first(where: { tokens[$0].isPunctuation("{") }),
              let close = file.scopes.first(where: { $0.open == open })?.close else { return nil }
        // The labels (`case` or `default`) at the switch's own level, each with where its patterns end.
        var labels: [(keyword: Int, colon: Int)] = []
        var level = 0
        var index = open + 1
        var pending: Int?
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation {
                if "([{".contains(token.text) { level += 1 }
                if ")]}".contains(token.text) { level -= 1 }
                if level == 0, token.text == ":", let start = pending {
                    labels.append((start, index))
                    pending = nil
                }
            } else if level == 0, pending == nil, token.isIdentifier("case") || token.isIdentifier("default") {
                pending = index
            }
            index += 1
        }
        var result: [PermissionType: (CaseValue, SourceRange)] = [:]
        var unread: [SwiftExpression] = []
        for (number, label) in labels.enumerated() {
            let end = number + 1 < labels.count ? labels[number + 1].keyword : close
            let types: [PermissionType]
            if tokens[label.keyword].isIdentifier("default") {
                types = PermissionType.allCases.filter { result[$0] == nil }
            } else {
                let read = patterns(file, from: label.keyword + 1, to: label.colon)
                types = read.types
                unread += read.unread
            }
            var start = label.colon + 1
            if tokens.element(start)?.isIdentifier("return") == true { start += 1 }
            var reader = ExpressionReader(tokens: Array(tokens[..<end]), bytes: file.bytes, file: file.path, at: start)
            guard let expression = reader.expression(statement: true) else { continue }
            let value: CaseValue
            if statementFollows(tokens, reader.index, end) {
                value = .computed(expression.source, reason: "the case runs more than a return of its value")
            } else if case .string(let text) = expression.form {
                value = .literal(text)
            } else if case .interpolated = expression.form {
                value = .computed(expression.source, reason: "an interpolated string, known only at run time")
            } else if case .call = expression.form {
                value = .computed(expression.source, reason: "computed by a function call at run time")
            } else {
                value = .computed(expression.source, reason: "computed at run time")
            }
            for type in types where result[type] == nil { result[type] = (value, expression.range) }
        }
        return (result, unread)
    }

    /// Whether more than the value follows in a case's body (statements before the return, say).
    private static func statementFollows(_ tokens: [SwiftToken], _ index: Int, _ end: Int) -> Bool {
        (index..<end).contains { !tokens[$0].isPunctuation(";") }
    }

    /// The types a `case` label's patterns name: `.camera`, `.location(.always)`, `.location` (both);
    /// and the patterns that name none it reads (`.location(let accuracy)`, a `where` clause).
    static func patterns(_ file: SwiftFile, from start: Int, to colon: Int) -> (types: [PermissionType], unread: [SwiftExpression]) {
        var reader = ExpressionReader(tokens: Array(file.tokens[..<colon]), bytes: file.bytes, file: file.path, at: start)
        var types: [PermissionType] = []
        var unread: [SwiftExpression] = []
        while reader.index < colon, let pattern = reader.expression() {
            if let type = PermissionPrimingCode.permissionType(pattern) {
                types.append(type)
            } else if let names = pattern.dottedNames, names.last == "location", names.count == 2,
                      names[0] == "" || names[0] == typeName {
                types += [.locationWhenInUse, .locationAlways]
            } else {
                unread.append(pattern)
            }
            guard reader.index < colon, file.tokens[reader.index].isPunctuation(",") else { break }
            reader.index += 1
        }
        return (types, unread)
    }

    /// A text as Swift writes it.
    static func quoted(_ text: String) -> String { StringLiteral.quoted(text) }
}
