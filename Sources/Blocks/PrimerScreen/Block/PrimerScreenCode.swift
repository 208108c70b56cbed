import PrimerAppInfo
import PrimerCode
import PrimerSpec
import PrimerSyntax

/// How an app calls SwiftUI Blocks' `PermissionPrimerScreen`, and how a call reads as this block's
/// header fields. The parameters and their types are the design's published API reference:
/// `systemImage: String`, `title`, `message`, `continueTitle` and `skipTitle` are
/// `LocalizedStringResource`s (`skipTitle` optional, nil for no skip button), `benefits` an array of
/// `PermissionPrimerScreenBenefit(systemImage:title:text:)`, `tint: Color`, then the two actions.
enum PrimerScreenCode {
    static let shape = CallShape(.initializer("PermissionPrimerScreen"), [
        CallParameter("systemImage", .string),
        CallParameter("title", .localizedText),
        CallParameter("message", .localizedText),
        CallParameter("benefits", .value),
        CallParameter("continueTitle", .localizedText, hasDefault: true),
        CallParameter("skipTitle", .localizedText, hasDefault: true),
        CallParameter("tint", .color, hasDefault: true),
        CallParameter("onContinue", .closure),
        CallParameter("onSkip", .closure, hasDefault: true),
    ])

    static let declaration = BlockCode(calls: [shape], read: read)

    /// The call's content; the permission is the one its hero symbol stands for.
    @Sendable static func read(_ call: CodeCall, _ values: CodeValues) -> CallSiteContent {
        typealias F = PrimerScreenFields
        var content = CallSiteContent(permissions: [], kind: "primer-screen")
        if let argument = call.argument("systemImage") {
            switch values.text(argument.value, inFile: call.file, looksUp: false) {
            case .literal(let symbol, let range, _):
                content.add(F.symbol.name, [symbol], at: range)
                // The first the symbol stands for: `location.fill` is when-in-use, the request an app makes first.
                content.permissions = Array(PrimerScreenBlock().permissions(primedBy: symbol).prefix(1))
                content.kind = content.permissions.first?.rawValue ?? symbol
            case .absent, .computed:
                content.computed("systemImage", of: call, field: "symbol \"SF-SYMBOL\"", source: argument.value.source,
                                 at: argument.value.range)
            }
        }
        content.addText(F.title.name, argument: "title", of: call, values: values, kind: .localizedText)
        content.addText(F.message.name, argument: "message", of: call, values: values, kind: .localizedText)
        content.addRows(argument: "benefits", of: call, values: values, type: ["PermissionPrimerScreenBenefit"],
                        field: "benefit") { content, arguments, file, element in
            var row: [String] = []
            for label in ["systemImage", "title", "text"] {
                guard let argument = arguments[label] else { break }
                guard case .literal(let text, _, _) = values.text(argument.value, inFile: file,
                                                                  looksUp: label != "systemImage") else { break }
                row.append(text)
            }
            guard row.count == 3 else {
                content.computed("benefits", of: call, field: "benefit \"SYMBOL\" \"TITLE\" \"TEXT\" lines",
                                 source: element.source, at: element.range)
                return
            }
            content.add(F.benefit.name, row, at: element.range, lookup: .byDesign)
        }
        content.addText(F.continueTitle.name, argument: "continueTitle", of: call, values: values, kind: .localizedText)
        if let skip = call.argument("skipTitle") {
            switch values.text(skip.value, inFile: call.file, looksUp: true) {
            case .absent(let range): content.add(F.noSkip.name, [], at: range)
            case .literal(let text, let range, _): content.add(F.skipTitle.name, [text], at: range, lookup: .byDesign)
            case .computed(let expression):
                content.computed("skipTitle", of: call, field: "skip-title \"TEXT\" or no-skip", source: expression.source,
                                 at: expression.range)
            }
        }
        if let tint = call.argument("tint") {
            switch values.color(tint.value, inFile: call.file) {
            case .named(let name, let range): content.add(F.tint.name, [name], at: range)
            case .fixed(let light, let dark, let range):
                content.add(F.tint.name, light == dark ? [light] : [light, dark], at: range)
            case .computed(let expression, let reason):
                content.computed("tint", of: call, field: "tint \"COLOR\"", source: expression.source,
                                 at: expression.range, reason: reason)
            }
        }
        return content
    }
}
