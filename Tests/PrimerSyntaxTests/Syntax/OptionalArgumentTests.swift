@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A header field whose last argument may be left out (`tint "COLOR" ["DARK"]`): its usage shows the
/// brackets, the line may stop before it, and an argument beyond it is an error at that argument.
@Suite("Header fields with an optional argument")
struct OptionalArgumentTests {
    static let tint = HeaderField("tint", [.string("COLOR"), .string("DARK").optional], help: "A colour, or light then dark.")

    /// The directive on the file's first line, checked against ``tint``.
    static func check(_ line: String) -> Result<[String], Finding> {
        let file = SpecParser.parse(text: line + "\n", path: Fixture.path).recovered
        guard let directive = file.header.first else { return .success([]) }
        return Result { () throws(Finding) -> Directive in try DirectiveParser.check(directive, against: Self.tint) }
            .map { $0.arguments.map(\.value) }
    }

    @Test func theUsageShowsTheOptionalArgumentInBrackets() {
        #expect(Self.tint.usage == "tint \"COLOR\" [\"DARK\"]")
        #expect(Self.tint.maximumArguments == 2)
        #expect(HeaderField("alert-buttons", [.string("BUTTON")], variadic: true, help: "").maximumArguments == nil)
        #expect(HeaderField.Parameter.word("NAME").optional.usage == "[NAME]")
    }

    @Test("One colour or two", arguments: [("tint \"blue\"", ["blue"]), ("tint \"#111111\" \"#EEEEEE\"", ["#111111", "#EEEEEE"])])
    func accepted(_ line: String, _ arguments: [String]) {
        #expect(Self.check(line) == .success(arguments))
    }

    @Test("Refused at the offending argument", arguments: [
        ("tint", Fixture.error("1:5-1:5", "missing \"COLOR\" after 'tint'; expected tint \"COLOR\" [\"DARK\"]", offending: nil)),
        ("tint \"a\" \"b\" \"c\"", Fixture.error(
            "1:14-1:17", "'tint' takes at most 2 arguments; unexpected string \"c\" after \"b\"; expected end of line (tint \"COLOR\" [\"DARK\"])",
            offending: "\"c\"")),
        ("tint \"a\" dark", Fixture.error("1:10-1:14", "unexpected 'dark' after \"a\"; expected \"DARK\" (a quoted string)",
                                          offending: "dark")),
    ] as [(String, Finding)])
    func refused(_ line: String, _ expected: Finding) {
        #expect(Self.check(line) == .failure(expected))
    }
}
