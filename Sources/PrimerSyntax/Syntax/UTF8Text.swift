import Foundation

/// Reads bytes as UTF-8 text only when they are valid UTF-8.
///
/// `String(validating:as:)` does this too, but only from macOS 15 and iOS 18; this works on every
/// release the package supports. Decoding repairs each bad sequence with U+FFFD, so the repaired
/// text no longer has the same bytes: equal bytes mean the input was valid.
package enum UTF8Text {
    /// The text of `bytes`, or nil when they are not valid UTF-8.
    package static func validated<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Compared with `memcmp` when both are contiguous (a native string and an array always are):
        // `elementsEqual` walks them a byte at a time.
        let same = bytes.withContiguousStorageIfAvailable { input in
            text.utf8.withContiguousStorageIfAvailable { decoded in
                // Repairs that keep the length are rare; comparing the counts first is O(1).
                guard decoded.count == input.count else { return false }
                guard let decodedStart = decoded.baseAddress, let inputStart = input.baseAddress else { return true }
                return memcmp(decodedStart, inputStart, input.count) == 0
            }
        }
        return (same.flatMap { $0 } ?? text.utf8.elementsEqual(bytes)) ? text : nil
    }
}
