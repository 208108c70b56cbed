/// Reads bytes as UTF-8 text only when they are valid UTF-8.
///
/// `String(validating:as:)` does this too, but only from macOS 15 and iOS 18; this works on every
/// release the package supports. Decoding repairs each bad sequence with U+FFFD, so the repaired
/// text no longer has the same bytes: equal bytes mean the input was valid.
enum UTF8Text {
    /// The text of `bytes`, or nil when they are not valid UTF-8.
    static func validated(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
