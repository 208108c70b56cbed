import PrimerAppInfo
import PrimerCode
import PrimerSpec
import PrimerSyntax

/// How an app calls the Permission Priming templates, and how a call reads as this block's header
/// fields. The templates' code gives three forms: `PermissionPrimingView`'s memberwise initialiser
/// (`permissionType`, the two actions, then the optional `customTitle`, `customDescription` and
/// `customImage` stored properties), its initialiser with a custom title and description, and the
/// `.permissionGated(_:title:description:)` modifier. Every custom text is a `String`, shown as given.
enum PermissionPrimingCode {
    static let calls = [
        CallShape(.initializer("PermissionPrimingView"), [
            CallParameter("permissionType", .value),
            CallParameter("onGranted", .closure),
            CallParameter("onDenied", .closure),
            CallParameter("customTitle", .string, hasDefault: true),
            CallParameter("customDescription", .string, hasDefault: true),
            CallParameter("customImage", .string, hasDefault: true),
        ]),
        CallShape(.initializer("PermissionPrimingView"), [
            CallParameter("permissionType", .value),
            CallParameter("customTitle", .string),
            CallParameter("customDescription", .string),
            CallParameter("customImage", .string, hasDefault: true),
            CallParameter("onGranted", .closure),
            CallParameter("onDenied", .closure),
        ]),
        CallShape(.modifier("permissionGated"), [
            CallParameter("_", .value),
            CallParameter("title", .string, hasDefault: true),
            CallParameter("description", .string, hasDefault: true),
        ]),
    ]

    static let declaration = BlockCode(calls: calls, read: read)

    @Sendable static func read(_ call: CodeCall, _ values: CodeValues) -> CallSiteContent {
        typealias F = PermissionPrimingFields
        var content = CallSiteContent(permissions: [], kind: "")
        let typeLabel = call.shape.form == .modifier("permissionGated") ? "_" : "permissionType"
        if let argument = call.argument(typeLabel) {
            let value = values.followed(argument.value, inFile: call.file).expression
            if let type = permissionType(value) {
                content.kind = type.rawValue
                content.permissions = PermissionPrimingBlock().permissions(primedBy: type.rawValue)
                content.add(F.type.name, [type.rawValue], at: value.range, identifies: true)
            } else {
                content.computed(typeLabel, of: call, field: "type TYPE", source: argument.value.source,
                                 at: argument.value.range, reason: "not a PermissionType case PrimerSpec reads")
            }
        }
        let gated = call.shape.form == .modifier("permissionGated")
        content.addText(F.title.name, argument: gated ? "title" : "customTitle", of: call, values: values, kind: .string)
        content.addText(F.description.name, argument: gated ? "description" : "customDescription", of: call,
                        values: values, kind: .string)
        content.addText(F.symbol.name, argument: "customImage", of: call, values: values, kind: .string)
        return content
    }

    /// `.camera`, `PermissionType.camera`, `.location(.whenInUse)`: the case it names.
    static func permissionType(_ value: SwiftExpression) -> PermissionType? {
        if let names = value.dottedNames, names.count == 2, names[0] == "" || names[0] == "PermissionType" {
            return PermissionType.allCases.first { $0.swiftCase == "." + names[1] }
        }
        if let (callee, arguments, _) = value.call, callee.last == "location", callee.count == 2,
           callee[0] == "" || callee[0] == "PermissionType", arguments.count == 1,
           let accuracy = arguments[0].value.dottedNames?.last {
            return PermissionType.allCases.first { $0.swiftCase == ".location(.\(accuracy))" }
        }
        return nil
    }
}
