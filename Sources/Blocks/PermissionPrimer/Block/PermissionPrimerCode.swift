import PrimerAppInfo
import PrimerCode
import PrimerSpec
import PrimerSyntax

/// How an app calls the PermissionPrimer block, and how a call reads as this block's header fields.
/// The design's notes give the call (`PermissionPrimer(kind:content:onGranted:onNotNow:request:)`, a
/// `Kind` and everything else optional) and the content: `PermissionPrimer.Content.standard(for:appName:)`
/// with the properties the app then sets, or `Content`'s own initialiser; each text a `String` shown
/// as given. A `request:` argument replaces the system request (`custom-request`).
enum PermissionPrimerCode {
    static let shape = CallShape(.initializer("PermissionPrimer"), [
        CallParameter("kind", .value),
        CallParameter("content", .value, hasDefault: true),
        CallParameter("onGranted", .closure, hasDefault: true),
        CallParameter("onNotNow", .closure, hasDefault: true),
        CallParameter("request", .closure, hasDefault: true),
    ])

    static let declaration = BlockCode(calls: [shape], read: read)

    /// Each content property the app may set, and the header field that states it.
    static let properties: [[String]: String] = {
        typealias F = PermissionPrimerFields
        return [
            ["symbol"]: F.symbol.name, ["grantedSymbol"]: F.grantedSymbol.name, ["deniedSymbol"]: F.deniedSymbol.name,
            ["title"]: F.title.name, ["reason"]: F.reason.name, ["continueTitle"]: F.continueTitle.name,
            ["sampleAlert", "title"]: F.alertTitle.name, ["sampleAlert", "message"]: F.alertMessage.name,
            ["sampleAlert", "buttons"]: F.alertButtons.name, ["grantedTitle"]: F.grantedTitle.name,
            ["grantedLine"]: F.grantedLine.name, ["deniedTitle"]: F.deniedTitle.name, ["deniedLine"]: F.deniedLine.name,
            ["limitedTitle"]: F.limitedTitle.name, ["limitedLine"]: F.limitedLine.name,
            ["notNowTitle"]: F.notNowTitle.name, ["doneTitle"]: F.doneTitle.name,
            ["openSettingsTitle"]: F.openSettingsTitle.name,
        ]
    }()

    @Sendable static func read(_ call: CodeCall, _ values: CodeValues) -> CallSiteContent {
        typealias F = PermissionPrimerFields
        var content = CallSiteContent(permissions: [], kind: "")
        guard let kindArgument = call.argument("kind") else { return content }
        let kindValue = values.followed(kindArgument.value, inFile: call.file).expression
        guard let name = kindValue.dottedNames?.last, let kind = PrimerKind(rawValue: name),
              kindValue.dottedNames?.dropLast().allSatisfy({ ["", "PermissionPrimer", "Kind"].contains($0) }) == true else {
            content.computed("kind", of: call, field: "primer KIND", source: kindArgument.value.source,
                             at: kindArgument.value.range, reason: "not a Kind case PrimerSpec reads")
            return content
        }
        content.kind = kind.rawValue
        content.permissions = PermissionPrimerBlock().permissions(primedBy: kind.rawValue)
        content.add(F.primer.name, [kind.rawValue], at: kindValue.range, identifies: true)
        if call.argument("request") != nil, let request = call.argument("request") {
            content.add(F.customRequest.name, [], at: SourceRange(at: request.location))
        }
        if let argument = call.argument("content") {
            readContent(argument.value, kind: kind, of: call, values: values, into: &content)
        }
        return content
    }

