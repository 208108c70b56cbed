/// The accessibility settings a `voiceover` or `motion` section applies.
public struct SectionModifiers: Hashable, Sendable {
    /// The SIZE word after `dynamic-type`, if given (checked against the model later).
    public var dynamicTypeSize: Token?
    /// The `reduce-motion` word, if given.
    public var reduceMotion: Token?

    /// Creates modifiers; both default to absent.
    public init(dynamicTypeSize: Token? = nil, reduceMotion: Token? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.reduceMotion = reduceMotion
    }

    /// Whether `reduce-motion` was given.
    public var isReduceMotion: Bool {
        reduceMotion != nil
    }
}
