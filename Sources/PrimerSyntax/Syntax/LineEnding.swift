/// The bytes that end a physical line.
package enum LineEnding: String, Hashable, Sendable, CaseIterable {
    /// `\n` (Unix, macOS).
    case lf
    /// `\r\n` (Windows).
    case crlf

    /// The terminator's bytes.
    package var bytes: [UInt8] {
        switch self {
        case .lf: [0x0A]
        case .crlf: [0x0D, 0x0A]
        }
    }

    /// The terminator as a string.
    package var string: String {
        switch self {
        case .lf: "\n"
        case .crlf: "\r\n"
        }
    }
}
