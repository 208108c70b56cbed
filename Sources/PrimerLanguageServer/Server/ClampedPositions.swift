extension TextDocument {
    /// A position moved into the document as the protocol asks servers to read one: a character
    /// past the end of its line is the end of the line, a line past the last is the end of the text,
    /// and an offset inside a surrogate pair is the pair's start.
    func clamped(_ position: TextPosition) -> TextPosition {
        self.position(of: index(of: position))
    }
}
