@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// Helpers shared by the syntax tests. Every fixture is parsed as `a.primerspec`, its header checked
/// against the tests' own blocks (``TestBlocks``), so no shipped block's fields show in these tests.
enum Fixture {
    /// The fields a spec of the default test block may give, as messages list them.
    static let allHeaderFields =
        "block, primer, app, info-plist, purpose, project, target, configuration, xcconfig, build-setting, locale, strings, strict-words, ios, "
        + "title, reason, benefit, alert-buttons, custom-request, accept"

    static let path = "a.primerspec"

    /// Parses `text` (UTF-8) as `a.primerspec`, its header checked against the test blocks' fields.
    static func parse(_ text: String) -> ParseResult {
        SpecParser.parse(text: text, path: path).checkingHeader(against: TestBlocks.registry)
    }

    /// A location in `a.primerspec` written `line:column`.
    static func location(_ text: String) -> PrimerSyntax.SourceLocation { SpecTest.location(text, file: path) }

    /// A range in `a.primerspec` written `line:column-line:column`.
    static func range(_ text: String) -> SourceRange { SpecTest.range(text, file: path) }

    /// The error a test expects: `span` is `line:column-line:column`; `expected` defaults to
    /// the part of `message` after `; expected `, which is how every syntax message is built.
    static func error(
        _ span: String,
        _ message: String,
        offending: String?,
        expected: String? = nil,
        notes: [(String, String)] = []
    ) -> Finding {
        let derived = message.range(of: "; expected ").map { String(message[$0.upperBound...]) }
        return Finding(
            severity: .error,
            range: range(span),
            message: message,
            offendingText: offending,
            expected: expected ?? derived,
            notes: notes.map { Finding.Note($0.1, at: location($0.0)) }
        )
    }
}
