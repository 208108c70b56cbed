import PrimerModel

/// The one finding type of every tool: a syntax error from the parser or resolver, a mismatch found
/// by the checker, a rule's finding from the audit, a difference from an app's dump.
///
/// The ``message`` is a complete sentence fragment that names the offending text and what
/// was expected, so that the one-line ``rendered`` form is useful on its own:
///
/// ```
/// Specs/a.primerspec:3:11: error: unknown state 'grantd'; expected one of ready, requesting, granted, limited, denied, failed (did you mean 'granted'?)
/// Specs/a.primerspec:2:1: note: first 'title' is here
/// ```
///
/// ``offendingText`` and ``expected`` repeat those two parts in structured form for tools; ``rule``
/// names the rule that reported it and ``subject`` what it applies to.
public struct Finding: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious the finding is.
    public var severity: Severity
    /// Where the finding is: a span of a file, or no file at all.
    package var place: Place
    /// The message, naming the offending text and what was expected.
    public var message: String
    /// The text that is wrong, exactly as written in the file, if there is one.
    public var offendingText: String?
    /// A short description of what was expected instead, if there is one.
    public var expected: String?
    /// Further remarks, usually pointing at related places such as a first definition.
    public var notes: [Note]
    /// The stable id of the rule that reported it (`lines-match`, `text-contrast`); nil for the
    /// parser's and resolver's errors, which SARIF reports as ``Finding/specErrorRule``.
    public var rule: String?
    /// The part, state, transition and settings it applies to; empty for a finding about a line alone.
    public var subject: FindingSubject

    /// Creates a finding; a nil `range` is a finding about no file (``Place/noFile``).
    public init(
        severity: Severity,
        range: SourceRange?,
        message: String,
        offendingText: String? = nil,
        expected: String? = nil,
        notes: [Note] = [],
        rule: String? = nil,
        subject: FindingSubject = .empty
    ) {
        self.severity = severity
        self.place = range.map(Place.span) ?? .noFile
        self.message = message
        self.offendingText = offendingText
        self.expected = expected
        self.notes = notes
        self.rule = rule
        self.subject = subject
    }

    /// Creates an error-severity finding.
    public static func error(
        _ message: String,
        at range: SourceRange,
        offendingText: String? = nil,
        expected: String? = nil,
        notes: [Note] = [],
        rule: String? = nil,
        subject: FindingSubject = .empty
    ) -> Finding {
        Finding(
            severity: .error,
            range: range,
            message: message,
            offendingText: offendingText,
            expected: expected,
            notes: notes,
            rule: rule,
            subject: subject
        )
    }

    /// The rule id SARIF gives a finding without a rule: a spec that does not parse or resolve.
    public static let specErrorRule = "spec-error"

    /// Where a finding is.
    package enum Place: Hashable, Sendable {
        /// A span of a file.
        case span(SourceRange)
        /// No file: a block audited without a spec, a scan rule that found nothing.
        case noFile
    }

    /// The source text the finding is about, or nil for a finding about no file.
    package var sourceRange: SourceRange? {
        if case .span(let range) = place { return range }
        return nil
    }

    /// The source text the finding is about; ``location`` is its start. A finding about no file reads
    /// as an empty path at line 0, which the text forms leave out (`error: …`); setting it places the
    /// finding in a file.
    public var range: SourceRange {
        get { sourceRange ?? Self.noFileRange }
        set { place = .span(newValue) }
    }

    /// How ``range`` reads for a finding about no file.
    private static let noFileRange = SourceRange(at: SourceLocation(file: "", line: 0, column: 0))

    /// Whether the finding is in a file (its ``place`` is a span).
    public var isLocated: Bool {
        sourceRange != nil
    }

    /// The start of ``range``: where the finding is reported.
    public var location: SourceLocation {
        range.lowerBound
    }

    /// The first line of ``rendered``: `file:line:column: severity: message`; `file: severity: message`
    /// for a finding about a whole file (at line 0), `severity: message` for one about no file.
    public var headline: String {
        "\(location.prefix)\(severity): \(message)"
    }

    /// The finding as text: the ``headline`` followed by one line per note.
    public var rendered: String {
        ([headline] + notes.map(\.description)).joined(separator: "\n")
    }

    /// The same as ``rendered``.
    public var description: String {
        rendered
    }
}

extension Array where Element == Finding {
    /// The findings ordered by location (file, line, column); equal locations keep their order.
    public func sortedByLocation() -> [Finding] {
        enumerated()
            .sorted { lhs, rhs in
                if lhs.element.location != rhs.element.location {
                    return lhs.element.location < rhs.element.location
                }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Whether any finding has error severity.
    public var containsErrors: Bool {
        contains { $0.severity == .error }
    }
}
