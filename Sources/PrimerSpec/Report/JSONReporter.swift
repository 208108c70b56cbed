import Foundation
import PrimerModel

/// The report as JSON: the files' errors, one object per section, and the counts.
public struct JSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    struct Document: Encodable {
        var passed: Int
        var failed: Int
        var errors: [FindingJSON]
        var sections: [SectionObject]
    }

    struct SectionObject: Encodable {
        var file: String
        var line: Int
        var title: String
        var status: String
        var diff: [DiffLine]
        var findings: [FindingJSON]
    }

    struct DiffLine: Encodable {
        /// `same`, `removed` (expected only) or `inserted` (actual only).
        var change: String
        var text: String
        /// The spec file line, for lines of the spec.
        var line: Int?
    }

    struct FindingJSON: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var offendingText: String?
        var expected: String?
        var notes: [String]

        init(_ diagnostic: Finding) {
            file = diagnostic.location.file
            line = diagnostic.location.line
            column = diagnostic.location.column
            severity = "\(diagnostic.severity)"
            message = diagnostic.message
            // Quoted input is cut like every message's (TextExcerpt), so no value can swell the report.
            offendingText = diagnostic.offendingText.map { TextExcerpt.shortened($0) }
            expected = diagnostic.expected.map { TextExcerpt.shortened($0) }
            notes = diagnostic.notes.map(\.description)
        }
    }

    /// The report as pretty-printed JSON with sorted keys.
    public func render(_ report: CheckReport) -> String {
        let document = Document(
            passed: report.passedCount, failed: report.failedCount, errors: report.errors.map(FindingJSON.init),
            sections: report.sections.map { section in
                SectionObject(file: section.file, line: section.line, title: section.title,
                              status: section.status.rawValue, diff: Self.diffLines(section),
                              findings: section.findings.map(FindingJSON.init))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }

    static func diffLines(_ section: SectionOutcome) -> [DiffLine] {
        section.diff.changes.map { change in
            switch change {
            case .same(let expected, _):
                DiffLine(change: "same", text: TextExcerpt.shortened(section.diff.expected[expected]),
                         line: section.expectedLineNumbers[safe: expected])
            case .removed(let expected):
                DiffLine(change: "removed", text: TextExcerpt.shortened(section.diff.expected[expected]),
                         line: section.expectedLineNumbers[safe: expected])
            case .inserted(let actual):
                DiffLine(change: "inserted", text: TextExcerpt.shortened(section.diff.actual[actual]), line: nil)
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
