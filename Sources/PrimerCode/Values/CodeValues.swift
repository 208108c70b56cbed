import Foundation
import PrimerAppInfo
import PrimerSyntax

/// Reads the values of a design's arguments in an app's code: follows names to where they are
/// written (``SwiftModule/follow(_:inFile:)``), reads texts (literals, `String(localized:)`,
/// `NSLocalizedString`, `LocalizedStringResource("…")`), colours (SwiftUI names, `Color(red:green:blue:)`,
/// asset catalog colours) and arrays. The blocks' code readers ask it; it knows no design.
package struct CodeValues: Sendable {
    /// The app's files.
    package var module: SwiftModule
    /// Finds an asset catalog colour by name: its light and dark `#RRGGBB`, or the located reason
    /// it cannot; nil when no asset catalog is searched.
    package var assetColor: (@Sendable (String, SourceRange) -> Result<(light: String, dark: String), Finding>)?

    /// Creates a reader.
    package init(module: SwiftModule,
                assetColor: (@Sendable (String, SourceRange) -> Result<(light: String, dark: String), Finding>)? = nil) {
        self.module = module
        self.assetColor = assetColor
    }

    /// The expression an argument's value is written as, followed through names.
    package func followed(_ expression: SwiftExpression, inFile file: Int) -> FollowedValue {
        module.follow(expression, inFile: file)
    }

    /// A text: a literal, a key (`looksUp`), `nil`, or computed. `looksUp` says whether the
    /// parameter looks a literal up (`LocalizedStringResource`, `LocalizedStringKey`).
    package func text(_ expression: SwiftExpression, inFile file: Int, looksUp: Bool) -> CodeText {
        let value = followed(expression, inFile: file).expression
        switch value.form {
        case .string(let text): return .literal(text, at: value.range, looksUp: looksUp)
        case .nilLiteral: return .absent(at: value.range)
        case .call(let callee, let arguments, let trailing) where trailing.isEmpty:
            guard let names = callee.dottedNames, let first = arguments.first,
                  case .string(let key) = first.value.form else { return .computed(value) }
            let otherTable = arguments.contains { $0.label == "table" || $0.label == "tableName" }
            switch (names, first.label) {
            case (["String"], "localized"?) where !otherTable,
                 (["NSLocalizedString"], nil) where !otherTable,
                 (["LocalizedStringResource"], nil) where !otherTable,
                 (["LocalizedStringKey"], nil):
                return .literal(key, at: first.value.range, looksUp: true)
            case (["String"], nil) where arguments.count == 1:
                return .literal(key, at: first.value.range, looksUp: false)
            default:
                return .computed(value)
            }
        default:
            return .computed(value)
        }
    }

    /// A colour.
    package func color(_ expression: SwiftExpression, inFile file: Int) -> CodeColor {
        let value = followed(expression, inFile: file).expression
        switch value.form {
        case .implicitMember("accentColor"), .member(_, "accentColor") where value.dottedNames?.first != "UIColor":
            // The app's accent colour is the asset its ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names; assumed
            // `AccentColor`, the value Xcode's app templates set (29 of 32 settings in the public projects read).
            return asset("AccentColor", value: value, at: value.range)
        case .implicitMember(let name):
            return .named(name, at: value.range)
        case .member(let base, let name) where base.dottedNames == ["Color"]:
            return .named(name, at: value.range)
        case .call(let callee, let arguments, _) where callee.dottedNames == ["Color"]:
            let labels = arguments.map(\.label)
            if labels == [nil], case .string(let name) = arguments[0].value.form {
                return asset(name, value: value, at: arguments[0].value.range)
            }
            let components = arguments.filter { $0.label != nil }
            let names = components.map(\.label)
            let space = arguments.first { $0.label == nil }?.value.dottedNames?.last
            guard names == ["red", "green", "blue"] || names == ["red", "green", "blue", "opacity"],
                  space == nil || space == "sRGB" else {
                return .computed(value, reason: "a colour form PrimerSpec does not read; expected .NAME, "
                                 + "Color(red:green:blue:) or Color(\"ASSET\")")
            }
            var channels: [Double] = []
            for component in components.prefix(3) {
                guard case .number(let text) = followed(component.value, inFile: file).expression.form,
                      let number = Double(text.replacingOccurrences(of: "_", with: "")), (0...1).contains(number) else {
                    return .computed(value, reason: "a component that is not a number from 0 to 1")
                }
                channels.append(number)
            }
            if let opacity = components.dropFirst(3).first {
                guard case .number(let text) = opacity.value.form, Double(text) == 1 else {
                    return .computed(value, reason: "a colour that is not opaque, whose contrast depends on what is behind it")
                }
            }
            let hex = "#" + channels.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
            return .fixed(light: hex, dark: hex, at: value.range)
        default:
            return .computed(value, reason: "computed at run time")
        }
    }

    /// An asset catalog colour by name, or why it cannot be read.
    private func asset(_ name: String, value: SwiftExpression, at range: SourceRange) -> CodeColor {
        guard let assetColor else {
            return .computed(value, reason: "an asset catalog colour, and no asset catalog is searched")
        }
        switch assetColor(name, range) {
        case .success(let pair): return .fixed(light: pair.light, dark: pair.dark, at: value.range)
        case .failure(let finding): return .computed(value, reason: finding.message)
        }
    }

    /// The elements of an array literal, followed through names; nil when the value is not one.
    package func elements(_ expression: SwiftExpression, inFile file: Int) -> (elements: [SwiftExpression], file: Int)? {
        let value = followed(expression, inFile: file)
        guard case .array(let elements) = value.expression.form else { return nil }
        return (elements, value.file)
    }
}
