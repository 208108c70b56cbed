extension Curve {
    /// The SwiftUI `Animation` the curve stands for, written as Swift source: `.smooth`,
    /// `.spring(duration: 0.6, bounce: 0.2)`, `.spring(response: 0.3, dampingFraction: 0.8)`,
    /// `.easeInOut(duration: 0.2)`, `.linear(duration: 1)`, or `nil` for ``instant`` (no animation).
    ///
    /// This is the mapping an app's view applies when it takes its curves from the same builders the
    /// specs check (`Docs/UsingInYourApp.md`): each case is SwiftUI's animation of the same name and
    /// parameters. Presets print by name, and an ease of SwiftUI's default 0.35 s without a duration.
    public var swiftUIAnimation: String {
        switch self {
        case .spring(let duration, let bounce):
            if self == .smooth { return ".smooth" }
            if self == .snappy { return ".snappy" }
            if self == .bouncy { return ".bouncy" }
            return ".spring(duration: \(NumberText.compact(duration)), bounce: \(NumberText.compact(bounce)))"
        case .responseSpring(let response, let fraction):
            if self == .default { return ".default" }
            return ".spring(response: \(NumberText.compact(response)), dampingFraction: \(NumberText.compact(fraction)))"
        case .easeInOut(let duration): return Self.swiftUIEase("easeInOut", duration)
        case .easeIn(let duration): return Self.swiftUIEase("easeIn", duration)
        case .easeOut(let duration): return Self.swiftUIEase("easeOut", duration)
        case .linear(let duration): return duration == 0 ? "nil" : Self.swiftUIEase("linear", duration)
        }
    }

    private static func swiftUIEase(_ name: String, _ duration: Double) -> String {
        duration == defaultEaseDuration ? ".\(name)" : ".\(name)(duration: \(NumberText.compact(duration)))"
    }
}
