import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension MotionToken {
    /// The curve the token stands for: SwiftUI's preset of the same name (see ``Curve/init(_:)``).
    public var curve: Curve { Curve(self) }
}

extension Curve {
    /// The curve a theme motion token stands for.
    ///
    /// The design names the tokens (`motion.smooth`, `motion.snappy`); their values are taken to be
    /// SwiftUI's presets of the same names, as no theme file gives others.
    public init(_ token: MotionToken) {
        switch token {
        case .smooth: self = .smooth
        case .snappy: self = .snappy
        }
    }
}

