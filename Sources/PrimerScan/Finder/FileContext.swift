import PrimerCode
import PrimerModel
import PrimerSyntax

/// The iOS releases a piece of code runs on, as the code around it says: an `if #available(iOS 17, *)`
/// branch, its `else`, a `guard #available`, an `@available(iOS 17, *)` declaration.
package struct CodeAvailability: Hashable, Sendable {
    /// One bound and the code that set it.
    package struct Bound: Hashable, Sendable {
        /// The release.
        package var version: IOSVersion
        /// Where the code that sets it is (`#available`, `@available`).
        package var location: SourceLocation
        /// What it is, in words: `the else branch of #available(iOS 17.0, *)`.
        package var source: String
    }

    /// The code runs only on this release and later.
    package var atLeast: Bound?
    /// The code runs only below this release.
    package var below: Bound?

    /// No bound: the code runs wherever the app runs.
    package static let anywhere = CodeAvailability()

    /// This availability narrowed by another: the later lower bound, the earlier upper bound.
    func narrowed(atLeast lower: Bound?, below upper: Bound?) -> CodeAvailability {
        var result = self
        if let lower, result.atLeast.map({ lower.version > $0.version }) ?? true { result.atLeast = lower }
        if let upper, result.below.map({ upper.version < $0.version }) ?? true { result.below = upper }
        return result
    }
}

/// What one Swift file says around its calls, read in one pass over its tokens: the type each name
/// is declared or initialised with (`let center = UNUserNotificationCenter.current()`, `private let
/// store: EKEventStore`), the words of each name's value, the framework type an app type extends or
/// subclasses, and, for each token worth looking at, the types it is inside and the iOS releases it runs on.
struct FileContext {
    /// A name declared in the file: where, its type when the file states or initialises it, and its value's words.
    struct Declaration {
        var index: Int
        var type: String?
        var words: [String]
    }

    /// Each declared name's declarations, in file order.
    private(set) var declarations: [String: [Declaration]] = [:]
    /// Each declared name's declarations that give its type, in file order.
    private(set) var typedDeclarations: [String: [Declaration]] = [:]
    /// The type an app's own type subclasses or extends, for each of its names: `LocationService` → `CLLocationManager`.
    private(set) var supertypes: [String: [String]] = [:]
    /// For each token index asked about: the innermost type it is inside, with what that type inherits
    /// (`extension CLLocationManager` gives `CLLocationManager`; `class Finder: CLLocationManager` gives both).
    private(set) var enclosingType: [Int: [String]] = [:]
    /// For each token index asked about: the releases it runs on.
    private(set) var availability: [Int: CodeAvailability] = [:]

