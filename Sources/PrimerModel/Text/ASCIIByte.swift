/// Classifies UTF-8 bytes as ASCII letters and digits.
///
/// A character is an ASCII letter or digit exactly when it is one such byte, so text whose allowed
/// characters are all ASCII can be checked on its bytes, without `Character` property look-ups
/// (which consult Unicode's tables even for ASCII).
public enum ASCIIByte: Sendable {
    /// The byte of a character that is one ASCII byte; nil for any other, including the CR LF pair
    /// (which `Character.asciiValue` gives as a line feed).
    public static func of(_ character: Character) -> UInt8? {
        guard let byte = character.asciiValue, character.utf8.count == 1 else { return nil }
        return byte
    }

    /// Whether `byte` is `a`–`z` or `A`–`Z`.
    public static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether `byte` is `0`–`9`.
    public static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `byte` is `A`–`Z`.
    public static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
