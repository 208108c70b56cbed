@testable import PrimerSpec

/// A small report of the tests' reminder card with one of everything: a passing file, a failing file
/// (two failing sections, one passing; text that every output syntax must escape) and a file that
/// does not parse. The reporters' tests render it.
enum CardReportFixtures {
    /// Passes: both announcements as the builder generates them.
    static let passing = """
        reminders daily

        announce ready -> on
          "Reminders are on" priority high

        announce ready -> off
          "Reminders are off" priority high

        """

    /// Fails twice: an announcement's words and priority (line 9), a word in the voiceover section
    /// (line 14); the section at line 4 passes.
    static let failing = """
        reminders weekly
        title "Fish & <Chips> \\"now\\""

        voiceover on
          "Reminders are on. Heading."
          "Done. Button."

        announce ready -> off
          "Reminders & <off> 'now'" priority low

        voiceover ready
          "Fish & <Chips> \\"now\\". Heading."
          "We remind you each week of what is due."
          "Allow, Button."
          "Not now. Button."

        """

    /// Does not parse.
    static let broken = "reminders daily\ntitel \"x\"\n"

    static let passingPath = "Specs/a.primerspec"
    static let failingPath = "Specs/b,c:d.primerspec"
    static let brokenPath = "Specs/broken.primerspec"

    static var report: CheckReport {
        let checker = Checker(blocks: CardSpec.blocks)
        return CheckReport(files: [
            checker.check(Array(passing.utf8), path: passingPath),
            checker.check(Array(failing.utf8), path: failingPath),
            checker.check(Array(broken.utf8), path: brokenPath),
        ])
    }
}
