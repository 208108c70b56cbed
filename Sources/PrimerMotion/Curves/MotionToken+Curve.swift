import PrimerModel

extension MotionToken {
    /// The curve the token stands for: SwiftUI's preset of the same name (see ``Curve/init(_:)``).
    public var curve: Curve { Curve(self) }
}
