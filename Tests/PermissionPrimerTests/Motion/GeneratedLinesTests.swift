@testable import PermissionPrimer
import PrimerAccessibility
import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Generated lines must read back through the spec lexer as exactly what was generated, whatever
/// the words hold: a record then check must pass for any content.
@Suite("Generated lines read back")
struct GeneratedLinesTests {
    static let awkwardWords = [
        "Notifications are on", "\u{201C}Quoted\u{201D} and \"straight\"", "Back\\slash", "Line\nbreak",
        "Carriage\rreturn", "Tab\there", "Separator\u{2028}line", "Bell\u{07}", "\u{05E9}\u{05DC}\u{05D5}\u{05DD} 👋🏽",
    ]

    @Test(arguments: awkwardWords)
    func grantedAnnouncementSurvivesMotionAndAnnounceLines(_ words: String) throws {
        var content = PrimerContent.standard(for: .notifications, appName: "Reminders")
        content.grantedTitle = words
        let machine = PrimerMachine(kind: .notifications)
        let transition = try #require(machine.transitions(from: .requesting, to: .granted).first)
        let lines = PermissionPrimerTimeline.lines(for: transition, content: content, environment: PrimerEnvironment())
            + [SectionGenerator.announcementLine(.init(words, priority: .high))]
        for line in lines {
            let lexed = try LineLexer.lex(line, file: "x", line: 1)
            #expect(lexed.tokens.map(\.canonicalText).joined(separator: " ") == CanonicalText.ofGenerated(line))
            if line.contains("announce") || line.hasSuffix("priority high") {
                #expect(lexed.tokens.contains { $0.isString && $0.value == words })
            }
        }
    }
}
