/// The accessibility settings a primer is built for: Dynamic Type size and Reduce Motion.
public struct PrimerEnvironment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The person's text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Whether Reduce Motion is on.
    public var reduceMotion: Bool

    /// Creates an environment; the defaults are iOS's (Large, Reduce Motion off).
    public init(dynamicTypeSize: DynamicTypeSize = .default, reduceMotion: Bool = false) {
        self.dynamicTypeSize = dynamicTypeSize
        self.reduceMotion = reduceMotion
    }

    /// The default environment.
    public static let standard = PrimerEnvironment()

    /// For example `large` or `accessibility3, reduce motion`.
    public var description: String {
        reduceMotion ? "\(dynamicTypeSize), reduce motion" : dynamicTypeSize.rawValue
    }
}
