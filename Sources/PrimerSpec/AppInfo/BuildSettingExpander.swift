/// Expands build-setting references in a value, as Xcode does in an Info.plist: `$(NAME)`, `${NAME}`,
/// nested names (`$(A_$(B))`) and modifiers (`$(PRODUCT_NAME:rfc1034identifier)`, `$(NAME:default=x)`).
///
/// A reference to a setting nobody set is an error, not an empty string as in Xcode: an app name
/// or a purpose string that silently lost a word is what PrimerSpec exists to catch (a **choice**).
public struct BuildSettingExpander: Sendable {
    /// The settings references read.
    public var settings: BuildSettings
    /// How deeply settings may refer to settings before the chain is called a loop.
    public static let maximumDepth = 32

    /// The modifiers understood, in the order messages list them.
    public static let modifiers = ["lower", "upper", "identifier", "c99extidentifier", "rfc1034identifier",
                                   "base", "file", "dir", "suffix", "standardizepath", "quote", "default"]

    /// Creates an expander.
    public init(settings: BuildSettings) {
        self.settings = settings
    }

    /// The value with every reference expanded, or an error located at the value.
    ///
    /// - Parameters:
    ///   - value: The text and where it was written.
    ///   - what: What the value is, for messages, such as `NSCameraUsageDescription`.
    ///   - fallback: Where to locate the error when the value has no location (the command line).
    public func expand(_ value: LocatedValue, what: String, fallback: SourceLocation) -> Result<String, Diagnostic> {
        do throws(Failure) {
            return .success(try expand(value.value, chain: []))
        } catch {
            let location = value.location ?? fallback
            return .failure(.error("\(what) is '\(value.value)': \(error.message); expected \(error.expected)",
                                   at: SourceRange(at: location), offendingText: error.offending, expected: error.expected))
        }
    }

    /// Why a value could not be expanded.
    struct Failure: Error {
        var message: String
        var expected: String
        var offending: String
    }

    private func expand(_ text: String, chain: [String]) throws(Failure) -> String {
        guard text.contains("$") else { return text }
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count, characters[index + 1] == "(" || characters[index + 1] == "{"
            else {
                output.append(character)
                index += 1
                continue
            }
            let open = characters[index + 1]
            let close: Character = open == "(" ? ")" : "}"
            guard let end = Self.matching(characters, from: index + 2, open: open, close: close) else {
                throw Failure(message: "the reference '\(String(characters[index...]))' is not closed",
                              expected: "'\(close)' to close '$\(open)'", offending: String(characters[index...]))
            }
            output += try reference(String(characters[(index + 2)..<end]), written: String(characters[index...end]),
                                    chain: chain)
            index = end + 1
        }
        return output
    }

    /// The index of the bracket closing the one opened just before `start`, or nil.
    private static func matching(_ characters: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == open { depth += 1 }
            if character == close {
                if depth == 0 { return index }
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    /// One reference's value: `NAME` or `NAME:modifier:modifier=value`.
    private func reference(_ inner: String, written: String, chain: [String]) throws(Failure) -> String {
        let parts = Self.splitTopLevel(inner)
        let name = try expand(parts.first ?? "", chain: chain)
        guard BuildSettings.isPlainName(name) else {
            throw Failure(message: "'\(written)' does not name a build setting",
                          expected: "a setting name such as $(PRODUCT_NAME)", offending: written)
        }
        if name == "inherited" { return "" }
        if chain.contains(name) || chain.count >= Self.maximumDepth {
            let loop = (chain + [name]).joined(separator: " -> ")
            throw Failure(message: "\(name) refers to itself (\(loop))",
                          expected: "settings that do not refer to themselves", offending: written)
        }
        var value = try settings[name].map { (setting: LocatedValue) throws(Failure) -> String in
            try expand(setting.value, chain: chain + [name])
        }
        for modifier in parts.dropFirst() {
            let (modifierName, argument) = Self.splitModifier(modifier)
            if modifierName == "default" {
                if value?.isEmpty ?? true { value = try expand(argument ?? "", chain: chain) }
                continue
            }
            guard let current = value else { continue }
            guard let applied = Self.apply(modifierName, to: current) else {
                throw Failure(message: "unknown modifier '\(modifierName)' in '\(written)'",
                              expected: "one of \(Self.modifiers.joined(separator: ", "))"
                                  + Suggestion.didYouMean(modifierName, among: Self.modifiers),
                              offending: modifier)
            }
            value = applied
        }
        guard let value else {
            throw Failure(message: "\(written) refers to \(name), which is not set",
                          expected: "\(name) set in the project, the xcconfig, or with build-setting \(name) \"VALUE\" "
                              + "(--build-setting \(name)=VALUE)",
                          offending: written)
        }
        return value
    }

    /// Splits `NAME:mod:mod=x` at colons outside nested references.
    private static func splitTopLevel(_ text: String) -> [String] {
        var parts = [""]
        var depth = 0
        for character in text {
            if character == "(" || character == "{" { depth += 1 }
            if character == ")" || character == "}" { depth -= 1 }
            if character == ":" && depth == 0 {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts
    }

    private static func splitModifier(_ text: String) -> (String, String?) {
        guard let equals = text.firstIndex(of: "=") else { return (text, nil) }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// A modifier applied to a value; nil for an unknown modifier.
    static func apply(_ modifier: String, to value: String) -> String? {
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "identifier": return identifier(value, allowsNonASCII: false)
        case "c99extidentifier": return identifier(value, allowsNonASCII: true)
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "file": return lastComponent(value)
        case "base":
            let file = lastComponent(value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case "suffix":
            let file = lastComponent(value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
            return String(file[dot...])
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "" }
            return String(value[...slash])
        case "standardizepath": return FilePath.normalised(value)
        case "quote":
            return value.map { " \t\"'\\$`".contains($0) ? "\\\($0)" : String($0) }.joined()
        default: return nil
        }
    }

    private static func lastComponent(_ value: String) -> String {
        value.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? value
    }

    /// Characters that cannot be in an identifier become `_`, and a leading digit gets a `_` before it.
    private static func identifier(_ value: String, allowsNonASCII: Bool) -> String {
        var result = String(value.map { character -> Character in
            let fits = character.isLetter || character.isNumber || character == "_"
            return fits && (allowsNonASCII || character.isASCII) ? character : "_"
        })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
