/// A closure of a block's API that the timeline shows being called: `onGranted(granted)`, `onSkip`.
///
/// The kernel knows no block's closures: a callback is a name and, optionally, one argument word.
public struct Callback: Hashable, Sendable, CustomStringConvertible {
    /// The closure's name, such as `onGranted`.
    public var name: String
    /// The argument the closure is called with, such as `granted`; nil for none.
    public var argument: String?

    /// Creates a callback.
    public init(_ name: String, argument: String? = nil) {
        self.name = name
        self.argument = argument
    }

    /// The token the line format writes: `onGranted(granted)`, `onNotNow`.
    public var description: String {
        argument.map { "\(name)(\($0))" } ?? name
    }

    /// The forms the line format accepts, for error messages.
    public static let forms = "a closure name such as onContinue, or one with an argument such as onGranted(granted)"

    /// Reads a token as ``description`` writes it; nil if it is not one.
    public init?<S: StringProtocol>(token: S) {
        let text = String(token)
        guard let open = text.firstIndex(of: "(") else {
            guard Self.isIdentifier(text[...]) else { return nil }
            self.init(text)
            return
        }
        let name = text[..<open]
        let rest = text[text.index(after: open)...]
        guard Self.isIdentifier(name), rest.hasSuffix(")"), Self.isIdentifier(rest.dropLast()) else { return nil }
        self.init(String(name), argument: String(rest.dropLast()))
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
