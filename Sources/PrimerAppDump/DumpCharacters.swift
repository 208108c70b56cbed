import PrimerModel

/// One character of a dump line, as a number the reader compares cheaply: a character of one
/// Unicode scalar is that scalar's value (so `","` and `"→"` are written as literals), any other (a
/// letter with a combining mark, an emoji sequence) ``cluster``, which equals no literal the reader
/// looks for.
struct DumpCharacter: Hashable, Sendable, ExpressibleByUnicodeScalarLiteral {
    let value: UInt32

    init(unicodeScalarLiteral scalar: Unicode.Scalar) { value = scalar.value }

    init(_ scalar: Unicode.Scalar) { value = scalar.value }

    private init(value: UInt32) { self.value = value }

    /// A character of several scalars.
    static let cluster = DumpCharacter(value: .max)

    /// The character of an ASCII byte.
    init(byte: UInt8) { value = UInt32(byte) }

    /// The character's byte when it is one ASCII byte, else nil.
    var ascii: UInt8? { value < 0x80 ? UInt8(value) : nil }
}

/// A dump line's characters, offset by offset, and the text between two offsets.
///
/// A line whose every byte is a character (ASCII, as dumps nearly always are) is read from its UTF-8
/// bytes: no `Character` is built. Any other line keeps its `Character`s too, for the text between
/// offsets; columns count characters either way.
struct DumpCharacters: RandomAccessCollection, Sendable {
    private(set) var units: [DumpCharacter]
    /// The UTF-8 bytes, kept when every character is one byte (the text between offsets is copied
    /// from them).
    private var bytes: [UInt8]?
    /// The characters, kept only when some character is more than one byte.
    private var characters: [Character]?

    /// The characters of `text`.
    init<Text: StringProtocol>(_ text: Text) {
        if TextColumns.isOneBytePerCharacter(String(text)) {
            let bytes = Array(text.utf8)
            units = bytes.map(DumpCharacter.init(byte:))
            self.bytes = bytes
            characters = nil
        } else {
            let characters = Array(text)
            units = characters.map(Self.unit)
            bytes = nil
            self.characters = characters
        }
    }

    /// The characters of a literal such as `"{{"`.
    static func of(_ text: String) -> [DumpCharacter] { DumpCharacters(text).units }

    private static func unit(_ character: Character) -> DumpCharacter {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return .cluster }
        return DumpCharacter(first)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { units.count }
    subscript(position: Int) -> DumpCharacter { units[position] }

    /// Adds the characters of `other` after these.
    mutating func append(_ other: DumpCharacters) {
        switch (bytes, other.bytes) {
        case (let mine?, let theirs?):
            bytes = mine + theirs
        default:
            characters = asCharacters + other.asCharacters
            bytes = nil
        }
        units += other.units
    }

    /// The characters as `Character`s (built from the bytes of a one-byte line).
    private var asCharacters: [Character] {
        characters ?? units.map { Character(Unicode.Scalar(UInt8($0.value))) }
    }

    /// The text from one offset to another.
    func text(_ start: Int, _ end: Int) -> String {
        if let bytes { return String(decoding: bytes[start..<end], as: UTF8.self) }
        return String(asCharacters[start..<end])
    }
}
