@testable import PrimerAppInfo
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The old-style property list parser: values as Xcode writes them, and every error at its place.
@Suite("Text property lists (project.pbxproj)")
struct TextPropertyListTests {
    static let file = "p.pbxproj"

    @Test func readsQuotedUnquotedEscapedAndCommentedValues() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tAB12 /* Atlas */ = {isa = PBXNativeTarget; name = Atlas; productType = "com.apple.product-type.application"; };
        \t};
        \tlist = ( "DEBUG=1", "$(inherited)", plain_word, );
        \tquote = "say \\"hi\\" \\\\ then\\ttab \\U00e9";
        \tdata = <0fbd 7777>;
        }
        """
        let root = try TextPropertyListParser.parse(text, file: Self.file).get()
        #expect(root["objects"]?["AB12"]?["name"]?.string == "Atlas")
        #expect(root["objects"]?["AB12"]?["productType"]?.string == "com.apple.product-type.application")
        #expect(root["list"]?.array?.compactMap(\.string) == ["DEBUG=1", "$(inherited)", "plain_word"])
        #expect(root["quote"]?.string == "say \"hi\" \\ then\ttab \u{E9}")
        #expect(root["data"] == .data("0fbd7777", at: SourceLocation(file: Self.file, line: 8, column: 9)))
        #expect(root["objects"]?["AB12"]?["name"]?.location == SourceLocation(file: Self.file, line: 4, column: 53))
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: Finding
        var testDescription: String { expected.message }
    }

    static func error(_ line: Int, _ column: Int, _ message: String, offending: String?, expected: String) -> Finding {
        .error(message + "; expected " + expected, at: SourceRange(at: SourceLocation(file: file, line: line, column: column)),
               offendingText: offending, expected: expected)
    }

    static let bad: [BadCase] = [
        BadCase(text: "{\n  a = \"never closed;\n}\n",
                expected: error(2, 7, "unterminated string", offending: "\"",
                                expected: "a closing '\"' before the end of the file")),
        BadCase(text: "{\n  a = b\n}\n", expected: error(3, 1, "missing ';' after the value of 'a'", offending: "}",
                                                        expected: "';' after each key = value")),
        BadCase(text: "{\n  a b;\n}\n", expected: error(2, 5, "missing '=' after the key 'a'", offending: "b",
                                                       expected: "key = value;")),
        BadCase(text: "{ a = (x, y; }", expected: error(1, 12, "unexpected ';' in an array", offending: ";",
                                                        expected: "',' or ')'")),
        BadCase(text: "{ /* no end", expected: error(1, 3, "unterminated comment '/*'", offending: "/*",
                                                     expected: "'*/' to close the comment")),
        BadCase(text: "{ a = b; ", expected: error(1, 10, "unterminated dictionary", offending: nil,
                                                   expected: "'}' to close the dictionary opened at line 1, column 1")),
        BadCase(text: "", expected: error(1, 1, "the file is empty", offending: nil,
                                          expected: "a property list, such as { … }")),
        BadCase(text: "{ } }", expected: error(1, 5, "unexpected '}' after the property list", offending: "}",
                                               expected: "end of file")),
        BadCase(text: "{ a = ; }", expected: error(1, 7, "unexpected ';'", offending: ";",
                                                   expected: "a value: a string, ( array ), { dictionary } or <data>")),
    ]

    @Test(arguments: bad)
    func errorsAreLocated(_ bad: BadCase) {
        #expect(TextPropertyListParser.parse(bad.text, file: Self.file) == .failure(bad.expected))
    }

    /// `\n`, `\r\n` and a lone `\r` each end a line, for `//` comments and for locations alike.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndCountsAsOne(_ lineEnd: String) throws {
        let text = ["// !$*UTF8*$!", "{", "\t/* a comment", "\t   over two lines */", "\tkey = value; // note", "\tlast = (",
                    "\t\tx,", "\t);", "}", ""].joined(separator: lineEnd)
        let root = try TextPropertyListParser.parse(text, file: Self.file).get()
        let at = { (line: Int, column: Int) in SourceLocation(file: Self.file, line: line, column: column) }
        #expect(root == .dictionary([
            .init(key: "key", keyLocation: at(5, 2), value: .string("value", at: at(5, 8))),
            .init(key: "last", keyLocation: at(6, 2), value: .array([.string("x", at: at(7, 3))], at: at(6, 9))),
        ], at: at(2, 1)))
        let broken = ["{", "\ta = b", "}"].joined(separator: lineEnd)
        #expect(TextPropertyListParser.parse(broken, file: Self.file)
                == .failure(Self.error(3, 1, "missing ';' after the value of 'a'", offending: "}",
                                       expected: "';' after each key = value")))
    }

    /// Messages quote the file's text as every reader does: a NUL as `\u{0}`, a long key cut.
    @Test func messagesQuoteTheFilesText() {
        let key = "k\u{0}" + String(repeating: "y", count: 1_000_000)
        let shownKey = "k\\u{0}" + String(repeating: "y", count: 38) + "… (1000002 characters)"
        #expect(TextPropertyListParser.parse("{ \"\(key)\" ; }", file: Self.file)
                == .failure(Self.error(1, 1_000_008, "missing '=' after the key '\(shownKey)'", offending: ";",
                                       expected: "key = value;")))
        #expect(TextPropertyListParser.parse("{ a = b;\u{0} }", file: Self.file)
                == .failure(Self.error(1, 9, "unexpected '\\u{0}' in a dictionary", offending: "\\u{0}",
                                       expected: "a key, or '}'")))
    }

    @Test func deepNestingIsRefusedNotAStackOverflow() {
        let text = String(repeating: "(", count: 10_000)
        guard case .failure(let error) = TextPropertyListParser.parse(text, file: Self.file) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message.hasPrefix("nesting deeper than 64 levels"))
        #expect(error.location == SourceLocation(file: Self.file, line: 1, column: 65))
    }
}