    /// The content argument: `.standard(for:appName:)` or `Content(…)`, then each property set on it.
    static func readContent(_ expression: SwiftExpression, kind: PrimerKind, of call: CodeCall, values: CodeValues,
                            into content: inout CallSiteContent) {
        let followed = values.followed(expression, inFile: call.file)
        let base = followed.expression
        var fields: [String: CodeField] = [:]
        var order: [String] = []
        func set(_ field: CodeField) {
            if fields[field.name] == nil { order.append(field.name) }
            fields[field.name] = field
        }
        var standardBenefits: [PrimerBenefit] = []
        if let (callee, arguments, _) = base.call, callee.last == "standard" {
            var appName = PrimerContent.sampleAppName
            if let app = arguments.first(where: { $0.label == "appName" }) {
                switch values.text(app.value, inFile: followed.file, looksUp: false) {
                case .literal(let name, let range, _):
                    appName = name
                    var field = CodeField(name: HeaderField.app.name, values: [name], range: range)
                    field.yieldsTo = ["info-plist", "project", "xcconfig"]
                    set(field)
                case .absent, .computed:
                    content.computed("appName", of: call, field: "app \"NAME\" (or info-plist)", source: app.value.source,
                                     at: app.value.range)
                }
            }
            // The app's own copy of the block, if it holds one, is the `standard` the call runs.
            standardBenefits = (PermissionPrimerCopy.design(in: values) ?? .published)
                .content(for: kind, appName: appName).benefits
        } else if let (callee, arguments, _) = base.call, callee.last == "Content" || callee == ["", "init"] {
            for argument in arguments {
                guard let label = argument.label else { continue }
                read([label], argument.value, file: followed.file, of: call, values: values, set: set,
                     content: &content, standard: [])
            }
        } else {
            content.computed("content", of: call, field: "title, reason and benefit lines", source: expression.source,
                             at: expression.range, reason: "a content value PrimerSpec does not read")
            return
        }
        var benefits = standardBenefits.map { [$0.symbol, $0.title, $0.detail] }
        var benefitsSet = false
        for assignment in followed.assignments {
            if assignment.path == ["benefits"] {
                guard let rows = benefitRows(assignment.value, file: assignment.file, of: call, values: values,
                                             content: &content) else { continue }
                benefits = assignment.appends ? benefits + rows : rows
                benefitsSet = true
                continue
            }
            read(assignment.path, assignment.value, file: assignment.file, of: call, values: values, set: set,
                 content: &content, standard: [])
        }
        if case .call(_, let arguments, _) = base.form, let given = arguments.first(where: { $0.label == "benefits" }),
           let rows = benefitRows(given.value, file: followed.file, of: call, values: values, content: &content) {
            if !benefitsSet { benefits = rows; benefitsSet = true }
        }
        for name in order { if let field = fields[name] { content.fields.append(field) } }
        if benefitsSet {
            for row in benefits { content.add(PermissionPrimerFields.benefit.name, row, at: base.range) }
        }
    }

    private static func read(_ path: [String], _ value: SwiftExpression, file: Int, of call: CodeCall,
                             values: CodeValues, set: (CodeField) -> Void, content: inout CallSiteContent,
                             standard: [PrimerBenefit]) {
        guard path != ["benefits"], let field = properties[path] else { return }
        if path == ["sampleAlert", "buttons"] {
            guard let (elements, elementFile) = values.elements(value, inFile: file) else {
                content.computed(path.joined(separator: "."), of: call, field: field, source: value.source, at: value.range)
                return
            }
            var buttons: [String] = []
            for element in elements {
                guard case .literal(let text, _, _) = values.text(element, inFile: elementFile, looksUp: false) else {
                    content.computed(path.joined(separator: "."), of: call, field: field, source: value.source,
                                     at: value.range)
                    return
                }
                buttons.append(text)
            }
            set(CodeField(name: field, values: buttons, range: value.range))
            return
        }
        switch values.text(value, inFile: file, looksUp: false) {
        case .literal(let text, let range, let looksUp):
            set(CodeField(name: field, values: [text], range: range, lookup: looksUp ? .byCode : .none))
        case .absent:
            return
        case .computed(let expression):
            content.computed(path.joined(separator: "."), of: call, field: "\(field) \"TEXT\"", source: expression.source,
                             at: expression.range)
        }
    }

    /// `[.init(symbol:title:detail:), Benefit(…)]`: each row's three texts, or nil with a note.
    private static func benefitRows(_ value: SwiftExpression, file: Int, of call: CodeCall, values: CodeValues,
                                    content: inout CallSiteContent) -> [[String]]? {
        guard let (elements, elementFile) = values.elements(value, inFile: file) else {
            content.computed("benefits", of: call, field: "benefit lines", source: value.source, at: value.range)
            return nil
        }
        var rows: [[String]] = []
        for element in elements {
            guard let (callee, arguments, _) = element.call,
                  callee == ["", "init"] || callee.last == "Benefit" || callee.suffix(2) == ["Benefit", "init"] else {
                content.computed("benefits", of: call, field: "benefit lines", source: element.source, at: element.range)
                return nil
            }
            var row: [String] = []
            for label in ["symbol", "title", "detail"] {
                guard let argument = arguments.first(where: { $0.label == label }),
                      case .literal(let text, _, _) = values.text(argument.value, inFile: elementFile, looksUp: false)
                else {
                    content.computed("benefits", of: call, field: "benefit lines", source: element.source,
                                     at: element.range)
                    return nil
                }
                row.append(text)
            }
            rows.append(row)
        }
        return rows
    }
}
