@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A file's `lines` give back its bytes exactly, so a recorder can rewrite only section bodies.
struct RoundTripTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    static let samples: [(String, [UInt8])] = [
        ("empty", []),
        ("LF with final newline", Array("primer camera\nvoiceover ready\n  \"A\"\n".utf8)),
        ("no final newline", Array("primer camera\nvoiceover ready".utf8)),
        ("CRLF", Array("primer camera\r\nvoiceover ready\r\n  \"Don’t Allow 😀\"  # ok\r\n\r\n".utf8)),
        ("BOM and CRLF", bom + Array("primer camera\r\ntitle \"مرحبا\"\r\n".utf8)),
        ("mixed endings", Array("primer camera\r\n# c\n\n  \r\nvoiceover ready\n".utf8)),
        ("blank lines only", Array("\n\n  \n".utf8)),
        ("lone CR and CR before CRLF", Array("primer camera\rx\r\r\n".utf8)),
        ("invalid UTF-8", Array("primer camera\ntitle \"".utf8) + [0xFF, 0xFE] + Array("\"\r\n".utf8)),
        ("BOM only", bom),
    ]

    @Test(arguments: samples.indices)
    func linesReconstructTheOriginalBytes(_ index: Int) {
        let bytes = Self.samples[index].1
        let file = SpecParser.parse(bytes, path: Fixture.path).recovered
        #expect(file.reconstructedBytes() == bytes, "\(Self.samples[index].0)")
        #expect(file.lines.flatMap(\.rawBytes).count + (file.hasByteOrderMark ? 3 : 0) == bytes.count)
        for line in file.lines {
            #expect(Array(bytes[line.byteRange]) == line.bytes)
        }
    }

    @Test func lineEndingIsTheFirstOneFound() {
        let crlf = SpecParser.parse(Array("primer camera\r\ntitle \"x\"\n".utf8), path: Fixture.path).recovered
        #expect(crlf.lineEnding == .crlf)
        #expect(crlf.lines.map(\.terminator) == [.crlf, .lf])
        let lf = SpecParser.parse(Array("primer camera\ntitle \"x\"\r\n".utf8), path: Fixture.path).recovered
        #expect(lf.lineEnding == .lf)
        let none = SpecParser.parse(Array("primer camera".utf8), path: Fixture.path).recovered
        #expect(none.lineEnding == .lf)
        #expect(none.lines.map(\.terminator) == [nil])
    }

    @Test func aByteOrderMarkIsSkippedAndRemembered() throws {
        let bytes = Self.bom + Array("primer camera\r\nvoiceover ready\r\n  \"A\"\r\n".utf8)
        let result = SpecParser.parse(bytes, path: Fixture.path)
        #expect(result.diagnostics == [])
        let file = try #require(result.file)
        #expect(file.hasByteOrderMark)
        #expect(file.directive(SignUpCardBlock.primer)?.keyword.range == Fixture.range("1:1-1:7"))
        #expect(file.lines.first?.byteRange == 3..<16)
        #expect(file.lines.first?.text == "primer camera")
        #expect(file.sections.first?.body.first?.canonicalText == "\"A\"")
    }

    @Test func bodyLinesCanBeReplacedByteForByte() throws {
        let text = "primer camera\r\n\r\nvoiceover ready  # keep me\r\n  \"Old\"\r\n    hint \"Old hint\"\r\n\r\n# tail 😀\r\n"
        let file = try #require(Fixture.parse(text).file)
        let section = try #require(file.sections.first)
        var bytes: [UInt8] = file.hasByteOrderMark ? RoundTripTests.bom : []
        for line in file.lines {
            if line.number == section.bodyLines.lowerBound {
                bytes += Array("  \"New\"".utf8) + file.lineEnding.bytes
            } else if !section.bodyLines.contains(line.number) {
                bytes += line.rawBytes
            }
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "primer camera\r\n\r\nvoiceover ready  # keep me\r\n  \"New\"\r\n\r\n# tail 😀\r\n")
    }
}
