import PrimerModel

/// The settings a finding was seen in: a Dynamic Type size, an appearance, Reduce Motion. Each is
/// nil when the finding does not depend on it.
public struct AuditEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize?
    /// Light or dark.
    public var appearance: Appearance?
    /// Whether Reduce Motion was on.
    public var reduceMotion: Bool?

    /// Creates an environment.
    public init(dynamicTypeSize: DynamicTypeSize? = nil, appearance: Appearance? = nil, reduceMotion: Bool? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.appearance = appearance
        self.reduceMotion = reduceMotion
    }

    /// No particular setting.
    public static let any = AuditEnvironment()

    /// `accessibility5, dark, reduce motion`, or `any` when nothing is set.
    public var description: String {
        var words: [String] = []
        if let dynamicTypeSize { words.append(dynamicTypeSize.rawValue) }
        if let appearance { words.append(appearance.rawValue) }
        if let reduceMotion { words.append(reduceMotion ? "reduce motion" : "full motion") }
        return words.isEmpty ? "any" : words.joined(separator: ", ")
    }
}
