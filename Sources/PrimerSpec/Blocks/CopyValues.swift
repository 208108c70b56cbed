import PrimerCode
import PrimerModel
import PrimerMotion

/// What a copy's SwiftUI values mean for a model, read the same way by every block's copy reader:
/// an `Animation` as a ``Curve`` (the inverse of `Curve.swiftUIAnimation`) and a `Font` as a text
/// style and weight.
package enum CopyValues {
    /// A SwiftUI animation as a curve: `.easeInOut`, `.easeOut(duration: 0.3)`, `.linear(duration:)`,
    /// `.spring`, `.spring(duration:bounce:)`, `.spring(response:dampingFraction:)`, `.smooth`,
    /// `.snappy`, `.bouncy`, `.default` (each also as `Animation.NAME`), `nil` as no animation; nil for
    /// anything else (a delay, a speed, a repeat). Each argument is read by `number`, and a parameter
    /// left out takes SwiftUI's default.
    package static func curve(_ expression: SwiftExpression, number: (SwiftExpression) -> Double?) -> Curve? {
        if expression.form == .nilLiteral { return .instant }
        let name: String
        var arguments: [SwiftArgument] = []
        if let names = expression.dottedNames, names.count == 2, names[0].isEmpty || names[0] == "Animation" {
            name = names[1]
        } else if let (callee, given, trailing) = expression.call, trailing.isEmpty, callee.count == 2,
                  callee[0].isEmpty || callee[0] == "Animation" {
            name = callee[1]
            arguments = given
        } else {
            return nil
        }
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label, let value = number(argument.value) else { return nil }
            values[label] = value
        }
        let labels = Set(values.keys)
        switch name {
        case "easeIn", "easeOut", "easeInOut", "linear":
            guard labels.isSubset(of: ["duration"]) else { return nil }
            let duration = values["duration"] ?? Curve.defaultEaseDuration
            switch name {
            case "easeIn": return .easeIn(duration: duration)
            case "easeOut": return .easeOut(duration: duration)
            case "easeInOut": return .easeInOut(duration: duration)
            default: return .linear(duration: duration)
            }
        case "spring" where labels.isSubset(of: ["duration", "bounce"]):
            return .spring(duration: values["duration"] ?? 0.5, bounce: values["bounce"] ?? 0)
        case "spring" where labels.isSubset(of: ["response", "dampingFraction"]):
            return .responseSpring(response: values["response"] ?? 0.5, dampingFraction: values["dampingFraction"] ?? 0.825)
        case "smooth" where arguments.isEmpty: return .smooth
        case "snappy" where arguments.isEmpty: return .snappy
        case "bouncy" where arguments.isEmpty: return .bouncy
        case "default" where arguments.isEmpty: return .default
        default: return nil
        }
    }

    /// A font as `.font(…)` writes it: `.STYLE`, `Font.STYLE`, `.STYLE.bold()`, `.STYLE.weight(.WEIGHT)`,
    /// with whether the font makes the text bold (nil: it says nothing of weight); nil for any other font.
    package static func textStyle(_ expression: SwiftExpression) -> (style: TextStyle, bold: Bool?)? {
        switch expression.form {
        case .implicitMember(let name):
            return TextStyle(rawValue: name).map { ($0, nil) }
        case .member(let base, let name) where base.dottedNames == ["Font"]:
            return TextStyle(rawValue: name).map { ($0, nil) }
        case .call(let callee, let arguments, let trailing) where trailing.isEmpty:
            guard case .member(let base, let method) = callee.form, let inner = textStyle(base) else { return nil }
            switch method {
            case "bold" where arguments.isEmpty:
                return (inner.style, true)
            case "weight" where arguments.count == 1:
                guard let weight = arguments[0].value.dottedNames?.last, weights.contains(weight) else { return nil }
                return (inner.style, boldWeights.contains(weight))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether `.bold()`, `.bold(true)` or `.fontWeight(…)` makes the text bold.
    package static func isBold(_ modifier: ViewModifierCall) -> Bool {
        if modifier.name == "bold" {
            return modifier.arguments.isEmpty || modifier.arguments.first?.value.form == .boolean(true)
        }
        return boldWeights.contains(modifier.arguments.first?.value.dottedNames?.last ?? "")
    }

    /// SwiftUI's font weights.
    package static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold",
                                              "heavy", "black"]
    /// The weights WCAG's "bold" takes in (700 and up).
    package static let boldWeights: Set<String> = ["bold", "heavy", "black"]
}
