import PrimerModel
import PrimerSyntax

/// The Unicode scalars of a text file in UTF-8 (a byte order mark allowed) or UTF-16 with a byte
/// order mark (little- or big-endian), for the readers that locate what they read by line and column
/// (strings files, String Catalogs). Apple's strings files may be either: "It is recommended that you
/// save strings files using the UTF-16 encoding" (Apple, Resource Programming Guide, String Resources).
enum TextScalars {
    /// The scalars after any byte order mark, or an error at the first byte that is not text in the
    /// encoding, with its line and column (lines end at LF, CR, CR LF, U+2028 and U+2029).
    static func decode(_ bytes: [UInt8], file: String, noun: String) -> Result<[Unicode.Scalar], Finding> {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var position = Position()
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                return .failure(problem("the \(noun) is UTF-16 but has an odd number of bytes (\(bytes.count)): its last "
                                        + "character is cut", at: lastPosition(of: bytes, littleEndian: littleEndian, file: file),
                                        offending: "byte \(bytes.count)", expected: "UTF-16 text with whole characters"))
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let low = UInt16(bytes[littleEndian ? index : index + 1])
                let high = UInt16(bytes[littleEndian ? index + 1 : index])
                units.append(high << 8 | low)
                index += 2
            }
            var iterator = units.makeIterator()
            var decoder = UTF16()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    scalars.append(scalar)
                    position.advance(over: scalar)
                case .emptyInput:
                    return .success(scalars)
                case .error:
                    return .failure(problem("the \(noun) is UTF-16 but holds a lone surrogate (half of a character)",
                                            at: position.location(file), offending: "a lone UTF-16 surrogate",
                                            expected: "UTF-16 text"))
                }
            }
        }
        if bytes.count >= 2, looksLikeUTF16WithoutMark(bytes) {
            return .failure(problem("the \(noun) looks like UTF-16 without a byte order mark", at: position.location(file),
                                    offending: "the first bytes", expected: "UTF-8, or UTF-16 starting with a byte order mark"))
        }
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes.dropFirst(3) }
        var iterator = body.makeIterator()
        var decoder = UTF8()
        var offset = body.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                position.advance(over: scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return .success(scalars)
            case .error:
                let shown = String(bytes[offset], radix: 16, uppercase: true)
                return .failure(problem("the \(noun) is not UTF-8: byte 0x\(shown) starts no character",
                                        at: position.location(file), offending: "0x" + shown,
                                        expected: "UTF-8, or UTF-16 starting with a byte order mark"))
            }
        }
    }

    /// A line and column that advance over scalars.
    struct Position {
        var line = 1
        var column = 1
        private var afterCarriageReturn = false

        /// Moves past one scalar: a line break starts a new line (CR LF counts once).
        mutating func advance(over scalar: Unicode.Scalar) {
            switch scalar {
            case "\n":
                if !afterCarriageReturn { line += 1 }
                column = 1
                afterCarriageReturn = false
            case "\r", "\u{2028}", "\u{2029}":
                line += 1
                column = 1
                afterCarriageReturn = scalar == "\r"
            default:
                column += 1
                afterCarriageReturn = false
            }
        }

        func location(_ file: String) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
    }

    /// ASCII text saved as UTF-16 without a mark has a NUL in every other byte of its first characters.
    private static func looksLikeUTF16WithoutMark(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(64)
        let evenNULs = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let oddNULs = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let pairs = head.count / 2
        return pairs > 0 && (evenNULs * 2 > pairs || oddNULs * 2 > pairs)
    }

    private static func lastPosition(of bytes: [UInt8], littleEndian: Bool, file: String) -> SourceLocation {
        var trimmed = Array(bytes.dropLast())
        trimmed[0] = littleEndian ? 0xFF : 0xFE
        if case .success(let scalars) = decode(trimmed, file: file, noun: "file") {
            var position = Position()
            for scalar in scalars { position.advance(over: scalar) }
            return position.location(file)
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }

    private static func problem(_ message: String, at location: SourceLocation, offending: String,
                                expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: location), offendingText: offending,
               expected: expected)
    }
}

/// A hand-written parser over decoded scalars: where it is (index, line and column) and the
/// steps every such parser takes, written once for the strings-file and JSON readers.
protocol ScalarWalking {
    /// The decoded text.
    var scalars: [Unicode.Scalar] { get }
    /// The file, for locations.
    var file: String { get }
    /// The index of the current scalar.
    var index: Int { get set }
    /// The line and column of the current scalar.
    var position: TextScalars.Position { get set }
}

extension ScalarWalking {
    /// The current scalar; nil at the end.
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    /// Where the current scalar is.
    var here: SourceLocation { position.location(file) }

    /// Moves past the current scalar.
    mutating func advance() {
        guard let scalar = current else { return }
        position.advance(over: scalar)
        index += 1
    }

    /// The scalar `offset` places after the current one, if any.
    func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    /// Reads up to `limit` hex digits from here (an escape's `\U2019`, `\u00e9`): their value and text.
    mutating func hexDigits(upTo limit: Int) -> (value: UInt32, digits: String) {
        var value: UInt32 = 0
        var digits = ""
        while digits.count < limit, let digit = current, digit.isASCII, let nibble = UInt32(String(digit), radix: 16) {
            value = value << 4 | nibble
            digits.unicodeScalars.append(digit)
            advance()
        }
        return (value, digits)
    }

    /// The text from here to the end of the line, for `offendingText`.
    func restOfLine() -> String { lineText(from: index) }

    /// The text from `start` to the end of its line (at most a few thousand scalars: quoting cuts it further).
    func lineText(from start: Int) -> String {
        var end = start
        while end < scalars.count, end - start < 4 * TextExcerpt.lineLimit,
              !["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalars[end]) { end += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<end])
        return String(text)
    }
}
