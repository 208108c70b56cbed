/// Writes a generated line straight into the storage of the string it becomes, as ``ASCIILine``
/// does, but with its copies compiled into the column writers here: through `ASCIILine.make`, in
/// another module, each piece is a call through a closure and the writer's methods, which cost
/// about as much as the few bytes a cell copies. The column writers write every aligned line and
/// its canonical text this way.
///
/// The caller writes exactly `length` bytes of UTF-8 (it counts them first); the string is decoded
/// as UTF-8 like any other, so the pieces may hold any text.
struct LineWriter: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The string of `length` bytes that `write` writes.
    @inline(__always)
    static func make(length: Int, _ write: (inout LineWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: length) { buffer in
            var writer = LineWriter(buffer: buffer)
            write(&writer)
            return writer.count
        }
    }

    /// Copies the UTF-8 of `text`.
    @inline(__always)
    mutating func append(_ text: String) {
        // A native string's bytes are read in place (a small one's from a copy on the stack); only a
        // string that is not contiguous is made so first.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        guard copied == nil else { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Copies `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let written = min(bytes.count, buffer.count - count)
        guard written > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + count).update(from: source, count: written)
        count += written
    }

    /// Writes one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Writes `spaces` spaces (none when `spaces` is not positive).
    @inline(__always)
    mutating func appendSpaces(_ spaces: Int) {
        let written = min(spaces, buffer.count - count)
        guard written > 0, let target = buffer.baseAddress else { return }
        (target + count).update(repeating: UInt8(ascii: " "), count: written)
        count += written
    }
}
