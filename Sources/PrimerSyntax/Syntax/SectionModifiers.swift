/// The accessibility settings a `voiceover` or `motion` section applies.
package struct SectionModifiers: Hashable, Sendable {
    /// The SIZE word after `dynamic-type`, if given (checked against the model later).
    package var dynamicTypeSize: Token?
    /// The `reduce-motion` word, if given.
    package var reduceMotion: Token?

    /// Creates modifiers; both default to absent.
    package init(dynamicTypeSize: Token? = nil, reduceMotion: Token? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.reduceMotion = reduceMotion
    }

    /// Whether `reduce-motion` was given.
    package var isReduceMotion: Bool {
        reduceMotion != nil
    }
}
