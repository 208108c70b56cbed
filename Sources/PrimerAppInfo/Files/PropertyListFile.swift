import Foundation
import PrimerSyntax

/// Reads an Info.plist's bytes as an XML or binary property list whose top level is a dictionary.
///
/// Only data that starts as one of those two formats reaches Foundation. Foundation also reads the
/// old-style (OpenStep) text format, and falls back to it whenever XML or binary parsing fails;
/// that parser writes its own debug line to standard error for some malformed input ("missing
/// semicolon in dictionary"). Xcode writes Info.plists as XML and builds them as binary, so an
/// old-style file is refused with a message saying how to convert it, and the fallback is made
/// harmless: XML must open with `<?`, `<!` or `<plist`, and binary with `bplist00` and a dictionary
/// marker, which the old-style parser rejects at its first character, before it can print anything.
package enum PropertyListFile {
    /// Why the bytes are not an Info.plist dictionary.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// There are no bytes.
        case empty
        /// The text looks like an old-style (OpenStep) property list.
        case oldStyle
        /// The text looks like JSON.
        case json
        /// The text is UTF-16 (it starts with a UTF-16 byte order mark).
        case utf16
        /// The bytes start as neither format.
        case unknownFormat
        /// Bytes that start as a binary property list but are too short to be one, or whose first
        /// object has no known marker.
        case binaryWithoutDictionary
        /// The bytes start as XML or binary but do not parse.
        case doesNotParse
        /// The property list parses, but its top level is not a dictionary.
        case notADictionary

        package var description: String {
            switch self {
            case .empty: "the file is empty"
            case .oldStyle: "it is an old-style (OpenStep) property list; convert it with plutil -convert xml1"
            case .json: "it is JSON; convert it with plutil -convert xml1"
            case .utf16: "it is UTF-16 text; expected UTF-8 XML or binary (convert it with plutil -convert xml1)"
            case .unknownFormat: "it is neither XML (starting with <?xml or <plist) nor binary (starting with bplist00)"
            case .binaryWithoutDictionary: "it starts as a binary property list but is truncated or damaged"
            case .doesNotParse: "it does not parse"
            case .notADictionary: "the top level is not a dictionary"
            }
        }
    }

    /// The top-level dictionary of an XML or binary property list.
    package static func dictionary(from bytes: [UInt8]) throws(Problem) -> [String: Any] {
        try checkFormat(bytes)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw .doesNotParse
        }
        guard let dictionary = object as? [String: Any] else { throw .notADictionary }
        return dictionary
    }

    /// Refuses bytes that are not plainly XML or binary, so that Foundation never parses them as old-style.
    static func checkFormat(_ bytes: [UInt8]) throws(Problem) {
        guard !bytes.isEmpty else { throw .empty }
        if bytes.starts(with: Array("bplist".utf8)) {
            // Apple's writers put the top object first, after the 8-byte header; a dictionary's marker is
            // 0xD0–0xDF. The trailer that says where the objects are is 32 bytes.
            guard bytes.starts(with: Array("bplist00".utf8)), bytes.count >= 8 + 1 + 32 else {
                throw .binaryWithoutDictionary
            }
            switch bytes[8] >> 4 {
            case 0xD: return
            case 0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x8, 0xA, 0xC: throw .notADictionary
            default: throw .binaryWithoutDictionary
            }
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw .utf16 }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        if ["<?", "<!", "<plist"].contains(where: { rest.starts(with: Array($0.utf8)) }) { return }
        if Self.looksLikeJSON(rest) { throw .json }
        if let first = rest.first, [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\"")].contains(first)
            || rest.starts(with: Array("//".utf8)) || rest.starts(with: Array("/*".utf8)) {
            throw .oldStyle
        }
        throw .unknownFormat
    }

    /// `[`, or `{` then a quoted key and `:`: JSON. (An old-style dictionary has `=` after its keys.)
    private static func looksLikeJSON(_ text: ArraySlice<UInt8>) -> Bool {
        let whitespace: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        guard let first = text.first else { return false }
        if first == UInt8(ascii: "[") { return true }
        guard first == UInt8(ascii: "{") else { return false }
        var rest = text.dropFirst().drop { whitespace.contains($0) }
        guard rest.first == UInt8(ascii: "\"") else { return false }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: UInt8(ascii: "\"")) else { return false }
        return rest[(close + 1)...].first { !whitespace.contains($0) } == UInt8(ascii: ":")
    }
}
