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
        let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let word = pieces.first, Self.isWord(word) else { return nil }
        if pieces.count == 2 {
            let digits = pieces[1]
            guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let index = Int(digits)
            else { return nil }
            self.init(String(word), index: index)
        } else {
            self.init(String(word))
        }
    }

    /// Whether `text` is a part word: an ASCII letter, then letters and digits.
    public static func isWord(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The stable name: `symbol`, `benefit.0`, `continue`, `ring.1`, …
    public var description: String {
        index.map { "\(name).\($0)" } ?? name
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
