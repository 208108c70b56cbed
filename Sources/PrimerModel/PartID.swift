/// The name of one part of a block, shared by its accessibility tree and its motion timeline.
///
/// The kernel knows no block's parts: each block declares its own (the permission primer's
/// `symbol`, `benefit.0`, `continue`…) as static members with a layout rank. A part is named by a
/// word and, for parts that repeat (benefit rows, rings), an index: `benefit.2`. Identity is the
/// name and index; the rank only orders parts top to bottom, so two blocks may rank alike.
public struct PartID: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    /// The part's word, such as `title` or `benefit`.
    public var name: String
    /// The position of a repeated part, from 0; nil for a part that appears once.
    public var index: Int?
    /// Where the part sits in its block's layout, top to bottom; ties are broken by ``index``.
    public var rank: Int

    /// Creates a part id.
    public init(_ name: String, index: Int? = nil, rank: Int = 0) {
        self.name = name
        self.index = index
        self.rank = rank
    }

    /// Parses a stable name, `word` or `word.N`, with no rank; nil if it is not a well-formed name.
    ///
    /// A block resolves names to its own parts (with their ranks); this form is for readers that
    /// know no block.
    public init?(name text: String) {
        // Read as bytes: a name is ASCII letters, digits and one point, and a byte that is not one of
        // those makes the text no name whichever character it belongs to.
        let utf8 = text.utf8
        let dot = utf8.firstIndex(of: UInt8(ascii: "."))
        let word = text[..<(dot ?? text.endIndex)]
        guard Self.isWord(word) else { return nil }
        if let dot {
            let digits = utf8[utf8.index(after: dot)...]
            guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(ASCIIByte.isDigit),
                  let index = Int(String(decoding: digits, as: UTF8.self))
            else { return nil }
            self.init(String(word), index: index)
        } else {
            self.init(String(word))
        }
    }

    /// Whether `text` is a part word: an ASCII letter, then letters and digits.
    ///
    /// Tested on bytes: a character is an ASCII letter or digit exactly when it is one such byte.
    public static func isWord(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, ASCIIByte.isLetter(first) else { return false }
        return text.utf8.allSatisfy { ASCIIByte.isLetter($0) || ASCIIByte.isDigit($0) }
    }

    /// The stable name: `symbol`, `benefit.0`, `continue`, `ring.1`, …
    public var description: String {
        // Appended rather than interpolated: sizes lines name every part of every tree.
        guard let index else { return name }
        return name + "." + String(index)
    }

    /// Whether both name the same part (the rank is not compared).
    public static func == (lhs: PartID, rhs: PartID) -> Bool {
        lhs.name == rhs.name && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(index)
    }

    /// Layout order: by rank, then index.
    public static func < (lhs: PartID, rhs: PartID) -> Bool {
        (lhs.rank, lhs.index ?? -1) < (rhs.rank, rhs.index ?? -1)
    }
}
