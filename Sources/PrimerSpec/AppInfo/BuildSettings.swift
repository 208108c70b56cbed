/// Build settings by name, each with where it was set: one layer of Xcode's settings (a project's,
/// a target's, an xcconfig's), or several merged.
///
/// A setting written for a condition (`NAME[sdk=iphoneos*]`) is not kept: which conditions hold
/// depends on the build, which PrimerSpec does not run (a **choice**, see Docs/SpecFormat.md).
public struct BuildSettings: Hashable, Sendable {
    /// Every setting, by name.
    public private(set) var values: [String: LocatedValue]

    /// Creates settings from values.
    public init(_ values: [String: LocatedValue] = [:]) {
        self.values = [:]
        for (name, value) in values { set(name, value) }
    }

    /// A setting's value as written (not expanded), if set.
    public subscript(name: String) -> LocatedValue? { values[name] }

    /// Whether a name is a plain setting name (`PRODUCT_NAME`), not a conditional one (`NAME[sdk=…]`).
    public static func isPlainName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Sets a value; `$(inherited)` in it stands for the value it replaces, or stays for the layer below
    /// when there is none yet. Conditional names are skipped.
    public mutating func set(_ name: String, _ value: LocatedValue) {
        guard Self.isPlainName(name) else { return }
        var value = value
        if let replaced = values[name] {
            value.value = Self.substitutingInherited(in: value.value, with: replaced.value)
        }
        values[name] = value
    }

    /// These settings with `upper`'s set over them (a target's over its project's).
    public func overridden(by upper: BuildSettings) -> BuildSettings {
        var merged = self
        for name in upper.values.keys.sorted() {
            if let value = upper.values[name] { merged.set(name, value) }
        }
        return merged
    }

    /// `$(inherited)` and `${inherited}` replaced by the value below.
    static func substitutingInherited(in text: String, with inherited: String) -> String {
        guard text.contains("inherited") else { return text }
        return text.replacingOccurrences(of: "$(inherited)", with: inherited)
            .replacingOccurrences(of: "${inherited}", with: inherited)
    }
}
