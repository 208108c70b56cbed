@testable import PermissionPrimer
import PrimerBlocks
@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// Helpers shared by the syntax tests. Every fixture is parsed as `a.primerspec`.
enum Fixture {
    static let allHeaderFields =
        "block, primer, app, info-plist, purpose, project, target, configuration, xcconfig, build-setting, locale, ios, symbol, "
        + "granted-symbol, denied-symbol, title, reason, benefit, "
        + "continue-title, alert-title, alert-message, alert-buttons, granted-title, granted-line, "
        + "denied-title, denied-line, limited-title, limited-line, not-now-title, done-title, "
        + "open-settings-title, error-message, custom-request, theme, message, skip-title, no-skip, tint, type, "
        + "description, status, symbol-reading, progress-reading, accept"

    static let path = "a.primerspec"

    /// Parses `text` (UTF-8) as `a.primerspec`, its header checked against the bundled blocks' fields.
    static func parse(_ text: String) -> ParseResult {
        SpecParser.parse(text: text, path: path).checkingHeader(against: .standard)
    }

    /// A location in `a.primerspec` written `line:column`.
    static func location(_ text: String) -> PrimerSyntax.SourceLocation {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return PrimerSyntax.SourceLocation(file: path, line: parts.first ?? 0, column: parts.last ?? 0)
    }

    /// A range in `a.primerspec` written `line:column-line:column`.
    static func range(_ text: String) -> SourceRange {
        let bounds = text.split(separator: "-").map(String.init)
        return SourceRange(lowerBound: location(bounds.first ?? ""), upperBound: location(bounds.last ?? ""))
    }

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

/// Header fields the parser tests look lines up by (a directive gives a field by its name), declared
/// here so that those tests name no block.
enum TestFields {
    static let primer = HeaderField("primer", [.word("KIND")], leads: true, help: "The primer's kind.")
    static let ios = HeaderField("ios", [.version("VERSION")], help: "The iOS version.")
    static let benefit = HeaderField("benefit", [.string("SYMBOL"), .string("TITLE"), .string("DETAIL")], repeats: true,
                                     help: "A benefit row.")
    static let alertButtons = HeaderField("alert-buttons", [.string("BUTTON")], variadic: true, help: "The buttons.")
    static let customRequest = HeaderField("custom-request", help: "A flag.")
}
