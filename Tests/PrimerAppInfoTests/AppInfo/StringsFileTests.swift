@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The strings-file reader: Foundation's old-style grammar, every value and every error located.
@Suite("Strings files (InfoPlist.strings)")
struct StringsFileTests {
    static let file = "fr.lproj/InfoPlist.strings"

    static func at(_ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: file, line: line, column: column)
    }

    static func read(_ bytes: [UInt8]) -> Result<LocalizedTable, Finding> {
        StringsFile.parse(bytes, file: file, language: "fr")
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    static let sample = """
        /* Localized versions of Info.plist keys */
        // The name under the icon
        CFBundleDisplayName = "Sentiers";
        "NSCameraUsageDescription" = 'Lit les \\"balises\\" \\U2019 \\\\ \\n\\t\\r\\101';
        short;

        """

    static let sampleValues: [String: LocatedValue] = [
        "CFBundleDisplayName": LocatedValue("Sentiers", at: at(3, 23)),
        "NSCameraUsageDescription": LocatedValue("Lit les \"balises\" \u{2019} \\ \n\t\rA", at: at(4, 30)),
        "short": LocatedValue("short", at: at(5, 1)),
    ]

    @Test(arguments: ["utf8", "utf8-bom", "utf16le", "utf16be"])
    func everyEncodingReadsTheSameLocatedValues(_ encoding: String) throws {
        let bytes: [UInt8] = switch encoding {
        case "utf8": Array(Self.sample.utf8)
        case "utf8-bom": [0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8)
        case "utf16le": Self.utf16(Self.sample, bigEndian: false)
        default: Self.utf16(Self.sample, bigEndian: true)
        }
        let table = try Self.read(bytes).get()
        #expect(table == LocalizedTable(file: Self.file, language: "fr", values: Self.sampleValues))
    }

    @Test func crLineEndsAndCRLFCountLikeLF() throws {
        let table = try Self.read(Array("a = \"1\";\r\nb = \"2\";\rc = \"3\";\u{2028}d = \"4\";".utf8)).get()
        #expect(table.values == ["a": LocatedValue("1", at: Self.at(1, 5)), "b": LocatedValue("2", at: Self.at(2, 5)),
                                 "c": LocatedValue("3", at: Self.at(3, 5)), "d": LocatedValue("4", at: Self.at(4, 5))])
    }

    @Test func aBracedDictionaryAndAnEmptyFileRead() throws {
        #expect(try Self.read(Array("{ a = b; }\n".utf8)).get().values == ["a": LocatedValue("b", at: Self.at(1, 7))])
        #expect(try Self.read([]).get().values == [:])
        #expect(try Self.read(Array("  // only a comment\n".utf8)).get().values == [:])
    }

    @Test func aSurrogatePairEscapeIsOneCharacter() throws {
        #expect(try Self.read(Array("k = \"\\UD83C\\UDF32\";".utf8)).get().values["k"]?.value == "\u{1F332}")
    }

    @Test func aKeyGivenTwiceKeepsTheLastValueWithAWarning() throws {
        let table = try Self.read(Array("a = \"1\";\na = \"2\";\n".utf8)).get()
        #expect(table.values == ["a": LocatedValue("2", at: Self.at(2, 5))])
        #expect(table.warnings == [
            Finding(severity: .warning, range: SourceRange(at: Self.at(1, 1)),
                       message: "'a' is given more than once; the last, at line 2, is read, as Foundation reads strings "
                           + "files, so this one is never shown; expected each key once", offendingText: "a",
                       expected: "each key once", notes: [.init("the 'a' that is read is here", at: Self.at(2, 1))]),
        ])
    }

    @Test func anUnclosedCommentHidesTheRestWithAWarning() throws {
        let table = try Self.read(Array("a = \"1\";\n/* b = \"2\";\n".utf8)).get()
        #expect(table.values == ["a": LocatedValue("1", at: Self.at(1, 5))])
        #expect(table.warnings == [
            Finding(severity: .warning, range: SourceRange(at: Self.at(2, 1)),
                       message: "the comment opened with '/*' is not closed: it hides the rest of the file; expected '*/'",
                       offendingText: "/*", expected: "'*/' to close the comment"),
        ])
    }

    static func error(_ line: Int, _ column: Int, _ message: String, _ offending: String, _ expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: at(line, column)), offendingText: offending,
               expected: expected)
    }

    @Test(arguments: [
        ("\"a\" = \"1\"\n\"b\" = \"2\";\n",
         error(2, 1, "missing ';' after the value of 'a'", "\"b\" = \"2\";", "';' after each \"KEY\" = \"VALUE\"")),
        ("\"a\" = \"1\"", error(1, 10, "missing ';' at the end of the file, after the value of 'a'", "1",
                                "';' after each \"KEY\" = \"VALUE\"")),
        ("\"a\" = \"never closed;\nb = c;\n",
         error(1, 7, "the string opened with '\"' at line 1, column 7 is not closed", "\"never closed;",
               "a closing '\"' before the end of the file")),
        ("a = ;", error(1, 5, "unexpected ';' after 'a' =", ";", "a quoted value: \"VALUE\";")),
        ("a = ", error(1, 5, "the file ends after 'a' =", "=", "a quoted value: \"VALUE\";")),
        ("a \"b\";", error(1, 3, "unexpected '\"' after the key 'a'", "\"b\";", "'=' and a value, or ';'")),
        ("a = (b, c);", error(1, 5, "a value is an array, not a string", "(b, c);",
                             "a quoted string: an Info.plist's localized values are strings")),
        ("= \"b\";", error(1, 1, "unexpected '=' where an entry starts", "= \"b\";", "a key: \"KEY\" = \"VALUE\";")),
        ("a = \"\\U\";", error(1, 6, "the escape '\\U' has no hex digits", "\\U", "\\U and four hex digits, such as \\U2019")),
        ("a = \"\\UD83C\";", error(1, 6, "the escape '\\UD83C' is half of a UTF-16 surrogate pair without its other half",
                                  "\\UD83C", "a high surrogate \\UD800–\\UDBFF followed by a low one \\UDC00–\\UDFFF")),
        ("a = \"\\351\";", error(1, 6, "the octal escape '\\351' stands for a NeXTSTEP character, which PrimerSpec does not map",
                                "\\351", "\\U and four hex digits for a character beyond ASCII")),
        ("{ a = b; ", error(1, 10, "the dictionary opened with '{' is not closed", "{",
                            "'}' to close the '{' at line 1, column 1")),
        ("a = b;\n\u{0}", error(2, 1, "unexpected '\\u{0}' where an entry starts", "\\u{0}", "a key: \"KEY\" = \"VALUE\";")),
    ] as [(String, Finding)])
    func malformedTextIsRefusedAtItsPlace(_ text: String, _ expected: Finding) {
        #expect(Self.read(Array(text.utf8)) == .failure(expected))
    }

    @Test func bytesThatAreNotTextAreRefusedAtTheirPlace() {
        #expect(Self.read(Array("a = \"é\";\nb = \"".utf8) + [0xFF, 0x22, 0x3B]) == .failure(
            .error("the strings file is not UTF-8: byte 0xFF starts no character; expected UTF-8, or UTF-16 starting "
                   + "with a byte order mark", at: SourceRange(at: Self.at(2, 6)), offendingText: "0xFF",
                   expected: "UTF-8, or UTF-16 starting with a byte order mark")))
        #expect(Self.read([0x61, 0x00, 0x3D, 0x00, 0x62, 0x00, 0x3B, 0x00]) == .failure(
            .error("the strings file looks like UTF-16 without a byte order mark; expected UTF-8, or UTF-16 starting "
                   + "with a byte order mark", at: SourceRange(at: Self.at(1, 1)), offendingText: "the first bytes",
                   expected: "UTF-8, or UTF-16 starting with a byte order mark")))
        #expect(Self.read([0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x00, 0xD8, 0x62, 0x00]) == .failure(
            .error("the strings file is UTF-16 but holds a lone surrogate (half of a character); expected UTF-16 text",
                   at: SourceRange(at: Self.at(2, 1)), offendingText: "a lone UTF-16 surrogate", expected: "UTF-16 text")))
    }

    @Test func aHugeKeyIsQuotedShortInTheMessage() throws {
        let key = String(repeating: "k", count: 100_000)
        guard case .failure(let error) = Self.read(Array("\(key) \"x\";".utf8)) else {
            Issue.record("a key without '=' read")
            return
        }
        #expect(error.message.count < 2_200)
        #expect(error.location == Self.at(1, 100_002))
    }
}
