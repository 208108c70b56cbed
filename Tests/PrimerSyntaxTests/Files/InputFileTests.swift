import Foundation
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// `InputFile.read` reads a file into an array sized as `fstat` says, and goes on in chunks when the
/// file holds more than that (one that grew, or a file under /proc, which says it is empty).
@Suite("Reading a file")
struct InputFileTests {
    /// Sizes around the old 64 KB chunk and the one byte read past a file's size.
    static let sizes = [0, 1, 2, 4095, 4096, 65_535, 65_536, 65_537, 200_003]

    @Test(arguments: sizes)
    func readsEveryByteOfAFileOfThisSize(size: Int) throws {
        let folder = try makeTemporaryFolder("InputFileTests-\(size)")
        var state: UInt32 = 7
        let bytes = (0..<size).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let path = try TemporaryFiles.write(bytes, to: "file.bin", in: folder)
        #expect(try InputFile.read(path) == bytes)
        // At the limit it is read; a byte over it is refused, saying both sizes.
        #expect(try InputFile.read(path, limit: size) == bytes)
        if size > 0 {
            #expect(throws: InputFile.Problem.tooLarge(bytes: size, limit: size - 1)) {
                try InputFile.read(path, limit: size - 1)
            }
        }
    }

    #if os(Linux)
    @Test func readsAFileThatSaysItIsEmptyToItsEnd() throws {
        // /proc files have a size of 0 and hold text: everything is read in chunks after the first byte.
        let bytes = try InputFile.read("/proc/self/status")
        #expect(bytes.count > 100)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }
    #endif
}
