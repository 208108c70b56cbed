@testable import PermissionPrimer
import Foundation
import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// Every word PrimerSpec speaks for iOS in a language and release — VoiceOver's words and the four
/// system alerts' — with its source or why it is assumed, compared with a golden table per language
/// and release under `Tests/Localization/WordSources` (`RECORD_WORD_SOURCES=1` rewrites them).
@Suite("Word sources by language and release")
struct WordSourcesTableTests {
    static let folder = SpecTest.repositoryRoot + "/Tests/Localization/WordSources"
    static let languages = ["en", "de", "es", "es-419", "ru"]
    static let releases = [IOSVersion(major: 14), IOSVersion(major: 16), IOSVersion(major: 17, minor: 5),
                           IOSVersion(major: 17, minor: 6), IOSVersion(major: 18), IOSVersion(major: 26)]

    /// One golden table: a language on a release.
    struct Case: Sendable, CustomStringConvertible {
        var language: String
        var iOS: IOSVersion
        var description: String { "\(language) on iOS \(iOS)" }
        var fileName: String { "\(language)-ios\(iOS).txt" }
    }

    static let cases = languages.flatMap { language in releases.map { Case(language: language, iOS: $0) } }

    /// The table's lines: VoiceOver's words, then each kind's alert, a word a line.
    static func table(_ testCase: Case) throws -> [String] {
        let locale = try VoiceOverLocale(parsing: testCase.language)
        let words = try VoiceOverWords.table(for: locale)
        var lines = ["VoiceOver's words for \(testCase.language) (the '\(words.language)' table):"]
        for (name, entry) in words.spokenEntries {
            lines.append("  \(name): \u{201C}\(entry.text)\u{201D} \u{2014} \(entry.source)")
        }
        for (name, entry) in [("value separator", words.valueSeparator), ("combine separator", words.combineSeparator)] {
            lines.append("  \(name): \u{201C}\(entry.text)\u{201D} \u{2014} \(entry.source)")
        }
        lines.append("  note: " + (words.assumptionNote(for: locale) ?? "every word cited"))
        if let region = words.regionNote(for: locale) { lines.append("  note: " + region) }
        for kind in PrimerKind.allCases {
            let alert = SystemAlert.localized(for: kind, appName: "APP", purposeString: "PURPOSE", iOS: testCase.iOS,
                                              language: testCase.language)
            lines.append("")
            lines.append("The \(kind) alert on iOS \(testCase.iOS) (the '\(alert.language)' words):")
            for word in alert.words {
                lines.append("  \(word.part): \u{201C}\(word.text)\u{201D} \u{2014} " + Self.status(word.status))
            }
        }
        return lines
    }

    static func status(_ status: AlertWordStatus) -> String {
        switch status {
        case .recorded(let source): "on record: \(source)"
        case .assumed(let reason, let source): "assumed (\(reason)): \(source)"
        case .notOnRecord: "not on record: the English word stands in"
        }
    }

    @Test("Each language and release prints every word with its source or its assumption", arguments: cases)
    func golden(_ testCase: Case) throws {
        let actual = try Self.table(testCase)
        let path = Self.folder + "/" + testCase.fileName
        if ProcessInfo.processInfo.environment["RECORD_WORD_SOURCES"] != nil {
            try (actual.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        expectSameLines(actual, expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    @Test("No word outside English on record for iOS 26, and every word not on record is said so",
          arguments: ["de", "es", "es-419", "ru"])
    func ios26IsAssumed(_ language: String) {
        for kind in PrimerKind.allCases {
            let alert = SystemAlert.localized(for: kind, appName: "APP", purposeString: "P", iOS: IOSVersion(major: 26),
                                              language: language)
            #expect(alert.onRecord == false)
            #expect(alert.note(kind: kind, iOS: IOSVersion(major: 26)) != nil)
        }
    }
}
