/// Finds where a line that is not valid UTF-8 goes wrong, for the diagnostic.
package enum LineDecoder: Sendable {
    /// The error for the first invalid UTF-8 sequence in `bytes`, or `nil` if there is none.
    package static func invalidUTF8(in bytes: [UInt8], file: String, line: Int) -> Finding? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var prefix = String.UnicodeScalarView()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                prefix.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                let column = String(prefix).count + 1
                let location = SourceLocation(file: file, line: line, column: column)
                let byte = bytes.indices.contains(offset) ? bytes[offset] : 0
                return SyntaxError.invalidUTF8(
                    byte: byte,
                    at: SourceRange(
                        lowerBound: location,
                        upperBound: SourceLocation(file: file, line: line, column: column + 1)
                    )
                )
            }
        }
    }
}

extension SyntaxError {
    static func invalidUTF8(byte: UInt8, at range: SourceRange) -> Finding {
        let hex = String(byte, radix: 16, uppercase: true)
        let text = "0x" + (hex.count < 2 ? "0" + hex : hex)
        return make(
            "invalid UTF-8 byte \(text)",
            expected: "the file to be UTF-8 encoded text",
            at: range,
            offendingText: text
        )
    }
}
