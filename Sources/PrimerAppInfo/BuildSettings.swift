import PrimerSyntax

/// Build settings by name: every assignment of each setting as written, lowest first, the way Xcode's
/// macro tables keep them (`swiftlang/swift-build`, `Sources/SWBMacro/MacroValueAssignmentTable.swift`):
/// one layer (a project's, a target's, an xcconfig's) or several merged.
///
/// Nothing is substituted when a value is set: `$(inherited)` stays a link to the assignment below,
/// resolved when the value is expanded (``BuildSettingExpander``), so memory stays the size of what was
/// written. A setting written for conditions (`NAME[config=Debug][sdk=iphoneos*]`) applies when every
/// condition holds: `config` against the `CONFIGURATION` setting, `sdk` against ``sdk``; any other
/// parameter (`arch`, `variant`, …) matches only the pattern `*`, as a parameter the build does not
/// set matches in Xcode (`Sources/SWBMacro/MacroCondition.swift`).
package struct BuildSettings: Hashable, Sendable {
    /// One assignment: the value as written and the conditions it is written for.
    package struct Assignment: Hashable, Sendable {
        /// The value as written, with where.
        package var value: LocatedValue
        /// `[parameter=pattern]` conditions, all of which must hold; none for a plain assignment.
        package var conditions: [Condition]
    }

    /// `[parameter=pattern]`: a condition on a build parameter, its pattern in `fnmatch` style (`*`, `?`).
    package struct Condition: Hashable, Sendable {
        /// `sdk`, `config`, `arch`, …
        package var parameter: String
        /// The pattern the parameter's value must match, such as `iphoneos*`.
        package var pattern: String
    }

    /// A file the settings would have included but which was not found (a missing `#include` or base
    /// xcconfig), with where it was named: messages about a setting nobody set mention it.
    package struct MissingFile: Hashable, Sendable {
        /// The path as messages show it.
        package var path: String
        /// Where the file was named (the `#include` line, the project's reference).
        package var location: SourceLocation?
    }

    /// The SDK `[sdk=…]` conditions are evaluated against: a device build, which is what a user's
    /// alert comes from (a **choice**: PrimerSpec builds nothing, so it cannot know the simulator is meant).
    package static let sdk = "iphoneos"

    /// Every assignment of each setting, lowest (earliest) first.
    package private(set) var assignments: [String: [Assignment]]
    /// Files that were named but not found, in the order they were met.
    package var missingFiles: [MissingFile] = []

    /// Creates settings from values (conditional names such as `NAME[sdk=iphoneos*]` allowed).
    package init(_ values: [String: LocatedValue] = [:]) {
        assignments = [:]
        for name in values.keys.sorted() {
            if let value = values[name] { set(name, value) }
        }
    }

    /// Each setting's value as written, where an assignment applies to this build (see ``subscript(_:)``).
    package var values: [String: LocatedValue] {
        var result: [String: LocatedValue] = [:]
        for name in assignments.keys {
            if let value = self[name] { result[name] = value }
        }
        return result
    }

    /// A setting's value as written (not expanded) in its highest assignment whose conditions hold, if any.
    package subscript(name: String) -> LocatedValue? {
        applying(name, below: nil).flatMap { assignments[name]?[$0].value }
    }

    /// The index of the highest assignment of `name` below `index` (below none: the highest of all) whose
    /// conditions hold for this build; nil when there is none.
    func applying(_ name: String, below index: Int?) -> Int? {
        guard let list = assignments[name] else { return nil }
        var candidate = min(index ?? list.count, list.count) - 1
        while candidate >= 0 {
            if list[candidate].conditions.allSatisfy(holds) { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The assignment at an index ``applying(_:below:)`` gave.
    func assignment(_ name: String, at index: Int) -> Assignment? {
        guard let list = assignments[name], list.indices.contains(index) else { return nil }
        return list[index]
    }

    /// Whether a condition holds for this build: `config` is the `CONFIGURATION` setting's plain value,
    /// `sdk` is ``sdk``; a parameter PrimerSpec cannot know matches only `*`.
    func holds(_ condition: Condition) -> Bool {
        let value: String?
        switch condition.parameter {
        case "sdk": value = Self.sdk
        case "config": value = assignments["CONFIGURATION"]?.last(where: { $0.conditions.isEmpty })?.value.value
        default: value = nil
        }
        guard let value else { return condition.pattern == "*" }
        return Self.matches(condition.pattern, value)
    }

    /// Whether a name is a plain setting name (`PRODUCT_NAME`), not a conditional one (`NAME[sdk=…]`).
    package static func isPlainName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `NAME` and its `[parameter=pattern]` conditions, or nil when `written` is neither a plain name nor
    /// a plain name followed by well-formed conditions.
    package static func conditional(_ written: String) -> (name: String, conditions: [Condition])? {
        guard let bracket = written.firstIndex(of: "[") else {
            return isPlainName(written) ? (written, []) : nil
        }
        let name = String(written[..<bracket])
        guard isPlainName(name) else { return nil }
        var conditions: [Condition] = []
        var rest = written[bracket...]
        while let open = rest.first {
            guard open == "[", let close = rest.firstIndex(of: "]") else { return nil }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            guard let equals = inner.firstIndex(of: "="), equals != inner.startIndex else { return nil }
            conditions.append(Condition(parameter: String(inner[..<equals]),
                                        pattern: String(inner[inner.index(after: equals)...])))
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        }
        return (name, conditions)
    }

    /// Adds an assignment over the earlier ones; `$(inherited)` in it will stand for the one below.
    /// A name that is neither plain nor plain with conditions is skipped.
    package mutating func set(_ name: String, _ value: LocatedValue) {
        guard let (plain, conditions) = Self.conditional(name) else { return }
        assignments[plain, default: []].append(Assignment(value: value, conditions: conditions))
    }

    /// These settings with `upper`'s set over them (a target's over its project's).
    package func overridden(by upper: BuildSettings) -> BuildSettings {
        var merged = self
        for (name, list) in upper.assignments {
            merged.assignments[name, default: []].append(contentsOf: list)
        }
        merged.missingFiles += upper.missingFiles
        return merged
    }

    /// `fnmatch`-style matching of `*` (any run) and `?` (any one character); other characters match
    /// themselves. Linear in the pattern times the value at worst, both short in practice.
    static func matches(_ pattern: String, _ value: String) -> Bool {
        let pattern = Array(pattern), value = Array(value)
        var p = 0, v = 0, star = -1, resume = 0
        while v < value.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == value[v] {
                p += 1
                v += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = v
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                v = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
