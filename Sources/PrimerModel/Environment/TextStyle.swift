/// A text style of Dynamic Type, with its point size at each size (Apple's HIG Dynamic Type tables, from the HIG tables).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point sizes from xSmall to accessibility5.
    private var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at a Dynamic Type size.
    public func pointSize(at size: DynamicTypeSize) -> Double { pointSizes[size.index] }

    /// A fixed size scaled relative to this style, as `@ScaledMetric(relativeTo:)` does.
    ///
    /// It grows by the style's ratio to its Large size; with `cap`, sizes above the cap scale as the cap.
    public func scaled(_ base: Double, at size: DynamicTypeSize, cappedAt cap: DynamicTypeSize? = nil) -> Double {
        let effective = cap.map { min(size, $0) } ?? size
        return base * pointSize(at: effective) / pointSize(at: .large)
    }

    public var description: String { rawValue }
}