    /// Reads the tokens once; `interesting` says which tokens' surroundings are kept.
    init(tokens: [SwiftToken], file: String, interesting: (SwiftToken) -> Bool) {
        struct Frame {
            var types: [String]
            var availability: CodeAvailability
            /// What the `else` after this block runs on (the other side of its `#available`).
            var elseAtLeast: CodeAvailability.Bound?
            var elseBelow: CodeAvailability.Bound?
            /// A `guard #available … else { }`: the rest of the enclosing block runs on this.
            var raisesParent: CodeAvailability.Bound?
            var loweringParent: CodeAvailability.Bound?
        }
        struct Pending {
            var depth: Int
            var type: [String]? = nil
            var atLeast: CodeAvailability.Bound? = nil
            var below: CodeAvailability.Bound? = nil
            var elseAtLeast: CodeAvailability.Bound? = nil
            var elseBelow: CodeAvailability.Bound? = nil
            var raisesParent: CodeAvailability.Bound? = nil
            var loweringParent: CodeAvailability.Bound? = nil
            /// An attribute's bound waits for its declaration's body; a second declaration drops it.
            var declarationSeen = false
            var isAttribute = false
        }
        var frames: [Frame] = [Frame(types: [], availability: .anywhere)]
        var pending: Pending?
        var parenDepth = 0
        let typeDeclarers: Set<String> = ["class", "struct", "enum", "actor", "extension"]
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation:
                switch token.text {
                case "(", "[": parenDepth += 1
                case ")", "]": parenDepth = max(0, parenDepth - 1)
                case "{":
                    let top = frames[frames.count - 1]
                    var frame = Frame(types: top.types, availability: top.availability)
                    if let waiting = pending, waiting.depth == parenDepth {
                        if let type = waiting.type { frame.types = type }
                        frame.availability = frame.availability.narrowed(atLeast: waiting.atLeast, below: waiting.below)
                        frame.elseAtLeast = waiting.elseAtLeast
                        frame.elseBelow = waiting.elseBelow
                        frame.raisesParent = waiting.raisesParent
                        frame.loweringParent = waiting.loweringParent
                        pending = nil
                    }
                    frames.append(frame)
                case "}":
                    // An attribute whose declaration had no body ends with its scope.
                    if pending?.isAttribute == true { pending = nil }
                    guard frames.count > 1 else { break }
                    let closed = frames.removeLast()
                    if closed.raisesParent != nil || closed.loweringParent != nil {
                        let parent = frames.count - 1
                        frames[parent].availability = frames[parent].availability
                            .narrowed(atLeast: closed.raisesParent, below: closed.loweringParent)
                    }
                    // `} else {` and `} else if … {`: the other side of the `#available`.
                    if tokens[safe: index + 1]?.isIdentifier("else") == true,
                       closed.elseAtLeast != nil || closed.elseBelow != nil {
                        pending = Pending(depth: parenDepth, atLeast: closed.elseAtLeast, below: closed.elseBelow,
                                          elseAtLeast: closed.elseAtLeast, elseBelow: closed.elseBelow)
                    }
                case "#", "@":
                    guard let name = tokens[safe: index + 1], name.kind == .identifier,
                          ["available", "unavailable"].contains(name.text),
                          tokens[safe: index + 2]?.isPunctuation("(") == true,
                          let (version, end) = Self.iOSVersion(tokens, open: index + 2) else { break }
                    let location = SourceLocation(file: file, line: token.line, column: token.column)
                    let written = "\(token.text)\(name.text)(iOS \(version))"
                    let bound = { (what: String) in CodeAvailability.Bound(version: version, location: location,
                                                                         source: what) }
                    let unavailable = name.text == "unavailable"
                    if token.text == "@" {
                        pending = Pending(depth: parenDepth, atLeast: bound("\(written) on the declaration"))
                        pending?.isAttribute = true
                    } else if Self.isGuard(tokens, before: index) {
                        // The else block runs on the other side; the rest of the block on this one.
                        let inside = bound("the guard \(written)")
                        let other = bound("the else of guard \(written)")
                        pending = unavailable
                            ? Pending(depth: parenDepth, atLeast: other, loweringParent: inside)
                            : Pending(depth: parenDepth, below: other, raisesParent: inside)
                    } else {
                        let inside = bound("the branch of \(written)")
                        let other = bound("the else branch of \(written)")
                        let previous = pending?.depth == parenDepth ? pending : nil
                        var next = Pending(depth: parenDepth, atLeast: previous?.atLeast, below: previous?.below,
                                           elseAtLeast: previous?.elseAtLeast, elseBelow: previous?.elseBelow)
                        if unavailable {
                            next.below = inside
                            next.elseAtLeast = other
                        } else {
                            next.atLeast = inside
                            next.elseBelow = other
                        }
                        pending = next
                    }
                    index = end
                default: break
                }
            case .identifier:
                let next = tokens[safe: index + 1]
                if typeDeclarers.contains(token.text), let name = next, name.kind == .identifier,
                   name.text.first?.isUppercase == true {
                    let inherited = Self.inherited(tokens, after: index + 2)
                    let own = token.text == "extension" ? [name.text] : [name.text] + inherited
                    var waiting = pending?.depth == parenDepth && pending?.isAttribute == true && pending?.declarationSeen == false
                        ? pending ?? Pending(depth: parenDepth) : Pending(depth: parenDepth)
                    waiting.type = own
                    waiting.isAttribute = false
                    pending = waiting
                    if !inherited.isEmpty, token.text != "extension" { supertypes[name.text, default: []] += inherited }
                } else if pending?.isAttribute == true, Self.declarationKeywords.contains(token.text) {
                    if pending?.declarationSeen == true { pending = nil } else { pending?.declarationSeen = true }
                }
                if token.text == "let" || token.text == "var", let name = next, name.kind == .identifier {
                    let (type, words) = Self.declared(tokens, after: index + 2)
                    let declaration = Declaration(index: index + 1, type: type, words: words)
                    declarations[name.text, default: []].append(declaration)
                    if type != nil { typedDeclarations[name.text, default: []].append(declaration) }
                } else if next?.isPunctuation(":") == true, tokens[safe: index - 1].map(Self.opensParameter) == true,
                          let type = tokens[safe: index + 2], type.kind == .identifier, type.text.first?.isUppercase == true {
                    // A parameter or a labelled value: `(center: UNUserNotificationCenter`, `, store: EKEventStore`.
                    let declaration = Declaration(index: index, type: type.text, words: [])
                    declarations[token.text, default: []].append(declaration)
                    typedDeclarations[token.text, default: []].append(declaration)
                }
            default: break
            }
            if interesting(token) {
                let top = frames[frames.count - 1]
                enclosingType[index] = top.types
                availability[index] = top.availability
            }
            index += 1
        }
    }

    /// The declaration of a name that holds at a token: the nearest before it (a parameter or local
    /// hides a property), else the first after it (a property declared below its use).
    private func declaration(of name: String, at index: Int) -> Declaration? {
        declarations[name].flatMap { Self.nearest(in: $0, before: index) }
    }

    /// The type a name stands for at a token, when the file states or initialises it; a declaration
    /// that gives none (`var store = makeStore()`) leaves the nearest one that does.
    func type(of name: String, at index: Int) -> String? {
        if let type = declaration(of: name, at: index)?.type { return type }
        return typedDeclarations[name].flatMap { Self.nearest(in: $0, before: index) }?.type
    }

    /// In declarations in file order, the last before a token, else the first: found by halving, so a
    /// name declared a thousand times in one file costs a few steps a call.
    private static func nearest(in found: [Declaration], before index: Int) -> Declaration? {
        guard let first = found.first else { return nil }
        var low = 0
        var high = found.count
        while low < high {
            let middle = (low + high) / 2
            if found[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? found[low - 1] : first
    }

    /// The words of a name's value at a token, when its declaration there gives one
    /// (`let options: UNAuthorizationOptions = [.alert]`); nil for a parameter or a name the file does not declare.
    func words(of name: String, at index: Int) -> [String]? {
        guard let words = declaration(of: name, at: index)?.words, !words.isEmpty else { return nil }
        return words
    }

    /// Every type a type is or inherits, one step through the app's own types.
    func kinds(of type: String) -> [String] {
        var result = [type]
        for parent in supertypes[type] ?? [] where !result.contains(parent) {
            result.append(parent)
            result += (supertypes[parent] ?? []).filter { !result.contains($0) }
        }
        return result
    }

    /// The words that start a declaration.
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "class", "struct", "enum", "actor", "extension", "protocol", "case",
        "typealias", "associatedtype",
    ]

    /// Whether the token before a `name:` starts a parameter or an argument.
    private static func opensParameter(_ token: SwiftToken) -> Bool {
        token.isPunctuation("(") || token.isPunctuation(",")
            || token.isIdentifier("_")
            || token.kind == .identifier && token.text.first?.isLowercase == true
                && !["let", "var", "case", "in", "return", "else", "default"].contains(token.text)
    }

    /// After `let name`: the stated type (`: EKEventStore`, `: EKEventStore?`) or the initialised one
    /// (`= CLLocationManager()`, `= UNUserNotificationCenter.current()`), and the words of the value on its line.
    private static func declared(_ tokens: [SwiftToken], after start: Int) -> (String?, [String]) {
        var index = start
        var type: String?
        if tokens[safe: index]?.isPunctuation(":") == true, let stated = tokens[safe: index + 1], stated.kind == .identifier {
            type = stated.text
            index += 2
            // Skip the rest of the type on its line: `?`, `!`, `<…>`, `.Nested`.
            while let token = tokens[safe: index], !token.isPunctuation("="), !token.isPunctuation("{"),
                  token.line == stated.line, index - start < 16 {
                index += 1
            }
        }
        guard let equals = tokens[safe: index], equals.isPunctuation("=") else { return (type, []) }
        var words: [String] = []
        var depth = 0
        var cursor = index + 1
        let line = equals.line
        while let token = tokens[safe: cursor], cursor - index < 64 {
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth < 0 { break }
                }
            }
            if depth == 0, token.line != line, cursor > index + 1 { break }
            if token.kind == .identifier || token.kind == .string { words.append(token.text) }
            cursor += 1
        }
        if type == nil, let first = tokens[safe: index + 1], first.kind == .identifier, first.text.first?.isUppercase == true {
            type = first.text
        }
        return (type, words)
    }

    /// The types after `class Name`: `: CLLocationManager, Delegate`, up to `{` or `where`.
    private static func inherited(_ tokens: [SwiftToken], after start: Int) -> [String] {
        var index = start
        var angle = 0
        while let token = tokens[safe: index], index - start < 64 {
            if token.isPunctuation("<") { angle += 1 } else if token.isPunctuation(">") { angle -= 1 }
            if angle <= 0, token.isPunctuation(":") { break }
            if token.isPunctuation("{") || token.isIdentifier("where") { return [] }
            index += 1
        }
        var names: [String] = []
        index += 1
        while let token = tokens[safe: index], index - start < 128 {
            if token.isPunctuation("{") || token.isIdentifier("where") { break }
            if token.kind == .identifier, tokens[safe: index - 1]?.isPunctuation(".") != true { names.append(token.text) }
            index += 1
        }
        return names
    }

    /// The iOS release in `#available(iOS 17.0, *)` or `@available(iOS, introduced: 17)`, and the index of the `)`.
    private static func iOSVersion(_ tokens: [SwiftToken], open: Int) -> (IOSVersion, Int)? {
        var index = open + 1
        var depth = 1
        var version: IOSVersion?
        var sawIOS = false
        var excluded = false
        while let token = tokens[safe: index], index - open < 64 {
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { return version.map { ($0, index) } }
            }
            if token.kind == .identifier {
                if token.text == "iOS" {
                    sawIOS = true
                } else if sawIOS, ["deprecated", "obsoleted", "unavailable", "message", "renamed"].contains(token.text) {
                    excluded = true
                } else if token.text != "introduced" {
                    sawIOS = false
                }
            }
            if token.isPunctuation(",") && version == nil && !sawIOS { sawIOS = false }
            if token.kind == .number, sawIOS, !excluded, version == nil {
                version = IOSVersion(parsing: token.text)
            }
            index += 1
        }
        return nil
    }

    /// Whether the condition holding the `#available` at `index` is a `guard`'s.
    private static func isGuard(_ tokens: [SwiftToken], before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor < 64 {
            let token = tokens[cursor]
            if token.isIdentifier("guard") { return true }
            if token.isIdentifier("if") || token.isIdentifier("while") || token.isPunctuation("{")
                || token.isPunctuation("}") || token.isPunctuation(";") { return false }
            cursor -= 1
        }
        return false
    }
}
