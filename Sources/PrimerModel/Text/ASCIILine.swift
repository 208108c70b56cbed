/// A line of generated text written straight into the storage of the string it becomes: its length
/// worked out first, then its pieces and padding copied in, once each, with no growing buffer and no
/// padded copies. The generators' columns (targets, contrast, sizes, timelines) write their lines
/// this way; a line of up to 15 bytes needs no allocation at all.
///
/// The caller writes exactly `length` bytes of UTF-8 (it counts them first); the string is decoded as
/// UTF-8 like any other, so the pieces may hold any text.
///
/// Everything here is `@inlinable`: a line writes a few bytes a piece, and called across the module
/// boundary through the closure each piece cost about as much as its copy.
package enum ASCIILine {
    /// The string of `length` bytes that `write` writes through a ``Writer``.
    @inlinable @inline(__always)
    package static func make(length: Int, _ write: (inout Writer) -> Void) -> String {
        String(unsafeUninitializedCapacity: length) { buffer in
            var writer = Writer(buffer: buffer)
            write(&writer)
            return writer.count
        }
    }

    /// Writes pieces of a line one after another into its storage.
    package struct Writer: ~Copyable {
        @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
        /// The bytes written so far.
        @usableFromInline var written = 0

        @inlinable
        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        /// The bytes written so far.
        @inlinable
        package var count: Int { written }

        /// Copies the UTF-8 of `text`.
        @inlinable @inline(__always)
        package mutating func append(_ text: String) {
            // A native string's bytes are read in place (a small one's from a copy on the stack),
            // without the copy of the string `withUTF8` needs (its retain and release, a line's
            // every piece); only a string that is not contiguous is made so first.
            let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
            guard copied == nil else { return }
            var text = text
            text.withUTF8 { append($0) }
        }

        /// Copies `bytes`.
        @inlinable @inline(__always)
        package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            let copied = min(bytes.count, buffer.count - written)
            guard copied > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + written).update(from: source, count: copied)
            written += copied
        }

        /// Writes one byte.
        @inlinable @inline(__always)
        package mutating func append(byte: UInt8) {
            guard written < buffer.count else { return }
            buffer[written] = byte
            written += 1
        }

        /// Writes `count` spaces (none when `count` is not positive).
        @inlinable @inline(__always)
        package mutating func appendSpaces(_ spaces: Int) {
            let copied = min(spaces, buffer.count - written)
            guard copied > 0, let target = buffer.baseAddress else { return }
            (target + written).update(repeating: UInt8(ascii: " "), count: copied)
            written += copied
        }
    }
}
