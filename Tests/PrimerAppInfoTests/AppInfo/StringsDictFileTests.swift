@testable import PrimerAppInfo
@testable import PrimerSyntax
import Testing

/// The `.stringsdict` reader and the located XML property-list reader under it.
@Suite("Strings dictionaries (.stringsdict) and located XML property lists")
struct StringsDictFileTests {
    static let file = "fr.lproj/Localizable.stringsdict"

    static func at(_ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation { PrimerSyntax.SourceLocation(file: file, line: line, column: column) }

    /// A plist around `body`, which starts on line 3.
    static func plist(_ body: String) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n".utf8)
    }

    @Test func readsPluralAndWidthEntriesWithTheirPlaces() throws {
        let body = """
        <dict>
        <key>%d reminders</key>
        <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@ &amp; %#@d@</string>
        <key>n</key>
        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d rappel</string><key>other</key><string><![CDATA[%d <rappels>]]></string></dict>
        <key>d</key>
        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringDeviceSpecificRuleType</string>
        <key>iphone</key><string>iPhone</string><key>other</key><string>&#x2026;</string></dict>
        </dict>
        <key>Title</key>
        <dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Court</string></dict></dict>
        </dict>
        """
        let table = try StringsDictFile.parse(Self.plist(body), file: Self.file, language: "fr").get()
        #expect(table == StringsDictFile.Table(file: Self.file, language: "fr", entries: [
            "%d reminders": .init(
                key: "%d reminders", location: Self.at(4, 1), format: LocatedValue("%#@n@ & %#@d@", at: Self.at(6, 38)),
                variables: [
                    "n": .init(name: "n", rule: .plural, valueType: "d",
                               cases: ["one": LocatedValue("%d rappel", at: Self.at(10, 15)),
                                       "other": LocatedValue("%d <rappels>", at: Self.at(10, 57))], location: Self.at(7, 1)),
                    "d": .init(name: "d", rule: .device, valueType: nil,
                               cases: ["iphone": LocatedValue("iPhone", at: Self.at(13, 18)),
                                       "other": LocatedValue("\u{2026}", at: Self.at(13, 57))], location: Self.at(11, 1)),
                ], widths: [:]),
            "Title": .init(key: "Title", location: Self.at(15, 1), format: nil, variables: [:],
                           widths: ["20": LocatedValue("Court", at: Self.at(16, 66))]),
        ]))
    }

    static func error(_ line: Int, _ column: Int, _ message: String, _ offending: String, _ expected: String) -> Finding {
        .error("\(message); expected \(expected)", at: SourceRange(at: at(line, column)), offendingText: offending,
               expected: expected)
    }

    static let refused: [(String, Finding)] = [
        ("<array/>", error(3, 1, "the top level is an array", "an array", "a <dict> of keys")),
        ("<dict><key>K</key><string>x</string></dict>",
         error(3, 19, "the key 'K' is a string", "a string", "a <dict> with NSStringLocalizedFormatKey")),
        ("<dict><key>K</key><dict></dict></dict>",
         error(3, 7, "the key 'K' has no NSStringLocalizedFormatKey", "K",
               "<key>NSStringLocalizedFormatKey</key> and a format such as %#@count@")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict></dict>",
         error(3, 62, "the NSStringLocalizedFormatKey of 'K' is an integer", "an integer", "a <string> format such as %#@count@")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict></dict>",
         error(3, 62, "the format of 'K' names %#@n@, which the key does not define", "%#@n@",
               "<key>n</key> and a <dict> with NSStringFormatSpecTypeKey")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>other</key><string>x</string></dict></dict></dict>",
         error(3, 84, "the variable 'n' of 'K' has no NSStringFormatSpecTypeKey", "n",
               "<key>NSStringFormatSpecTypeKey</key> and one of NSStringPluralRuleType, NSStringDeviceSpecificRuleType")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string></dict></dict></dict>",
         error(3, 138, "the variable 'n' of 'K' has the rule type 'NSStringGenderRuleType'", "NSStringGenderRuleType",
               "one of NSStringPluralRuleType, NSStringDeviceSpecificRuleType")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>several</key>"
            + "<string>x</string></dict></dict></dict>",
         error(3, 177, "the variable 'n' of 'K' has the case 'several'", "several", "one of few, many, one, other, two, zero")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key>"
            + "<string>x</string></dict></dict></dict>",
         error(3, 84, "the variable 'n' of 'K' has no 'other' case", "n",
               "<key>other</key>: every language's plural rules end in 'other'")),
        ("<dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key>"
            + "<true/></dict></dict></dict>",
         error(3, 193, "the case 'other' of the variable 'n' of 'K' is a boolean", "a boolean", "a <string>")),
    ]

    @Test(arguments: refused)
    func refusesAnEntryOfTheWrongShapeAtItsPlace(_ body: String, _ expected: Finding) {
        #expect(StringsDictFile.parse(Self.plist(body), file: Self.file, language: "fr") == .failure(expected))
    }

    @Test func refusesABinaryFile() {
        let expected = "an XML .stringsdict (convert it with plutil -convert xml1)"
        #expect(StringsDictFile.parse(Array("bplist00\u{D0}".utf8), file: Self.file, language: "fr") == .failure(
            .error("the file is a binary property list; expected \(expected)", at: SourceRange(at: Self.at(1, 1)),
                   offendingText: "bplist", expected: expected)))
    }

    static let malformed: [(String, Finding)] = [
        ("", error(1, 1, "the file holds no element", "", "<plist version=\"1.0\">")),
        ("<plist><dict>", error(1, 14, "the file ends too early", "", "</dict> to close the <dict> at 1:8")),
        ("<plist><dict><string>x</string></dict></plist>",
         error(1, 14, "<string> where a dictionary's key belongs", "<string>", "<key> or </dict>")),
        ("<plist><dict><key>a</key></dict></plist>",
         error(1, 26, "the key 'a' has no value", "</dict>", "a value after each <key>")),
        ("<plist><dict><key>a</key><string>x<b/></string></dict></plist>",
         error(1, 35, "an element inside <string>", "<b/></string></dict></plist>",
               "text, then </string> to close the <string> at 1:26")),
        ("<plist><string>&nbsp;</string></plist>",
         error(1, 16, "'&nbsp;' is not an entity XML property lists know", "&nbsp;", "&amp; &lt; &gt; &quot; &apos; or &#NN;")),
        ("<plist><string>a & b</string></plist>",
         error(1, 18, "the entity '& b</string' is not closed with ';'", "& b</string", "&amp; &lt; &gt; &quot; &apos; or &#NN;")),
        ("<plist><set/></plist>",
         error(1, 8, "<set> is not a property-list element", "<set>", "one of dict, array, string, integer, real, true, false, date, data")),
        ("<plist><string/><string/></plist>",
         error(1, 17, "<plist> holds more than one value", "<string/></plist>", "</plist>")),
        ("<plist><true>yes</true></plist>", error(1, 8, "<true> holds text", "yes", "<true/>")),
        ("<plist><string>x</string></plist> tail",
         error(1, 35, "text after the property list", "tail", "the end of the file")),
    ]

    @Test(arguments: malformed)
    func refusesMalformedXMLAtItsPlace(_ text: String, _ expected: Finding) {
        #expect(LocatedPlistXML.parse(Array(text.utf8), file: Self.file) == .failure(expected))
    }

    @Test func nestingIsBounded() {
        let deep = "<plist>" + String(repeating: "<array>", count: 200) + String(repeating: "</array>", count: 200) + "</plist>"
        guard case .failure(let error) = LocatedPlistXML.parse(Array(deep.utf8), file: Self.file) else {
            Issue.record("200 nested arrays read")
            return
        }
        #expect(error.message.hasPrefix("the property list nests deeper than 64 levels"))
    }
}
