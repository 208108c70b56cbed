import PrimerModel
import PrimerSyntax

/// Expands build-setting references in a value, as Xcode does in an Info.plist: `$(NAME)`, `${NAME}`,
/// `$NAME`, `$$` for `$`, nested names (`$(A_$(B))`) and modifiers (`$(PRODUCT_NAME:rfc1034identifier)`,
/// `$(NAME:default=x)`), parsed as `swiftlang/swift-build` parses them
/// (`Sources/SWBMacro/MacroExpressionParsing.swift`).
///
/// `$(inherited)` is the value of the assignment below the one being expanded, and so is a reference
/// to a setting while that setting is being expanded (`A = $(A) -x`), as in
/// `Sources/SWBMacro/MacroEvaluationScope.swift`. A reference to a setting nobody set is an error, not
/// an empty string as in Xcode: an app name or a purpose string that silently lost a word is what
/// PrimerSpec exists to catch (a **choice**).
///
/// Each setting is expanded once per value (memoised), and a value may grow to ``sizeLimit`` bytes
/// and cost ``workLimit`` steps: hostile settings end in a located error, in linear time.
package struct BuildSettingExpander: Sendable {
    /// The settings references read.
    package var settings: BuildSettings
    /// How deeply settings may refer to settings (`A` → `B` → …) before expansion stops. A choice.
    package static let maximumDepth = 64
    /// How deeply references may nest inside one value (`$(A_$(B_$(C)))` is 3). A choice.
    package static let maximumNesting = 16
    /// The most UTF-8 bytes one expanded value may have: real ones are a few dozen. A choice.
    package static let sizeLimit = 1_000_000
    /// The most steps one value's expansion may take: a step per byte copied, ``lookUpSteps`` per
    /// setting looked up. A choice: real values take a few hundred.
    package static let workLimit = 4 * sizeLimit
    /// The steps a look-up counts for. A choice.
    package static let lookUpSteps = 100

    /// A setting name as messages quote it: names are short, a hostile one is cut.
    static func shown(name: String) -> String { TextExcerpt.shown(name, limit: 100) }

    /// The most characters a message quotes of a value or a reference: more than real values have,
    /// and a message quoting two or three (a value, the setting it refers to, the reference) stays a
    /// few hundred characters long, whatever the input. A choice.
    package static let quotedLimit = 120

    /// A value or reference as messages quote it, cut at ``quotedLimit``.
    static func shown(value: String) -> String { TextExcerpt.shown(value, limit: quotedLimit) }

    /// The modifiers understood, in the order messages list them.
    package static let modifiers = ["lower", "upper", "identifier", "c99extidentifier", "rfc1034identifier",
                                   "base", "file", "dir", "suffix", "standardizepath", "quote", "default"]

    /// Creates an expander.
    package init(settings: BuildSettings) {
        self.settings = settings
    }

    /// The value with every reference expanded, or an error located at the value.
    ///
    /// - Parameters:
    ///   - value: The text and where it was written.
    ///   - what: What the value is, for messages, such as `NSCameraUsageDescription`.
    ///   - fallback: Where to locate the error when the value has no location (the command line).
    ///   - setting: The setting whose highest assignment `value` is, if it is one: its `$(inherited)`
    ///     then stands for the assignment below. Without it, a located value that is the applying
    ///     assignment of `what` or of `INFOPLIST_KEY_`+`what` (the same text at the same place) is
    ///     taken as that setting's; any other value's `$(inherited)` is empty.
    package func expand(_ value: LocatedValue, what: String, fallback: SourceLocation,
                       setting: String? = nil) -> Result<String, Finding> {
        let expansion = Expansion(settings: settings)
        let setting = setting ?? (value.location == nil ? nil : [what, "INFOPLIST_KEY_" + what].first { settings[$0] == value })
        do throws(Failure) {
            let pieces = try Parser.parse(value.value, in: setting ?? what)
            if let setting, let index = settings.applying(setting, below: nil) {
                expansion.frames.append(Frame(name: setting, index: index))
            }
            return .success(try expansion.evaluate(pieces, building: setting ?? what))
        } catch {
            let location = value.location ?? fallback
            let notes = error.setting.flatMap { setting in
                setting.location.flatMap { $0 == location ? nil : [Finding.Note("\(BuildSettingExpander.shown(name: setting.name)) is set here", at: $0)] }
            } ?? []
            return .failure(.error("\(what) is '\(BuildSettingExpander.shown(value: value.value))': \(error.message); expected \(error.expected)",
                                   at: SourceRange(at: location), offendingText: BuildSettingExpander.shown(value: error.offending),
                                   expected: error.expected, notes: notes + error.notes))
        }
    }

    /// Why a value could not be expanded.
    struct Failure: Error {
        var message: String
        var expected: String
        var offending: String
        /// The setting whose value holds the problem, when it is not the value expanded.
        var setting: (name: String, location: SourceLocation?)?
        var notes: [Finding.Note] = []
    }

    /// One piece of a parsed value.
    indirect enum Piece: Sendable {
        case literal(String)
        case reference(Reference)
    }

    /// `$(NAME:modifier:modifier=ARGUMENT)`, with its name and arguments parsed.
    struct Reference: Sendable {
        var name: [Piece]
        var modifiers: [(name: String, argument: [Piece]?)]
        /// The reference as written, for messages.
        var written: String
    }

    /// A setting's assignment being expanded.
    struct Frame {
        var name: String
        var index: Int
    }

    /// One value's expansion: the settings being expanded, what was expanded already, the work done.
    final class Expansion {
        let settings: BuildSettings
        var frames: [Frame] = []
        var memo: [String: [Int: String]] = [:]
        var parsed: [String: [Int: [Piece]]] = [:]
        /// `settings.applying(name, below:)` as found, by name and the index below (-1 for none).
        var found: [String: [Int: Int?]] = [:]
        var work = 0
        /// The shallowest frame a reference resolved through while the current setting was expanded:
        /// a setting whose expansion read no frame above its own is memoised.
        var shallowestRead = Int.max

        init(settings: BuildSettings) {
            self.settings = settings
        }

        /// The pieces' text; `building` names the setting (or value) they make, for messages.
        func evaluate(_ pieces: [Piece], building: String) throws(Failure) -> String {
            var output = ""
            for piece in pieces {
                switch piece {
                case .literal(let text): try append(text, to: &output, building: building)
                case .reference(let reference): try append(try resolve(reference), to: &output, building: building)
                }
            }
            return output
        }

        private func append(_ text: String, to output: inout String, building: String) throws(Failure) {
            work += text.utf8.count + 1
            if work > BuildSettingExpander.workLimit {
                throw Failure(message: "expanding takes more than \(BuildSettingExpander.workLimit) steps, settings repeating "
                                  + "other settings many times over (\(chain()))",
                              expected: "settings that expand in fewer steps", offending: building,
                              setting: current)
            }
            if output.utf8.count + text.utf8.count > BuildSettingExpander.sizeLimit {
                throw Failure(message: "\(BuildSettingExpander.shown(name: building)) grows past \(BuildSettingExpander.sizeLimit) bytes when expanded "
                                  + "(\(chain()))",
                              expected: "values of at most \(BuildSettingExpander.sizeLimit) bytes once expanded",
                              offending: building, setting: current)
            }
            output += text
        }

        /// The setting being expanded, for a note at its line.
        private var current: (name: String, location: SourceLocation?)? {
            frames.last.map { ($0.name, settings.assignment($0.name, at: $0.index)?.value.location) }
        }

        /// The settings being expanded, outermost first, shortened in the middle when long.
        private func chain(then name: String? = nil) -> String {
            var names = frames.map(\.name) + (name.map { [$0] } ?? [])
            if names.count > 8 { names = names.prefix(4) + ["…"] + names.suffix(3) }
            // Each name cut shorter than alone: the chain stays a few hundred characters.
            return names.map { $0 == "…" ? $0 : TextExcerpt.shown($0, limit: 60) }.joined(separator: " -> ")
        }

        private func resolve(_ reference: Reference) throws(Failure) -> String {
            let name = try evaluate(reference.name, building: reference.written)
            guard BuildSettings.isPlainName(name) else {
                throw Failure(message: "'\(BuildSettingExpander.shown(value: reference.written))' does not name a build setting",
                              expected: "a setting name such as $(PRODUCT_NAME)", offending: reference.written,
                              setting: current)
            }
            var value: String?
            if name == "inherited" {
                value = try frames.last.map { (frame: Frame) throws(Failure) -> String in
                    try expand(frame.name, below: frame.index, readingFrame: frames.count - 1) ?? ""
                } ?? ""
            } else if let depth = frames.lastIndex(where: { $0.name == name }) {
                // A setting referred to while it is being expanded: the value below the one being expanded.
                value = try expand(name, below: frames[depth].index, readingFrame: depth)
                if value == nil {
                    throw Failure(message: "\(BuildSettingExpander.shown(name: name)) refers to itself (\(chain(then: name))), with no value below to stand for",
                                  expected: "settings that do not refer to themselves", offending: reference.written,
                                  setting: current)
                }
            } else {
                value = try expand(name, below: nil, readingFrame: nil)
            }
            for modifier in reference.modifiers {
                if modifier.name == "default" {
                    if value?.isEmpty ?? true { value = try evaluate(modifier.argument ?? [], building: reference.written) }
                    continue
                }
                guard let current = value else { continue }
                guard let applied = BuildSettingExpander.apply(modifier.name, to: current) else {
                    throw Failure(message: "unknown modifier '\(TextExcerpt.shown(modifier.name, limit: TextExcerpt.wordLimit))' "
                                      + "in '\(BuildSettingExpander.shown(value: reference.written))'",
                                  expected: "one of \(BuildSettingExpander.modifiers.joined(separator: ", "))"
                                      + Suggestion.didYouMean(modifier.name, among: BuildSettingExpander.modifiers),
                                  offending: modifier.name, setting: self.current)
                }
                work += current.utf8.count
                value = applied
            }
            guard let value else {
                var notes: [Finding.Note] = []
                for file in settings.missingFiles.prefix(3) {
                    notes.append(.init("\(BuildSettingExpander.shown(value: file.path)) was not found; it may set \(BuildSettingExpander.shown(name: name))", at: file.location))
                }
                let shownName = BuildSettingExpander.shown(name: name)
                throw Failure(message: "\(BuildSettingExpander.shown(value: reference.written)) refers to \(shownName), which is not set",
                              expected: "\(shownName) set in the project, the xcconfig, or with build-setting \(shownName) \"VALUE\" "
                                  + "(--build-setting \(shownName)=VALUE)",
                              offending: reference.written, setting: current, notes: notes)
            }
            return value
        }

        /// The expanded value of `name`'s highest assignment below `index` that applies, or nil when none.
        /// `readingFrame` is the frame the look-up went through, if any.
        private func expand(_ name: String, below index: Int?, readingFrame: Int?) throws(Failure) -> String? {
            if let readingFrame { shallowestRead = min(shallowestRead, readingFrame) }
            work += BuildSettingExpander.lookUpSteps
            let below = index ?? -1
            let applying: Int?
            if let known = self.found[name]?[below] {
                applying = known
            } else {
                applying = settings.applying(name, below: index)
                self.found[name, default: [:]][below] = .some(applying)
            }
            guard let found = applying,
                  let assignment = settings.assignment(name, at: found) else { return nil }
            if let known = memo[name]?[found] {
                return known
            }
            guard frames.count < BuildSettingExpander.maximumDepth else {
                throw Failure(message: "settings refer to settings more than \(BuildSettingExpander.maximumDepth) deep "
                                  + "(\(chain(then: name)))",
                              expected: "references at most \(BuildSettingExpander.maximumDepth) settings deep",
                              offending: name, setting: current)
            }
            let pieces: [Piece]
            if let known = parsed[name]?[found] {
                pieces = known
            } else {
                work += assignment.value.value.utf8.count
                do throws(Failure) {
                    pieces = try Parser.parse(assignment.value.value, in: name)
                } catch {
                    var failure = error
                    failure.message = "\(BuildSettingExpander.shown(name: name)) is '\(BuildSettingExpander.shown(value: assignment.value.value))': " + failure.message
                    failure.setting = (name, assignment.value.location)
                    throw failure
                }
                parsed[name, default: [:]][found] = pieces
            }
            let depth = frames.count
            frames.append(Frame(name: name, index: found))
            let outerRead = shallowestRead
            shallowestRead = .max
            defer { frames.removeLast() }
            let value = try evaluate(pieces, building: name)
            if shallowestRead >= depth { memo[name, default: [:]][found] = value }
            shallowestRead = min(outerRead, shallowestRead)
            return value
        }
    }

    /// Parses a value into pieces in one pass, each reference's end found as it is read.
    enum Parser {
        static func parse(_ text: String, in setting: String) throws(Failure) -> [Piece] {
            guard text.utf8.contains(UInt8(ascii: "$")) else { return [.literal(text)] }
            var parser = Cursor(bytes: Array(text.utf8), setting: setting)
            return try parser.sequence(until: [], depth: 0)
        }
    }

    /// A position in a value's UTF-8 bytes.
    struct Cursor {
        let bytes: [UInt8]
        let setting: String
        var index = 0

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        /// Literals and references up to the end or one of `stops` (not consumed).
        mutating func sequence(until stops: [UInt8], depth: Int) throws(Failure) -> [Piece] {
            var pieces: [Piece] = []
            var start = index
            while let byte = current, !stops.contains(byte) {
                guard byte == UInt8(ascii: "$") else {
                    index += 1
                    continue
                }
                if start < index { pieces.append(.literal(text(start..<index))) }
                pieces.append(try dollar(depth: depth))
                start = index
            }
            if start < index { pieces.append(.literal(text(start..<index))) }
            return pieces
        }

        /// What follows a `$`: a reference, `$$` (a `$`), or a `$` taken as itself.
        private mutating func dollar(depth: Int) throws(Failure) -> Piece {
            let start = index
            index += 1
            guard let next = current else { return .literal("$") }
            if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
                return .reference(try bracketed(from: start, close: next == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}"),
                                                depth: depth + 1))
            }
            if Self.isNameStart(next) {
                let nameStart = index
                while let byte = current, Self.isNameStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: ".") { index += 1 }
                var name: [Piece] = [.literal(text(nameStart..<index))]
                // Xcode reads `$NAME$(MORE)` as one name.
                if current == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                    name.append(try dollar(depth: depth))
                }
                return .reference(Reference(name: name, modifiers: [], written: text(start..<index)))
            }
            if next == UInt8(ascii: "$") { index += 1 }
            return .literal("$")
        }

        /// `$(NAME:modifier=ARGUMENT)` after its `$`, up to and including its closing bracket.
        private mutating func bracketed(from start: Int, close: UInt8, depth: Int) throws(Failure) -> Reference {
            let open = text(index..<(index + 1))
            guard depth <= BuildSettingExpander.maximumNesting else {
                throw Failure(message: "references nest more than \(BuildSettingExpander.maximumNesting) deep in "
                                  + "'\(BuildSettingExpander.shown(value: text(start..<bytes.count)))'",
                              expected: "references nested at most \(BuildSettingExpander.maximumNesting) deep",
                              offending: text(start..<bytes.count))
            }
            index += 1
            let colon = UInt8(ascii: ":")
            let name = try sequence(until: [close, colon], depth: depth)
            var modifiers: [(name: String, argument: [Piece]?)] = []
            while current == colon {
                index += 1
                let nameStart = index
                while let byte = current, Self.isModifierCharacter(byte) { index += 1 }
                let modifier = text(nameStart..<index)
                if current == UInt8(ascii: "=") {
                    index += 1
                    modifiers.append((modifier, try sequence(until: [close, colon], depth: depth)))
                } else if current == colon || current == close {
                    modifiers.append((modifier, nil))
                } else if current != nil {
                    let found = String(text(index..<min(bytes.count, index + 4)).prefix(1))
                    throw Failure(message: "unexpected '\(TextExcerpt.shown(found))' in the modifier '\(TextExcerpt.shown(modifier, limit: TextExcerpt.wordLimit))' "
                                      + "of '\(BuildSettingExpander.shown(value: text(start..<bytes.count)))'",
                                  expected: "a modifier name such as lower, then ':' or '\(Character(Unicode.Scalar(close)))'",
                                  offending: found)
                }
            }
            guard current == close else {
                let written = text(start..<bytes.count)
                throw Failure(message: "the reference '\(BuildSettingExpander.shown(value: written))' is not closed",
                              expected: "'\(Character(Unicode.Scalar(close)))' to close '$\(open)'", offending: written)
            }
            index += 1
            return Reference(name: name, modifiers: modifiers, written: text(start..<index))
        }

        private static func isNameStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        private static func isModifierCharacter(_ byte: UInt8) -> Bool {
            isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".")
        }
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
